import HeroModel

/// A preprocessing pass (Hero's `HeroPreprocessor`): rewrites target states before the animator
/// reads them.
///
/// Hero's own passes run first, in Hero's order (`StandardPasses.passes(animators:)`); the user's passes from
/// `TransitionOptions.passes` run after them, in the order given. A pass sees every collected view
/// (`plan.fromViews`, `plan.toViews`), not only the ones that will animate.
public protocol TransitionPass: Sendable {
  func process(_ plan: inout TransitionPlan)
}

/// Hero's built-in preprocessors, in the order `HeroTransition.start` runs them (hero-semantics §4.1 step 5).
public enum StandardPasses {
  /// Hero's passes; `animators` are the user's, which the default-animation pass consults to tell
  /// whether the roots are animated by the user (hero-semantics §5.1 step 4).
  public static func passes(animators: [any TransitionAnimator] = []) -> [any TransitionPass] {
    [
      IgnoreSubviewModifiersPass(), ConditionalPass(), DefaultAnimationPass(animators: animators),
      MatchPass(),
      SourcePass(), CascadePass(),
    ]
  }
}
