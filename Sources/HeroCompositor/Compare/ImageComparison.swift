/// Compares two RGBA images the way golden tests do: size first, then each channel of each pixel
/// against a tolerance, then the number of differing pixels against a budget.
public struct ImageComparison: Hashable, Sendable {
  /// Largest per-channel difference (0…255) still counted as equal. Default 0.
  public var tolerance: Int
  /// How many differing pixels still pass. Default 0.
  public var pixelBudget: Int

  public init(tolerance: Int = 0, pixelBudget: Int = 0) {
    self.tolerance = max(0, tolerance)
    self.pixelBudget = max(0, pixelBudget)
  }

  public func compare(reference: RGBAImage, actual: RGBAImage) -> ComparisonResult {
    guard reference.width == actual.width, reference.height == actual.height,
      reference.pixels.count == actual.pixels.count
    else {
      return ComparisonResult(
        passed: false, sizeMismatch: true,
        differingPixels: max(reference.width * reference.height, actual.width * actual.height),
        maxChannelDelta: 255, differenceBounds: nil, tolerance: tolerance)
    }
    var differing = 0
    var maxDelta = 0
    var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
    let width = reference.width
    reference.pixels.withUnsafeBufferPointer { r in
      actual.pixels.withUnsafeBufferPointer { a in
        var i = 0
        for p in 0..<(reference.width * reference.height) {
          var delta = 0
          for c in 0..<4 { delta = max(delta, abs(Int(r[i + c]) - Int(a[i + c]))) }
          i += 4
          maxDelta = max(maxDelta, delta)
          if delta > tolerance {
            differing += 1
            let (x, y) = (p % width, p / width)
            minX = min(minX, x)
            minY = min(minY, y)
            maxX = max(maxX, x)
            maxY = max(maxY, y)
          }
        }
      }
    }
    let bounds =
      differing > 0 ? PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) : nil
    return ComparisonResult(
      passed: differing <= pixelBudget, sizeMismatch: false, differingPixels: differing,
      maxChannelDelta: maxDelta,
      differenceBounds: bounds, tolerance: tolerance)
  }
}

/// An integer rectangle of pixels.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
  public var description: String { "(\(x), \(y), \(width)x\(height))" }
}
