import HeroModel

/// `relayoutText` (HeroFrames extension): a matched label's live text follows its animated frame.
extension Transition {
  /// Sets the text of node `n`'s layer for this frame when it is a `relayoutText` label.
  func applyTextRelayout(_ n: NodeID, to layer: inout Layer, phase: TransitionPhase) {
    guard let relayout = tree.nodes[n].relayout else { return }
    layer.contents = .text(relayout.text(at: relayoutFraction(n, layer: layer, phase: phase)))
  }

  /// How far label `n` is from the transition's start (0) to its end (1). Read off the layer's
  /// animated size (or else position), so the text always matches the frame's geometry in every
  /// phase (playing, scrubbed, resumed) and follows the same curve or spring; without either,
  /// the transition's progress.
  func relayoutFraction(_ n: NodeID, layer: Layer, phase: TransitionPhase) -> Double {
    for key in [AnimatedKey.size, .position] {
      guard let k = animations[n]?.keys.first(where: { $0.key == key }) else { continue }
      switch (k.from, k.to) {
      case (.size(let a), .size(let b)):
        if let f = Self.fraction(
          of: (layer.size.width, layer.size.height), from: (a.width, a.height), to: (b.width, b.height))
        {
          return f
        }
      case (.point(let a), .point(let b)):
        if let f = Self.fraction(of: (layer.position.x, layer.position.y), from: (a.x, a.y), to: (b.x, b.y)) {
          return f
        }
      default: continue
      }
    }
    switch phase {
    case .playing(let clock), .seeking(_, let clock):
      return animationDuration > 0 ? min(1, clock / animationDuration) : 1
    case .resumed(let time, _): return progress(at: time)
    case .completed(let finished): return finished ? 1 : 0
    }
  }

  /// Where `value` lies between `a` and `b`, along the axis that changes most; nil if neither does.
  static func fraction(
    of value: (Double, Double), from a: (Double, Double), to b: (Double, Double)
  ) -> Double? {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1)
    if abs(dx) >= abs(dy), dx != 0 { return (value.0 - a.0) / dx }
    if dy != 0 { return (value.1 - a.1) / dy }
    return nil
  }
}
