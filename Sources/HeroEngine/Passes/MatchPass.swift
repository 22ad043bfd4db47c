import HeroModel

/// Hero's `MatchPreprocessor` (hero-semantics §4.6): pairs views with the same heroID on both screens, makes the
/// match a two-way `source`, gives the from view the to view's timing (hero-semantics D1) and sets the
/// cross-fade opacities.
public struct MatchPass: TransitionPass {
  public init() {}
  public func process(_ plan: inout TransitionPlan) {
    for (tv, fv) in plan.matchedPairs {
      let id = plan.index[tv].view.heroID
      var t = plan.states[tv] ?? TargetState()
      var f = plan.states[fv] ?? TargetState()
      t.source = id
      f.source = id
      // Quirk 1, kept: overwritten even when the to view's values are nil / 0.
      f.arc = t.arc
      f.duration = t.duration
      f.timingFunction = t.timingFunction
      f.delay = t.delay
      f.spring = t.spring
      let forceNonFade = t.nonFade || f.nonFade
      let fView = plan.index[fv].view
      let tView = plan.index[tv].view
      let isNonOpaque = !fView.isOpaque || fView.opacity < 1 || !tView.isOpaque || tView.opacity < 1
      let fades = !forceNonFade && isNonOpaque
      if plan.insertToViewFirst {
        Self.crossFade(top: &f, under: &t, underView: tView, fades: fades)
      } else {
        Self.crossFade(top: &t, under: &f, underView: fView, fades: fades)
      }
      plan.states[tv] = t
      plan.states[fv] = f
    }
  }

  /// The pair's cross-fade, the same for either stacking: the view inserted last (`top`) is
  /// transparent at the end where its screen is gone (the from view's end, the to view's start). The one under it fades too when either view is see-through (unless
  /// `useNonFade`); otherwise it stays opaque, and when it shows its own shadow unclipped the top
  /// one hides its shadow, so that one shadow is drawn.
  static func crossFade(top: inout TargetState, under: inout TargetState, underView: View, fades: Bool) {
    top.opacity = 0
    if fades {
      under.opacity = 0
    } else {
      under.opacity = nil
      if !underView.masksToBounds && under.displayShadow { top.displayShadow = false }
    }
  }
}
