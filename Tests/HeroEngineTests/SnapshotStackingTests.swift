import HeroModel
import Testing

@testable import HeroEngine

/// Snapshot parents and stacking (hero-semantics §6.2, §6.3), replayed by hand as Hero's
/// `addSubview` sequence: local children inside the nearest animated ancestor's snapshot, global
/// ones in the container, the matched pair raised with the paired view's global descendants and
/// later siblings re-raised, the groups swapped by insertToViewFirst, real roots below everything.
@Suite struct SnapshotStackingTests {
  func scene(kind: TransitionKind) -> Scene {
    let global: [Modifier] = [.fade, .useGlobalCoordinateSpace]
    let x = TestScenes.box(
      "x", Rect(20, 100, 100, 100), heroID: "h",
      children: [
        TestScenes.box("xc", Rect(0, 0, 20, 20), color: .blue, modifiers: global),
        TestScenes.box("xl", Rect(50, 50, 20, 20), color: .green, modifiers: [.fade]),
      ])
    let from = TestScenes.page(
      "a",
      children: [
        x, TestScenes.box("s", Rect(200, 100, 50, 50), modifiers: global),
        TestScenes.box("s2", Rect(200, 300, 50, 50), modifiers: [.fade]),
      ])
    let to = TestScenes.page(
      "b",
      children: [
        TestScenes.box("y", Rect(0, 0, 375, 300), heroID: "h"),
        TestScenes.box("z", Rect(100, 400, 50, 50), modifiers: [.fade]),
      ])
    return TestScenes.scene(kind: kind, animation: .none, from: from, to: to)
  }

  @Test func presentingStacksFromThenToWithThePairRaised() throws {
    // x, xc, (xl in x), s, s2 → [x, xc, s, s2]; y: x re-added, y, then xc and s re-raised
    // → [s2, x, y, xc, s]; z on top.
    let tr = try checkedTransition(scene: scene(kind: .present))
    let f = tr.frame(at: 0.05)
    #expect(
      f.keys == ["container", "to/b", "from/a", "from/s2", "from/x", "to/y", "from/xc", "from/s", "to/z"])
    #expect(f.layer("from/x")!.sublayers.map(\.key) == ["from/xl"])
  }

  @Test func dismissingStacksToThenFrom() throws {
    // y, z → [y, z]; x: y re-added, x above it (y has no global descendants; z is local)
    // → [z, y, x]; then xc, s, s2.
    let tr = try checkedTransition(scene: scene(kind: .dismiss))
    #expect(
      tr.frame(at: 0.05).keys == [
        "container", "to/b", "from/a", "to/z", "to/y", "from/x", "from/xc", "from/s", "from/s2",
      ])
  }
}
