import HeroModel

extension Layer {
  /// Throws when a property the compositor paints is NaN or infinite, naming the layer and the
  /// property: such a value means the engine (or a scene) produced invalid geometry, and drawing it
  /// would silently produce garbage.
  func validateForPainting(at path: String) throws(CompositorError) {
    func fail(_ what: String, _ value: String) -> CompositorError {
      CompositorError(
        "layer '\(key)' (\(path)): \(what) is not finite (\(value)); check the scene and its modifiers")
    }
    for property in LayerProperty.all {
      let value = property.get(self)
      guard value.isFinite else {
        let text =
          if case .path(let p?) = value { p.svgData } else { value.numbers.map { "\($0)" }.joined(separator: ", ") }
        throw fail(property.name, text)
      }
    }
    if let textLayoutSize, !textLayoutSize.isFinite {
      throw fail("textLayoutSize", "\(textLayoutSize.width), \(textLayoutSize.height)")
    }
    if let contentsTint, !contentsTint.isFinite { throw fail("contentsTint", "\(contentsTint.components)") }
    if let effect, !effect.isFinite {
      throw fail("effect", "blur \(effect.blur), saturation \(effect.saturation)")
    }
  }

  /// The corner radius Core Animation draws: never more than half the shorter side.
  var clampedCornerRadius: Double {
    max(0, min(cornerRadius, size.width / 2, size.height / 2))
  }

  /// True when the shadow would show: visible colour and opacity, and not clipped by masksToBounds.
  var hasVisibleShadow: Bool {
    !masksToBounds && shadowOpacity > 0 && shadowColor.alpha > 0
  }
}
