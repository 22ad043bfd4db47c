import HeroModel

/// The curved position path of the `arc` modifier (hero-semantics §6.8): a quadratic Bézier from the
/// start to the end position, bent towards the corner the motion turns around.
public struct ArcPath: Hashable, Sendable {
  public var from: Point
  public var to: Point
  /// The Bézier control point: the midpoint moved towards the corner by `intensity`
  /// (1 = the corner itself; negative bends the other way).
  public var control: Point

  /// Corner ("max control") = (to.x, from.y) when moving up (from.y > to.y), else (from.x, to.y);
  /// control = midpoint + (corner − midpoint)·intensity.
  public init(from: Point, to: Point, intensity: Double) {
    self.from = from
    self.to = to
    let corner = from.y > to.y ? Point(to.x, from.y) : Point(from.x, to.y)
    let mid = Point((from.x + to.x) / 2, (from.y + to.y) / 2)
    control = mid + (corner - mid) * intensity
  }

  /// Hero only arcs when the motion has at least 1 point of travel on both axes; otherwise the
  /// position animates on a straight line.
  public var isApplicable: Bool { abs(to.x - from.x) >= 1 && abs(to.y - from.y) >= 1 }

  /// The point at Bézier parameter `s` (the eased progress; hero-semantics D13).
  public func point(at s: Double) -> Point {
    let u = 1 - s
    return Point(
      u * u * from.x + 2 * u * s * control.x + s * s * to.x,
      u * u * from.y + 2 * u * s * control.y + s * s * to.y)
  }
}
