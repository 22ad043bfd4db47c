import HeroModel

/// Where on its life a transition is at a given time.
enum TransitionPhase: Hashable, Sendable {
  /// Playing by itself: the animation clock equals the time.
  case playing(clock: Double)
  /// Interactive (hero-semantics §6.12 seek): the clock is progress × duration, frozen 1 ms before each key's end.
  case seeking(time: Double, clock: Double)
  /// Released with animation: the resumed keys run `local` seconds after the release.
  case resumed(time: Double, local: Double)
  /// Completed (hero-semantics §7.4): finished shows the destination screen, cancelled the source screen.
  case completed(finished: Bool)
}

extension Transition {
  /// The frame at `time` (clamped to 0…`totalDuration`): the container background, the real root
  /// views, then the snapshot layers in Hero's stacking (hero-semantics §6.13); at completion, the end state.
  public func frame(at time: Double) -> FrameState {
    let t = time.isNaN ? 0 : min(max(time, 0), totalDuration)
    let layers: [Layer]
    switch phase(at: t) {
    case .completed(let finished): layers = endLayers(finished: finished)
    case let phase:
      layers = FrameState.containerStack(
        containerLayer, children: liveRoots + tree.containerChildren.map { nodeLayer($0, phase: phase) })
    }
    return FrameState(
      time: t, progress: progress(at: t), canvasSize: scene.canvas.size, layers: layers,
      snapshots: snapshotsByID, fonts: scene.fonts)
  }

  func phase(at t: Double) -> TransitionPhase {
    if let timeline { return timeline.phase(at: t) }
    return t >= totalDuration ? .completed(finished: true) : .playing(clock: t)
  }

  /// One animated view's layer at `phase`, with its local children stacked inside it.
  func nodeLayer(_ n: NodeID, phase: TransitionPhase) -> Layer {
    // Fields are read in place (not `let node = tree.nodes[n]`): copying a node or a view animation
    // retains every reference its base layer holds, once per node per frame.
    var layer: Layer
    let pluginTime: Double
    switch phase {
    case .playing(let clock):
      layer = animations[n]?.layer(at: clock) ?? tree.nodes[n].base
      pluginTime = clock
    case .seeking(let time, let clock):
      layer = animations[n]?.layer(at: clock, seeking: true) ?? tree.nodes[n].base
      for (key, value) in timeline?.overrides(node: n, at: time) ?? [] { key.set(value, on: &layer) }
      pluginTime = clock
    case .resumed(let time, let local):
      layer = tree.nodes[n].base
      for k in timeline?.ending.resumedKeys[n] ?? [] { k.key.set(k.value(at: local), on: &layer) }
      pluginTime = progress(at: time) * animationDuration
    case .completed:
      layer = tree.nodes[n].base
      pluginTime = animationDuration
    }
    let view = tree.nodes[n].view
    if let effect = layer.effect, let animation = animations[n], plan.states[view]?.opacity == 0 {
      // Hero's property animator (hero-semantics §6.1): a fading effect view's effect goes linearly between nil
      // and the effect over the view's duration (no delay, no curve), besides the opacity fade.
      let f = animation.duration > 0 ? min(1, max(0, pluginTime / animation.duration)) : 1
      layer.effect = effect.scaled(by: animation.appearing ? f : 1 - f)
    }
    for k in claims[n] {
      animators[k].apply(to: &layer, view: plan.index[view], state: plan.states[view], time: pluginTime)
    }
    applyTextRelayout(n, to: &layer, phase: phase)
    if tree.nodes[n].hasContentLayer, !layer.sublayers.isEmpty {
      let (radius, rect, scale) = (layer.cornerRadius, layer.contentsRect, layer.contentsScale)
      layer.sublayers[0].cornerRadius = radius
      layer.sublayers[0].contentsRect = rect
      layer.sublayers[0].contentsScale = scale
    }
    layer.sublayers.append(contentsOf: tree.nodes[n].children.map { nodeLayer($0, phase: phase) })
    // hero-semantics §6.10: a size animation resizes the whole subtree proportionally. Only a
    // layer with sublayers or text has anything to lay out (most have neither: no size chain).
    var laysOut = !layer.sublayers.isEmpty
    if case .text = layer.contents { laysOut = true }
    let chain = laysOut ? sizeChain(n, phase: phase) : []
    // Kept for the live labels' model layout, only when a size animates (a copy retains the tree).
    let unlaid = chain.count >= 3 ? layer.sublayers : []
    if !layer.sublayers.isEmpty {
      let size = layer.size
      Self.layOut(&layer.sublayers, chain: chain, current: size)
    }
    markLiveLabels(n, layer: &layer, chain: chain, unlaid: unlaid)
    return layer
  }

  /// Hero's proportional subview resize (hero-semantics §6.10): each sublayer's centre and size scale by new/old
  /// per axis, recursively; a zero dimension on either side centres every sublayer at the new size.
  static func resize(_ sublayers: inout [Layer], from old: Size, to new: Size) {
    guard old != new else { return }
    let degenerate = old.width == 0 || old.height == 0 || new.width == 0 || new.height == 0
    for i in sublayers.indices {
      let before = sublayers[i].size
      if degenerate {
        sublayers[i].position = Point(new.width / 2, new.height / 2)
        sublayers[i].size = new
      } else {
        let (rx, ry) = (new.width / old.width, new.height / old.height)
        sublayers[i].position = Point(sublayers[i].position.x * rx, sublayers[i].position.y * ry)
        sublayers[i].size = Size(before.width * rx, before.height * ry)
      }
      resize(&sublayers[i].sublayers, from: before, to: sublayers[i].size)
    }
  }

  /// The end state (hero-semantics §7.4): the surviving screen as laid out over the container colour; for an
  /// over-full-screen presentation the presenter stays, with its snapshots in their end state.
  func endLayers(finished: Bool) -> [Layer] {
    let presenting = scene.transition.kind.isPresenting
    if plan.isOverFullScreen && finished == presenting {
      // Finished presentation: from stays under to; cancelled dismissal: to stays under from.
      let kept: Side = finished ? .from : .to
      let clock: Double = finished ? animationDuration : 0
      let keptSnapshots = tree.containerChildren.filter { plan.index[tree.nodes[$0].view].side == kept }
      let keptRoot =
        animatingViews.contains(plan.root(kept))
        ? [] : [Self.liveRoot(plan: plan, side: kept, animating: animatingViews)]
      return FrameState.containerStack(
        containerLayer,
        children: keptRoot + keptSnapshots.map { nodeLayer($0, phase: .playing(clock: clock)) }
          + [Self.naturalRoot(plan: plan, side: kept.other)])
    }
    return FrameState.containerStack(
      containerLayer, children: [Self.naturalRoot(plan: plan, side: finished ? .to : .from)])
  }
}
