import HeroModel

/// A value Core Animation can animate between two states (hero-semantics §6.6).
///
/// `a.interpolated(to: b, fraction: f)` is `a` at 0 and `b` at 1; fractions outside 0…1
/// extrapolate where the type allows it (overshooting curves and springs need that).
public protocol Interpolatable {
  func interpolated(to other: Self, fraction: Double) -> Self
}

extension Double: Interpolatable {
  /// Linear; identical values stay exactly themselves.
  public func interpolated(to other: Double, fraction: Double) -> Double {
    self == other ? self : self + (other - self) * fraction
  }
}

extension Point: Interpolatable {
  public func interpolated(to other: Point, fraction: Double) -> Point {
    Point(x.interpolated(to: other.x, fraction: fraction), y.interpolated(to: other.y, fraction: fraction))
  }
}

extension Size: Interpolatable {
  public func interpolated(to other: Size, fraction: Double) -> Size {
    Size(
      width.interpolated(to: other.width, fraction: fraction),
      height.interpolated(to: other.height, fraction: fraction))
  }
}

extension Rect: Interpolatable {
  public func interpolated(to other: Rect, fraction: Double) -> Rect {
    Rect(
      origin: origin.interpolated(to: other.origin, fraction: fraction),
      size: size.interpolated(to: other.size, fraction: fraction))
  }
}

extension Color: Interpolatable {
  /// Per straight RGBA component, as CA interpolates `CGColor`s.
  public func interpolated(to other: Color, fraction: Double) -> Color {
    Color(
      red: red.interpolated(to: other.red, fraction: fraction),
      green: green.interpolated(to: other.green, fraction: fraction),
      blue: blue.interpolated(to: other.blue, fraction: fraction),
      alpha: alpha.interpolated(to: other.alpha, fraction: fraction))
  }
}

extension Bool: Interpolatable {
  /// Discrete: switches at the halfway point (hero-semantics D15).
  public func interpolated(to other: Bool, fraction: Double) -> Bool {
    fraction < 0.5 ? self : other
  }
}

extension Overlay: Interpolatable {
  public func interpolated(to other: Overlay, fraction: Double) -> Overlay {
    Overlay(
      color: color.interpolated(to: other.color, fraction: fraction),
      opacity: opacity.interpolated(to: other.opacity, fraction: fraction))
  }
}

extension Path: Interpolatable {
  /// Point by point when both paths have the same element structure; otherwise the path switches
  /// at the halfway point, as CA does for incompatible `shadowPath`s.
  public func interpolated(to other: Path, fraction: Double) -> Path {
    guard elements.count == other.elements.count else { return fraction < 0.5 ? self : other }
    var result: [Element] = []
    result.reserveCapacity(elements.count)
    for (a, b) in zip(elements, other.elements) {
      func mix(_ p: Point, _ q: Point) -> Point { p.interpolated(to: q, fraction: fraction) }
      switch (a, b) {
      case (.move(let p), .move(let q)): result.append(.move(to: mix(p, q)))
      case (.line(let p), .line(let q)): result.append(.line(to: mix(p, q)))
      case (.quadCurve(let p, let c), .quadCurve(let q, let d)):
        result.append(.quadCurve(to: mix(p, q), control: mix(c, d)))
      case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
        result.append(.curve(to: mix(p, q), control1: mix(c1, d1), control2: mix(c2, d2)))
      case (.close, .close): result.append(.close)
      default: return fraction < 0.5 ? self : other
      }
    }
    return Path(elements: result)
  }
}
