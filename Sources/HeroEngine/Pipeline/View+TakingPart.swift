import HeroModel

/// Which views take part in a transition (Hero's `isEnabled` and `isEnabledForSubviews`), defined
/// once for the engine's collection (`ViewIndex`) and the scene file's view names.
///
/// A view takes part when it is hero-enabled and no ancestor is hero-disabled or disabled for
/// subviews. (A screen's root view is always in the container; a hero-disabled root is there but
/// does not take part.)
extension View {
  /// The subviews that take part when this view does, with their positions in `children`: none
  /// when this view is hero-disabled or disabled for subviews, else the hero-enabled ones.
  public var subviewsTakingPart: [(position: Int, view: View)] {
    guard isHeroEnabled && isHeroEnabledForSubviews else { return [] }
    return children.enumerated().filter { $0.element.isHeroEnabled }.map { ($0.offset, $0.element) }
  }

  /// The ids of this subtree's views that take part, taking this view as a root: itself (when
  /// hero-enabled) and then its descendants, pre-order.
  public var idsTakingPart: [String] {
    guard isHeroEnabled else { return [] }
    return [id] + subviewsTakingPart.flatMap(\.view.idsTakingPart)
  }
}
