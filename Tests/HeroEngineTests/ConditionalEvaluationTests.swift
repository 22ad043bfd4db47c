import HeroModel
import Testing

@testable import HeroEngine

/// Hero-semantics §4.4: evaluation order, nested `when`, and every `ConditionalContext`
/// field against the id maps built after the visibility filter.
@Suite struct ConditionalEvaluationTests {
  typealias S = TestScenes

  /// A page carrying heroID "root", so the two roots are a matched pair.
  func rootPage(_ id: String, children: [View]) -> View {
    var page = S.page(id, children: children)
    page.heroID = "root"
    return page
  }

  @Test func pairsAreAppendedInInsertionOrderAfterTheUsersModifiers() throws {
    // The pass appends to the built state, so a true pair wins over a plain modifier written after
    // it, and of two true pairs the later one wins (last writer).
    let tr = try checkedTransition(
      scene: S.scene(
        from: S.page("a"),
        to: S.page(
          "b",
          children: [
            S.box(
              "x", Rect(0, 0, 50, 50),
              modifiers: [
                .whenAppearing(.opacity(0.3)), .opacity(0.8), .whenPresenting(.opacity(0.6)),
                .whenDismissing(.opacity(0.1)),
              ])
          ])))
    #expect(tr.state("to/x")?.opacity == 0.6)
  }

  @Test func nestedWhenIsAppendedButNotEvaluated() throws {
    let tr = try checkedTransition(
      scene: S.scene(
        from: S.page(
          "a",
          children: [
            S.box(
              "x", Rect(0, 0, 50, 50),
              modifiers: [.whenDisappearing(.cornerRadius(4), .whenDisappearing(.opacity(0.5)))])
          ]),
        to: S.page("b")))
    let x = try #require(tr.state("from/x"))
    #expect(x.cornerRadius == 4 && x.opacity == nil)
    #expect(x.conditionalModifiers.count == 2)
  }

  @Test func isMatchedUsesTheFilteredIdMaps() throws {
    // The from view with heroID "h" lies off screen: it is not registered, so the to view is not
    // matched (no fade) and Match leaves it alone.
    let tr = try checkedTransition(
      scene: S.scene(
        from: S.page("a", children: [S.box("h", Rect(0, 700, 50, 50), heroID: "h")]),
        to: S.page(
          "b",
          children: [
            S.box("h", Rect(0, 0, 50, 50), heroID: "h", modifiers: [.whenMatched(.cornerRadius(3))])
          ])))
    #expect(tr.state("to/h")?.cornerRadius == nil && tr.state("to/h")?.source == nil)
  }

  @Test func onlyTheLastDuplicateIdIsMatched() throws {
    // Two from views share heroID "h": the later in pre-order is registered; the earlier one is
    // not matched although its id exists on the to side.
    let scene = S.scene(
      from: S.page(
        "a",
        children: [
          S.box("first", Rect(0, 0, 50, 50), heroID: "h", modifiers: [.whenMatched(.cornerRadius(1))]),
          S.box("second", Rect(0, 60, 50, 50), heroID: "h", modifiers: [.whenMatched(.cornerRadius(2))]),
        ]),
      to: S.page("b", children: [S.box("t", Rect(0, 0, 80, 80), heroID: "h")]))
    let tr = try checkedTransition(scene: scene)
    #expect(tr.state("from/first")?.cornerRadius == nil)
    #expect(tr.state("from/second")?.cornerRadius == 2)
    let plan = try TransitionPlan(scene: scene)
    let ctx = plan.conditionalContext(for: plan.index.index(of: ViewKey(.from, "second"))!)
    #expect(ctx.isMatched && ctx.matchedView == ViewKey(.to, "t"))
  }

  @Test func theNearestMatchedAncestorIsFoundAndTheViewItselfIsNotItsAncestor() throws {
    let scene = S.scene(
      from: rootPage("a", children: [S.box("c", Rect(0, 0, 100, 100), heroID: "card")]),
      to: rootPage(
        "b",
        children: [
          S.box(
            "c", Rect(0, 0, 300, 300), heroID: "card",
            children: [
              S.box(
                "mid", Rect(0, 0, 100, 100),
                children: [S.box("leaf", Rect(0, 0, 10, 10), heroID: "leafOnlyHere")])
            ])
        ]))
    let plan = try TransitionPlan(scene: scene)
    func ctx(_ side: Side, _ id: String) -> ConditionalContext {
      plan.conditionalContext(for: plan.index.index(of: ViewKey(side, id))!)
    }
    // leaf → mid (unmatched) → c (matched): the nearest matched ancestor is c.
    #expect(
      ctx(.to, "leaf").isAncestorViewMatched && ctx(.to, "leaf").matchedAncestorView == ViewKey(.to, "c"))
    #expect(!ctx(.to, "leaf").isMatched)
    // c is matched itself; its nearest matched ancestor is the root, not itself.
    #expect(ctx(.to, "c").isMatched && ctx(.to, "c").matchedAncestorView == ViewKey(.to, "b"))
    // The root has no ancestor inside the container.
    #expect(ctx(.from, "a").isMatched && !ctx(.from, "a").isAncestorViewMatched)
    #expect(ctx(.from, "a").matchedAncestorView == nil)
  }

  @Test func kindFieldsPerTransitionKind() throws {
    let expected: [(TransitionKind, presenting: Bool, nav: Bool, tab: Bool)] = [
      (.present, true, false, false), (.dismiss, false, false, false), (.push, true, true, false),
      (.pop, false, true, false), (.tabForward, true, false, true), (.tabBackward, false, false, true),
    ]
    for (kind, presenting, nav, tab) in expected {
      let plan = try TransitionPlan(
        scene: S.scene(
          kind: kind, from: S.page("a"), to: S.page("b", children: [S.box("x", Rect(0, 0, 9, 9))])))
      let to = plan.conditionalContext(for: plan.index.index(of: ViewKey(.to, "x"))!)
      let from = plan.conditionalContext(for: plan.root(.from))
      #expect(to.isPresenting == presenting && from.isPresenting == presenting, "\(kind)")
      #expect(to.isInNavigationController == nav && to.isInTabBarController == tab, "\(kind)")
      #expect(to.isAppearing && !from.isAppearing, "\(kind)")
    }
  }

  @Test func customConditionsSeeTheKindAndPresentingFlags() throws {
    let navPop = CustomCondition(name: "navPop") { $0.isInNavigationController && !$0.isPresenting }
    let tr = try checkedTransition(
      scene: S.scene(
        kind: .pop, animation: .none,
        from: S.page(
          "a", children: [S.box("x", Rect(0, 0, 50, 50), modifiers: [.when(.custom(navPop), .fade)])]),
        to: S.page("b")))
    #expect(tr.state("from/x")?.opacity == 0)
  }
}
