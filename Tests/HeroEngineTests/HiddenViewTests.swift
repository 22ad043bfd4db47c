import HeroModel
import Testing

@testable import HeroEngine

/// Hero-semantics §4.2 ("other hidden views are still collected") and Core Animation's
/// rule that a hidden layer draws neither itself nor its sublayers: a hidden view takes part in
/// the passes (it animates, matches, cascades) but every layer standing for it stays hidden, at
/// every frame and at the end (docs/engine.md, "Hidden views").
@Suite struct HiddenViewTests {
  typealias S = TestScenes

  @Test func aHiddenViewWithModifiersAnimatesInvisibly() throws {
    let ghost = View(
      id: "ghost", frame: Rect(0, 0, 100, 100), backgroundColor: .red, isHidden: true,
      border: Border(width: 3),
      modifiers: [.translate(x: 100, y: 0), .duration(1), .timingFunction(.linear)],
      children: [S.box("kid", Rect(10, 10, 20, 20), modifiers: [.fade])])
    let tr = try checkedTransition(
      scene: S.scene(from: S.page("a", children: [ghost]), to: S.page("b")))
    #expect(tr.animatingViews.contains(tr.plan.index.index(of: ViewKey(.from, "ghost"))!))
    let f = tr.frame(at: 0.5)
    let layer = try #require(f.layer("from/ghost"))
    // It moves (50 of 100 pt) but is not drawn: its border stays hidden with it, and its local
    // animated child rides inside the hidden layer.
    #expect(layer.isHidden && layer.transform.m41 == 50)
    #expect(layer.sublayers.map(\.key) == ["from/kid"])
    // The stand-in in the live root is hidden too.
    let root = try #require(f.layers.first { $0.key == "from/a" })
    #expect(root.sublayers.first { $0.key == "from/ghost#standIn" }?.isHidden == true)
  }

  @Test func aHiddenMatchedViewStillMatchesAndOnlyItsPartnerShows() throws {
    // Presenting, both opaque: the from snapshot would stay at opacity 1 under the to snapshot;
    // hidden, it draws nothing, so the to view grows out of the hidden view's frame while fading in.
    let tr = try checkedTransition(
      scene: S.scene(
        kind: .present,
        from: S.page(
          "a",
          children: [
            View(id: "h", frame: Rect(0, 0, 50, 50), backgroundColor: .red, isHidden: true, heroID: "h")
          ]),
        to: S.page("b", children: [S.box("h", Rect(100, 100, 200, 200), heroID: "h")])))
    #expect(tr.state("to/h")?.source == "h" && tr.state("from/h")?.opacity == nil)
    let start = tr.frame(at: 0)
    #expect(start.layer("from/h")!.isHidden)
    let to = try #require(start.layer("to/h"))
    #expect(!to.isHidden && to.opacity == 0 && to.position == Point(25, 25) && to.size == Size(50, 50))
    // At the end the real screen shows; a hidden view there stays hidden.
    let end = tr.frame(at: tr.totalDuration)
    #expect(end.layer("to/h")?.isHidden == false)
  }
}
