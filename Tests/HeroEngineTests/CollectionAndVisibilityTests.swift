import HeroModel
import Testing

@testable import HeroEngine

/// Collection and the visibility filter (hero-semantics §4.2, §4.6 edge case): dropped
/// views are not id-registered (cannot match) yet a dropped to view with a visible source still
/// receives Match's state; hidden views are collected.
@Suite struct CollectionAndVisibilityTests {
  @Test func droppedFromViewCannotBeMatched() throws {
    let tr = try checkedTransition(
      scene: TestScenes.scene(
        from: TestScenes.page("a", children: [TestScenes.box("x", Rect(400, 0, 50, 50), heroID: "h")]),
        to: TestScenes.page("b", children: [TestScenes.box("y", Rect(0, 0, 50, 50), heroID: "h")])))
    #expect(tr.state("from/x") == nil && tr.state("to/y") == nil)
    #expect(tr.animatingViews.isEmpty)
  }

  @Test func droppedToViewWithVisibleSourceStillGetsMatchState() throws {
    let tr = try checkedTransition(
      scene: TestScenes.scene(
        from: TestScenes.page("a", children: [TestScenes.box("x", Rect(20, 100, 100, 100), heroID: "h")]),
        to: TestScenes.page("b", children: [TestScenes.box("y", Rect(400, 0, 50, 50), heroID: "h")])))
    let t = try #require(tr.state("to/y"))
    // Match: source h, opacity 0 (presenting); Source prepares it against the visible from view.
    #expect(t.opacity == 0 && t.source == "h")
    #expect(t.position == Point(70, 150) && t.size == Size(100, 100))
    // The from view is not paired (no destination registered): Match gave it a state but Source
    // did not prepare it, and with nothing animatable it stays in the live tree.
    #expect(tr.state("from/x")!.position == nil)
    let y = tr.plan.index.index(of: ViewKey(.to, "y"))!
    #expect(tr.animatingViews == [y])
  }

  @Test func hiddenViewsAreCollected() throws {
    let hidden = View(
      id: "h", frame: Rect(0, 0, 50, 50), backgroundColor: .red, isHidden: true, modifiers: [.fade])
    let tr = try checkedTransition(
      scene: TestScenes.scene(from: TestScenes.page("a", children: [hidden]), to: TestScenes.page("b")))
    #expect(tr.state("from/h")?.opacity == 0)
  }

  @Test func heroDisabledRootStaysLiveAndUncollected() throws {
    // Hero: a disabled root contributes nothing to the flattened list, yet the real root view is
    // in the container. The auto default (fade) targets the roots, but an uncollected root never
    // animates; the to side's fading child still does.
    var from = TestScenes.page(
      "a", modifiers: [.scale(0.5)], children: [TestScenes.box("x", Rect(0, 0, 50, 50), modifiers: [.fade])])
    from.isHeroEnabled = false
    let tr = try checkedTransition(
      scene: TestScenes.scene(
        kind: .present, animation: .auto, from: from,
        to: TestScenes.page("b", children: [TestScenes.box("y", Rect(0, 0, 50, 50), modifiers: [.fade])])))
    #expect(tr.plan.fromViews.isEmpty)
    #expect(tr.plan.index[tr.plan.root(.from)].key == ViewKey(.from, "a"))
    let f = tr.frame(at: 0.1)
    #expect(f.layer("from/a")!.contents == .view && f.layer("from/a")!.transform == .identity)
    #expect(f.layer("from/x")!.opacity == 1)
    #expect(tr.animatingViews.map { tr.plan.index[$0].key.description }.sorted() == ["to/b", "to/y"])
  }
}
