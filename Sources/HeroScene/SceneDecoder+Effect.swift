import HeroEngine
import HeroModel

/// A view's blur material: a style name, or `{ "style"?, "blur", "saturation", "tint" }`.
extension SceneDecoder {
  static let effectKeys = ["style", "blur", "saturation", "tint"]

  /// `"systemMaterial"` is the named style; an object gives the numbers (`blur` required unless a
  /// `style` supplies them, which the other keys then override; `saturation` 1 and no tint by
  /// default).
  func effect(_ value: JSONValue, _ path: String) throws(SceneError) -> VisualEffect {
    if case .string = value.node { return try effectStyle(value, path) }
    let f = try object(value, at: path, keys: Self.effectKeys)
    var effect: VisualEffect
    // A wrong style throws (rather than being logged as optional values are): without it, 'blur'
    // would be reported missing too.
    if let styleValue = f["style"] {
      effect = try effectStyle(styleValue, f.path("style"))
      effect.blur = try f.optional("blur", effectBlur) ?? effect.blur
    } else {
      effect = VisualEffect(blur: try f.require("blur", effectBlur))
    }
    effect.saturation = try f.optional("saturation", nonNegative) ?? effect.saturation
    effect.tint = try f.optional("tint", color) ?? effect.tint
    if f["blur"] != nil || f["saturation"] != nil || f["tint"] != nil { effect.style = nil }
    return effect
  }

  /// A backdrop blur σ: not negative, and within `VisualEffect.blurRange`.
  func effectBlur(_ value: JSONValue, _ path: String) throws(SceneError) -> Double {
    _ = try nonNegative(value, path)
    return try number(value, path, in: VisualEffect.blurRange)
  }

  /// One of `VisualEffect.styles` by name, with a suggestion when misspelt.
  func effectStyle(_ value: JSONValue, _ path: String) throws(SceneError) -> VisualEffect {
    let name = try string(value, path)
    if let effect = VisualEffect.named(name, appearance: variant.resolvedAppearance) { return effect }
    throw unknownName(
      name, what: "effect style", names: VisualEffect.styles.map(\.name),
      alternative: "{ \"blur\": σ, \"saturation\": s, \"tint\": colour }", at: path, value)
  }
}
