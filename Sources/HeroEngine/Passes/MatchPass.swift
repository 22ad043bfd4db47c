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
      if plan.insertToViewFirst {
        f.opacity = 0
        if !forceNonFade && isNonOpaque {
          t.opacity = 0
        } else {
          t.opacity = nil
          if !tView.masksToBounds && t.displayShadow { f.displayShadow = false }
        }
      } else {
        t.opacity = 0
        if !forceNonFade && isNonOpaque {
          f.opacity = 0
        } else {
          f.opacity = nil
          if !fView.masksToBounds && f.displayShadow { t.displayShadow = false }
        }
      }
      plan.states[tv] = t
      plan.states[fv] = f
    }
  }
}
