import HeroModel
import Testing

@testable import HeroEngine

/// Hero-semantics §4.3: which states `ignoreSubviewModifiers` removes, read live while the
/// pass walks the from list then the to list, and matched subviews getting a fresh Match state.
@Suite struct IgnoreSubviewModifiersStateTests {
  typealias S = TestScenes

  @Test func nonRecursiveClearsOnlyDirectSubviewsOnTheFromSideToo() throws {
    let tr = try checkedTransition(
      scene: S.scene(
        from: S.page(
          "a",
          children: [
            S.box(
              "list", Rect(0, 0, 300, 300), modifiers: [.ignoreSubviewModifiers(recursive: false)],
              children: [
                S.box(
                  "row", Rect(0, 0, 300, 50), modifiers: [.fade],
                  children: [S.box("dot", Rect(0, 0, 10, 10), modifiers: [.scale(0.5)])])
              ])
          ]),
        to: S.page("b")))
    #expect(tr.state("from/row") == nil)
    // A grandchild keeps its state: scale(0.5) is m11 = m22 = 0.5.
    let dot = try #require(tr.state("from/dot")?.transform)
    #expect(dot.m11 == 0.5 && dot.m22 == 0.5)
    // The ignoring view itself keeps its own state (only its subviews lose theirs).
    #expect(tr.state("from/list")?.ignoreSubviewModifiers == false)
  }

  @Test func aClearedSubviewsOwnIgnoreFlagNoLongerApplies() throws {
    // Hero reads each view's state while walking: `row` loses its state (and its flag) to `list`
    // before the walk reaches it, so `dot` keeps its modifiers.
    let tr = try checkedTransition(
      scene: S.scene(
        from: S.page("a"),
        to: S.page(
          "b",
          children: [
            S.box(
              "list", Rect(0, 0, 300, 300), modifiers: [.ignoreSubviewModifiers(recursive: false)],
              children: [
                S.box(
                  "row", Rect(0, 0, 300, 50), modifiers: [.ignoreSubviewModifiers(recursive: true)],
                  children: [S.box("dot", Rect(0, 0, 10, 10), modifiers: [.cornerRadius(5)])])
              ])
          ])))
    #expect(tr.state("to/row") == nil)
    #expect(tr.state("to/dot")?.cornerRadius == 5)
  }

  @Test func anOffScreenIgnoringViewHasNoStateAndClearsNothing() throws {
    // `list` lies entirely off screen, so the visibility filter gives it no state (hero-semantics §4.2) and its
    // flag is never seen; its on-screen child keeps its fade.
    let tr = try checkedTransition(
      scene: S.scene(
        from: S.page("a"),
        to: S.page(
          "b",
          children: [
            S.box(
              "list", Rect(400, 0, 100, 100), modifiers: [.ignoreSubviewModifiers(recursive: true)],
              children: [S.box("c", Rect(-100, 0, 50, 50), modifiers: [.fade])])
          ])))
    #expect(tr.state("to/list") == nil)
    #expect(tr.state("to/c")?.opacity == 0)
  }

  @Test func aMatchedSubviewGetsAFreshMatchStateWithoutItsOwnModifiers() throws {
    // `g`'s own scale(2) and cornerRadius(9) go; Match then builds a new state: two-way source,
    // presenting → to snapshot fades in (opacity 0), Source forces the global space.
    let tr = try checkedTransition(
      scene: S.scene(
        kind: .present,
        from: S.page("a", children: [S.box("g", Rect(10, 10, 50, 50), heroID: "g")]),
        to: S.page(
          "b",
          children: [
            S.box(
              "card", Rect(0, 100, 375, 300), modifiers: [.ignoreSubviewModifiers(recursive: true)],
              children: [
                S.box(
                  "inner", Rect(0, 0, 375, 300),
                  children: [
                    S.box("g", Rect(20, 20, 100, 100), heroID: "g", modifiers: [.scale(2), .cornerRadius(9)])
                  ])
              ])
          ])))
    let g = try #require(tr.state("to/g"))
    #expect(g.source == "g" && g.opacity == 0 && g.cornerRadius == nil && g.coordinateSpace == .global)
    // Source: the to snapshot starts at the from view's centre (35, 35) and size 50 × 50; the
    // transform is the identity map to the from view (no scale(2) left).
    #expect(g.position == Point(35, 35) && g.size == Size(50, 50))
    #expect(g.transform == .identity)
    #expect(tr.frame(at: 0).layer("to/g")?.position == Point(35, 35))
  }
}
