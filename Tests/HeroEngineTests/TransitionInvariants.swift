import HeroModel
import Testing

@testable import HeroEngine

/// The invariants every test transition must hold on every frame (issue 3): start values at
/// t = 0, end values at the end, opacities within 0…1, nothing NaN, the same layers in every frame.
enum TransitionInvariants {
  static func check(_ tr: Transition, fps: Double = 60, sourceLocation: SourceLocation = #_sourceLocation) {
    let count = tr.frameCount(fps: fps)
    var animatedKeys: [String]?
    for i in 0..<count {
      let t = tr.frameTime(index: i, fps: fps)
      let frame = tr.frame(at: t)
      #expect(frame.time == t, sourceLocation: sourceLocation)
      #expect(
        (0...1).contains(frame.progress), "progress \(frame.progress) at \(t)", sourceLocation: sourceLocation
      )
      for layer in frame.layers { checkLayer(layer, at: t, sourceLocation: sourceLocation) }
      // z-order: no layer twice at the top level, and every animated frame stacks the same layers.
      #expect(
        Set(frame.keys).count == frame.keys.count, "duplicate top-level keys at \(t)",
        sourceLocation: sourceLocation)
      if case .completed = tr.phase(at: t) { continue }
      let sorted = frame.keys.sorted()
      if let animatedKeys {
        #expect(sorted == animatedKeys, "layers change at \(t)", sourceLocation: sourceLocation)
      } else {
        animatedKeys = sorted
      }
    }
    #expect(tr.frameTime(index: count - 1, fps: fps) == tr.totalDuration, sourceLocation: sourceLocation)
    guard tr.timeline == nil else { return }
    // Start and end values of every key of every top-level animated view.
    for n in tr.tree.containerChildren {
      guard let anim = tr.animations[n] else { continue }
      let start = tr.nodeLayer(n, phase: .playing(clock: 0))
      let end = tr.nodeLayer(n, phase: .playing(clock: tr.animationDuration))
      for k in anim.keys {
        let expectedStart = k.key.value(
          in: {
            var l = anim.base
            k.key.set(k.from, on: &l)
            return l
          }())
        let expectedEnd = k.key.value(
          in: {
            var l = anim.base
            k.key.set(k.to, on: &l)
            return l
          }())
        #expect(k.key.value(in: start) == expectedStart, "\(k.key) start", sourceLocation: sourceLocation)
        #expect(k.key.value(in: end) == expectedEnd, "\(k.key) end", sourceLocation: sourceLocation)
      }
    }
  }

  static func checkLayer(_ l: Layer, at t: Double, sourceLocation: SourceLocation) {
    #expect(
      (0...1).contains(l.opacity), "\(l.key) opacity \(l.opacity) at \(t)", sourceLocation: sourceLocation)
    #expect(
      (0...1).contains(l.shadowOpacity), "\(l.key) shadowOpacity at \(t)", sourceLocation: sourceLocation)
    if let o = l.overlay {
      #expect((0...1).contains(o.opacity), "\(l.key) overlay at \(t)", sourceLocation: sourceLocation)
    }
    let numbers =
      [
        l.position.x, l.position.y, l.size.width, l.size.height, l.anchorPoint.x, l.anchorPoint.y, l.opacity,
        l.zPosition, l.cornerRadius, l.borderWidth, l.shadowOpacity, l.shadowRadius, l.shadowOffset.width,
        l.shadowOffset.height, l.contentsScale, l.contentsRect.origin.x, l.contentsRect.size.width,
      ]
      + l.transform.elements + (l.backgroundColor?.components ?? []) + l.borderColor.components
      + l.shadowColor.components
    #expect(numbers.allSatisfy { $0.isFinite }, "\(l.key) has a NaN at \(t)", sourceLocation: sourceLocation)
    #expect(l.size.width >= 0 && l.size.height >= 0, "\(l.key) negative size", sourceLocation: sourceLocation)
    for s in l.sublayers { checkLayer(s, at: t, sourceLocation: sourceLocation) }
  }
}

/// Builds a transition and checks the invariants on every frame of it at 60 fps: every test
/// transition goes through here.
func checkedTransition(
  scene: Scene, interaction: Interaction? = nil, options: TransitionOptions = .init(),
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> Transition {
  let tr =
    if let interaction {
      try Transition(scene: scene, interaction: interaction, options: options)
    } else {
      try Transition(scene: scene, options: options)
    }
  TransitionInvariants.check(tr, sourceLocation: sourceLocation)
  return tr
}
