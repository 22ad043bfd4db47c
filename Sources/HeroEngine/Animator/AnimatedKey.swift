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

  public static func < (a: Self, b: Self) -> Bool { a.ordinal < b.ordinal }

  /// Every key, in declaration order (`allCases` builds a new array at each call).
  private static let ordered = allCases

  /// The key's position in `ordered`.
  private var ordinal: Int { Self.ordered.firstIndex(of: self)! }
}

extension KeyValue {
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
  /// The layer property the key animates: the row of `LayerProperty.all` animated under the key's
  /// Hero key path (a test checks every key has one).
  public var property: LayerProperty { Self.properties[ordinal] }

  /// `property` of each key in `ordered`, looked up by key path once: the engine reads it for
  /// every key of every animated view in every frame, and a dictionary lookup by the key path
  /// hashed the string each time.
  private static let properties = ordered.map { LayerProperty.animated[$0.rawValue]! }

  /// The key's value in a target state; nil when the state does not name it.
  func targetValue(in state: TargetState) -> KeyValue? {
    switch self {
    case .position: state.position.map { .point($0) }
    case .size: state.size.map { .size($0) }
    case .transform: state.transform.map { .transform($0) }
    case .opacity: state.opacity.map { .number($0) }
    case .cornerRadius: state.cornerRadius.map { .number($0) }
    case .backgroundColor: state.backgroundColor.map { .color($0) }
    case .zPosition: state.zPosition.map { .number($0) }
    case .anchorPoint: state.anchorPoint.map { .point($0) }
    case .borderWidth: state.borderWidth.map { .number($0) }
    case .borderColor: state.borderColor.map { .color($0) }
    case .masksToBounds: state.masksToBounds.map { .bool($0) }
    case .shadowColor: state.shadowColor.map { .color($0) }
    case .shadowRadius: state.shadowRadius.map { .number($0) }
    case .shadowOpacity: state.shadowOpacity.map { .number($0) }
    case .shadowPath: state.shadowPath.map { .path($0) }
    case .shadowOffset: state.shadowOffset.map { .size($0) }
    case .contentsRect: state.contentsRect.map { .rect($0) }
    case .contentsScale: state.contentsScale.map { .number($0) }
    case .overlay: state.overlay.map { .overlay($0) }
    }
  }

  /// The shadow keys, which a state with `displayShadow` false leaves out (matched pairs show one
  /// shadow).
  var isShadow: Bool { [.shadowColor, .shadowRadius, .shadowOpacity, .shadowPath, .shadowOffset].contains(self) }

  /// Whether naming this key alone makes Hero's default animator animate a view: zPosition,
  /// contentsScale and masksToBounds do not (hero-semantics D8).
  var startsAnimation: Bool { ![.zPosition, .contentsScale, .masksToBounds].contains(self) }

  /// The key's value on `layer`.
  func value(in layer: Layer) -> KeyValue { property.get(layer) }

  /// Sets the key on `layer`, keeping values in the property's range: opacities in 0…1 and lengths
  /// ≥ 0 even when an overshooting curve or a spring extrapolates past the end values.
  func set(_ value: KeyValue, on layer: inout Layer) { property.store(value, on: &layer) }
}

extension TargetState {
  /// The layer key/value pairs this state names (Hero's `viewState`, hero-semantics §6.5), in `AnimatedKey`
  /// order.
  ///
  /// `currentSize` is the layer's bounds size, used when `scaleBasedSizeChange` turns a size into
  /// a scale appended to the transform (hero-semantics §6.10); a zero current dimension falls back to a real size
  /// change, as a scale by infinity cannot be drawn.
  func keyValues(currentSize: Size, scaleBasedSizeChange: Bool) -> [(AnimatedKey, KeyValue)] {
    var transform = self.transform
    var size = self.size
    if let s = size, scaleBasedSizeChange && currentSize.width != 0 && currentSize.height != 0 {
      transform = (transform ?? .identity).scaled(x: s.width / currentSize.width, y: s.height / currentSize.height)
      size = nil
    }
    return AnimatedKey.allCases.compactMap { key in
      if key.isShadow && !displayShadow { return nil }
      let value: KeyValue? =
        switch key {
        case .size: size.map { .size($0) }
        case .transform: transform.map { .transform($0) }
        default: key.targetValue(in: self)
        }
      return value.map { (key, $0) }
    }
  }
}
