import HeroModel

/// Hero's `ConditionalPreprocessor` (hero-semantics §4.4): evaluates each view's `when…` pairs, in insertion
/// order, and appends the modifiers of those whose condition holds.
///
/// Pairs appended while this pass runs (a `when` nested in a `when`) are not evaluated, as in Hero.
public struct ConditionalPass: TransitionPass {
  public init() {}
  public func process(_ plan: inout TransitionPlan) {
    for i in plan.fromViews + plan.toViews {
      guard let state = plan.states[i], !state.conditionalModifiers.isEmpty else { continue }
      let context = plan.conditionalContext(for: i)
      var updated = state
      for pair in state.conditionalModifiers where Self.holds(pair.condition, in: context) {
        updated.append(contentsOf: pair.modifiers)
      }
      plan.states[i] = updated
    }
  }

  /// Whether `condition` holds for the view `context` describes.
  public static func holds(_ condition: Condition, in context: ConditionalContext) -> Bool {
    switch condition {
    case .matched: context.isMatched
    case .presenting: context.isPresenting
    case .dismissing: !context.isPresenting
    case .appearing: context.isAppearing
    case .disappearing: !context.isAppearing
    case .custom(let c): c.predicate(context)
    }
  }
}
