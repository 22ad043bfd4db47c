/// Bilinear enlargement of an 8-bit coverage mask by a whole factor: how a shadow blurred at a
/// reduced resolution is brought back to output resolution once, when it enters the cache.
///
/// Output pixel `i` (centre `i + 0.5`) samples the input at `(i + 0.5) / factor − 0.5`, edges
/// clamped, so the enlarged mask covers exactly the same area as the small one. A blurred mask is
/// smooth over σ, and with `factor ≤ σ / 4` (see `ShadowMask.reduction`) linear interpolation
/// between its samples is within about half a level of the full-resolution blur. Integer weights
/// (1/256) keep the result identical on every machine.
enum MaskUpsampling {
  /// Where an output column (or row) reads: the two input samples and the second one's weight.
  struct Tap {
    var first: Int
    var second: Int
    /// 0…256.
    var weight: UInt32
  }

  /// The taps for `outputCount` outputs over `inputCount` inputs at `factor` outputs per input.
  static func taps(outputCount: Int, inputCount: Int, factor: Int) -> [Tap] {
    let last = max(0, inputCount - 1)
    return (0..<outputCount).map { i in
      // Sample position × 2·factor, in whole units, so the split is exact.
      let position = 2 * i + 1 - factor
      guard position > 0 else { return Tap(first: 0, second: 0, weight: 0) }
      let first = position / (2 * factor)
      guard first < last else { return Tap(first: last, second: last, weight: 0) }
      let fraction = position % (2 * factor)
      let weight = UInt32((fraction * 256 + factor) / (2 * factor))
      return Tap(first: first, second: first + 1, weight: weight)
    }
  }

  /// Fills `destination` (`width` × `height`, rows `destinationStride` bytes apart) with `source`
  /// (`sourceWidth` × `sourceHeight`) enlarged `factor` times, horizontally then vertically.
  static func enlarge(
    _ source: UnsafePointer<UInt8>, sourceWidth: Int, sourceHeight: Int, sourceStride: Int,
    into destination: UnsafeMutablePointer<UInt8>, width: Int, height: Int, destinationStride: Int,
    factor: Int
  ) {
    guard sourceWidth > 0, sourceHeight > 0, width > 0, height > 0, factor >= 1 else { return }
    let columns = taps(outputCount: width, inputCount: sourceWidth, factor: factor)
    let rows = taps(outputCount: height, inputCount: sourceHeight, factor: factor)
    // Every input row widened once, in 1/256 units (at most 255 × 256, fits 16 bits).
    let wide = UnsafeMutablePointer<UInt16>.allocate(capacity: width * sourceHeight)
    defer { wide.deallocate() }
    columns.withUnsafeBufferPointer { columns in
      for r in 0..<sourceHeight {
        let input = source + r * sourceStride
        let output = wide + r * width
        for x in 0..<width {
          let tap = columns[x]
          let a = UInt32(input[tap.first])
          let b = UInt32(input[tap.second])
          output[x] = UInt16(truncatingIfNeeded: a &* (256 &- tap.weight) &+ b &* tap.weight)
        }
      }
    }
    for y in 0..<height {
      let tap = rows[y]
      let upper = wide + tap.first * width
      let lower = wide + tap.second * width
      let output = destination + y * destinationStride
      let keep = 256 &- tap.weight
      let take = tap.weight
      for x in 0..<width {
        let v = UInt32(upper[x]) &* keep &+ UInt32(lower[x]) &* take
        output[x] = UInt8(truncatingIfNeeded: (v &+ 32768) >> 16)
      }
    }
  }
}
