import HeroModel

/// Hero's `HeroTransitionState` (hero-semantics §7.1).
public enum TransitionState: Int, Hashable, Sendable, CaseIterable {
  /// Idle: before the transition is requested and after it completed.
  case possible
  /// Requested; nothing prepared yet.
  case notified
  /// Collecting views and running the passes.
  case starting
  /// Animations live (or seekable while interactive).
  case animating
  /// Cleaning up; afterwards `possible` again.
  case completing
}

/// Receives a transition's state and progress changes (Hero's `HeroTransitionDelegate` and
/// `HeroProgressUpdateObserver`), replayed from the timeline by `Transition.replay(to:fps:)`.
public protocol TransitionObserver {
  mutating func transition(didUpdate state: TransitionState, at time: Double)
  mutating func transition(didUpdate progress: Double, at time: Double)
}

extension Transition {
  /// The state changes, in order: notified, starting and animating at 0; completing and possible
  /// at the end (none when an interactive script never releases).
  public var stateChanges: [(time: Double, state: TransitionState)] {
    var out: [(time: Double, state: TransitionState)] = [(0, .notified), (0, .starting), (0, .animating)]
    if timeline?.ending.completes ?? true {
      out.append((totalDuration, .completing))
      out.append((totalDuration, .possible))
    }
    return out
  }

  /// The state at `time`: animating until the end, `possible` once completed.
  public func state(at time: Double) -> TransitionState {
    if case .completed = phase(at: min(max(time, 0), totalDuration)) { return .possible }
    return .animating
  }

  /// Whether the transition ends on the destination screen (finish) rather than the source
  /// (cancel); nil when an interactive script never releases.
  public var finishes: Bool? {
    guard let timeline else { return true }
    return timeline.ending.completes ? timeline.ending.finishes : nil
  }

  /// Replays the transition to `observer`: each state change, and the progress of every frame at
  /// `fps` while animating (Hero notifies progress observers on every change while animating).
  public func replay<O: TransitionObserver>(to observer: inout O, fps: Double) {
    let changes = stateChanges
    for change in changes where change.state != .completing && change.state != .possible {
      observer.transition(didUpdate: change.state, at: change.time)
    }
    var last: Double?
    for i in 0..<frameCount(fps: fps) {
      let t = frameTime(index: i, fps: fps)
      guard state(at: t) == .animating else { break }
      let p = progress(at: t)
      if p != last { observer.transition(didUpdate: p, at: t) }
      last = p
    }
    for change in changes where change.state == .completing || change.state == .possible {
      observer.transition(didUpdate: change.state, at: change.time)
    }
  }
}
