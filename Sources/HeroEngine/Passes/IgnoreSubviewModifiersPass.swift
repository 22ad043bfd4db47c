import HeroModel

/// Hero's `IgnoreSubviewModifiersPreprocessor` (hero-semantics §4.3): a view with `ignoreSubviewModifiers`
/// removes the states of its direct subviews, or of all its descendants when recursive.
///
/// heroIDs are untouched, so matched subviews are still matched later (Match creates fresh states).
public struct IgnoreSubviewModifiersPass: TransitionPass {
  public init() {}
  public func process(_ plan: inout TransitionPlan) {
    for i in plan.fromViews + plan.toViews {
      guard let recursive = plan.states[i]?.ignoreSubviewModifiers else { continue }
      let targets = recursive ? plan.index.descendants(of: i) : plan.index[i].children
      for t in targets { plan.states[t] = nil }
    }
  }
}
