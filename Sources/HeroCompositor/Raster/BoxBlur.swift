/// A Gaussian blur approximated by three successive box blurs per axis, over an 8-bit alpha mask.
///
/// Box sizes follow the W3C Filter Effects rule for `feGaussianBlur`: with
/// `d = ⌊σ · 3√(2π)/4 + 0.5⌋`, an odd `d` gives three centred boxes of width `d`; an even `d` gives
/// two boxes of width `d` (one centred half a pixel left, one half a pixel right) and a centred box
/// of width `d + 1`. Three boxes reproduce a Gaussian within a few percent, at a cost independent of
/// σ (a running sum per pass), which is what keeps large shadows cheap.
enum BoxBlur {
  /// One box pass: output pixel `i` averages input pixels `i - lead ... i - lead + width - 1`.
  struct Box: Hashable, Sendable {
    var width: Int
    var lead: Int
  }

  /// The three boxes for a Gaussian of standard deviation `sigma` pixels; empty when the blur is
  /// below one pixel wide (the identity).
  static func boxes(sigma: Double) -> [Box] {
    guard sigma.isFinite, sigma > 0 else { return [] }
    let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
    guard d > 1 else { return [] }
    if d % 2 == 1 {
      let box = Box(width: d, lead: (d - 1) / 2)
      return [box, box, box]
    }
    return [Box(width: d, lead: d / 2), Box(width: d, lead: d / 2 - 1), Box(width: d + 1, lead: d / 2)]
  }

  /// How far (pixels) the three boxes spread a single pixel on either side.
  static func reach(sigma: Double) -> Int {
    boxes(sigma: sigma).reduce(0) { $0 + max($1.lead, $1.width - 1 - $1.lead) }
  }

  /// Blurs the plane's 8-bit values in place, horizontally then vertically, treating everything
  /// outside it as 0.
  static func blur(_ plane: PixelPlane<UInt8>, sigma: Double) {
    let (data, width, height, stride) = (plane.base, plane.width, plane.height, plane.stride)
    let boxes = boxes(sigma: sigma)
    guard !boxes.isEmpty, width > 0, height > 0 else { return }
    let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * height)
    defer { scratch.deallocate() }
    let line = UnsafeMutablePointer<UInt8>.allocate(capacity: max(width, height))
    defer { line.deallocate() }
    let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
    defer { sums.deallocate() }

    for y in 0..<height {
      let row = data + y * stride
      // A row of zeros blurs to zeros (the mask's top and bottom margins).
      guard UnsafeBufferPointer(start: row, count: width).contains(where: { $0 != 0 }) else { continue }
      for box in boxes {
        line.update(from: row, count: width)
        horizontalPass(from: line, to: row, count: width, box: box)
      }
    }
    // Vertical passes ping-pong between `data` and `scratch`; three passes end in `scratch`.
    var source = data
    var target = scratch
    for box in boxes {
      verticalPass(
        from: source, to: target, width: width, height: height, stride: stride, box: box, sums: sums)
      swap(&source, &target)
    }
    if source != data {
      for y in 0..<height { (data + y * stride).update(from: source + y * stride, count: width) }
    }
  }

  /// Fixed-point reciprocal of a box width: `(sum * k + 2²³) >> 24` divides by `width`, rounded.
  @inline(__always)
  static func reciprocal(_ width: Int) -> UInt64 {
    (UInt64(1) << 24 + UInt64(width) / 2) / UInt64(width)
  }

  /// Split in three runs so the long middle one (window wholly inside the row) has no bounds
  /// checks; the ends keep them. Same sums, same bytes as a single checked loop.
  static func horizontalPass(
    from src: UnsafeMutablePointer<UInt8>, to dst: UnsafeMutablePointer<UInt8>, count: Int, box: Box
  ) {
    let k = reciprocal(box.width)
    // Window for output i: [i - lead, i - lead + width - 1].
    var sum: UInt64 = 0
    for j in 0..<min(count, max(0, box.width - box.lead - 1)) { sum += UInt64(src[j]) }
    @inline(__always)
    func checked(_ i: Int) {
      let enter = i - box.lead + box.width - 1
      if enter >= 0 && enter < count { sum += UInt64(src[enter]) }
      dst[i] = UInt8(truncatingIfNeeded: (sum &* k &+ (1 << 23)) >> 24)
      let leave = i - box.lead
      if leave >= 0 && leave < count { sum -= UInt64(src[leave]) }
    }
    // From `lead` on, the leaving pixel exists; up to count − width + lead, the entering one too.
    let steadyStart = min(count, box.lead)
    let steadyEnd = max(steadyStart, min(count, count - box.width + box.lead + 1))
    for i in 0..<steadyStart { checked(i) }
    let enterOffset = box.width - 1 - box.lead
    for i in steadyStart..<steadyEnd {
      sum &+= UInt64(src[i &+ enterOffset])
      dst[i] = UInt8(truncatingIfNeeded: (sum &* k &+ (1 << 23)) >> 24)
      sum &-= UInt64(src[i &- box.lead])
    }
    for i in steadyEnd..<count { checked(i) }
  }

  private static func verticalPass(
    from src: UnsafeMutablePointer<UInt8>, to dst: UnsafeMutablePointer<UInt8>, width: Int, height: Int,
    stride: Int, box: Box, sums: UnsafeMutablePointer<UInt32>
  ) {
    let k = reciprocal(box.width)
    sums.initialize(repeating: 0, count: width)
    for r in 0..<min(height, max(0, box.width - box.lead - 1)) {
      let row = src + r * stride
      for x in 0..<width { sums[x] += UInt32(row[x]) }
    }
    for y in 0..<height {
      let enter = y - box.lead + box.width - 1
      if enter >= 0 && enter < height {
        let row = src + enter * stride
        for x in 0..<width { sums[x] += UInt32(row[x]) }
      }
      let out = dst + y * stride
      for x in 0..<width { out[x] = UInt8(truncatingIfNeeded: (UInt64(sums[x]) * k + (1 << 23)) >> 24) }
      let leave = y - box.lead
      if leave >= 0 && leave < height {
        let row = src + leave * stride
        for x in 0..<width { sums[x] -= UInt32(row[x]) }
      }
    }
  }
}
