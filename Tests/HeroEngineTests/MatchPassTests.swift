import HeroModel
import Testing

@testable import HeroEngine

/// Match (hero-spec §4.6): two-way source, timing copied onto the from view (decision 1), the
/// cross-fade rules for opaque and non-opaque pairs, and the basic match scene end to end.
@Suite struct MatchPassTests {
  func scene(kind: TransitionKind, fromBox: View, toBox: View) -> Scene {
    TestScenes.scene(
      kind: kind, animation: .none, from: TestScenes.page("a", children: [fromBox]),
      to: TestScenes.page("b", children: [toBox]))
  }

  @Test func presentingOpaquePairKeepsFromVisibleAndFadesToIn() throws {
    let tr = try checkedTransition(
      scene: scene(
        kind: .present, fromBox: TestScenes.box("x", Rect(20, 100, 100, 100), heroID: "h"),
        toBox: TestScenes.box("y", Rect(0, 0, 375, 300), heroID: "h")))
    #expect(tr.state("from/x")!.opacity == nil)
    #expect(tr.keyAnimation(.opacity, of: "to/y")!.from == .number(0))
    #expect(tr.keyAnimation(.opacity, of: "from/x") == nil)
    // The from view shows its shadow, so the to view's is dropped.
    #expect(tr.state("to/y")!.displayShadow == false)
    // The to snapshot is directly above its from partner.
    #expect(tr.frame(at: 0.1).keys.suffix(2) == ["from/x", "to/y"])
    TransitionInvariants.check(tr)
  }

  @Test func nonOpaquePairCrossFades() throws {
    var from = TestScenes.box("x", Rect(20, 100, 100, 100), color: .red.withAlpha(0.5), heroID: "h")
    from.isOpaqueOverride = false
    let tr = try checkedTransition(
      scene: scene(
        kind: .present, fromBox: from, toBox: TestScenes.box("y", Rect(0, 0, 375, 300), heroID: "h")))
    #expect(tr.keyAnimation(.opacity, of: "to/y")!.from == .number(0))
    #expect(tr.keyAnimation(.opacity, of: "from/x")!.to == .number(0))
    TransitionInvariants.check(tr)
  }

  @Test func forceNonFadeSuppressesTheCrossFade() throws {
    let tr = try checkedTransition(
      scene: scene(
        kind: .present,
        fromBox: TestScenes.box(
          "x", Rect(20, 100, 100, 100), color: nil, heroID: "h", modifiers: [.forceNonFade]),
        toBox: TestScenes.box("y", Rect(0, 0, 375, 300), heroID: "h")))
    #expect(tr.keyAnimation(.opacity, of: "from/x") == nil)
  }

  @Test func dismissingPutsFromOnTopAndFadesItOut() throws {
    let tr = try checkedTransition(
      scene: scene(
        kind: .dismiss, fromBox: TestScenes.box("x", Rect(0, 0, 375, 300), heroID: "h"),
        toBox: TestScenes.box("y", Rect(20, 100, 100, 100), heroID: "h")))
    #expect(tr.plan.insertToViewFirst)
    #expect(tr.keyAnimation(.opacity, of: "from/x")!.to == .number(0))
    #expect(tr.state("to/y")!.opacity == nil)
    #expect(tr.state("from/x")!.displayShadow == false)
    #expect(tr.frame(at: 0.1).keys.suffix(2) == ["to/y", "from/x"])
  }

  @Test func fromViewTakesTheToViewsTiming() throws {
    let tr = try checkedTransition(
      scene: scene(
        kind: .present,
        fromBox: TestScenes.box(
          "x", Rect(20, 100, 100, 100), heroID: "h", modifiers: [.duration(2), .delay(1)]),
        toBox: TestScenes.box(
          "y", Rect(0, 0, 375, 300), heroID: "h", modifiers: [.spring(stiffness: 250, damping: 30), .arc])))
    let f = tr.state("from/x")!
    #expect(f.duration == nil && f.delay == 0)
    #expect(f.spring == SpringParameters(stiffness: 250, damping: 30))
    #expect(f.arc == 1)
    #expect(f.source == "h" && tr.state("to/y")!.source == "h")
  }

  @Test func basicMatchSceneMovesEachPairBetweenItsFrames() throws {
    let tr = try checkedTransition(scene: TestScenes.matchBasic)
    // Only the matched pairs animate (the roots get a fade template only with `auto` + no root
    // modifiers: here the default is fade on the to root too).
    let red = try #require(tr.keyAnimation(.position, of: "from/red"))
    #expect(red.from == .point(Point(70, 150)) && red.to == .point(Point(187.5, 150)))
    let redTo = try #require(tr.keyAnimation(.position, of: "to/red"))
    #expect(redTo.from == .point(Point(70, 150)) && redTo.to == .point(Point(187.5, 150)))
    #expect(tr.keyAnimation(.size, of: "to/red")!.from == .size(Size(100, 100)))
    // Both sides share the pair's duration: automatic from the to view.
    #expect(tr.viewAnimation("from/red")!.duration == tr.viewAnimation("to/red")!.duration)
    let end = tr.frame(at: tr.totalDuration)
    #expect(end.keys == ["container", "to/detail"])
    #expect(end.layers[1].sublayers.map(\.key) == ["to/red", "to/blue"])
    TransitionInvariants.check(tr)
  }
}
