import HeroModel

extension Transition {
  /// The bounds sizes Hero's size animation has laid a node's subtree out for, in order, at
  /// `phase`: the snapshot's own size, then every `setSize` call (hero-semantics §6.10). The last step is the one
  /// being animated. Without a size animation: just the snapshot's size.
  ///
  /// Playing or seeking: base → from (set before the animation) → to (animated). After an
  /// interactive release Hero's resume calls `setSize` again from the model size (the original
  /// `to`) to the presentation size, then animates to the release target.
  func sizeChain(_ n: NodeID, phase: TransitionPhase) -> [Size] {
    let base = tree.nodes[n].base.size
    // By index: `firstIndex(where:)` would copy each key animation to test its key.
    guard let keys = animations[n]?.keys, let k = keys.indices.first(where: { keys[$0].key == .size }),
      case .size(let from) = keys[k].from, case .size(let to) = keys[k].to
    else { return [base] }
    var chain = [base, from, to]
    if case .resumed = phase, let resumed = timeline?.ending.resumedKeys[n].first(where: { $0.key == .size }),
      case .size(let p) = resumed.from, case .size(let target) = resumed.to
    {
      chain += [p, target]
    }
    return chain
  }

  /// Lays `sublayers` out for the layer's `current` size along `chain` (see `sizeChain`).
  ///
  /// When no size in the chain has a zero dimension this is one proportional resize from the
  /// first size to `current` (the chain's steps compose to exactly that). Otherwise the steps are
  /// replayed as Hero does — a zero dimension puts every subview at the new size's centre with the
  /// new size — and the subtree is interpolated between its layouts before and after the animated
  /// last step, at the fraction the layer's size has reached (UIKit animates the subviews' frames
  /// with the same curve as the bounds).
  static func layOut(_ sublayers: inout [Layer], chain: [Size], current: Size) {
    guard chain.count >= 3, chain.contains(where: { $0.width == 0 || $0.height == 0 }) else {
      resize(&sublayers, from: chain[0], to: current)
      return
    }
    var before = sublayers
    for k in 1..<(chain.count - 1) { resize(&before, from: chain[k - 1], to: chain[k]) }
    var after = before
    let (a, b) = (chain[chain.count - 2], chain[chain.count - 1])
    resize(&after, from: a, to: b)
    let (dw, dh) = (b.width - a.width, b.height - a.height)
    let f: Double =
      abs(dw) >= abs(dh)
      ? (dw == 0 ? 1 : (current.width - a.width) / dw) : (current.height - a.height) / dh
    sublayers = interpolate(before, after, fraction: f)
  }

  /// Positions and sizes of two layouts of the same layer tree, `fraction` of the way from `a` to
  /// `b` (sizes kept ≥ 0 when an overshooting curve extrapolates).
  static func interpolate(_ a: [Layer], _ b: [Layer], fraction f: Double) -> [Layer] {
    zip(a, b).map { x, y in
      var l = x
      l.position = x.position.interpolated(to: y.position, fraction: f)
      let s = x.size.interpolated(to: y.size, fraction: f)
      l.size = Size(max(0, s.width), max(0, s.height))
      l.sublayers = interpolate(x.sublayers, y.sublayers, fraction: f)
      return l
    }
  }
}
