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
    guard position.isFinite else { throw fail("position", "\(position.x), \(position.y)") }
    guard size.isFinite else { throw fail("size", "\(size.width), \(size.height)") }
    guard anchorPoint.isFinite else { throw fail("anchorPoint", "\(anchorPoint.x), \(anchorPoint.y)") }
    guard transform.isFinite else { throw fail("transform", "\(transform.elements)") }
    guard opacity.isFinite else { throw fail("opacity", "\(opacity)") }
    guard zPosition.isFinite else { throw fail("zPosition", "\(zPosition)") }
    guard cornerRadius.isFinite else { throw fail("cornerRadius", "\(cornerRadius)") }
    guard borderWidth.isFinite else { throw fail("borderWidth", "\(borderWidth)") }
    guard borderColor.isFinite else { throw fail("borderColor", "\(borderColor.components)") }
    if let backgroundColor, !backgroundColor.isFinite {
      throw fail("backgroundColor", "\(backgroundColor.components)")
    }
    guard shadowColor.isFinite else { throw fail("shadowColor", "\(shadowColor.components)") }
    guard shadowOpacity.isFinite else { throw fail("shadowOpacity", "\(shadowOpacity)") }
    guard shadowOffset.isFinite else {
      throw fail("shadowOffset", "\(shadowOffset.width), \(shadowOffset.height)")
    }
    guard shadowRadius.isFinite else { throw fail("shadowRadius", "\(shadowRadius)") }
    if let shadowPath, !shadowPath.points.allSatisfy(\.isFinite) {
      throw fail("shadowPath", shadowPath.svgData)
    }
    if let overlay, !(overlay.color.isFinite && overlay.opacity.isFinite) {
      throw fail("overlay", "\(overlay.color.components) at \(overlay.opacity)")
    }
    guard contentsRect.isFinite else { throw fail("contentsRect", "\(contentsRect)") }
    guard contentsScale.isFinite else { throw fail("contentsScale", "\(contentsScale)") }
    guard boundsOrigin.isFinite else { throw fail("boundsOrigin", "\(boundsOrigin.x), \(boundsOrigin.y)") }
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
