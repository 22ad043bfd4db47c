import HeroModel
import Testing

@testable import HeroEngine

/// User passes and animators (plugins, hero-semantics §7.5) through a real transition.
@Suite struct TransitionAnimatorTests {
  /// Claims views whose id starts with "spin" and turns them a quarter turn per second.
  struct SpinAnimator: TransitionAnimator {
    func canAnimate(view: IndexedView, state: TargetState?) -> Bool { view.key.id.hasPrefix("spin") }
    func duration(view: IndexedView, state: TargetState?) -> Double { 2 }
    func apply(to layer: inout Layer, view: IndexedView, state: TargetState?, time: Double) {
      layer.transform = .rotation(angle: time * .pi / 2, x: 0, y: 0, z: 1)
    }
  }

  /// Fades every leaf of the to screen.
  struct FadeLeaves: TransitionPass {
    func process(_ plan: inout TransitionPlan) {
      for i in plan.toViews where plan.index[i].children.isEmpty && !plan.index[i].isRoot {
        plan.append([.fade], to: i)
      }
    }
  }

  @Test func animatorClaimsAndDrivesViews() throws {
    let scene = TestScenes.scene(
      from: TestScenes.page("a", children: [TestScenes.box("spinner", Rect(0, 0, 50, 50))]),
      to: TestScenes.page("b"))
    let tr = try checkedTransition(scene: scene, options: .init(animators: [SpinAnimator()]))
    #expect(tr.totalDuration == 2)
    #expect(tr.frame(at: 1).layer("from/spinner")!.transform.m12 == 1)
    #expect(tr.frame(at: 0).layer("from/spinner")!.contents == .snapshot(id: "from/spinner"))
    // The real view is hidden in the live root.
    #expect(tr.frame(at: 1).layers[2].sublayers[0].opacity == 0)
    TransitionInvariants.check(tr, fps: 10)
  }

  @Test func userPassesRunAfterHeros() throws {
    let scene = TestScenes.scene(
      from: TestScenes.page("a"),
      to: TestScenes.page("b", children: [TestScenes.box("leaf", Rect(0, 0, 10, 10))]))
    let tr = try checkedTransition(scene: scene, options: .init(passes: [FadeLeaves()]))
    #expect(tr.keyAnimation(.opacity, of: "to/leaf")!.from == .number(0))
  }

  struct Forever: TransitionAnimator {
    func canAnimate(view: IndexedView, state: TargetState?) -> Bool { view.isRoot }
    func duration(view: IndexedView, state: TargetState?) -> Double { .infinity }
    func apply(to layer: inout Layer, view: IndexedView, state: TargetState?, time: Double) {}
  }

  @Test func anEndlessAnimatorIsAnError() {
    let scene = TestScenes.scene(from: TestScenes.page("a"), to: TestScenes.page("b"))
    #expect(throws: TransitionError.self) {
      try Transition(scene: scene, options: .init(animators: [Forever()]))
    }
  }
}
