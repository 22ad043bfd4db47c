import HeroModel
import Testing

@testable import HeroEngine

/// ignoreSubviewModifiers (hero-semantics §4.3).
@Suite struct IgnoreSubviewModifiersPassTests {
  func scene(recursive: Bool) -> Scene {
    TestScenes.scene(
      from: TestScenes.page("a", children: [TestScenes.box("m", Rect(0, 0, 10, 10), heroID: "g")]),
      to: TestScenes.page(
        "b",
        children: [
          TestScenes.box(
            "list", Rect(0, 0, 375, 400), modifiers: [.ignoreSubviewModifiers(recursive: recursive), .fade],
            children: [
              TestScenes.box(
                "cell", Rect(0, 0, 375, 40), modifiers: [.fade],
                children: [TestScenes.box("icon", Rect(0, 0, 20, 20), modifiers: [.scale(2)])]),
              TestScenes.box("g", Rect(0, 100, 10, 10), heroID: "g", modifiers: [.fade]),
            ])
        ]))
  }

  @Test func directSubviewsLoseTheirStates() throws {
    let tr = try checkedTransition(scene: scene(recursive: false))
    #expect(tr.state("to/cell") == nil)
    #expect(tr.state("to/icon")?.transform != nil)
    #expect(tr.state("to/list")?.opacity == 0)
  }

  @Test func recursiveClearsTheSubtreeButMatchesSurvive() throws {
    let tr = try checkedTransition(scene: scene(recursive: true))
    #expect(tr.state("to/cell") == nil && tr.state("to/icon") == nil)
    // Match creates a fresh state for the matched subview.
    #expect(tr.state("to/g")?.source == "g")
    #expect(tr.state("to/g")?.opacity == 0)
  }
}
