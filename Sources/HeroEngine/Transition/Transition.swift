import HeroModel

/// A Hero transition between a scene's two screens, resolved once and sampled at any time.
///
/// Building it runs Hero's pipeline (hero-semantics §4): flatten both screens, run the passes (Hero's, then the
/// user's), pick the animated views, create and stack their snapshot layers (hero-semantics §6.2, §6.3), resolve
/// durations (hero-semantics §6.11) and build every key's animation (hero-semantics §6.4–§6.6). `frame(at:)` is then a pure
/// function of time: no clock, no mutation.
public struct Transition: Sendable {
  public let scene: Scene
  /// The plan after every pass.
  public let plan: TransitionPlan
  /// The animated views' layers, parents and stacking.
  public let tree: SnapshotTree
  /// The built-in animator's work, parallel to `tree.nodes` (nil for views only user animators
  /// claim).
  public let animations: IDArray<NodeID, ViewAnimation?>
  /// Seconds the animation takes when played without interaction (Hero's `totalDuration`).
  public let animationDuration: Double
  let animators: IDArray<AnimatorID, any TransitionAnimator>
  /// Per node: the user animators that claimed it.
  let claims: IDArray<NodeID, [AnimatorID]>
  let timeline: InteractiveTimeline?
  let containerLayer: Layer
  /// The real root views during the animation, back to front: to, then from (hero-semantics §4.1 step 9).
  let liveRoots: [Layer]
  /// Which views animate.
  public let animatingViews: Set<ViewID>
  /// The snapshots by id, as every `FrameState` carries them.
  let snapshotsByID: [String: Snapshot]

  /// Builds the transition for `scene`, with its interactive script when it has one.
  public init(scene: Scene, options: TransitionOptions = .init()) throws(TransitionError) {
    try self.init(
      scene: scene, interaction: scene.transition.interactive.map(Interaction.init(script:)), options: options
    )
  }

  /// Builds the transition for `scene` driven by `interaction` (nil: plays by itself).
  ///
  /// Each step is a function of the previous ones' results: settings, plan, the views that
  /// animate, their layers, their animations and durations, the container, then the timeline.
  public init(scene: Scene, interaction: Interaction?, options: TransitionOptions = .init())
    throws(TransitionError)
  {
    try Self.checkSettings(of: scene)
    let plan = try Self.plan(scene: scene, options: options)
    let animators = IDArray<AnimatorID, any TransitionAnimator>(options.animators)
    let chosen = AnimatedViews(plan: plan, animators: animators)
    var tree = SnapshotTree(plan: plan, animating: chosen.views)
    let (animations, longest) = Self.defaultAnimations(plan: plan, tree: &tree)
    let claims = IDArray<NodeID, [AnimatorID]>(tree.nodes.map { chosen.claims[$0.view] ?? [] })
    let claimedDurations = try Self.claimedDurations(claims, tree: tree, plan: plan, animators: animators)
    let duration = claimedDurations.joined().reduce(longest) { max($0, $1) }

    self.scene = scene
    self.plan = plan
    self.tree = tree
    self.animations = animations
    self.animationDuration = duration
    self.animators = animators
    self.claims = claims
    self.animatingViews = chosen.views
    self.snapshotsByID = Dictionary(tree.nodes.compactMap(\.snapshot).map { ($0.id, $0) }) { a, _ in a }
    self.containerLayer = Self.containerLayer(plan: plan)
    self.liveRoots = [Side.to, .from].filter { !chosen.views.contains(plan.root($0)) }.map {
      // An animated root is at alpha 0 (Hero hides every animated view) and everything it shows is
      // in its own snapshot layer, so its live layer is left out rather than drawn invisible.
      Self.liveRoot(plan: plan, side: $0, animating: chosen.views)
    }
    if let interaction {
      let input = InteractiveTimeline.Input(
        plan: plan, nodeOfView: tree.nodeOfView, animations: animations, claimedDurations: claimedDurations,
        animationDuration: duration, hasTransitionDuration: scene.transition.duration != nil)
      self.timeline = try InteractiveTimeline(interaction: interaction, input: input)
    } else {
      self.timeline = nil
    }
    try checkTotalDuration()
  }

  /// The canvas and the transition-wide duration, before anything is built from them.
  static func checkSettings(of scene: Scene) throws(TransitionError) {
    guard scene.canvas.size.isFinite, scene.canvas.size.width > 0, scene.canvas.size.height > 0 else {
      throw TransitionError(path: "canvas", message: "the canvas needs a finite, positive size")
    }
    if let d = scene.transition.duration, !(d.isFinite && d >= 0) {
      throw TransitionError(path: "transition.duration", message: "must be a finite number of seconds ≥ 0")
    }
  }

  /// Both screens flattened, with Hero's passes and then the user's run over them; every state
  /// they leave is checked.
  static func plan(scene: Scene, options: TransitionOptions) throws(TransitionError) -> TransitionPlan {
    var plan = try TransitionPlan(scene: scene)
    for pass in StandardPasses.passes(animators: options.animators) + options.passes { pass.process(&plan) }
    for i in plan.states.indices {
      if let state = plan.states[i] { try state.validate(path: plan.index[i].path + ".modifiers") }
    }
    return plan
  }

  /// Which views animate (hero-semantics §4.1 step 13): collected views the built-in animator or a
  /// user animator claims. Each user animator is asked once per view; its answers are kept.
  struct AnimatedViews {
    var views = Set<ViewID>()
    /// Per view: the user animators that claimed it (only views some animator claimed).
    var claims: [ViewID: [AnimatorID]] = [:]

    init(plan: TransitionPlan, animators: IDArray<AnimatorID, any TransitionAnimator>) {
      for v in plan.fromViews + plan.toViews {
        let claimed = animators.indices.filter {
          animators[$0].canAnimate(view: plan.index[v], state: plan.states[v])
        }
        if !claimed.isEmpty { claims[v] = claimed }
        if DefaultAnimator.canAnimate(plan.states[v]) || !claimed.isEmpty { views.insert(v) }
      }
    }
  }

  /// The built-in animator's work per node, with each node's base layer set to its animation's
  /// (after `beginWith`), and when the last of them stops. Durations are resolved together
  /// (hero-semantics §6.11), from side first, then to side, as Hero creates the contexts.
  static func defaultAnimations(
    plan: TransitionPlan, tree: inout SnapshotTree
  ) -> (animations: IDArray<NodeID, ViewAnimation?>, longest: Double) {
    let settings = plan.settings
    let defaultViews = (plan.fromViews + plan.toViews).filter { DefaultAnimator.canAnimate(plan.states[$0]) }
    let inputs = defaultViews.map { v -> DurationResolution.Input in
      let base = tree.nodes[tree.nodeOfView[v]!].base
      return .init(state: plan.states[v]!, position: base.position, size: base.size, transform: base.transform)
    }
    let durations = DurationResolution.resolve(inputs, override: settings.duration)
    var animations = IDArray<NodeID, ViewAnimation?>(repeating: nil, count: tree.nodes.count)
    var longest = 0.0
    for (k, v) in defaultViews.enumerated() {
      let n = tree.nodeOfView[v]!
      let state = plan.states[v]!
      let a = ViewAnimation(
        view: v, appearing: plan.index[v].side == .to, placed: tree.nodes[n].base, state: state,
        duration: durations[k], curve: state.timingFunction ?? settings.timing ?? .standard)
      tree.setBase(a.base, of: n)
      animations[n] = a
      longest = max(longest, a.stopTime)
    }
    return (animations, longest)
  }

  /// Per node: the seconds each claiming user animator needs. Throws for a duration that is not
  /// finite and ≥ 0, naming the animator.
  static func claimedDurations(
    _ claims: IDArray<NodeID, [AnimatorID]>, tree: SnapshotTree, plan: TransitionPlan,
    animators: IDArray<AnimatorID, any TransitionAnimator>
  ) throws(TransitionError) -> IDArray<NodeID, [Double]> {
    var durations = IDArray<NodeID, [Double]>(repeating: [], count: claims.count)
    for n in claims.indices {
      let view = tree.nodes[n].view
      for k in claims[n] {
        let d = animators[k].duration(view: plan.index[view], state: plan.states[view])
        guard d.isFinite && d >= 0 else {
          throw TransitionError(
            path: "options.animators[\(k)]",
            message: "needs \(d) s for \(plan.index[view].key); durations must be finite and ≥ 0")
        }
        durations[n].append(d)
      }
    }
    return durations
  }

  /// The container view: the canvas, filled with the container colour unless the presented
  /// screen is over full screen (then the presenter shows through).
  static func containerLayer(plan: TransitionPlan) -> Layer {
    let size = plan.canvas.size
    return Layer(
      key: "container", position: Point(size.width / 2, size.height / 2), size: size,
      backgroundColor: plan.isOverFullScreen ? .clear : plan.settings.containerColor)
  }

  /// Durations, delays, cascades and script times are each finite, but their sum can still be
  /// absurd (1e300 s): refuse it here rather than let a frame count overflow downstream.
  func checkTotalDuration() throws(TransitionError) {
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
  /// at once when that is at most 1/120 s (hero-semantics §7.3): such a transition has no animated frames.
  public var totalDuration: Double {
    if let timeline { return timeline.ending.endTime }
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
  static func liveRoot(plan: TransitionPlan, side: Side, animating: Set<ViewID>) -> Layer {
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
