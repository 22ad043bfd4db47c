import HeroModel
import Testing

@testable import HeroEngine

/// Interactive transitions (hero-semantics §6.12, §7.3, D7): seek, apply, changeTarget and the
/// release animation, as a deterministic timeline.
@Suite struct InteractiveTimelineTests {
  func push(_ script: InteractiveScript) throws -> Transition {
    try checkedTransition(
      scene: TestScenes.scene(
        kind: .push, animation: .push(.left), interactive: script, from: TestScenes.page("a"),
        to: TestScenes.page("b")))
  }

  func tx(_ tr: Transition, _ t: Double, _ key: String = "to/b") -> Double {
    tr.frame(at: t).layer(key)!.transform.m41
  }

  @Test func updateHalfThenFinishTakesHalfTheDurationMore() throws {
    let tr = try push(
      InteractiveScript(
        progress: [.init(time: 0, progress: 0), .init(time: 0.2, progress: 0.5)],
        release: .init(time: 0.3, action: .finish)))
    #expect(approx(tr.totalDuration, 0.3 + 0.175, 1e-12))
    #expect(tr.finishes == true)
    // While interactive: a seek to progress × 0.35 s.
    let seek = tr.keyAnimation(.transform, of: "to/b")!.value(at: 0.175, seeking: true).transformValue!.m41
    #expect(approx(tx(tr, 0.25), seek, 1e-9))
    #expect(tr.progress(at: 0.1) == 0.25)
    #expect(tr.progress(at: 0.3) == 0.5)
    // After the release the runner covers the other half in 0.175 s.
    #expect(approx(tr.progress(at: 0.3 + 0.0875), 0.75, 1e-12))
    #expect(tr.state(at: 0.4) == .animating && tr.state(at: tr.totalDuration) == .possible)
    // The resumed key runs from where it was to the end with the same curve.
    let mid = tx(tr, 0.3 + 0.0875)
    let expected = seek * (1 - TimingCurve.deceleration.value(at: 0.5))
    #expect(approx(mid, expected, 1e-9))
    #expect(tr.frame(at: tr.totalDuration).keys == ["container", "to/b"])
    TransitionInvariants.check(tr)
  }

  @Test func cancelAtHalfReversesOverTheElapsedTime() throws {
    let tr = try push(
      InteractiveScript(progress: [.init(time: 0, progress: 0.5)], release: .init(time: 0.1, action: .cancel))
    )
    #expect(approx(tr.totalDuration, 0.1 + 0.175, 1e-12))
    #expect(tr.finishes == false)
    let atRelease = tx(tr, 0.1)
    #expect(atRelease > 0 && atRelease < 375)
    #expect(tx(tr, 0.1 + 0.1749) > 374)
    #expect(approx(tr.progress(at: 0.1 + 0.0875), 0.25, 1e-12))
    let end = tr.frame(at: tr.totalDuration)
    #expect(end.keys == ["container", "from/a"] && end.progress == 0)
    TransitionInvariants.check(tr)
  }

  @Test func releaseWithoutAnimationEndsAtOnce() throws {
    let tr = try push(
      InteractiveScript(
        progress: [.init(time: 0, progress: 0.3)], release: .init(time: 0.2, action: .cancel, animate: false))
    )
    #expect(tr.totalDuration == 0.2)
    #expect(tr.frame(at: 0.2).keys == ["container", "from/a"])
  }

  @Test func releaseAtTheEndCompletesWithinTheThreshold() throws {
    let tr = try push(
      InteractiveScript(progress: [.init(time: 0, progress: 1)], release: .init(time: 0.1, action: .finish)))
    #expect(tr.totalDuration == 0.1)
  }

  @Test func appliesShowOnTheViewAndItsPairAndResumeFromThere() throws {
    let scene = TestScenes.scene(
      kind: .present, animation: .none,
      interactive: InteractiveScript(
        progress: [.init(time: 0, progress: 0.5)],
        applies: [.init(time: 0.1, view: ViewKey(.to, "y"), modifiers: [.position(x: 10, y: 20)])],
        release: .init(time: 0.2, action: .finish)),
      from: TestScenes.page("a", children: [TestScenes.box("x", Rect(0, 0, 100, 100), heroID: "h")]),
      to: TestScenes.page("b", children: [TestScenes.box("y", Rect(100, 300, 100, 100), heroID: "h")]))
    let tr = try checkedTransition(scene: scene)
    #expect(tr.frame(at: 0.05).layer("to/y")!.position != Point(10, 20))
    #expect(tr.frame(at: 0.1).layer("to/y")!.position == Point(10, 20))
    #expect(tr.frame(at: 0.15).layer("from/x")!.position == Point(10, 20))
    let resumed = tr.frame(at: 0.2).layer("to/y")!.position
    #expect(resumed == Point(10, 20))
    let nearEnd = tr.nodeLayer(
      tr.tree.nodeOfView[tr.plan.index.index(of: ViewKey(.to, "y"))!]!, phase: .resumed(time: 1, local: 10))
    #expect(nearEnd.position == Point(150, 350))
    TransitionInvariants.check(tr)
  }

  @Test func changeTargetRedirectsTheRelease() throws {
    var gesture = Interaction()
    gesture.update(0.5, at: 0)
    gesture.changeTarget(
      modifiers: [.translate(x: 100)], isDestination: true, to: ViewKey(.from, "a"), at: 0.05)
    gesture.finish(at: 0.1)
    gesture.update(0.9, at: 0.2)  // ignored: after the release
    let tr = try checkedTransition(
      scene: TestScenes.scene(
        kind: .push, animation: .push(.left), from: TestScenes.page("a"), to: TestScenes.page("b")),
      interaction: gesture)
    let n = tr.tree.nodeOfView[tr.plan.root(.from)]!
    let end = tr.nodeLayer(n, phase: .resumed(time: 0.2, local: 10))
    #expect(end.transform.m41 == 100)
    #expect(gesture.progress.count == 2)
  }

  @Test func changeTargetReachesThePairWithTheFlagInverted() throws {
    var gesture = Interaction()
    gesture.update(0.5, at: 0)
    gesture.changeTarget(modifiers: [.position(x: 10, y: 20)], to: ViewKey(.to, "y"), at: 0)
    gesture.cancel(at: 0.1)
    let scene = TestScenes.scene(
      kind: .present,
      from: TestScenes.page("a", children: [TestScenes.box("x", Rect(0, 0, 100, 100), heroID: "h")]),
      to: TestScenes.page("b", children: [TestScenes.box("y", Rect(100, 300, 100, 100), heroID: "h")]))
    let tr = try checkedTransition(scene: scene, interaction: gesture)
    func end(_ key: ViewKey) -> Point {
      let n = tr.tree.nodeOfView[tr.plan.index.index(of: key)!]!
      return tr.nodeLayer(n, phase: .resumed(time: 0.2, local: 10)).position
    }
    // Cancelling runs back to the origins: y's is unchanged, x's origin became the new target.
    #expect(end(ViewKey(.to, "y")) == Point(50, 50))
    #expect(end(ViewKey(.from, "x")) == Point(10, 20))
  }

  @Test func programmaticInteractionMatchesTheScript() throws {
    var gesture = Interaction()
    gesture.update(0.5, at: 0)
    gesture.finish(at: 0.3)
    let scene = TestScenes.scene(
      kind: .push, animation: .push(.left), from: TestScenes.page("a"), to: TestScenes.page("b"))
    let a = try checkedTransition(scene: scene, interaction: gesture)
    let b = try push(
      InteractiveScript(progress: [.init(time: 0, progress: 0.5)], release: .init(time: 0.3, action: .finish))
    )
    for t in stride(from: 0.0, through: 0.5, by: 0.05) { #expect(a.frame(at: t) == b.frame(at: t)) }
  }

  @Test func lifecycleIsReplayedToObservers() throws {
    struct Recorder: TransitionObserver {
      var states: [TransitionState] = []
      var progress: [Double] = []
      mutating func transition(didUpdate state: TransitionState, at time: Double) { states.append(state) }
      mutating func transition(didUpdate progress: Double, at time: Double) { self.progress.append(progress) }
    }
    let tr = try push(
      InteractiveScript(progress: [.init(time: 0, progress: 0.5)], release: .init(time: 0.1, action: .finish))
    )
    var r = Recorder()
    tr.replay(to: &r, fps: 20)
    #expect(r.states == [.notified, .starting, .animating, .completing, .possible])
    #expect(r.progress.first == 0.5 && r.progress.allSatisfy { (0.5...1).contains($0) })
  }

  @Test func badScriptsAreErrors() throws {
    #expect(throws: TransitionError.self) {
      _ = try self.push(
        InteractiveScript(applies: [.init(time: 0, view: ViewKey(.to, "ghost"), modifiers: [.fade])]))
    }
  }
}
