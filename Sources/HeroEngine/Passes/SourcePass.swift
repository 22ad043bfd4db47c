import HeroModel

/// Hero's `SourcePreprocessor` (hero-semantics §4.6 "prepare"): a view with `source(heroID:)` animates from (if
/// appearing) or to (if disappearing) the geometry and look of the view with that id on the other
/// side, in the container's (global) coordinate space.
///
/// An id that names no visible view on the other side is ignored, as in Hero.
public struct SourcePass: TransitionPass {
  public init() {}
  public func process(_ plan: inout TransitionPlan) {
    for i in plan.fromViews + plan.toViews {
      guard let state = plan.states[i], let target = plan.sourceTarget(of: i) else { continue }
      plan.states[i] = Self.prepare(state, view: plan.index[i], target: plan.index[target])
    }
  }

  /// The state of `view` animating towards `target`'s geometry and appearance.
  static func prepare(_ state: TargetState, view: IndexedView, target: IndexedView) -> TargetState {
    var s = state
    let t = target.view
    let v = view.view
    s.position = target.containerPosition
    s.transform =
      ViewGeometry.placement(size: t.size, map: target.toContainer)?.transform ?? t.transform
    s.coordinateSpace = .global
    s.size = v.size != t.size ? t.size : nil
    if s.cornerRadius == nil && v.cornerRadius != t.cornerRadius { s.cornerRadius = t.cornerRadius }
    let vs = v.shadow ?? Shadow.none
    let ts = t.shadow ?? Shadow.none
    if vs.color != ts.color { s.shadowColor = ts.color }
    if vs.opacity != ts.opacity { s.shadowOpacity = ts.opacity }
    if vs.offset != ts.offset { s.shadowOffset = ts.offset }
    if vs.radius != ts.radius { s.shadowRadius = ts.radius }
    if vs.path != ts.path { s.shadowPath = ts.path }
    let vr = v.image?.contentsRect ?? .unit
    let tr = t.image?.contentsRect ?? .unit
    if vr != tr { s.contentsRect = tr }
    // Views have no contentsScale or anchorPoint of their own in scenes (1 and the centre), so
    // those never differ and are never copied.
    return s
  }
}
