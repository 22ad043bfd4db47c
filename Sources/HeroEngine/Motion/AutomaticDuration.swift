import HeroModel

/// Hero's automatic ("optimized") duration (hero-semantics §6.11): Material Design's dynamic duration,
/// 0.208 s at rest growing to ≈0.375 s for 500 points of travel or more.
public enum AutomaticDuration {
  /// Seconds at rest.
  public static let base = 0.208
  /// Travel beyond this many points does not lengthen the animation.
  public static let maximumTravel = 500.0
  /// Points of travel per extra second.
  public static let pointsPerSecond = 3000.0

  /// `0.208 + clamp(move, 0, 500) / 3000`, where move = |Δposition| + |Δsize| (Euclidean lengths)
  /// after each side's transform: positions are shifted by the transform's translation (m41, m42)
  /// and sizes mapped by its affine part (w' = m11·w + m21·h, h' = m12·w + m22·h). Rotation, scale
  /// and opacity count only through that size mapping.
  public static func duration(
    fromPosition: Point, toPosition: Point, fromSize: Size, toSize: Size,
    fromTransform: Transform3D, toTransform: Transform3D
  ) -> Double {
    let fromPos = Point(fromPosition.x + fromTransform.m41, fromPosition.y + fromTransform.m42)
    let toPos = Point(toPosition.x + toTransform.m41, toPosition.y + toTransform.m42)
    let a = mapped(fromSize, by: fromTransform)
    let b = mapped(toSize, by: toTransform)
    let move = fromPos.distance(to: toPos) + Point(a.width - b.width, a.height - b.height).length
    return duration(forTravel: move)
  }

  /// `0.208 + clamp(points, 0, 500) / 3000`; NaN travel counts as none.
  public static func duration(forTravel points: Double) -> Double {
    let travel = points.isNaN ? 0 : min(max(points, 0), maximumTravel)
    return base + travel / pointsPerSecond
  }

  private static func mapped(_ s: Size, by t: Transform3D) -> Size {
    Size(t.m11 * s.width + t.m21 * s.height, t.m12 * s.width + t.m22 * s.height)
  }
}
