import HeroModel
import Testing

@testable import HeroEngine

/// Conditional modifiers (hero-semantics §4.4).
@Suite struct ConditionalPassTests {
  @Test func conditionsSeeTheContext() throws {
    let scene = TestScenes.scene(
      kind: .present,
      from: TestScenes.page(
        "a",
        children: [
          TestScenes.box("m", Rect(0, 0, 10, 10), heroID: "h", modifiers: [.whenMatched(.scale(0.5))]),
          TestScenes.box(
            "u", Rect(0, 0, 10, 10), modifiers: [.whenMatched(.fade), .whenDisappearing(.opacity(0.3))]),
        ]),
      to: TestScenes.page(
        "b",
        children: [
          TestScenes.box(
            "n", Rect(0, 0, 10, 10), heroID: "h",
            modifiers: [
              .whenPresenting(.rotate(1)), .whenDismissing(.fade), .whenAppearing(.cornerRadius(4)),
            ])
        ]))
    let tr = try checkedTransition(scene: scene)
    #expect(tr.state("from/m")!.transform != nil)
    #expect(tr.state("from/u")!.opacity == 0.3)
    let n = tr.state("to/n")!
    #expect(n.cornerRadius == 4)
    #expect(n.transform != nil)
    // Match overwrites the matched pair's opacity afterwards (to fades in when presenting).
    #expect(n.opacity == 0)
  }

  @Test func customConditionsAndNestedWhenAreNotReevaluated() throws {
    let wide = CustomCondition(name: "isTo") { $0.view.side == .to }
    let scene = TestScenes.scene(
      from: TestScenes.page("a"),
      to: TestScenes.page(
        "b",
        children: [
          TestScenes.box(
            "x", Rect(0, 0, 10, 10), modifiers: [.when(.custom(wide), .fade, .whenAppearing(.scale(2)))])
        ]))
    let tr = try checkedTransition(scene: scene)
    let x = tr.state("to/x")!
    #expect(x.opacity == 0)
    #expect(x.transform == nil)
    #expect(x.conditionalModifiers.count == 2)
  }

  @Test func ancestorMatchIsReported() throws {
    let scene = TestScenes.scene(
      from: TestScenes.page("a", children: [TestScenes.box("card", Rect(0, 0, 100, 100), heroID: "c")]),
      to: TestScenes.page(
        "b",
        children: [
          TestScenes.box(
            "card", Rect(0, 0, 200, 200), heroID: "c", children: [TestScenes.box("t", Rect(0, 0, 5, 5))])
        ]))
    let plan = try TransitionPlan(scene: scene)
    let ctx = plan.conditionalContext(for: plan.index.index(of: ViewKey(.to, "t"))!)
    #expect(ctx.isAncestorViewMatched && ctx.matchedAncestorView == ViewKey(.to, "card"))
    #expect(!ctx.isMatched && ctx.isAppearing && ctx.isPresenting)
  }
}
