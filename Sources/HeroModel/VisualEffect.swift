/// A blur material (`UIVisualEffectView` with a `UIBlurEffect`): the layer blurs what is already
/// painted behind it within its rounded bounds, then saturates it and lays a tint over it, below
/// its own background, contents and sublayers.
///
/// The numbers are a CSS-style description (`backdrop-filter: blur(σ) saturate(s)` plus a tint
/// fill), not Apple's private filter chain; the named styles are approximations (see `styles`).
public struct VisualEffect: Hashable, Sendable {
  /// Gaussian standard deviation of the backdrop blur, in the layer's points (≥ 0).
  public var blur: Double
  /// CSS `saturate()` amount: 1 leaves colours, 0 greys them, above 1 boosts them (≥ 0).
  public var saturation: Double
  /// Painted over the blurred, saturated backdrop; nil for none.
  public var tint: Color?
  /// The named style this came from, if any (kept for the state dump and error messages).
  public var style: String?

  public init(blur: Double, saturation: Double = 1, tint: Color? = nil, style: String? = nil) {
    self.blur = blur
    self.saturation = saturation
    self.tint = tint
    self.style = style
  }

  public var isFinite: Bool { blur.isFinite && saturation.isFinite && (tint?.isFinite ?? true) }

  /// The blur σ accepted, points. System materials use 10–60; far beyond a screen's size a blur
  /// only averages the backdrop to one colour, while the area it reads (σ padded on every side)
  /// keeps growing: σ = 21000 took over 90 s and 1.8 GB for one frame before this bound.
  public static let blurRange = 0.0...1000

  /// The effect at `strength` (0 = no effect, 1 = this one): blur and tint alpha scale linearly,
  /// saturation moves linearly from 1. How UIKit's animator takes an effect from or to nil.
  public func scaled(by strength: Double) -> VisualEffect {
    let s = min(1, max(0, strength))
    var e = self
    e.blur = blur * s
    e.saturation = 1 + (saturation - 1) * s
    e.tint = tint.map { $0.withAlpha($0.alpha * s) }
    return e
  }

  /// UIKit's `UIBlurEffect.Style` names in the light appearance, each as (blur, saturation, tint).
  ///
  /// `extraLight`, `light` and `dark` are the parameters Apple published in its 2013 "image effects"
  /// sample code (blur radius used as σ, saturation 1.8, and the same tints); they name one
  /// appearance and do not adapt. The adaptive ones are our approximations, ordered from the most
  /// see-through to the most solid as Apple's materials are; they are not measured from Apple's
  /// renderer.
  public static let styles: [(name: String, effect: VisualEffect)] =
    [
      ("extraLight", .init(blur: 20, saturation: materialSaturation, tint: Color(white: 0.97, alpha: 0.82))),
      ("light", .init(blur: 30, saturation: materialSaturation, tint: Color(white: 1, alpha: 0.3))),
      ("dark", .init(blur: 20, saturation: materialSaturation, tint: Color(white: 0.11, alpha: 0.73))),
    ] + adaptiveStyles.map { ($0.name, .init(blur: $0.blur, saturation: materialSaturation, tint: $0.light)) }

  /// The adaptive styles' dark appearance (UIKit's `…Dark` variants, which the adaptive styles
  /// become in dark mode): the same blur and saturation over a dark tint.
  public static let darkStyles: [(name: String, effect: VisualEffect)] =
    adaptiveStyles.map { ($0.name, .init(blur: $0.blur, saturation: materialSaturation, tint: $0.dark)) }

  /// Every named material boosts the backdrop's saturation by the same amount.
  static let materialSaturation = 1.8

  /// The styles that follow the appearance: blur σ (points) and the tint in light and in dark.
  static let adaptiveStyles: [(name: String, blur: Double, light: Color, dark: Color)] = [
    ("regular", 30, Color(white: 0.97, alpha: 0.6), Color(white: 0.11, alpha: 0.6)),
    ("prominent", 30, Color(white: 0.97, alpha: 0.8), Color(white: 0.11, alpha: 0.8)),
    ("systemUltraThinMaterial", 20, Color(white: 0.94, alpha: 0.35), Color(white: 0.1, alpha: 0.4)),
    ("systemThinMaterial", 20, Color(white: 0.96, alpha: 0.55), Color(white: 0.12, alpha: 0.6)),
    ("systemMaterial", 25, Color(white: 0.97, alpha: 0.72), Color(white: 0.13, alpha: 0.74)),
    ("systemThickMaterial", 30, Color(white: 0.98, alpha: 0.86), Color(white: 0.14, alpha: 0.87)),
    ("systemChromeMaterial", 25, Color(white: 0.97, alpha: 0.78), Color(white: 0.12, alpha: 0.8)),
  ]

  /// The named style in `appearance` (its dark style when it has one), or nil when `name` is not
  /// one of `styles`.
  public static func named(_ name: String, appearance: Appearance = .light) -> VisualEffect? {
    let dark = appearance == .dark ? darkStyles.first(where: { $0.name == name })?.effect : nil
    guard var effect = dark ?? styles.first(where: { $0.name == name })?.effect else { return nil }
    effect.style = name
    return effect
  }
}
