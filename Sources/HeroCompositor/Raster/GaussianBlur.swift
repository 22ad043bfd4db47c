import Foundation

/// A Gaussian blur by its sampled kernel (not an approximation by boxes), over planes of 8.8
/// fixed-point values, each axis in turn.
///
/// Integer arithmetic throughout (16.16 weights that sum to exactly 1, 32-bit sums), so every
/// machine computes the same bytes; one rounding per pass, to 1/256 of a level. The cost is
/// 2⌈4σ⌉ + 1 multiply-adds a value and axis, so callers run it on a grid coarse enough that σ is a
/// few samples (`BackdropGrid`): at 4 to 8 samples a σ that is 33 to 65 taps.
enum GaussianBlur {
  /// The weights for offsets −radius … radius in 16.16 fixed point, summing to exactly 65536.
  struct Kernel: Hashable, Sendable {
    var radius: Int
    var weights: [UInt32]

    /// exp(−x² / 2σ²) to ±⌈4σ⌉ (beyond, a Gaussian holds 6·10⁻⁵ of its mass), normalised; the
    /// centre weight takes the rounding remainder. σ ≤ 0 is the identity.
    init(sigma: Double) {
      guard sigma.isFinite, sigma > 0 else {
        (radius, weights) = (0, [65536])
        return
      }
      radius = Int((4 * sigma).rounded(.up))
      let exact = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
      let total = exact.reduce(0, +)
      var weights = exact.map { UInt32(($0 / total * 65536).rounded()) }
      weights[radius] = UInt32(Int(weights[radius]) + 65536 - weights.reduce(0) { $0 + Int($1) })
      self.weights = weights
    }
  }

  /// Blurs one plane of values (8.8 fixed point, rows packed) into `output`, which holds only the
  /// samples whose whole kernel lies inside the plane: `width − 2·radius` × `height − 2·radius`,
  /// output (i, j) centred on input (i + radius, j + radius). The caller gives the plane the margin
  /// it needs, so no edge rule is needed here.
  static func blur(_ input: PixelPlane<UInt16>, kernel: Kernel, into output: PixelPlane<UInt16>) {
    let (width, height) = (input.width, input.height)
    let (ow, oh) = (width - 2 * kernel.radius, height - 2 * kernel.radius)
    precondition(input.stride == width && output.stride == output.width, "the blur reads and writes packed rows")
    precondition(
      output.width == max(0, ow) && output.height == max(0, oh),
      "a \(width)×\(height) plane blurs into \(max(0, ow))×\(max(0, oh)), not \(output.width)×\(output.height)")
    let (plane, out) = (UnsafePointer(input.base), output.base)
    guard ow > 0, oh > 0 else { return }
    let across = UnsafeMutablePointer<UInt16>.allocate(capacity: ow * height)
    defer { across.deallocate() }
    let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: ow)
    defer { sums.deallocate() }
    kernel.weights.withUnsafeBufferPointer { weights in
      // Along rows: every row, only the columns the output needs.
      for y in 0..<height {
        convolve(plane + y * width, tapStride: 1, count: ow, weights: weights, sums: sums, into: across + y * ow)
      }
      // Down columns, over the row-blurred plane.
      for y in 0..<oh {
        convolve(across + y * ow, tapStride: ow, count: ow, weights: weights, sums: sums, into: out + y * ow)
      }
    }
  }

  /// `out[i]` = Σₜ `weights[t]` · `source[t · tapStride + i]` for `i` in `0..<count`, rounded from
  /// 16.16. The sampled Gaussian is symmetric (the same exp(−x²/2σ²) on both sides), so two taps
  /// at the same distance from the centre are added first and multiplied once: the same integer
  /// sums with half the multiplies. A sum is at most 65280 × 65536 < 2³², so 32 bits never wrap,
  /// whatever the order of the additions.
  @inline(__always)
  private static func convolve(
    _ source: UnsafePointer<UInt16>, tapStride: Int, count: Int, weights: UnsafeBufferPointer<UInt32>,
    sums: UnsafeMutablePointer<UInt32>, into out: UnsafeMutablePointer<UInt16>
  ) {
    let radius = weights.count / 2
    let centre = source + radius * tapStride
    let wc = weights[radius]
    for i in 0..<count { sums[i] = wc &* UInt32(centre[i]) }
    for t in 0..<radius {
      let (w, near, far) = (weights[t], source + t * tapStride, source + (2 * radius - t) * tapStride)
      if w == weights[2 * radius - t] {
        for i in 0..<count { sums[i] &+= w &* (UInt32(near[i]) &+ UInt32(far[i])) }
      } else {
        let wf = weights[2 * radius - t]
        for i in 0..<count { sums[i] &+= w &* UInt32(near[i]) &+ wf &* UInt32(far[i]) }
      }
    }
    for i in 0..<count { out[i] = UInt16(truncatingIfNeeded: (sums[i] &+ 32768) >> 16) }
  }
}
