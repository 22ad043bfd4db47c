import HeroModel

/// An `Interaction` resolved against a transition: when each phase starts and what the release
/// animation does (hero-semantics §6.12, §7.3, D7).
///
/// Until the release every frame is Hero's `update(p)` (a seek to p × duration) followed by every
/// `apply` made so far, in order — as Hero's examples call `update` then `apply` on each pan event.
/// At the release with animation, every view resumes from what it shows to its original end
/// (finish) or start (cancel), and the completion runner covers the rest of the progress in
/// exactly the resumed time.
struct InteractiveTimeline: Sendable {
  /// A completion within this of the release happens at once (Hero's 1/120 s threshold).
  static let completionThreshold = 1.0 / 120

  /// Key values one call sets on a node.
  typealias KeyValues = [(AnimatedKey, KeyValue)]

  /// What the timeline reads of a built transition: the animation it scrubs and resumes.
  struct Input {
    /// The plan after every pass: the views, their pairs and final states.
    let plan: TransitionPlan
    /// The animated views' nodes.
    let nodeOfView: [ViewID: NodeID]
    /// Per node: the built-in animator's work (nil for views only user animators claim).
    let animations: IDArray<NodeID, ViewAnimation?>
    /// Per node: the seconds each user animator that claimed it needs, from the start.
    let claimedDurations: IDArray<NodeID, [Double]>
    /// Hero's `totalDuration` played without interaction.
    let animationDuration: Double
    /// Whether the scene sets one duration for the whole transition (then a resumed view keeps
    /// its duration instead of an automatic one).
    let hasTransitionDuration: Bool
  }

  /// How the script ends: its release, if any, the release animation and the completion.
  struct Ending: Sendable {
    let releaseTime: Double?
    let releaseProgress: Double
    let finishes: Bool
    /// Whether the transition completes (false for a script without a release).
    let completes: Bool
    /// Per node: the release animation's keys (their clock starts at the release).
    let resumedKeys: IDArray<NodeID, [KeyAnimation]>
    /// Seconds the release animation takes (Hero's `T` in `complete(after: T)`).
    let resumeDuration: Double
    /// The completion runner's length (`T / max(1 − p, 0.01)` finishing, `T / max(p, 0.01)` cancelling).
    let runnerLength: Double
    /// When the transition completes; for a script without a release, its last call.
    let endTime: Double
  }

  let interaction: Interaction
  let animationDuration: Double
  /// Per node: (time, key values) of the applies reaching it, in time order.
  let applied: IDArray<NodeID, [(time: Double, values: KeyValues)]>
  let ending: Ending

  /// Throws for the first bad call in the order the author wrote them (a scene file's entries,
  /// not the time order): a time that is not finite or negative, then — for calls before the
  /// release — a view that takes no part, or modifiers that cannot be applied.
  static func check(
    _ events: [Interaction.Event], release: InteractiveScript.Release?, index: ViewIndex
  ) throws(TransitionError) {
    let written = events.enumerated().map { (path: $0.element.path(position: $0.offset), event: $0.element) }
      .enumerated().sorted { a, b in
        let (x, y) = (a.element.event.entry ?? a.offset, b.element.event.entry ?? b.offset)
        return x != y ? x < y : a.offset < b.offset
      }.map(\.element)
    for (path, event) in written {
      guard event.time.isFinite && event.time >= 0 else {
        throw TransitionError(path: path, message: "time must be finite and ≥ 0")
      }
      if let release, event.time > release.time { continue }
      let (view, modifiers) = event.call
      guard index.viewTakingPart(view) != nil else {
        throw TransitionError(path: path, message: "no view '\(view)' takes part in the transition")
      }
      try TargetState(modifiers: modifiers).validate(path: path + ".modifiers")
    }
  }

  init(interaction: Interaction, input: Input) throws(TransitionError) {
    try Self.checkProgress(interaction.progress)
    try Self.check(interaction.events, release: interaction.release, index: input.plan.index)
    let calls = Self.calls(interaction, input: input)
    self.interaction = interaction
    self.animationDuration = input.animationDuration
    self.applied = calls.applied
    self.ending = try Self.ending(interaction, calls: calls, input: input)
  }

  static func checkProgress(_ progress: [InteractiveScript.ProgressKeyframe]) throws(TransitionError) {
    for (i, k) in progress.enumerated() where !(k.time.isFinite && k.time >= 0 && k.progress.isFinite) {
      throw TransitionError(
        path: "transition.interactive.progress[\(i)]", message: "time and progress must be finite, time ≥ 0")
    }
  }

  /// The calls before the release, per node they reach.
  struct Calls {
    var applied: IDArray<NodeID, [(time: Double, values: KeyValues)]>
    var changes: IDArray<NodeID, [(values: KeyValues, isDestination: Bool)]>
  }

  /// Sorts the calls before the release onto the nodes they reach: a call reaches the view and its
  /// pair (hero-semantics §7.3: the pair first, then the view), and a `changeTarget` reaches the
  /// pair with `isDestination` inverted.
  static func calls(_ interaction: Interaction, input: Input) -> Calls {
    let nodes = input.animations.count
    var calls = Calls(applied: .init(repeating: [], count: nodes), changes: .init(repeating: [], count: nodes))
    let index = input.plan.index
    for event in interaction.events {
      if let release = interaction.release, event.time > release.time { continue }
      let (view, modifiers) = event.call
      guard let v = index.viewTakingPart(view) else { continue }
      let targets = [index.pairedView(for: v), v].compactMap { $0 }
      let state = TargetState(modifiers: modifiers)
      for (k, target) in targets.enumerated() {
        guard let n = input.nodeOfView[target], let anim = input.animations[n] else { continue }
        let scaleBased =
          state.useScaleBasedSizeChange ?? input.plan.states[target]?.useScaleBasedSizeChange ?? false
        let values = state.keyValues(currentSize: anim.base.size, scaleBasedSizeChange: scaleBased)
        switch event {
        case .apply: calls.applied[n].append((event.time, values))
        case .changeTarget(let c):
          let isPair = targets.count == 2 && k == 0
          calls.changes[n].append((values, isPair ? !c.isDestination : c.isDestination))
        }
      }
    }
    return calls
  }

  /// The script's ending: none without a release; at a release without animation, completion at
  /// once; else the release animation and the completion runner (hero-semantics §7.3).
  static func ending(_ interaction: Interaction, calls: Calls, input: Input) throws(TransitionError) -> Ending {
    let noKeys = IDArray<NodeID, [KeyAnimation]>(repeating: [], count: input.animations.count)
    guard let release = interaction.release else {
      return Ending(
        releaseTime: nil, releaseProgress: 0, finishes: true, completes: false, resumedKeys: noKeys,
        resumeDuration: 0, runnerLength: 0, endTime: interaction.lastTime)
    }
    let r = release.time
    guard r.isFinite && r >= 0 else {
      throw TransitionError(path: "transition.interactive.release", message: "time must be finite and ≥ 0")
    }
    let p = min(1, max(0, Interaction.value(of: interaction.progress, at: r)))
    let reverse = release.action == .cancel
    guard release.animate else {
      return Ending(
        releaseTime: r, releaseProgress: p, finishes: !reverse, completes: true, resumedKeys: noKeys,
        resumeDuration: 0, runnerLength: 0, endTime: r)
    }
    let (keys, longest) = resumed(calls: calls, input: input, timePassed: p * input.animationDuration, reverse: reverse)
    // complete(after: T, finishing:) (hero-semantics §7.3).
    var runnerLength = 0.0
    var endTime = r
    if longest > completionThreshold {
      runnerLength = reverse ? longest / max(p, 0.01) : longest / max(1 - p, 0.01)
      endTime = r + (reverse ? p : 1 - p) * runnerLength
    }
    return Ending(
      releaseTime: r, releaseProgress: p, finishes: !reverse, completes: true, resumedKeys: keys,
      resumeDuration: longest, runnerLength: runnerLength, endTime: endTime)
  }

  /// The release animation of every node from what it shows `timePassed` seconds into the
  /// animation (after the applies so far), and the time the longest needs; user animators count
  /// with what is left of their durations.
  static func resumed(
    calls: Calls, input: Input, timePassed: Double, reverse: Bool
  ) -> (keys: IDArray<NodeID, [KeyAnimation]>, longest: Double) {
    var resumed = IDArray<NodeID, [KeyAnimation]>(repeating: [], count: input.animations.count)
    var longest = 0.0
    for n in input.animations.indices {
      if let anim = input.animations[n] {
        var presentation = anim.layer(at: timePassed, seeking: true)
        for entry in calls.applied[n] { for (key, value) in entry.values { key.set(value, on: &presentation) } }
        let state = input.plan.states[anim.view] ?? TargetState()
        let explicit = state.duration != nil || input.hasTransitionDuration
        let (keys, stop) = resume(
          anim, presentation: presentation, applied: calls.applied[n].flatMap(\.values), changes: calls.changes[n],
          state: state, explicitDuration: explicit, timePassed: timePassed, reverse: reverse)
        resumed[n] = keys
        longest = max(longest, stop)
      }
      for d in input.claimedDurations[n] {
        longest = max(longest, reverse ? min(timePassed, d) : max(0, d - timePassed))
      }
    }
    return (resumed, longest)
  }

  /// One view's release animation (hero-semantics §6.12 resume, with the elapsed time for reverse, hero-semantics D7):
  /// its keys and the time it needs.
  static func resume(
    _ anim: ViewAnimation, presentation: Layer, applied: KeyValues,
    changes: [(values: KeyValues, isDestination: Bool)], state: TargetState,
    explicitDuration: Bool, timePassed t: Double, reverse: Bool
  ) -> ([KeyAnimation], Double) {
    var order: [AnimatedKey] = []
    var pairs: [AnimatedKey: (from: KeyValue, to: KeyValue)] = [:]
    for k in anim.keys where pairs[k.key] == nil {
      order.append(k.key)
      pairs[k.key] = (k.from, k.to)
    }
    for (key, _) in applied where pairs[key] == nil {
      let current = key.value(in: anim.base)
      order.append(key)
      pairs[key] = (current, current)
    }
    for change in changes {
      for (key, value) in change.values {
        if pairs[key] == nil {
          let current = key.value(in: presentation)
          order.append(key)
          pairs[key] = (current, current)
        }
        if change.isDestination { pairs[key]!.to = value } else { pairs[key]!.from = value }
      }
    }
    var duration = anim.duration
    if !explicitDuration {
      let input = DurationResolution.Input(
        state: state, position: presentation.position, size: presentation.size,
        transform: presentation.transform)
      duration = max(duration, DurationResolution.automatic(input) + t)
    }
    let d = anim.delay
    var window: (delay: Double, duration: Double)?
    if reverse {
      if t > d + duration { window = (t - (d + duration), duration) } else if t > d { window = (0, t - d) }
    } else {
      if t <= d { window = (d - t, duration) } else if t <= d + duration { window = (0, duration - (t - d)) }
    }
    var keys: [KeyAnimation] = []
    for key in order {
      let from = key.value(in: presentation)
      guard let window else {
        keys.append(
          KeyAnimation(key: key, from: from, to: from, delay: 0, duration: 0, curve: .bezier(anim.curve)))
        continue
      }
      let pair = pairs[key]!
      keys.append(
        KeyAnimation.make(
          key: key, from: from, to: reverse ? pair.from : pair.to, delay: window.delay,
          duration: window.duration, curve: anim.curve, spring: anim.spring, arc: anim.arc))
    }
    guard let window else { return (keys, 0) }
    return (keys, keys.reduce(window.delay + window.duration) { max($0, $1.endTime) })
  }

  func phase(at t: Double) -> TransitionPhase {
    if let r = ending.releaseTime, t >= r {
      if ending.completes && t >= ending.endTime { return .completed(finished: ending.finishes) }
      return .resumed(time: t, local: t - r)
    }
    if ending.completes && t >= ending.endTime { return .completed(finished: ending.finishes) }
    return .seeking(time: t, clock: scriptProgress(at: t) * animationDuration)
  }

  func scriptProgress(at t: Double) -> Double {
    min(1, max(0, Interaction.value(of: interaction.progress, at: t)))
  }

  /// Hero's progress at `t`.
  func progress(at t: Double) -> Double {
    switch phase(at: t) {
    case .completed(let finished): return finished ? 1 : 0
    case .resumed(_, let local):
      guard ending.runnerLength > 0 else { return ending.finishes ? 1 : 0 }
      let passed = ending.releaseProgress * ending.runnerLength + (ending.finishes ? local : -local)
      return min(1, max(0, passed / ending.runnerLength))
    default: return scriptProgress(at: t)
    }
  }

  /// The apply overrides a node shows at `t` (before the release), in order.
  func overrides(node n: NodeID, at t: Double) -> KeyValues {
    applied[n].filter { $0.time <= t }.flatMap(\.values)
  }
}
