import HeroModel
import Testing

@testable import HeroEngine

/// The cascade (hero-semantics §4.7), by hand: delays reach a subview and its
/// descendants that have a state, matched views only with `delayMatchedViews` (view and pair get
/// count × delta + initialDelay), initialDelay = the cascading view's own delay, and the sort runs
/// over all real subviews, with UIKit frames (transformed bounding boxes) in the parent's space.
@Suite struct CascadeDelayTests {
  @Test func ranksCountEverySubviewEvenUncollectedOnes() throws {
    // Children at y = 0, 100 (hero-disabled: not collected, still ranked), 200; delta 0.1, own delay 0.05.
    let kids = [
      TestScenes.box("k0", Rect(0, 0, 50, 50), modifiers: [.fade]),
      View(id: "k1", frame: Rect(0, 100, 50, 50), backgroundColor: .red, isHeroEnabled: false),
      TestScenes.box(
        "k2", Rect(0, 200, 50, 50), modifiers: [.fade],
        children: [
          TestScenes.box("g", Rect(0, 0, 10, 10), modifiers: [.fade]),
          TestScenes.box("plain", Rect(20, 0, 10, 10)),
        ]),
    ]
    let parent = TestScenes.box(
      "p", Rect(0, 0, 375, 600), modifiers: [.cascade(delta: 0.1, direction: .topToBottom), .delay(0.05)],
      children: kids)
    let tr = try checkedTransition(
      scene: TestScenes.scene(
        from: TestScenes.page("a", children: [parent]), to: TestScenes.page("b")))
    #expect(approx(tr.state("from/k0")!.delay, 0.05))
    #expect(approx(tr.state("from/k2")!.delay, 0.25))
    #expect(approx(tr.state("from/g")!.delay, 0.25))
    #expect(tr.state("from/plain") == nil)
    #expect(approx(tr.state("from/p")!.delay, 0.05))
  }

  @Test func matchedViewsGetTheFinalDelayWithTheirPair() throws {
    let kids = [
      TestScenes.box("k0", Rect(0, 0, 50, 50), modifiers: [.fade]),
      TestScenes.box("m", Rect(0, 100, 50, 50), heroID: "h"),
      TestScenes.box("k2", Rect(0, 200, 50, 50), modifiers: [.fade]),
    ]
    func scene(_ delayMatched: Bool) -> Scene {
      TestScenes.scene(
        from: TestScenes.page(
          "a",
          children: [
            TestScenes.box(
              "p", Rect(0, 0, 375, 600),
              modifiers: [
                .cascade(delta: 0.1, direction: .topToBottom, delayMatchedViews: delayMatched), .delay(0.05),
              ], children: kids)
          ]),
        to: TestScenes.page("b", children: [TestScenes.box("m2", Rect(100, 300, 80, 80), heroID: "h")]))
    }
    let off = try checkedTransition(scene: scene(false))
    #expect(off.state("from/m")!.delay == 0 && off.state("to/m2")!.delay == 0)
    // finalDelay = 3 × 0.1 + 0.05.
    let on = try checkedTransition(scene: scene(true))
    #expect(approx(on.state("from/m")!.delay, 0.35) && approx(on.state("to/m2")!.delay, 0.35))
    #expect(approx(on.state("from/k2")!.delay, 0.25))
  }

  @Test func sortUsesUIKitFramesOfTransformedSubviews() throws {
    // k0: frame (0, 100, 100, 100) scaled ×3 about its centre (50, 150): UIKit frame minY = 0.
    // k1: frame (200, 50, 100, 100): minY = 50. Top to bottom: k0 first.
    let kids = [
      View(
        id: "k0", frame: Rect(0, 100, 100, 100), backgroundColor: .red,
        transform: Transform3D.identity.scaled(x: 3, y: 3), modifiers: [.fade]),
      TestScenes.box("k1", Rect(200, 50, 100, 100), modifiers: [.fade]),
    ]
    let parent = TestScenes.box(
      "p", Rect(0, 0, 375, 600), modifiers: [.cascade(delta: 0.1, direction: .topToBottom)], children: kids)
    let tr = try checkedTransition(
      scene: TestScenes.scene(from: TestScenes.page("a", children: [parent]), to: TestScenes.page("b")))
    #expect(tr.state("from/k0")!.delay == 0)
    #expect(approx(tr.state("from/k1")!.delay, 0.1))
  }
}
