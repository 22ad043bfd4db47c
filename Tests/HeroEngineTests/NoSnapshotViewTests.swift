import HeroModel
import Testing

@testable import HeroEngine

/// Hero-semantics §6.3 (placement), hero-semantics §6.9, §6.10: a `.noSnapshot` view is the live view —
/// group opacity, its real background animated, live subviews resized proportionally, no
/// content-view corner copies — and its animated descendants ride inside it.
@Suite struct NoSnapshotViewTests {
  typealias S = TestScenes

  /// From page `a` holds `card` (100 × 100 at (50, 100), red, live) with a plain child `dot` and an
  /// animated local child `spin`. Linear, 1 s: at t = 0.5 every key is halfway.
  func transition() throws -> Transition {
    let card = S.box(
      "card", Rect(50, 100, 100, 100),
      modifiers: [
        .useNoSnapshot, .backgroundColor(.blue), .size(Size(200, 50)), .cornerRadius(10), .opacity(0.5),
        .duration(1), .timingFunction(.linear),
      ],
      children: [
        S.box("dot", Rect(0, 0, 50, 50), color: .green),
        S.box("spin", Rect(50, 50, 50, 50), color: .yellow, modifiers: [.fade]),
      ])
    return try checkedTransition(
      scene: S.scene(kind: .present, from: S.page("a", children: [card]), to: S.page("b")))
  }

  @Test func theLiveLayerAnimatesItsRealBackgroundWithGroupOpacity() throws {
    let f = try transition().frame(at: 0.5)
    let card = try #require(f.layer("from/card"))
    #expect(card.contents == .view && card.allowsGroupOpacity)
    // red (1, 0, 0, 1) → blue (0, 0, 1, 1), halfway.
    #expect(card.backgroundColor == Color(red: 0.5, green: 0, blue: 0.5, alpha: 1))
    #expect(card.opacity == 0.75 && card.cornerRadius == 5)
    // 100 × 100 → 200 × 50: 150 × 75, centred where the view was (100, 150).
    #expect(card.size == Size(150, 75) && card.position == Point(100, 150))
  }

  @Test func liveSubviewsResizeProportionallyWithoutCornerCopies() throws {
    let card = try #require(try transition().frame(at: 0.5).layer("from/card"))
    let dot = try #require(card.sublayers.first { $0.key == "from/dot" })
    // Ratio (150/100, 75/100) = (1.5, 0.75): centre (25, 25) → (37.5, 18.75), 50 × 50 → 75 × 37.5.
    #expect(dot.position == Point(37.5, 18.75) && dot.size == Size(75, 37.5))
    // Hero's content-view corner copy is for snapshots only: the live subview keeps radius 0.
    #expect(dot.cornerRadius == 0 && dot.backgroundColor == .green)
  }

  @Test func animatedDescendantsAreStandInsPlusTheirOwnSnapshotOnTop() throws {
    let tr = try transition()
    let card = try #require(tr.frame(at: 0.1).layer("from/card"))
    #expect(card.sublayers.map(\.key) == ["from/dot", "from/spin#standIn", "from/spin"])
    // The live spin is Hero's alpha-0 stand-in; its snapshot (a bitmap) is stacked last, inside
    // the live card, so it moves and fades with it.
    #expect(card.sublayers[1].opacity == 0 && card.sublayers[1].sublayers.isEmpty)
    #expect(card.sublayers[2].contents == .snapshot(id: "from/spin"))
    // The card left the live root entirely (Hero re-parents the real view).
    let root = try #require(tr.frame(at: 0.1).layers.first { $0.key == "from/a" })
    #expect(!root.sublayers.contains { $0.key == "from/card" })
  }

  @Test func aNoSnapshotChildOfANoSnapshotViewIsMovedToTheTop() throws {
    let card = S.box(
      "card", Rect(0, 0, 200, 200), modifiers: [.useNoSnapshot, .cornerRadius(8)],
      children: [
        S.box("live", Rect(0, 0, 20, 20), modifiers: [.useNoSnapshot, .opacity(0.5)]),
        S.box("still", Rect(50, 0, 20, 20)),
      ])
    let tr = try checkedTransition(
      scene: S.scene(from: S.page("a", children: [card]), to: S.page("b")))
    let layer = try #require(tr.frame(at: 0.1).layer("from/card"))
    // No stand-in for `live`: the real view itself is re-added on top of the card's subviews.
    #expect(layer.sublayers.map(\.key) == ["from/still", "from/live"])
    #expect(layer.sublayers[1].contents == .view && layer.sublayers[1].allowsGroupOpacity)
  }
}
