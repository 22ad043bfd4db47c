import HeroModel
import Testing

@testable import HeroEngine

/// Cascade (hero-semantics §4.7).
@Suite struct CascadePassTests {
  func rows(_ n: Int, modifiers: [Modifier] = [.fade], heroIDs: [Int: String] = [:]) -> [View] {
    (0..<n).map { i in
      TestScenes.box(
        "row\(i)", Rect(0, Double(100 * (n - i)), 375, 80), heroID: heroIDs[i], modifiers: modifiers,
        children: [TestScenes.box("label\(i)", Rect(10, 10, 50, 20), modifiers: [.fade])])
    }
  }

  @Test func topToBottomStaggersFiveChildrenAndTheirSubtrees() throws {
    let scene = TestScenes.scene(
      from: TestScenes.page("a"),
      to: TestScenes.page("b", modifiers: [.cascade(delta: 0.02, direction: .topToBottom)], children: rows(5))
    )
    let tr = try checkedTransition(scene: scene)
    // Rows are listed bottom-up, so row4 (y 100) starts first.
    let delays = (0..<5).map { tr.state("to/row\($0)")!.delay }
    let expected = [0.08, 0.06, 0.04, 0.02, 0.0]
    for (d, e) in zip(delays, expected) { #expect(approx(d, e)) }
    #expect(approx(tr.state("to/label0")!.delay, 0.08))
    #expect(approx(tr.viewAnimation("to/row0")!.keys[0].delay, 0.08))
    TransitionInvariants.check(tr)
  }

  @Test func parentDelayIsAddedAndBottomToTopReverses() throws {
    let scene = TestScenes.scene(
      from: TestScenes.page("a"),
      to: TestScenes.page(
        "b", modifiers: [.delay(0.1), .cascade(delta: 0.05, direction: .bottomToTop)], children: rows(3)))
    let tr = try checkedTransition(scene: scene)
    #expect(approx(tr.state("to/row0")!.delay, 0.1))
    #expect(approx(tr.state("to/row2")!.delay, 0.2))
  }

  @Test func matchedViewsWaitOnlyWhenAsked() throws {
    let to = rows(3, heroIDs: [1: "m"])
    let from = TestScenes.page("a", children: [TestScenes.box("m", Rect(0, 0, 10, 10), heroID: "m")])
    let plain = try checkedTransition(
      scene: TestScenes.scene(from: from, to: TestScenes.page("b", modifiers: [.cascade], children: to)))
    #expect(plain.state("to/row1")!.delay == 0)
    #expect(plain.state("from/m")!.delay == 0)
    let delayed = try checkedTransition(
      scene: TestScenes.scene(
        from: from, to: TestScenes.page("b", modifiers: [.cascade(delayMatchedViews: true)], children: to)))
    #expect(approx(delayed.state("to/row1")!.delay, 0.06))
    #expect(approx(delayed.state("from/m")!.delay, 0.06))
  }

  @Test func cascadeWithoutChildrenIsFine() throws {
    let tr = try checkedTransition(
      scene: TestScenes.scene(
        from: TestScenes.page("a"),
        to: TestScenes.page(
          "b", children: [TestScenes.box("x", Rect(0, 0, 10, 10), modifiers: [.cascade, .fade])])))
    #expect(tr.state("to/x")!.delay == 0)
  }
}
