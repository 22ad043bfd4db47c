import HeroModel
import Testing

@testable import HeroEngine

/// The visibility filter (hero-semantics §4.2, D16): strict overlap with the container;
/// `forceAnimate` bypasses it; dropped views get no state and cannot match.
@Suite struct VisibilityFilterTests {
  func index(_ children: [View]) throws -> ViewIndex {
    try ViewIndex(
      scene: TestScenes.scene(from: TestScenes.page("a", children: children), to: TestScenes.page("b")))
  }

  @Test func edgeTouchingViewIsOffScreen() throws {
    let idx = try index([
      TestScenes.box("edge", Rect(375, 0, 100, 100), heroID: "e", modifiers: [.fade]),
      TestScenes.box("inside", Rect(374, 0, 100, 100), modifiers: [.fade]),
    ])
    let edge = idx.index(of: ViewKey(.from, "edge"))!
    #expect(!idx[edge].isVisible)
    #expect(idx.initialStates[edge] == nil)
    #expect(idx.view(heroID: "e", on: .from) == nil)
    #expect(idx[idx.index(of: ViewKey(.from, "inside"))!].isVisible)
  }

  @Test func forceAnimateBypassesTheFilter() throws {
    let idx = try index([TestScenes.box("far", Rect(1000, 0, 10, 10), modifiers: [.forceAnimate, .fade])])
    let far = idx.index(of: ViewKey(.from, "far"))!
    #expect(idx[far].isVisible)
    #expect(idx.initialStates[far]?.opacity == 0)
  }

  @Test func transformsCountInTheBoundingBox() throws {
    var moved = TestScenes.box("moved", Rect(500, 0, 10, 10), modifiers: [.fade])
    moved.transform = .translation(x: -400, y: 0)
    let idx = try index([moved])
    #expect(idx[idx.index(of: ViewKey(.from, "moved"))!].isVisible)
  }

  @Test func droppedViewsDoNotAnimate() throws {
    let scene = TestScenes.scene(
      from: TestScenes.page("a", children: [TestScenes.box("off", Rect(0, 700, 10, 10), modifiers: [.fade])]),
      to: TestScenes.page("b"))
    let tr = try checkedTransition(scene: scene)
    #expect(tr.tree.nodes.isEmpty)
  }
}
