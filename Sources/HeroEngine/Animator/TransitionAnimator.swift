import HeroModel

/// A user animator (Hero's `HeroAnimator` / `HeroPlugin` with `requirePerFrameCallback`): claims
/// views and drives some of their layer properties itself, every frame.
///
/// A claimed view animates even when the built-in animator would not (it is hidden and gets a
/// snapshot layer like any animated view); when the built-in animator animates it too, this
/// animator's overrides are applied after the built-in values, so it wins for the properties it
/// sets. Several animators may claim the same view; they apply in `TransitionOptions` order.
///
/// Time is Hero's `timePassed`: seconds on the transition's animation clock (progress ×
/// the animation's duration), so a plugin follows interactive scrubbing as Hero's `seekTo` does.
public protocol TransitionAnimator: Sendable {
  /// Whether this animator drives `view`, whose final target state is `state` (nil: no modifiers).
  func canAnimate(view: IndexedView, state: TargetState?) -> Bool
  /// Seconds this animator needs for `view` from the start (counted in the transition's duration).
  func duration(view: IndexedView, state: TargetState?) -> Double
  /// Sets the properties this animator drives on the view's layer at `time` (seconds on the
  /// animation clock, ≥ 0). `layer` arrives with the built-in animator's values for that instant.
  func apply(to layer: inout Layer, view: IndexedView, state: TargetState?, time: Double)
}

/// Hero's Core Animation based default animator: which views it animates (hero-semantics §6.1).
public enum DefaultAnimator {
  /// True when the view has a state naming an animatable property, or `forceAnimate`.
  /// zPosition, contentsScale and masksToBounds alone do not count (hero-semantics D8).
  public static func canAnimate(_ state: TargetState?) -> Bool { state?.hasAnimatableProperty ?? false }
}
