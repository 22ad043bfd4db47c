/// One property of a `Layer`, declared once: its name (the `Layer` field, the state dump's key and,
/// for the animatable ones, the modifier's name), where it lives on the layer, the values it can
/// hold, and whether the state dump prints it.
///
/// The state dump prints `LayerProperty.all` in order, the compositor checks each for finite values
/// before painting, and the engine's `AnimatedKey` reads and writes layers through the row whose
/// `animationKeyPath` is its own.
public struct LayerProperty: Sendable {
  /// When the state dump prints the property.
  public enum Dump: Sendable {
    case always
    /// Left out while the property holds this value (an unset path, a zero bounds origin).
    case unless(KeyValue)
    case never
  }

  public let name: String
  public let range: ValueRange
  public let dump: Dump
  /// The property's value on a layer.
  public let get: @Sendable (Layer) -> KeyValue
  /// Stores a value as given (callers clamp to `range` first); a value of another kind is ignored.
  public let set: @Sendable (inout Layer, KeyValue) -> Void
  /// Hero's layer key path when the engine animates the property (`bounds.size` for `size`); nil
  /// for the ones it only sets.
  public internal(set) var animationKeyPath: String? = nil

  /// The property, animated under Hero's key path `keyPath` (default: its name).
  func animated(as keyPath: String? = nil) -> LayerProperty {
    var property = self
    property.animationKeyPath = keyPath ?? name
    return property
  }

  /// The value to store: `value` kept in `range`.
  public func store(_ value: KeyValue, on layer: inout Layer) { set(&layer, value.clamped(to: range)) }
}

extension LayerProperty {
  /// The rows the engine animates, by Hero's key path (`AnimatedKey`'s raw values).
  public static let animated: [String: LayerProperty] = Dictionary(
    all.compactMap { p in p.animationKeyPath.map { ($0, p) } }, uniquingKeysWith: { first, _ in first })

  /// In the state dump's order. `contentsScale` is last: the dump leaves it out.
  public static let all: [LayerProperty] = [
    position, size, boundsOrigin, anchorPoint, transform, opacity, allowsGroupOpacity, zPosition, isHidden,
    backgroundColor, cornerRadius, masksToBounds, borderWidth, borderColor, shadowColor, shadowOpacity,
    shadowOffset, shadowRadius, shadowPath, overlay, contentsRect, contentsScale,
  ]

  public static let position = point("position", \.position).animated()
  public static let size = LayerProperty(
    name: "size", range: .length, dump: .always, get: { .size($0.size) },
    set: { layer, v in if case .size(let s) = v { layer.size = s } }
  ).animated(as: "bounds.size")
  public static let boundsOrigin = point("boundsOrigin", \.boundsOrigin, dump: .unless(.point(.zero)))
  public static let anchorPoint = point("anchorPoint", \.anchorPoint).animated()
  public static let transform = LayerProperty(
    name: "transform", range: .unbounded, dump: .always, get: { .transform($0.transform) },
    set: { layer, v in if case .transform(let t) = v { layer.transform = t } }
  ).animated()
  public static let opacity = number("opacity", \.opacity, .unit).animated()
  public static let allowsGroupOpacity = bool("allowsGroupOpacity", \.allowsGroupOpacity)
  public static let zPosition = number("zPosition", \.zPosition, .unbounded).animated()
  public static let isHidden = bool("hidden", \.isHidden)
  public static let backgroundColor = LayerProperty(
    name: "backgroundColor", range: .unit, dump: .always, get: { .color($0.backgroundColor) },
    set: { layer, v in if case .color(let c) = v { layer.backgroundColor = c } }
  ).animated()
  public static let cornerRadius = number("cornerRadius", \.cornerRadius, .length).animated()
  public static let masksToBounds = bool("masksToBounds", \.masksToBounds).animated()
  public static let borderWidth = number("borderWidth", \.borderWidth, .length).animated()
  public static let borderColor = color("borderColor", \.borderColor).animated()
  public static let shadowColor = color("shadowColor", \.shadowColor).animated()
  public static let shadowOpacity = number("shadowOpacity", \.shadowOpacity, .unit).animated()
  public static let shadowOffset = LayerProperty(
    name: "shadowOffset", range: .unbounded, dump: .always, get: { .size($0.shadowOffset) },
    set: { layer, v in if case .size(let s) = v { layer.shadowOffset = s } }
  ).animated()
  public static let shadowRadius = number("shadowRadius", \.shadowRadius, .length).animated()
  public static let shadowPath = LayerProperty(
    name: "shadowPath", range: .unbounded, dump: .unless(.path(nil)), get: { .path($0.shadowPath) },
    set: { layer, v in if case .path(let p) = v { layer.shadowPath = p } }
  ).animated()
  public static let overlay = LayerProperty(
    name: "overlay", range: .unit, dump: .always, get: { .overlay($0.overlay) },
    set: { layer, v in if case .overlay(let o) = v { layer.overlay = o } }
  ).animated()
  public static let contentsRect = LayerProperty(
    name: "contentsRect", range: .unbounded, dump: .always, get: { .rect($0.contentsRect) },
    set: { layer, v in if case .rect(let r) = v { layer.contentsRect = r } }
  ).animated()
  public static let contentsScale = number("contentsScale", \.contentsScale, .nonNegative, dump: .never).animated()

  static func number(
    _ name: String, _ field: WritableKeyPath<Layer, Double> & Sendable, _ range: ValueRange, dump: Dump = .always
  ) -> LayerProperty {
    LayerProperty(
      name: name, range: range, dump: dump, get: { .number($0[keyPath: field]) },
      set: { layer, v in if case .number(let x) = v { layer[keyPath: field] = x } })
  }

  static func point(_ name: String, _ field: WritableKeyPath<Layer, Point> & Sendable, dump: Dump = .always)
    -> LayerProperty
  {
    LayerProperty(
      name: name, range: .unbounded, dump: dump, get: { .point($0[keyPath: field]) },
      set: { layer, v in if case .point(let p) = v { layer[keyPath: field] = p } })
  }

  static func bool(_ name: String, _ field: WritableKeyPath<Layer, Bool> & Sendable) -> LayerProperty {
    LayerProperty(
      name: name, range: .unbounded, dump: .always, get: { .bool($0[keyPath: field]) },
      set: { layer, v in if case .bool(let b) = v { layer[keyPath: field] = b } })
  }

  /// A colour that is never missing: no value (an animation towards "none") stores clear.
  static func color(_ name: String, _ field: WritableKeyPath<Layer, Color> & Sendable) -> LayerProperty {
    LayerProperty(
      name: name, range: .unit, dump: .always, get: { .color($0[keyPath: field]) },
      set: { layer, v in if case .color(let c) = v { layer[keyPath: field] = c ?? .clear } })
  }
}
