import HeroModel
import Testing

@testable import HeroEngine

/// A script built in code names an apply by its position in `applies`, not
/// by its place after sorting by time.
@Suite struct InteractiveApplyIndexTests {
  @Test func applyErrorsNameThePositionInTheScript() {
    let scene = TestScenes.scene(
      interactive: InteractiveScript(applies: [
        .init(time: 0.3, view: ViewKey(.to, "b"), modifiers: [.opacity(.nan)]),
        .init(time: 0.1, view: ViewKey(.to, "b"), modifiers: [.fade]),
      ]),
      from: TestScenes.page("a"), to: TestScenes.page("b"))
    #expect(
      throws: TransitionError(
        path: "transition.interactive.apply[0].modifiers",
        message: "a modifier has a value that is not finite; use finite numbers")
    ) {
      try Transition(scene: scene)
    }
  }

  @Test func anExplicitEntryWins() {
    let scene = TestScenes.scene(
      interactive: InteractiveScript(applies: [
        .init(time: 0.1, view: ViewKey(.to, "ghost"), modifiers: [.fade], entry: 4)
      ]),
      from: TestScenes.page("a"), to: TestScenes.page("b"))
    #expect(
      throws: TransitionError(
        path: "transition.interactive.apply[4]", message: "no view 'to/ghost' takes part in the transition")
    ) {
      try Transition(scene: scene)
    }
  }

  @Test func aHeroDisabledRootTakesNoPart() {
    var from = TestScenes.page("a")
    from.isHeroEnabled = false
    let scene = TestScenes.scene(
      interactive: InteractiveScript(applies: [.init(time: 0.1, view: ViewKey(.from, "a"), modifiers: [.fade])]),
      from: from, to: TestScenes.page("b"))
    #expect(
      throws: TransitionError(
        path: "transition.interactive.apply[0]", message: "no view 'from/a' takes part in the transition")
    ) {
      try Transition(scene: scene)
    }
  }
}
