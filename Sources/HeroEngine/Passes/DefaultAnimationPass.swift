import HeroModel

/// Hero's `DefaultAnimationPreprocessor` (hero-semantics §4.5, §5): resolves the scene's default animation and
/// **replaces** the two root views' states with the template's modifier lists (hero-semantics D2).
///
/// The transition-wide `duration` / `timing` of the scene (when set) are appended to both
/// replaced lists, so they win over the template's 0.35 s / curves; every other view receives them
/// in the animator (see `DurationResolution`).
public struct DefaultAnimationPass: TransitionPass {
  /// Animators besides the built-in one, consulted by `auto`: a root any animator can animate
  /// means the user animates the roots themselves, so no template runs.
  public var animators: [any TransitionAnimator]
  public init(animators: [any TransitionAnimator] = []) { self.animators = animators }

  public func process(_ plan: inout TransitionPlan) {
    let toRoot = plan.root(.to)
    let fromRoot = plan.root(.from)
    let rootAnimates = [toRoot, fromRoot].contains { i in
      DefaultAnimator.canAnimate(plan.states[i])
        || animators.contains { $0.canAnimate(view: plan.index[i], state: plan.states[i]) }
    }
    let resolved = DefaultAnimationTemplate.resolve(
      plan.settings.animation, kind: plan.settings.kind, rootHasAnimatableModifiers: rootAnimates)
    if resolved == .none { return }
    let from = plan.index[fromRoot].view
    let fromOpaque = from.isOpaque && (from.backgroundColor?.alpha ?? 1) >= 1
    let template = DefaultAnimationTemplate.plan(
      for: resolved, kind: plan.settings.kind, presentation: plan.settings.presentation,
      canvas: plan.canvas.size, fromRootIsOpaque: fromOpaque)
    var overrides: [Modifier] = []
    if let d = plan.settings.duration { overrides.append(.duration(d)) }
    if let c = plan.settings.timing { overrides.append(.timingFunction(c)) }
    if let m = template.toModifiers { plan.states[toRoot] = TargetState(modifiers: m + overrides) }
    if let m = template.fromModifiers { plan.states[fromRoot] = TargetState(modifiers: m + overrides) }
    if let first = template.insertToViewFirst { plan.insertToViewFirst = first }
  }
}
