/// A vector path in points, for `shadowPath` (CGPath's element model).
public struct Path: Hashable, Sendable {
  public enum Element: Hashable, Sendable {
    case move(to: Point)
    case line(to: Point)
    case quadCurve(to: Point, control: Point)
    case curve(to: Point, control1: Point, control2: Point)
    case close
  }

  public var elements: [Element]

  public init(elements: [Element] = []) { self.elements = elements }

  public static func rect(_ r: Rect) -> Path {
    Path(elements: [
      .move(to: Point(r.minX, r.minY)), .line(to: Point(r.maxX, r.minY)),
      .line(to: Point(r.maxX, r.maxY)), .line(to: Point(r.minX, r.maxY)), .close,
    ])
  }

  /// An ellipse inscribed in `r`, drawn with four cubic arcs (κ = 0.5523).
  public static func ellipse(in r: Rect) -> Path {
    let k = 0.5522847498
    let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
    return Path(elements: [
      .move(to: Point(cx + rx, cy)),
      .curve(to: Point(cx, cy + ry), control1: Point(cx + rx, cy + k * ry), control2: Point(cx + k * rx, cy + ry)),
      .curve(to: Point(cx - rx, cy), control1: Point(cx - k * rx, cy + ry), control2: Point(cx - rx, cy + k * ry)),
      .curve(to: Point(cx, cy - ry), control1: Point(cx - rx, cy - k * ry), control2: Point(cx - k * rx, cy - ry)),
      .curve(to: Point(cx + rx, cy), control1: Point(cx + k * rx, cy - ry), control2: Point(cx + rx, cy - k * ry)),
      .close,
    ])
  }

  /// A rectangle with circular corners of `radius`, clamped to half the shorter side.
  public static func roundedRect(_ r: Rect, cornerRadius radius: Double) -> Path {
    let rad = max(0, min(radius, r.width / 2, r.height / 2))
    guard rad > 0 else { return .rect(r) }
    let k = 0.5522847498 * rad
    let (x0, y0, x1, y1) = (r.minX, r.minY, r.maxX, r.maxY)
    return Path(elements: [
      .move(to: Point(x0 + rad, y0)),
      .line(to: Point(x1 - rad, y0)),
      .curve(to: Point(x1, y0 + rad), control1: Point(x1 - rad + k, y0), control2: Point(x1, y0 + rad - k)),
      .line(to: Point(x1, y1 - rad)),
      .curve(to: Point(x1 - rad, y1), control1: Point(x1, y1 - rad + k), control2: Point(x1 - rad + k, y1)),
      .line(to: Point(x0 + rad, y1)),
      .curve(to: Point(x0, y1 - rad), control1: Point(x0 + rad - k, y1), control2: Point(x0, y1 - rad + k)),
      .line(to: Point(x0, y0 + rad)),
      .curve(to: Point(x0 + rad, y0), control1: Point(x0, y0 + rad - k), control2: Point(x0 + rad - k, y0)),
      .close,
    ])
  }

  /// Every point the path names (end points and control points), e.g. for bounds or validation.
  public var points: [Point] {
    elements.flatMap { e -> [Point] in
      switch e {
      case .move(let p), .line(let p): return [p]
      case .quadCurve(let p, let c): return [c, p]
      case .curve(let p, let c1, let c2): return [c1, c2, p]
      case .close: return []
      }
    }
  }

  /// The bounding box of all points (control points included); `.zero` when empty.
  public var controlBounds: Rect {
    let pts = points
    guard let first = pts.first else { return .zero }
    var r = Rect(origin: first, size: .zero)
    for p in pts.dropFirst() { r = r.union(Rect(origin: p, size: .zero)) }
    return r
  }

  /// SVG path data (`M x y L x y Q … C … Z`), the form used in scene files and state dumps.
  public var svgData: String { PathCommand.text(of: self, separator: " ", number: NumberText.shortest) }
}
