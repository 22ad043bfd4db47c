/// A value of one layer property (see `LayerProperty`). Nil colours, paths and overlays are Core
/// Animation's "no value". The engine interpolates these; the state dump prints them.
public enum KeyValue: Hashable, Sendable {
  case number(Double)
  case point(Point)
  case size(Size)
  case rect(Rect)
  case color(Color?)
  case transform(Transform3D)
  case bool(Bool)
  case path(Path?)
  case overlay(Overlay?)

  /// Whether every number in the value is finite (a missing value is). Checked on every layer of
  /// every frame, so without building `numbers`.
  public var isFinite: Bool {
    switch self {
    case .number(let v): v.isFinite
    case .point(let p): p.isFinite
    case .size(let s): s.isFinite
    case .rect(let r): r.isFinite
    case .color(let c): c?.isFinite ?? true
    case .transform(let t): t.isFinite
    case .bool: true
    case .path(let p): p?.points.allSatisfy(\.isFinite) ?? true
    case .overlay(let o): o.map { $0.color.isFinite && $0.opacity.isFinite } ?? true
    }
  }

  /// The value's numbers in written order: a point's x, y; a rect's x, y, width, height; a colour's
  /// components; a path's control points; an overlay's colour components, then its opacity.
  public var numbers: [Double] {
    switch self {
    case .number(let v): [v]
    case .point(let p): [p.x, p.y]
    case .size(let s): [s.width, s.height]
    case .rect(let r): [r.origin.x, r.origin.y, r.size.width, r.size.height]
    case .color(let c): c?.components ?? []
    case .transform(let t): t.elements
    case .bool: []
    case .path(let p): p?.points.flatMap { [$0.x, $0.y] } ?? []
    case .overlay(let o): o.map { $0.color.components + [$0.opacity] } ?? []
    }
  }

  /// The value kept in `range`. Colours (and an overlay's colour and opacity) always stay in 0…1 per
  /// component, whatever the range says: they have no meaning outside it.
  public func clamped(to range: ValueRange) -> KeyValue {
    func unit(_ x: Double) -> Double { min(1, max(0, x)) }
    func unitColor(_ c: Color) -> Color {
      Color(red: unit(c.red), green: unit(c.green), blue: unit(c.blue), alpha: unit(c.alpha))
    }
    switch self {
    case .number(let v): return .number(range.clamp(v))
    case .size(let s): return .size(Size(range.clamp(s.width), range.clamp(s.height)))
    case .color(let c): return .color(c.map(unitColor))
    case .overlay(let o): return .overlay(o.map { Overlay(color: unitColor($0.color), opacity: unit($0.opacity)) })
    case .point, .rect, .transform, .bool, .path: return self
    }
  }
}

/// The values a layer property can hold (`LayerProperty.range`).
public enum ValueRange: Hashable, Sendable {
  /// Any finite value.
  case unbounded
  /// 0…1 (opacities): an overshooting curve or spring is clamped while animating; a modifier is not
  /// checked (Core Animation clamps too).
  case unit
  /// A length in points, ≥ 0: a negative modifier value is an error, and animation clamps at 0.
  case length
  /// ≥ 0 (a scale): animation clamps at 0; a modifier is not checked.
  case nonNegative

  /// `value` brought into the range.
  public func clamp(_ value: Double) -> Double {
    switch self {
    case .unbounded: value
    case .unit: min(1, max(0, value))
    case .length, .nonNegative: max(0, value)
    }
  }
}
