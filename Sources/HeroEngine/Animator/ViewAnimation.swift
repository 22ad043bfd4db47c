import HeroModel

/// The built-in animator's work for one view (Hero's view context, hero-semantics §6.4): the start layer and one
/// animation per key the state names.
public struct ViewAnimation: Hashable, Sendable {
  public var view: ViewID
  /// To side: the state is where the view starts; from side: where it ends.
  public var appearing: Bool
  /// The snapshot layer after `beginWith` (set without animation): the "current" values.
  public var base: Layer
  public var keys: [KeyAnimation]
  public var delay: Double
  /// The view's duration (the Bézier and arc keys' length; springs settle in their own time).
  public var duration: Double
  public var curve: TimingCurve
  public var spring: SpringParameters?
  public var arc: Double?

  /// When every key has stopped: delay + max(duration, key durations) (hero-semantics §6.7).
  public var stopTime: Double { keys.reduce(delay + duration) { max($0, $1.endTime) } }

  /// Builds the animation of a view from its placed layer and final state (hero-semantics §6.4–§6.6).
  ///
  /// `beginWith` values are set on the layer first; then, per key, the current value and the
  /// state's value become from/to (appearing: state → current; disappearing: current → state).
  /// Keys the state does not name are not animated.
  public init(
    view: ViewID, appearing: Bool, placed: Layer, state: TargetState, duration: Double, curve: TimingCurve
  ) {
    var base = placed
    let scaleBased = state.useScaleBasedSizeChange ?? false
    if !state.beginState.isEmpty {
      let begin = TargetState(modifiers: state.beginState)
      let beginScale = begin.useScaleBasedSizeChange ?? scaleBased
      for (key, value) in begin.keyValues(currentSize: base.size, scaleBasedSizeChange: beginScale) {
        key.set(value, on: &base)
      }
    }
    self.view = view
    self.appearing = appearing
    self.base = base
    self.delay = state.delay
    self.duration = duration
    self.curve = curve
    self.spring = state.spring
    self.arc = state.arc
    var keys: [KeyAnimation] = []
    for (key, target) in state.keyValues(currentSize: base.size, scaleBasedSizeChange: scaleBased) {
      let current = key.value(in: base)
      let (from, to) = appearing ? (target, current) : (current, target)
      keys.append(
        KeyAnimation.make(
          key: key, from: from, to: to, delay: state.delay, duration: duration, curve: curve,
          spring: state.spring, arc: state.arc))
    }
    self.keys = keys
  }

  /// The view's layer at `time` on the animation clock (sublayers as in `base`).
  public func layer(at time: Double, seeking: Bool = false) -> Layer {
    var layer = base
    // By index: `for k in keys` copies each key animation (with its decomposed transforms).
    for i in keys.indices { keys[i].key.set(keys[i].value(at: time, seeking: seeking), on: &layer) }
    return layer
  }
}
