import HeroModel
import Testing

@testable import HeroEngine

/// Snapshot contents, layer copies, parent selection and z-order (hero-semantics §6.2, §6.3).
@Suite struct SnapshotPlacementTests {
  func transition(from: [View] = [], to: [View], kind: TransitionKind = .present) throws -> Transition {
    try checkedTransition(
      scene: TestScenes.scene(
        kind: kind, from: TestScenes.page("a", children: from), to: TestScenes.page("b", children: to)))
  }

  @Test func snapshotCapturesTheSubtreeNeutralisedWithoutAnimatedDescendants() throws {
    var card = TestScenes.box(
      "card", Rect(20, 40, 200, 100), modifiers: [.translate(x: 10)],
      children: [
        TestScenes.box("still", Rect(0, 0, 20, 20), color: .blue),
        TestScenes.box(
          "moving", Rect(50, 0, 20, 20), modifiers: [.fade],
          children: [TestScenes.box("inner", Rect(0, 0, 5, 5))]),
      ])
    card.cornerRadius = 12
    card.opacity = 0.8
    card.border = Border(width: 2, color: .green)
    card.shadow = Shadow(opacity: 0.4, radius: 6)
    card.zPosition = 3
    let tr = try transition(to: [card])
    let snap = try #require(tr.snapshots.first { $0.id == "to/card" })
    #expect(snap.size == Size(200, 100))
    let root = snap.layers[0]
    #expect(root.position == Point(100, 50) && root.transform == .identity)
    #expect(root.cornerRadius == 0 && root.opacity == 1 && root.shadowOpacity == 0)
    #expect(root.borderWidth == 2 && root.backgroundColor == .red)
    #expect(root.sublayers.map(\.key) == ["to/still"])
    // The snapshot layer copies the look Hero copies, without group opacity.
    let layer = try #require(tr.frame(at: 0).layer("to/card"))
    #expect(layer.contents == .snapshot(id: "to/card"))
    #expect(layer.allowsGroupOpacity == false)
    #expect(layer.cornerRadius == 12 && layer.opacity == 0.8 && layer.zPosition == 3)
    #expect(layer.borderWidth == 2 && layer.shadowOpacity == 0.4 && layer.shadowRadius == 6)
    #expect(layer.backgroundColor == nil)
    // The local animated child rides inside its parent's snapshot, in its bounds.
    #expect(layer.sublayers.map(\.key) == ["to/moving"])
    #expect(layer.sublayers[0].position == Point(60, 10))
    TransitionInvariants.check(tr)
  }

  @Test func displayShadowFalseDropsTheShadowCopy() throws {
    var from = TestScenes.box("x", Rect(0, 0, 100, 100), heroID: "h")
    from.shadow = Shadow(opacity: 0.5)
    var to = TestScenes.box("y", Rect(0, 200, 100, 100), heroID: "h")
    to.shadow = Shadow(opacity: 0.5)
    let tr = try transition(from: [from], to: [to])
    #expect(tr.frame(at: 0).layer("to/y")!.shadowOpacity == 0)
    #expect(tr.frame(at: 0).layer("from/x")!.shadowOpacity == 0.5)
  }

  @Test func optimizedImageViewShowsItsImageInAClippedContentLayer() throws {
    var photo = TestScenes.box(
      "photo", Rect(0, 0, 100, 100), color: .gray,
      modifiers: [.size(width: 200, height: 50), .cornerRadius(10), .timingFunction(.linear), .duration(1)])
    photo.image = ImageContent(path: "p.png", contentsRect: Rect(0, 0, 0.5, 1), gravity: .resizeAspectFill)
    let tr = try transition(to: [photo])
    #expect(tr.snapshots.isEmpty)
    let layer = try #require(tr.frame(at: 0.5).layer("to/photo"))
    #expect(layer.contents == .none && layer.backgroundColor == nil)
    let content = try #require(layer.sublayers.first)
    #expect(content.key == "to/photo/content" && content.view == nil)
    #expect(content.contents == .image(path: "p.png"))
    #expect(content.contentsGravity == .resizeAspectFill && content.contentsRect == Rect(0, 0, 0.5, 1))
    #expect(content.backgroundColor == .gray && content.masksToBounds)
    // The content view covers the animated bounds and follows the corner radius.
    #expect(layer.size == Size(150, 75) && content.size == layer.size)
    #expect(content.position == Point(75, 37.5))
    #expect(content.cornerRadius == layer.cornerRadius && approx(layer.cornerRadius, 5, 1e-9))
  }

  @Test func noSnapshotViewIsLiveWithGroupOpacity() throws {
    let live = TestScenes.box(
      "live", Rect(0, 0, 100, 100), modifiers: [.useNoSnapshot, .fade],
      children: [TestScenes.box("kid", Rect(0, 0, 10, 10))])
    let tr = try transition(to: [live])
    #expect(tr.snapshots.isEmpty)
    let layer = try #require(tr.frame(at: 0.05).layer("to/live"))
    #expect(layer.contents == .view && layer.allowsGroupOpacity && layer.backgroundColor == .red)
    #expect(layer.sublayers.map(\.key) == ["to/kid"])
  }

  @Test func localViewUnderStillParentGoesToTheContainerAtItsContainerPosition() throws {
    let tr = try transition(to: [
      TestScenes.box(
        "p", Rect(100, 100, 100, 100),
        children: [TestScenes.box("c", Rect(10, 10, 20, 20), modifiers: [.fade])])
    ])
    let frame = tr.frame(at: 0.05)
    #expect(frame.keys.last == "to/c")
    #expect(frame.layers.last!.position == Point(120, 120))
    // The live root shows the animated child as a hidden stand-in.
    let root = try #require(frame.layers.first { $0.key == "to/b" })
    #expect(root.sublayers[0].sublayers[0].key == "to/c#standIn" && root.sublayers[0].sublayers[0].opacity == 0)
  }

  @Test func globalChildLeavesItsAnimatedParent() throws {
    let tr = try transition(to: [
      TestScenes.box(
        "p", Rect(100, 100, 100, 100), modifiers: [.fade],
        children: [
          TestScenes.box("c", Rect(10, 10, 20, 20), modifiers: [.useGlobalCoordinateSpace, .scale(0.5)])
        ])
    ])
    let frame = tr.frame(at: 0.05)
    #expect(frame.keys.suffix(2) == ["to/p", "to/c"])
    #expect(frame.layers.last!.position == Point(120, 120))
    #expect(frame.layer("to/p")!.sublayers.isEmpty)
  }

  @Test func matchedPairRaisesGlobalDescendantsAndLaterSiblings() throws {
    let from = [
      TestScenes.box(
        "card", Rect(0, 0, 100, 100), heroID: "c",
        children: [
          TestScenes.box("label", Rect(0, 0, 50, 20), modifiers: [.useGlobalCoordinateSpace, .fade])
        ]),
      TestScenes.box("later", Rect(0, 300, 50, 50), modifiers: [.useGlobalCoordinateSpace, .fade]),
      TestScenes.box("localLater", Rect(0, 400, 50, 50), modifiers: [.fade]),
    ]
    let tr = try transition(from: from, to: [TestScenes.box("detail", Rect(0, 0, 375, 300), heroID: "c")])
    let keys = tr.frame(at: 0.05).keys.filter { $0 != "container" && $0 != "from/a" && $0 != "to/b" }
    #expect(keys == ["from/localLater", "from/card", "to/detail", "from/label", "from/later"])
    TransitionInvariants.check(tr)
  }

  @Test func insertToViewFirstCreatesTheToSideFirst() throws {
    let tr = try transition(
      from: [TestScenes.box("x", Rect(0, 0, 10, 10), modifiers: [.fade])],
      to: [TestScenes.box("y", Rect(0, 0, 10, 10), modifiers: [.fade])], kind: .dismiss)
    #expect(tr.frame(at: 0.05).keys == ["container", "to/b", "from/a", "to/y", "from/x"])
  }

  @Test func noSnapshotViewHoldsItsLocalAnimatedChildren() throws {
    let live = TestScenes.box(
      "live", Rect(0, 100, 200, 200), modifiers: [.useNoSnapshot, .translate(y: 50)],
      children: [
        TestScenes.box("still", Rect(0, 0, 10, 10)),
        TestScenes.box("kid", Rect(20, 20, 40, 40), modifiers: [.scale(0.5)]),
      ])
    let tr = try transition(to: [live])
    let layer = try #require(tr.frame(at: 0.05).layer("to/live"))
    // Live sublayers first (the animated child as a hidden stand-in), then its snapshot on top.
    #expect(layer.sublayers.map(\.key) == ["to/still", "to/kid#standIn", "to/kid"])
    #expect(layer.sublayers[1].opacity == 0 && layer.sublayers[2].contents == .snapshot(id: "to/kid"))
    #expect(layer.sublayers[2].position == Point(40, 40))
  }

  @Test func cancelledOverFullScreenDismissalKeepsThePresentedScreen() throws {
    let scene = TestScenes.scene(
      kind: .dismiss, animation: .none, presentation: .overFullScreen,
      interactive: InteractiveScript(
        progress: [.init(time: 0, progress: 0.5)], release: .init(time: 0.1, action: .cancel, animate: false)),
      from: TestScenes.page(
        "sheet", background: nil,
        children: [TestScenes.box("card", Rect(0, 300, 375, 367), modifiers: [.translate(y: 367)])]),
      to: TestScenes.page(
        "presenter", children: [TestScenes.box("row", Rect(0, 0, 375, 50), modifiers: [.fade])]))
    let tr = try checkedTransition(scene: scene)
    let end = tr.frame(at: tr.totalDuration)
    // Presenter (its fading row at its start state) under the presented sheet, over a clear container.
    #expect(end.keys == ["container", "to/presenter", "to/row", "from/sheet"])
    #expect(end.layers[0].backgroundColor == .clear)
    #expect(end.layer("to/row")!.opacity == 0)
    #expect(end.progress == 0)
  }

  @Test func zPositionReordersContainerSiblingsInPaintOrder() throws {
    let tr = try transition(
      from: [TestScenes.box("raised", Rect(0, 0, 10, 10), modifiers: [.zPosition(10), .fade])],
      to: [TestScenes.box("plain", Rect(0, 0, 10, 10), modifiers: [.fade])])
    #expect(tr.frame(at: 0.05).keys == ["container", "to/b", "from/a", "to/plain", "from/raised"])
  }
}
