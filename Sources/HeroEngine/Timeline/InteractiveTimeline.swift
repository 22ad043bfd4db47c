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

  let interaction: Interaction
  let animationDuration: Double
  /// Per node: (time, key values) of the applies reaching it, in time order.
  let applied: [[(time: Double, values: [(AnimatedKey, KeyValue)])]]
  /// Per node: the release animation's keys (their clock starts at the release).
  let resumedKeys: [[KeyAnimation]]
  let releaseTime: Double?
  let releaseProgress: Double
  /// Seconds the release animation takes (Hero's `T` in `complete(after: T)`).
  let resumeDuration: Double
  /// The completion runner's length (`T / max(1 − p, 0.01)` finishing, `T / max(p, 0.01)` cancelling).
  let runnerLength: Double
  let finishes: Bool
  /// When the transition completes; for a script without a release, its last call.
  let endTime: Double
  let completes: Bool

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
      guard index.index(of: view) != nil else {
        throw TransitionError(path: path, message: "no view '\(view)' takes part in the transition")
      }
      try TargetState(modifiers: modifiers).validate(path: path + ".modifiers")
    }
  }

  init(interaction: Interaction, transition tr: Transition) throws(TransitionError) {
    self.interaction = interaction
    let a = tr.animationDuration
    self.animationDuration = a
    for (i, k) in interaction.progress.enumerated()
    where !(k.time.isFinite && k.time >= 0 && k.progress.isFinite) {
      throw TransitionError(
        path: "transition.interactive.progress[\(i)]", message: "time and progress must be finite, time ≥ 0")
    }

    // Applies reach the view and its pair (hero-semantics §7.3: the pair first, then the view).
    var applied = [[(time: Double, values: [(AnimatedKey, KeyValue)])]](
      repeating: [], count: tr.tree.nodes.count)
    var changes = [[(values: [(AnimatedKey, KeyValue)], isDestination: Bool)]](
      repeating: [], count: tr.tree.nodes.count)
    let release = interaction.release
    try Self.check(interaction.events, release: release, index: tr.plan.index)
    for event in interaction.events {
      if let release, event.time > release.time { continue }
      let (view, modifiers) = event.call
      guard let v = tr.plan.index.index(of: view) else { continue }
      let targets = [tr.plan.index.pairedView(for: v), v].compactMap { $0 }
      for (k, target) in targets.enumerated() {
        guard let n = tr.tree.nodeOfView[target], let anim = tr.animations[n] else { continue }
        let state = TargetState(modifiers: modifiers)
        let scaleBased =
          state.useScaleBasedSizeChange ?? tr.plan.states[target]?.useScaleBasedSizeChange ?? false
        let values = state.keyValues(currentSize: anim.base.size, scaleBasedSizeChange: scaleBased)
        switch event {
        case .apply: applied[n].append((event.time, values))
        case .changeTarget(let c):
          // The pair gets the change with isDestination inverted.
          let isPair = targets.count == 2 && k == 0
          changes[n].append((values, isPair ? !c.isDestination : c.isDestination))
        }
      }
    }
    self.applied = applied

    guard let release else {
      self.releaseTime = nil
      self.releaseProgress = 0
      self.resumeDuration = 0
      self.runnerLength = 0
      self.finishes = true
      self.endTime = interaction.lastTime
      self.completes = false
      self.resumedKeys = Array(repeating: [], count: tr.tree.nodes.count)
      return
    }
    let r = release.time
    guard r.isFinite && r >= 0 else {
      throw TransitionError(path: "transition.interactive.release", message: "time must be finite and ≥ 0")
    }
    let p = min(1, max(0, Interaction.value(of: interaction.progress, at: r)))
    let reverse = release.action == .cancel
    self.releaseTime = r
    self.releaseProgress = p
    self.finishes = !reverse
    self.completes = true
    guard release.animate else {
      self.resumeDuration = 0
      self.runnerLength = 0
      self.endTime = r
      self.resumedKeys = Array(repeating: [], count: tr.tree.nodes.count)
      return
    }

    let timePassed = p * a
    var resumed = [[KeyAnimation]](repeating: [], count: tr.tree.nodes.count)
    var longest = 0.0
    for n in tr.tree.nodes.indices {
      if let anim = tr.animations[n] {
        var presentation = anim.layer(at: timePassed, seeking: true)
        for entry in applied[n] { for (key, value) in entry.values { key.set(value, on: &presentation) } }
        let state = tr.plan.states[anim.view] ?? TargetState()
        let explicit = state.duration != nil || tr.scene.transition.duration != nil
        let (keys, stop) = Self.resume(
          anim, presentation: presentation, applied: applied[n].flatMap(\.values), changes: changes[n],
          state: state, explicitDuration: explicit, timePassed: timePassed, reverse: reverse)
        resumed[n] = keys
        longest = max(longest, stop)
      }
      let node = tr.tree.nodes[n]
      for k in tr.claims[n] {
        let d = tr.animators[k].duration(view: tr.plan.index[node.view], state: tr.plan.states[node.view])
        longest = max(longest, reverse ? min(timePassed, d) : max(0, d - timePassed))
      }
    }
    self.resumedKeys = resumed
    self.resumeDuration = longest
    // complete(after: T, finishing:) (hero-semantics §7.3).
    if longest <= Self.completionThreshold {
      self.runnerLength = 0
      self.endTime = r
    } else {
      let length = reverse ? longest / max(p, 0.01) : longest / max(1 - p, 0.01)
      self.runnerLength = length
      self.endTime = r + (reverse ? p : 1 - p) * length
    }
  }

  /// One view's release animation (hero-semantics §6.12 resume, with the elapsed time for reverse, hero-semantics D7):
  /// its keys and the time it needs.
  static func resume(
    _ anim: ViewAnimation, presentation: Layer, applied: [(AnimatedKey, KeyValue)],
    changes: [(values: [(AnimatedKey, KeyValue)], isDestination: Bool)], state: TargetState,
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
    if let r = releaseTime, t >= r {
      if completes && t >= endTime { return .completed(finished: finishes) }
      return .resumed(time: t, local: t - r)
    }
    if completes && t >= endTime { return .completed(finished: finishes) }
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
      guard runnerLength > 0 else { return finishes ? 1 : 0 }
      let passed = releaseProgress * runnerLength + (finishes ? local : -local)
      return min(1, max(0, passed / runnerLength))
    default: return scriptProgress(at: t)
    }
  }

  /// The apply overrides a node shows at `t` (before the release), in order.
  func overrides(node n: Int, at t: Double) -> [(AnimatedKey, KeyValue)] {
    applied[n].filter { $0.time <= t }.flatMap(\.values)
  }
}
