import HeroModel

/// One animatable layer property (Hero's layer key paths, hero-semantics §6.5).
///
/// `overlay` stands for Hero's two keys `overlay.backgroundColor` and `overlay.opacity`: they are
/// always created together with the same timing, so one key carries both.
public enum AnimatedKey: String, Hashable, Sendable, CaseIterable, Comparable {
  case position
  case size = "bounds.size"
  case transform, opacity, cornerRadius, backgroundColor, zPosition
  case anchorPoint, borderWidth, borderColor, masksToBounds
  case shadowColor, shadowRadius, shadowOpacity, shadowPath, shadowOffset
  case contentsRect, contentsScale, overlay

  public static func < (a: Self, b: Self) -> Bool {
    allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
  }
}

/// A value of an `AnimatedKey`. Nil colours, paths and overlays are CA's "no value".
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

  /// The value `fraction` of the way from `self` to `other` (fractions outside 0…1 extrapolate, as
  /// overshooting curves and springs need).
  ///
  /// Colours interpolate per RGBA component, nil being clear; a nil overlay is the other overlay's
  /// colour at opacity 0 (the overlay layer starts at opacity 0, hero-semantics §6.4); paths and Booleans switch
  /// at 0.5 where they cannot interpolate; transforms decompose (hero-semantics D13).
  public func interpolated(to other: KeyValue, fraction f: Double) -> KeyValue {
    switch (self, other) {
    case (.number(let a), .number(let b)): return .number(a.interpolated(to: b, fraction: f))
    case (.point(let a), .point(let b)): return .point(a.interpolated(to: b, fraction: f))
    case (.size(let a), .size(let b)): return .size(a.interpolated(to: b, fraction: f))
    case (.rect(let a), .rect(let b)): return .rect(a.interpolated(to: b, fraction: f))
    case (.transform(let a), .transform(let b)): return .transform(a.interpolated(to: b, fraction: f))
    case (.bool(let a), .bool(let b)): return .bool(a.interpolated(to: b, fraction: f))
    case (.color(let a), .color(let b)):
      if a == nil && b == nil { return .color(nil) }
      return .color((a ?? .clear).interpolated(to: b ?? .clear, fraction: f))
    case (.path(let a), .path(let b)):
      if let a, let b { return .path(a.interpolated(to: b, fraction: f)) }
      return f < 0.5 ? self : other
    case (.overlay(let a), .overlay(let b)):
      guard let color = b?.color ?? a?.color else { return .overlay(nil) }
      let oa = a ?? Overlay(color: color, opacity: 0)
      let ob = b ?? Overlay(color: color, opacity: 0)
      return .overlay(oa.interpolated(to: ob, fraction: f))
    default:
      return f < 0.5 ? self : other
    }
  }
}

extension AnimatedKey {
  /// The key's value on `layer`.
  func value(in layer: Layer) -> KeyValue {
    switch self {
    case .position: .point(layer.position)
    case .size: .size(layer.size)
    case .transform: .transform(layer.transform)
    case .opacity: .number(layer.opacity)
    case .cornerRadius: .number(layer.cornerRadius)
    case .backgroundColor: .color(layer.backgroundColor)
    case .zPosition: .number(layer.zPosition)
    case .anchorPoint: .point(layer.anchorPoint)
    case .borderWidth: .number(layer.borderWidth)
    case .borderColor: .color(layer.borderColor)
    case .masksToBounds: .bool(layer.masksToBounds)
    case .shadowColor: .color(layer.shadowColor)
    case .shadowRadius: .number(layer.shadowRadius)
    case .shadowOpacity: .number(layer.shadowOpacity)
    case .shadowPath: .path(layer.shadowPath)
    case .shadowOffset: .size(layer.shadowOffset)
    case .contentsRect: .rect(layer.contentsRect)
    case .contentsScale: .number(layer.contentsScale)
    case .overlay: .overlay(layer.overlay)
    }
  }

  /// Sets the key on `layer`, keeping values in their valid ranges: opacities in 0…1 and lengths
  /// ≥ 0 even when an overshooting curve or a spring extrapolates past the end values.
  func set(_ value: KeyValue, on layer: inout Layer) {
    func unit(_ x: Double) -> Double { min(1, max(0, x)) }
    switch (self, value) {
    case (.position, .point(let p)): layer.position = p
    case (.size, .size(let s)): layer.size = Size(max(0, s.width), max(0, s.height))
    case (.transform, .transform(let t)): layer.transform = t
    case (.opacity, .number(let o)): layer.opacity = unit(o)
    case (.cornerRadius, .number(let r)): layer.cornerRadius = max(0, r)
    case (.backgroundColor, .color(let c)): layer.backgroundColor = c.map(Self.clamped)
    case (.zPosition, .number(let z)): layer.zPosition = z
    case (.anchorPoint, .point(let p)): layer.anchorPoint = p
    case (.borderWidth, .number(let w)): layer.borderWidth = max(0, w)
    case (.borderColor, .color(let c)): layer.borderColor = Self.clamped(c ?? .clear)
    case (.masksToBounds, .bool(let b)): layer.masksToBounds = b
    case (.shadowColor, .color(let c)): layer.shadowColor = Self.clamped(c ?? .clear)
    case (.shadowRadius, .number(let r)): layer.shadowRadius = max(0, r)
    case (.shadowOpacity, .number(let o)): layer.shadowOpacity = unit(o)
    case (.shadowPath, .path(let p)): layer.shadowPath = p
    case (.shadowOffset, .size(let s)): layer.shadowOffset = s
    case (.contentsRect, .rect(let r)): layer.contentsRect = r
    case (.contentsScale, .number(let s)): layer.contentsScale = max(0, s)
    case (.overlay, .overlay(let o)):
      layer.overlay = o.map { Overlay(color: Self.clamped($0.color), opacity: unit($0.opacity)) }
    default: break
    }
  }

  static func clamped(_ c: Color) -> Color {
    func u(_ x: Double) -> Double { min(1, max(0, x)) }
    return Color(red: u(c.red), green: u(c.green), blue: u(c.blue), alpha: u(c.alpha))
  }
}

extension TargetState {
  /// The layer key/value pairs this state names (Hero's `viewState`, hero-semantics §6.5), in `AnimatedKey`
  /// order.
  ///
  /// `currentSize` is the layer's bounds size, used when `scaleBasedSizeChange` turns a size into
  /// a scale appended to the transform (hero-semantics §6.10); a zero current dimension falls back to a real size
  /// change, as a scale by infinity cannot be drawn.
  func keyValues(currentSize: Size, scaleBasedSizeChange: Bool) -> [(AnimatedKey, KeyValue)] {
    var out: [(AnimatedKey, KeyValue)] = []
    var transform = self.transform
    if let size {
      if scaleBasedSizeChange && currentSize.width != 0 && currentSize.height != 0 {
        transform = (transform ?? .identity).scaled(
          x: size.width / currentSize.width, y: size.height / currentSize.height)
      } else {
        out.append((.size, .size(size)))
      }
    }
    if let position { out.append((.position, .point(position))) }
    if let transform { out.append((.transform, .transform(transform))) }
    if let opacity { out.append((.opacity, .number(opacity))) }
    if let cornerRadius { out.append((.cornerRadius, .number(cornerRadius))) }
    if let backgroundColor { out.append((.backgroundColor, .color(backgroundColor))) }
    if let zPosition { out.append((.zPosition, .number(zPosition))) }
    if let anchorPoint { out.append((.anchorPoint, .point(anchorPoint))) }
    if let borderWidth { out.append((.borderWidth, .number(borderWidth))) }
    if let borderColor { out.append((.borderColor, .color(borderColor))) }
    if let masksToBounds { out.append((.masksToBounds, .bool(masksToBounds))) }
    if displayShadow {
      if let shadowColor { out.append((.shadowColor, .color(shadowColor))) }
      if let shadowRadius { out.append((.shadowRadius, .number(shadowRadius))) }
      if let shadowOpacity { out.append((.shadowOpacity, .number(shadowOpacity))) }
      if let shadowPath { out.append((.shadowPath, .path(shadowPath))) }
      if let shadowOffset { out.append((.shadowOffset, .size(shadowOffset))) }
    }
    if let contentsRect { out.append((.contentsRect, .rect(contentsRect))) }
    if let contentsScale { out.append((.contentsScale, .number(contentsScale))) }
    if let overlay { out.append((.overlay, .overlay(overlay))) }
    return out.sorted { $0.0 < $1.0 }
  }
}
