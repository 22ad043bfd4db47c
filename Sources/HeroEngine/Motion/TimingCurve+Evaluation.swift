import HeroModel

extension TimingCurve {
  /// The eased value at time fraction `fraction` (0…1), as Core Animation evaluates
  /// `CAMediaTimingFunction`: solve x(s) = fraction for the Bézier parameter s, return y(s).
  ///
  /// x is solved to 1e-6 by Newton's method, falling back to bisection when the slope vanishes or
  /// Newton leaves [0, 1]. Fractions outside 0…1 are clamped (fill mode "both" holds the ends).
  /// The result may leave 0…1 for overshooting curves such as `easeOutBack`.
  public func value(at fraction: Double) -> Double {
    guard fraction.isFinite else { return fraction > 0 ? 1 : 0 }
    if fraction <= 0 { return 0 }
    if fraction >= 1 { return 1 }
    return Self.bezier(solveParameter(forX: fraction), c1y, c2y)
  }

  /// The Bézier parameter s with x(s) = x, to 1e-6.
  func solveParameter(forX x: Double) -> Double {
    let epsilon = 1e-6
    var s = x
    for _ in 0..<8 {
      let error = Self.bezier(s, c1x, c2x) - x
      if abs(error) < epsilon { return s }
      let slope = Self.bezierSlope(s, c1x, c2x)
      if abs(slope) < 1e-9 { break }
      s -= error / slope
      if s < 0 || s > 1 { break }
    }
    // x(s) is monotone on [0, 1] for control x in 0…1 (the parser and the scene reader reject others), so bisection converges.
    var lo = 0.0
    var hi = 1.0
    s = x
    for _ in 0..<64 {
      let value = Self.bezier(s, c1x, c2x)
      if abs(value - x) < epsilon { return s }
      if value < x { lo = s } else { hi = s }
      s = (lo + hi) / 2
    }
    return s
  }

  /// One coordinate of the cubic Bézier from 0 to 1 with inner control values p1, p2.
  static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
  }

  static func bezierSlope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
  }
}
