/// A bitmap as the rest of HeroFrames sees it: straight (unpremultiplied) RGBA, 8 bits per
/// channel, row-major, `width * 4` bytes per row with no padding.
///
/// Cairo works in premultiplied native-endian ARGB32; conversion happens only at the edges
/// (`Surface.image()`, image contents, PNG I/O), so comparisons and PNG files see straight alpha.
public struct RGBAImage: Hashable, Sendable {
  public var width: Int
  public var height: Int
  /// `width * height * 4` bytes: R, G, B, A per pixel.
  public var pixels: [UInt8]

  public init(width: Int, height: Int, pixels: [UInt8]) {
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// A fully transparent image.
  public init(width: Int, height: Int) {
    self.init(width: width, height: height, pixels: [UInt8](repeating: 0, count: max(0, width * height * 4)))
  }

  /// True when every pixel has alpha 255 (the PNG encoder then writes RGB).
  public var isOpaque: Bool {
    pixels.withUnsafeBufferPointer { p in
      var i = 3
      while i < p.count {
        if p[i] != 255 { return false }
        i += 4
      }
      return true
    }
  }

  /// The pixel at (x, y) as (r, g, b, a); for tests and tools, not for loops.
  public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    let i = (y * width + x) * 4
    return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
  }

  /// Checks that `pixels` holds exactly `width * height * 4` bytes.
  func validate(_ what: String) throws(CompositorError) {
    guard width > 0, height > 0, pixels.count == width * height * 4 else {
      throw CompositorError(
        "\(what): an RGBA image of \(width)x\(height) needs \(max(0, width * height * 4)) bytes, has \(pixels.count)"
      )
    }
  }
}

/// Premultiplication with round-to-nearest, as Cairo's ARGB32 needs (straight → premultiplied, for
/// image contents and `Surface(image:)`).
///
/// The way back is the PNG encoder's table in `framepng.c` (`round(p * 255 / a)`, clamped; used by
/// `Surface.image()` and the encoder): `premultiply(unpremultiply(p, a), a) == p` for every
/// premultiplied value `p ≤ a`, since the unpremultiply rounding error (≤ ½) shrinks by `a/255 < 1` on
/// the way back, so a rendered frame survives `Surface.image()` → `Surface(image:)` unchanged.
enum Premultiplication {
  /// `round(c * a / 255)`.
  @inline(__always)
  static func premultiply(_ c: UInt32, _ a: UInt32) -> UInt32 {
    let t = c * a + 128
    return (t + (t >> 8)) >> 8
  }
}
