import HeroModel

/// A Hero transition between a scene's two screens, resolved once and sampled at any time.
///
/// Building it runs Hero's pipeline (§4): flatten both screens, run the passes (Hero's, then the
/// user's), pick the animated views, create and stack their snapshot layers (§6.2, §6.3), resolve
/// durations (§6.11) and build every key's animation (§6.4–§6.6). `frame(at:)` is then a pure
/// function of time: no clock, no mutation.
public struct Transition: Sendable {
  public let scene: Scene
  /// The plan after every pass.
  public let plan: TransitionPlan
  /// The animated views' layers, parents and stacking.
  public let tree: SnapshotTree
  /// The built-in animator's work, parallel to `tree.nodes` (nil for views only user animators
  /// claim).
  public let animations: [ViewAnimation?]
  /// Seconds the animation takes when played without interaction (Hero's `totalDuration`).
  public let animationDuration: Double
  let animators: [any TransitionAnimator]
  /// Per node: the user animators (indices into `animators`) that claimed it.
  let claims: [[Int]]
  private(set) var timeline: InteractiveTimeline?
  let containerLayer: Layer
  /// The real root views during the animation, back to front: to, then from (§4.1 step 9).
  let liveRoots: [Layer]
  /// Which views animate (plan indices).
  public let animatingViews: Set<Int>
  /// The snapshots by id, as every `FrameState` carries them.
  let snapshotsByID: [String: Snapshot]

  /// Builds the transition for `scene`, with its interactive script when it has one.
  public init(scene: Scene, options: TransitionOptions = .init()) throws(TransitionError) {
    try self.init(
      scene: scene, interaction: scene.transition.interactive.map(Interaction.init(script:)), options: options
    )
  }

  /// Builds the transition for `scene` driven by `interaction` (nil: plays by itself).
  public init(scene: Scene, interaction: Interaction?, options: TransitionOptions = .init())
    throws(TransitionError)
  {
    self.scene = scene
    guard scene.canvas.size.isFinite, scene.canvas.size.width > 0, scene.canvas.size.height > 0 else {
      throw TransitionError(path: "canvas", message: "the canvas needs a finite, positive size")
    }
    if let d = scene.transition.duration, !(d.isFinite && d >= 0) {
      throw TransitionError(path: "transition.duration", message: "must be a finite number of seconds ≥ 0")
    }
    var plan = try TransitionPlan(scene: scene)
    for pass in StandardPasses.passes(animators: options.animators) + options.passes { pass.process(&plan) }
    for (i, state) in plan.states.enumerated() {
      if let state { try state.validate(path: plan.index[i].path + ".modifiers") }
    }
    self.plan = plan
    self.animators = options.animators

    // Which views animate (§4.1 step 13): collected views any animator claims. Each user
    // animator is asked once per view; the answers are kept for the claims below.
    var animating = Set<Int>()
    var claimsOfView: [Int: [Int]] = [:]
    for i in plan.fromViews + plan.toViews {
      let claimed = options.animators.indices.filter {
        options.animators[$0].canAnimate(view: plan.index[i], state: plan.states[i])
      }
      if !claimed.isEmpty { claimsOfView[i] = claimed }
      if DefaultAnimator.canAnimate(plan.states[i]) || !claimed.isEmpty { animating.insert(i) }
    }
    self.animatingViews = animating
    var tree = SnapshotTree(plan: plan, animating: animating)

    // Durations (§6.11): contexts from side first, then to side, as Hero creates them.
    let defaultViews = (plan.fromViews + plan.toViews).filter { DefaultAnimator.canAnimate(plan.states[$0]) }
    let inputs = defaultViews.map { v -> DurationResolution.Input in
      let base = tree.nodes[tree.nodeOfView[v]!].base
      return .init(
        state: plan.states[v]!, position: base.position, size: base.size, transform: base.transform)
    }
    let durations = DurationResolution.resolve(inputs, override: scene.transition.duration)
    var animations = [ViewAnimation?](repeating: nil, count: tree.nodes.count)
    var longest = 0.0
    for (k, v) in defaultViews.enumerated() {
      let n = tree.nodeOfView[v]!
      let state = plan.states[v]!
      let curve = state.timingFunction ?? scene.transition.timing ?? .standard
      let a = ViewAnimation(
        view: v, appearing: plan.index[v].side == .to, placed: tree.nodes[n].base, state: state,
        duration: durations[k], curve: curve)
      tree.setBase(a.base, of: n)
      animations[n] = a
      longest = max(longest, a.stopTime)
    }
    let claims = tree.nodes.map { claimsOfView[$0.view] ?? [] }
    for (n, node) in tree.nodes.enumerated() {
      for k in claims[n] {
        let d = options.animators[k].duration(view: plan.index[node.view], state: plan.states[node.view])
        guard d.isFinite && d >= 0 else {
          throw TransitionError(
            path: "options.animators[\(k)]",
            message: "needs \(d) s for \(plan.index[node.view].key); durations must be finite and ≥ 0")
        }
        longest = max(longest, d)
      }
    }
    self.tree = tree
    self.snapshotsByID = Dictionary(tree.nodes.compactMap(\.snapshot).map { ($0.id, $0) }) { a, _ in a }
    self.animations = animations
    self.claims = claims
    self.animationDuration = longest

    let clear = plan.isOverFullScreen
    self.containerLayer = Layer(
      key: "container", position: Point(scene.canvas.size.width / 2, scene.canvas.size.height / 2),
      size: scene.canvas.size, backgroundColor: clear ? .clear : scene.transition.containerColor)
    var roots: [Layer] = []
    for side in [Side.to, .from] {
      let r = plan.root(side)
      // An animated root is at alpha 0 (Hero hides every animated view) and everything it shows is
      // in its own snapshot layer, so its live layer is left out rather than drawn invisible.
      if animating.contains(r) { continue }
      roots.append(Self.liveRoot(plan: plan, side: side, animating: animating))
    }
    self.liveRoots = roots
    self.timeline = nil
    if let interaction {
      self.timeline = try InteractiveTimeline(interaction: interaction, transition: self)
    }
    // Durations, delays, cascades and script times are each finite, but their sum can still be
    // absurd (1e300 s): refuse it here rather than let a frame count overflow downstream.
    guard totalDuration <= Self.maximumDuration else {
      throw TransitionError(
        path: scene.transition.interactive != nil ? "transition.interactive" : "transition",
        message:
          "the transition would last \(totalDuration) s; at most \(Int(Self.maximumDuration)) s is supported (check durations, delays and script times)"
      )
    }
  }

  /// The longest transition accepted, seconds (an hour: 216,000 frames at 60 fps).
  public static let maximumDuration = 3600.0

  /// Seconds to the end state (after any interactive script and its release animation).
  ///
  /// Played without interaction, Hero calls `complete(after: animationDuration)`, which completes
  /// at once when that is at most 1/120 s (§7.3): such a transition has no animated frames.
  public var totalDuration: Double {
    if let timeline { return timeline.endTime }
    return animationDuration <= InteractiveTimeline.completionThreshold ? 0 : animationDuration
  }

  /// The bitmaps the animated views show, in creation order.
  public var snapshots: [Snapshot] { tree.nodes.compactMap(\.snapshot) }

  /// Hero's progress (0…1) at `time`: time over duration while playing, the scripted progress while
  /// interactive, the completion runner's afterwards; 1 once finished, 0 once cancelled.
  public func progress(at time: Double) -> Double {
    let t = min(max(time, 0), totalDuration)
    if let timeline { return timeline.progress(at: t) }
    guard t < totalDuration else { return 1 }
    return animationDuration > 0 ? t / animationDuration : 1
  }

  /// Number of frames at `fps`: one at each i / fps below `totalDuration`, plus the end state.
  public func frameCount(fps: Double) -> Int {
    guard fps.isFinite, fps > 0 else { return 1 }
    let total = totalDuration
    // Int(_:) traps beyond Int.max; no real sequence comes near 2^31 frames.
    let steps = (total * fps).rounded(.up)
    guard steps < Double(Int32.max) else { return Int(Int32.max) }
    var k = max(0, Int(steps))
    while k > 0 && Double(k - 1) / fps >= total { k -= 1 }
    while Double(k) / fps < total { k += 1 }
    return k + 1
  }

  /// The time of frame `index` at `fps`: `min(index / fps, totalDuration)`.
  public func frameTime(index: Int, fps: Double) -> Double {
    guard fps.isFinite, fps > 0 else { return totalDuration }
    return min(Double(max(0, index)) / fps, totalDuration)
  }

  /// The real root view of `side` during the animation: its live tree, with hidden stand-ins for
  /// the `animating` views. Only for a root that does not animate itself (an animated root is
  /// drawn entirely by its own snapshot layer).
  static func liveRoot(plan: TransitionPlan, side: Side, animating: Set<Int>) -> Layer {
    let live = LiveLayers(plan: plan, side: side, animating: animating)
    let root = plan.index[plan.root(side)]
    var layer = live.layer(for: root.view, tint: root.tintColor, descendants: .hiddenStandIns)
    if layer.contents == .none { layer.contents = .view }
    return layer
  }

  /// The real screen `side` as laid out, nothing animated (the end state).
  static func naturalRoot(plan: TransitionPlan, side: Side) -> Layer {
    liveRoot(plan: plan, side: side, animating: [])
  }
}
