import HeroModel
import Testing

@testable import HeroEngine

/// Every frame of a gallery of transitions holds the invariants (start values at 0, end values at
/// the end, opacities in 0…1, no NaN, the same layers stacked in every frame); frame timing and
/// the end states.
@Suite struct TransitionInvariantTests {
  static var gallery: [Scene] {
    let nested = TestScenes.page(
      "b",
      children: [
        TestScenes.box(
          "card", Rect(20, 100, 335, 200), modifiers: [.scale(0.8), .fade, .rotate(0.3)],
          children: [
            TestScenes.box("title", Rect(10, 10, 100, 20), modifiers: [.translate(x: -50)]),
            TestScenes.box(
              "badge", Rect(300, 0, 30, 30),
              modifiers: [.useGlobalCoordinateSpace, .arc, .position(x: 0, y: 600)]),
          ]),
        TestScenes.box(
          "live", Rect(0, 500, 375, 100),
          modifiers: [.useNoSnapshot, .spring(stiffness: 250, damping: 15), .translate(y: 100)],
          children: [
            TestScenes.box(
              "liveKid", Rect(0, 0, 50, 50),
              modifiers: [.cornerRadius(25), .overlay(color: .black, opacity: 0.5)])
          ]),
      ])
    return [
      TestScenes.matchBasic,
      TestScenes.scene(kind: .push, animation: .auto, from: TestScenes.page("a"), to: nested),
      TestScenes.scene(kind: .pop, animation: .auto, from: nested, to: TestScenes.page("a")),
      TestScenes.scene(kind: .present, animation: .zoom, from: TestScenes.page("a"), to: nested),
      TestScenes.scene(
        kind: .present, animation: .cover(.up), presentation: .overFullScreen, from: TestScenes.page("a"),
        to: nested),
      TestScenes.scene(
        kind: .present, animation: .none, timing: .easeOutBack, from: TestScenes.page("a"),
        to: TestScenes.page(
          "b", children: [TestScenes.box("bouncy", Rect(0, 0, 100, 100), modifiers: [.fade, .scale(0.2)])])),
    ]
  }

  @Test(arguments: 0..<6) func everyFrameHoldsTheInvariants(_ i: Int) throws {
    let tr = try checkedTransition(scene: Self.gallery[i])
    TransitionInvariants.check(tr)
    TransitionInvariants.check(tr, fps: 7)
  }

  @Test func frameTimingIncludesTheEndExactly() throws {
    let tr = try checkedTransition(
      scene: TestScenes.scene(
        kind: .push, animation: .push(.left), from: TestScenes.page("a"), to: TestScenes.page("b")))
    // 0.35 s at 60 fps: frames 0…20 (20/60 = 0.333 < 0.35), then the end at 0.35.
    #expect(tr.frameCount(fps: 60) == 22)
    #expect(tr.frameTime(index: 20, fps: 60) == 20.0 / 60 && tr.frameTime(index: 21, fps: 60) == 0.35)
    #expect(tr.frameCount(fps: 20) == 8)
    #expect(tr.frameTime(index: 7, fps: 20) == 0.35)
    #expect(tr.frame(at: -1).time == 0 && tr.frame(at: 9).time == 0.35)
    #expect(tr.progress(at: 0.175) == 0.5)
  }

  @Test func overFullScreenKeepsThePresenterUnderAClearContainer() throws {
    let tr = try checkedTransition(scene: Self.gallery[4])
    let frame = tr.frame(at: 0.1)
    #expect(frame.layers[0].backgroundColor == .clear)
    let end = tr.frame(at: tr.totalDuration)
    #expect(end.keys.first == "container" && end.keys.last == "to/b")
    #expect(end.keys.contains("from/a"))
    #expect(end.layers[0].backgroundColor == .clear)
  }

  @Test func endStateIsTheDestinationAsLaidOut() throws {
    let tr = try checkedTransition(scene: Self.gallery[1])
    let end = tr.frame(at: tr.totalDuration)
    #expect(end.keys == ["container", "to/b"])
    #expect(end.layers[0].backgroundColor == .black)
    let root = end.layers[1]
    #expect(root.contents == .view)
    #expect(root.sublayers.map(\.key) == ["to/card", "to/live"])
    #expect(root.sublayers[0].sublayers.map(\.opacity) == [1, 1])
    #expect(root.sublayers[0].transform == .identity)
  }

  @Test func badModifierValuesAreErrorsWithThePath() {
    let scene = TestScenes.scene(
      from: TestScenes.page("a"),
      to: TestScenes.page(
        "b", children: [TestScenes.box("x", Rect(0, 0, 10, 10), modifiers: [.size(width: -1, height: 2)])]))
    do {
      _ = try Transition(scene: scene)
      Issue.record("negative size accepted")
    } catch {
      #expect(error.path == "to.children[0].modifiers")
      #expect(error.description == "to.children[0].modifiers: size(-1.0, 2.0) must be finite and ≥ 0")
    }
  }
}

/// Bad values from modifiers, begin states and scripts are errors naming where they are.
@Suite struct TransitionValidationTests {
  func error(_ modifiers: [Modifier]) -> TransitionError? {
    let scene = TestScenes.scene(
      from: TestScenes.page("a"),
      to: TestScenes.page("b", children: [TestScenes.box("x", Rect(0, 0, 10, 10), modifiers: modifiers)]))
    do {
      _ = try Transition(scene: scene)
      return nil
    } catch { return error }
  }

  @Test func nonFiniteAndNegativeValuesAreRejected() {
    #expect(error([.opacity(.nan)])?.path == "to.children[0].modifiers")
    #expect(error([.backgroundColor(Color(red: .nan, green: 0, blue: 0))]) != nil)
    #expect(error([.cornerRadius(-2)])?.message == "cornerRadius(-2.0) must be ≥ 0")
    #expect(error([.delay(-1)])?.message == "delay(-1.0) must be ≥ 0 seconds")
    #expect(error([.spring(stiffness: 0, damping: 10)]) != nil)
    #expect(
      error([.beginWith(.position(x: .infinity, y: 0))])?.path == "to.children[0].modifiers (beginWith)")
    #expect(error([.fade, .scale(0.5), .cornerRadius(3)]) == nil)
  }

  @Test func scriptModifiersAreChecked() {
    let scene = TestScenes.scene(
      interactive: InteractiveScript(applies: [
        .init(time: 0, view: ViewKey(.to, "b"), modifiers: [.opacity(.nan)])
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
}
