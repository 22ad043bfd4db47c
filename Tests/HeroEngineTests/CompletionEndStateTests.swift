import HeroModel
import Testing

@testable import HeroEngine

/// Hero-semantics §7.4: what the completed frame shows. Finished → the destination screen
/// as laid out over the container colour; cancelled → the source; an over-full-screen presentation
/// keeps the presenter with its snapshots in their end state under the presented screen, on a
/// clear container, and a cancelled over-full-screen dismissal is symmetric.
@Suite struct CompletionEndStateTests {
  typealias S = TestScenes

  /// From `a` holds `x` (disappearing: moves +50 in x) and `still`; to `b` holds `y` (appearing:
  /// starts 80 pt lower) and a hidden `h`. No template.
  func scene(
    kind: TransitionKind = .present, presentation: PresentationStyle = .fullScreen,
    interactive: InteractiveScript? = nil
  ) -> Scene {
    S.scene(
      kind: kind, presentation: presentation, interactive: interactive,
      from: S.page(
        "a",
        children: [
          S.box("x", Rect(0, 0, 40, 40), modifiers: [.translate(x: 50, y: 0)]),
          S.box("still", Rect(0, 100, 40, 40), color: .blue),
        ]),
      to: S.page(
        "b",
        children: [
          S.box("y", Rect(0, 0, 40, 40), color: .green, modifiers: [.translate(x: 0, y: 80)]),
          View(id: "h", frame: Rect(0, 200, 10, 10), backgroundColor: .red, isHidden: true),
        ]))
  }

  /// A root laid out as in the scene: live, every child at its natural place and opacity.
  func expectNatural(
    _ root: Layer, _ key: String, children: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(root.key == key && root.contents == .view && root.opacity == 1, sourceLocation: sourceLocation)
    #expect(root.sublayers.map(\.key) == children, sourceLocation: sourceLocation)
    #expect(
      root.sublayers.allSatisfy { $0.transform == .identity && $0.opacity == 1 },
      sourceLocation: sourceLocation)
  }

  @Test func finishedShowsOnlyTheDestinationOverTheContainerColour() throws {
    let tr = try checkedTransition(scene: scene())
    let end = tr.frame(at: tr.totalDuration)
    #expect(end.keys == ["container", "to/b"])
    #expect(end.layers[0].backgroundColor == .black)
    expectNatural(end.layers[1], "to/b", children: ["to/y", "to/h"])
    #expect(end.layers[1].sublayers[1].isHidden)
  }

  @Test func cancelledShowsOnlyTheSource() throws {
    let script = InteractiveScript(
      progress: [.init(time: 0, progress: 0), .init(time: 0.1, progress: 0.5)],
      release: .init(time: 0.1, action: .cancel))
    let tr = try checkedTransition(scene: scene(interactive: script))
    let end = tr.frame(at: tr.totalDuration)
    #expect(end.keys == ["container", "from/a"])
    expectNatural(end.layers[1], "from/a", children: ["from/x", "from/still"])
  }

  @Test func finishedOverFullScreenPresentationKeepsThePresenterAndItsEndSnapshots() throws {
    let tr = try checkedTransition(scene: scene(presentation: .overFullScreen))
    let end = tr.frame(at: tr.totalDuration)
    #expect(end.keys == ["container", "from/a", "from/x", "to/b"])
    #expect(end.layers[0].backgroundColor == .clear)
    // The presenter's live root keeps `x` at alpha 0 (Hero stores its hidden alpha) and `still`.
    let presenter = end.layers[1]
    #expect(
      presenter.sublayers.map(\.key) == ["from/x#standIn", "from/still"] && presenter.sublayers[0].opacity == 0)
    // x's snapshot stays where its animation ended: 50 pt to the right.
    #expect(end.layers[2].contents == .snapshot(id: "from/x") && end.layers[2].transform.m41 == 50)
    // The presented screen on top, as laid out (y without its start offset).
    expectNatural(end.layers[3], "to/b", children: ["to/y", "to/h"])
  }

  @Test func cancelledOverFullScreenDismissalIsSymmetric() throws {
    // Dismissing the over-full-screen `a` back to the presenter `b`, cancelled at once: the
    // presenter `b` keeps its snapshots as they started (y 80 pt lower), `a` stays on top.
    let script = InteractiveScript(
      progress: [.init(time: 0, progress: 0), .init(time: 0.1, progress: 0.5)],
      release: .init(time: 0.1, action: .cancel, animate: false))
    let tr = try checkedTransition(
      scene: scene(kind: .dismiss, presentation: .overFullScreen, interactive: script))
    let end = tr.frame(at: tr.totalDuration)
    #expect(end.keys == ["container", "to/b", "to/y", "from/a"])
    #expect(end.layers[0].backgroundColor == .clear)
    #expect(end.layers[2].contents == .snapshot(id: "to/y") && end.layers[2].transform.m42 == 80)
    expectNatural(end.layers[3], "from/a", children: ["from/x", "from/still"])
  }

  @Test func finishedOverFullScreenDismissalIsTheOrdinaryEnd() throws {
    let tr = try checkedTransition(scene: scene(kind: .dismiss, presentation: .overFullScreen))
    let end = tr.frame(at: tr.totalDuration)
    #expect(end.keys == ["container", "to/b"])
    #expect(end.layers[0].backgroundColor == .clear)
  }
}
