import HeroModel

/// Plugins handed to one transition (no global registry: docs/architecture.md).
public struct TransitionOptions: Sendable {
  /// User preprocessors, run after Hero's passes, in this order.
  public var passes: [any TransitionPass]
  /// User animators (plugins), consulted after the built-in animator, in this order.
  public var animators: [any TransitionAnimator]
  public init(passes: [any TransitionPass] = [], animators: [any TransitionAnimator] = []) {
    self.passes = passes
    self.animators = animators
  }
}
