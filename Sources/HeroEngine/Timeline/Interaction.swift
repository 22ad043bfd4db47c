import HeroModel

/// A scripted interactive gesture, built with Hero's interactive API (hero-semantics §7.3) as a value: every call
/// names the time (seconds since the transition began) at which Hero would have received it.
///
/// `Transition(scene:interaction:)` turns it into a deterministic timeline that `frame(at:)`
/// samples. Calls must come in time order (an earlier time is moved to the latest one so far);
/// calls after the release are ignored, as Hero ignores them once the transition completes.
///
/// ```swift
/// var gesture = Interaction()
/// gesture.update(0.5, at: 0.2)          // Hero's update(0.5)
/// gesture.apply(modifiers: [.position(x: 200, y: 300)], to: ViewKey(.to, "photo"), at: 0.2)
/// gesture.finish(at: 0.4)               // finish(animate: true)
/// ```
public struct Interaction: Hashable, Sendable {
  /// Hero's `changeTarget(modifiers:isDestination:to:)`.
  public struct ChangeTarget: Hashable, Sendable {
    public var time: Double
    public var view: ViewKey
    public var modifiers: [Modifier]
    public var isDestination: Bool
    public init(time: Double, view: ViewKey, modifiers: [Modifier], isDestination: Bool = true) {
      self.time = time
      self.view = view
      self.modifiers = modifiers
      self.isDestination = isDestination
    }
  }

  /// An `apply` or a `changeTarget`, in call order.
  public enum Event: Hashable, Sendable {
    case apply(InteractiveScript.Apply)
    case changeTarget(ChangeTarget)
    public var time: Double {
      switch self {
      case .apply(let a): a.time
      case .changeTarget(let c): c.time
      }
    }

    /// The view and modifiers of the call.
    var call: (view: ViewKey, modifiers: [Modifier]) {
      switch self {
      case .apply(let a): (a.view, a.modifiers)
      case .changeTarget(let c): (c.view, c.modifiers)
      }
    }

    /// The scene file entry an apply came from, if any.
    var entry: Int? { if case .apply(let a) = self { a.entry } else { nil } }

    /// Where errors about the `n`-th event point: a scene file's `apply` entry when the event
    /// came from one (its JSON index, not its place after sorting and splitting), else `n`.
    func path(position n: Int) -> String {
      if case .apply(let a) = self, let entry = a.entry { return "transition.interactive.apply[\(entry)]" }
      return "transition.interactive.apply[\(n)]"
    }
  }

  /// Progress keyframes, linear between them; 0 before the first, the last held after it.
  public private(set) var progress: [InteractiveScript.ProgressKeyframe] = []
  public private(set) var events: [Event] = []
  public private(set) var release: InteractiveScript.Release?

  public init() {}

  /// The scene file's script: its keyframes as given (linear between them), its applies, its
  /// release.
  public init(script: InteractiveScript) {
    progress = script.progress.sorted { $0.time < $1.time }
    // Each apply keeps the index of the entry it came from, so errors name it after the sort.
    let numbered = script.applies.enumerated().map { i, a in
      var a = a
      a.entry = a.entry ?? i
      return a
    }
    events = numbered.enumerated().sorted {
      $0.element.time != $1.element.time ? $0.element.time < $1.element.time : $0.offset < $1.offset
    }.map { Event.apply($0.element) }
    release = script.release
  }

  /// The time of the latest call so far.
  var lastTime: Double {
    max(progress.last?.time ?? 0, events.last?.time ?? 0, release?.time ?? 0)
  }

  /// Hero's `update(progress)`: from `time` on the progress is `progress`, clamped to 0…1.
  public mutating func update(_ progress: Double, at time: Double) {
    guard release == nil, progress.isFinite else { return }
    let t = max(time, lastTime)
    let before = Self.value(of: self.progress, at: t)
    self.progress.append(.init(time: t, progress: before))
    self.progress.append(.init(time: t, progress: min(1, max(0, progress))))
  }

  /// Hero's `apply(modifiers:to:)`: the view (and its matched pair) show these values at once.
  public mutating func apply(modifiers: [Modifier], to view: ViewKey, at time: Double) {
    guard release == nil else { return }
    events.append(.apply(.init(time: max(time, lastTime), view: view, modifiers: modifiers)))
  }

  /// Hero's `changeTarget(modifiers:isDestination:to:)`: replaces where the view animates to
  /// (`isDestination`) or from once released; its pair receives the change with the flag inverted.
  public mutating func changeTarget(
    modifiers: [Modifier], isDestination: Bool = true, to view: ViewKey, at time: Double
  ) {
    guard release == nil else { return }
    events.append(
      .changeTarget(
        .init(time: max(time, lastTime), view: view, modifiers: modifiers, isDestination: isDestination)))
  }

  /// Hero's `finish(animate:)`.
  public mutating func finish(animate: Bool = true, at time: Double) {
    guard release == nil else { return }
    release = .init(time: max(time, lastTime), action: .finish, animate: animate)
  }

  /// Hero's `cancel(animate:)`.
  public mutating func cancel(animate: Bool = true, at time: Double) {
    guard release == nil else { return }
    release = .init(time: max(time, lastTime), action: .cancel, animate: animate)
  }

  /// The progress the keyframes give at `t`: 0 before the first, linear between two, the last held
  /// after it; at a step (two keyframes at one time) the later one.
  static func value(of keyframes: [InteractiveScript.ProgressKeyframe], at t: Double) -> Double {
    guard let i = keyframes.lastIndex(where: { $0.time <= t }) else { return 0 }
    let a = keyframes[i]
    guard i + 1 < keyframes.count else { return a.progress }
    let b = keyframes[i + 1]
    let f = (t - a.time) / (b.time - a.time)
    return a.progress + (b.progress - a.progress) * f
  }
}
