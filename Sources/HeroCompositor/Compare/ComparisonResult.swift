import HeroFiles

/// The outcome of an `ImageComparison`.
public struct ComparisonResult: Hashable, Sendable, CustomStringConvertible {
  public var passed: Bool
  /// True when the sizes differ (nothing else was compared).
  public var sizeMismatch: Bool
  /// Pixels with some channel differing by more than the tolerance.
  public var differingPixels: Int
  /// Largest channel difference anywhere (0…255).
  public var maxChannelDelta: Int
  /// The box around every differing pixel; nil when none differs (or the sizes differ).
  public var differenceBounds: PixelRect?
  /// The tolerance the comparison used (the diff image marks the same pixels).
  public var tolerance: Int

  public init(
    passed: Bool, sizeMismatch: Bool, differingPixels: Int, maxChannelDelta: Int,
    differenceBounds: PixelRect?,
    tolerance: Int = 0
  ) {
    self.passed = passed
    self.sizeMismatch = sizeMismatch
    self.differingPixels = differingPixels
    self.maxChannelDelta = maxChannelDelta
    self.differenceBounds = differenceBounds
    self.tolerance = tolerance
  }

  public var description: String {
    if sizeMismatch { return "image sizes differ" }
    if differingPixels == 0 { return "images match (max channel delta \(maxChannelDelta))" }
    return
      "\(differingPixels) pixels differ by more than \(tolerance) (max channel delta \(maxChannelDelta)) in \(differenceBounds.map(\.description) ?? "-")"
  }

  /// The reference in faded grey with every differing pixel in bright red, the size of the larger
  /// image (pixels present in only one image count as differing).
  public func diffImage(reference: RGBAImage, actual: RGBAImage) -> RGBAImage {
    let width = max(reference.width, actual.width)
    let height = max(reference.height, actual.height)
    var out = [UInt8](repeating: 0, count: width * height * 4)
    func at(_ image: RGBAImage, _ x: Int, _ y: Int) -> (Int, Int, Int, Int)? {
      guard x < image.width, y < image.height, image.pixels.count == image.width * image.height * 4 else {
        return nil
      }
      let i = (y * image.width + x) * 4
      return (
        Int(image.pixels[i]), Int(image.pixels[i + 1]), Int(image.pixels[i + 2]), Int(image.pixels[i + 3])
      )
    }
    for y in 0..<height {
      for x in 0..<width {
        let o = (y * width + x) * 4
        let r = at(reference, x, y)
        let a = at(actual, x, y)
        var differs = r == nil || a == nil
        if let r, let a {
          differs =
            max(abs(r.0 - a.0), abs(r.1 - a.1), abs(r.2 - a.2), abs(r.3 - a.3)) > tolerance
        }
        if differs {
          (out[o], out[o + 1], out[o + 2], out[o + 3]) = (255, 0, 0, 255)
        } else if let r {
          // Luma over white, faded to a quarter of its contrast.
          let luma = (299 * r.0 + 587 * r.1 + 114 * r.2) / 1000
          let composited = (luma * r.3 + 255 * (255 - r.3)) / 255
          let faded = UInt8(255 - (255 - composited) / 4)
          (out[o], out[o + 1], out[o + 2], out[o + 3]) = (faded, faded, faded, 255)
        }
      }
    }
    return RGBAImage(width: width, height: height, pixels: out)
  }

  /// Writes `reference.png`, `actual.png` and `diff.png` into `directory` (created if needed) and
  /// returns their paths.
  public func writeArtefacts(reference: RGBAImage, actual: RGBAImage, to directory: String)
    throws(CompositorError)
    -> [String]
  {
    do {
      try OutputFolder.create(directory)
    } catch {
      throw CompositorError(error.description)
    }
    var written: [String] = []
    for (name, image) in [
      ("reference", reference), ("actual", actual), ("diff", diffImage(reference: reference, actual: actual)),
    ] where image.width > 0 && image.height > 0 {
      let path = "\(directory)/\(name).png"
      try PNGCodec.write(image, to: path)
      written.append(path)
    }
    return written
  }
}
