import HeroModel
import Testing

@testable import HeroEngine

/// `contentOffset` (a scroll view's bounds origin): subviews are laid out shifted by −offset in the
/// engine's geometry, so Match, the visibility filter and snapshots see the scrolled positions,
/// while cascade ordering compares subview frames in the scroll view's content space, as Hero does.
@Suite struct ContentOffsetTests {
  /// A list at y = 100 (375×400, masking) scrolled by `offset`, holding `rows` 60-point rows.
  func list(
    offset: Double, rows: Int = 10, rowModifiers: [Modifier] = [], heroRow: Int? = nil,
    listModifiers: [Modifier] = []
  ) -> View {
    View(
      id: "list", frame: Rect(0, 100, 375, 400), masksToBounds: true, contentOffset: Point(0, offset),
      modifiers: listModifiers,
      children: (0..<rows).map { i in
        TestScenes.box(
          "row\(i)", Rect(0, Double(i) * 60, 375, 56), color: .white, heroID: i == heroRow ? "cell" : nil,
          modifiers: rowModifiers)
      })
  }

  @Test func childrenSitAtTheirScrolledPositions() throws {
    let scene = TestScenes.scene(
      from: TestScenes.page("a", children: [list(offset: 250)]), to: TestScenes.page("b"))
    let index = try ViewIndex(scene: scene)
    let row5 = index[index.index(of: ViewKey(.from, "row5"))!]
    // Content y 300…356, list at 100, scrolled by 250: container y 150…206.
    #expect(row5.containerPosition == Point(187.5, 178))
    #expect(row5.containerBox == Rect(0, 150, 375, 56))
    // The list itself does not move.
    #expect(index[index.index(of: ViewKey(.from, "list"))!].containerPosition == Point(187.5, 300))
  }

  @Test func matchStartsFromTheScrolledPosition() throws {
    let scene = TestScenes.scene(
      from: TestScenes.page("a", children: [list(offset: 250, heroRow: 5)]),
      to: TestScenes.page("b", children: [TestScenes.box("hero", Rect(0, 0, 375, 300), heroID: "cell")]))
    let tr = try checkedTransition(scene: scene)
    // The to view grows out of the row where it is on screen (y 150…206), not where it would be
    // unscrolled (y 400…456).
    #expect(tr.keyAnimation(.position, of: "to/hero")!.from.pointValue == Point(187.5, 178))
    #expect(tr.keyAnimation(.position, of: "from/row5")!.from.pointValue == Point(187.5, 178))
  }

  @Test func rowsScrolledOutOfViewAreFilteredOut() throws {
    // Scrolled by 1000, the list at y 100…500 of a 667-point canvas shows rows 16… only; rows 0–7
    // sit above the container (y ≤ −500) and are not animated.
    let scene = TestScenes.scene(
      from: TestScenes.page("a", children: [list(offset: 1000, rows: 20, rowModifiers: [.fade])]),
      to: TestScenes.page("b"))
    let tr = try checkedTransition(scene: scene)
    #expect(tr.state("from/row3") == nil)
    #expect(tr.state("from/row17")?.opacity == 0)
  }

  /// Hero sorts a cascade's subviews by their frames, which live in the scroll view's content
  /// space: the scroll offset does not change the order, and a radial centre is given in content
  /// coordinates (flattening the list by hand also had to move the centre).
  @Test func cascadeOrdersByContentFrames() throws {
    func delays(offset: Double) throws -> [Double] {
      let scene = TestScenes.scene(
        from: TestScenes.page("a"),
        to: TestScenes.page(
          "b",
          children: [
            list(
              offset: offset, rowModifiers: [.fade],
              listModifiers: [.cascade(delta: 0.1, direction: .radial(center: Point(187.5, 328)))])
          ]))
      let tr = try checkedTransition(scene: scene)
      return (0..<6).map { tr.state("to/row\($0)")?.delay ?? -1 }
    }
    let scrolled = try delays(offset: 60)
    // Distances from row 5's centre (content y 328): row5 first, then row4 and row6 (a tie: tree
    // order), row3 and row7, …
    #expect(scrolled[5] == 0)
    #expect(approx(scrolled[4], 0.1) && approx(scrolled[3], 0.3) && approx(scrolled[0], 0.9))
    #expect(scrolled == (try delays(offset: 0)))
  }

  @Test func aSnapshotHoldsTheScrolledPictureAndLocalChildrenRideAlong() throws {
    let scene = TestScenes.scene(
      from: TestScenes.page(
        "a", children: [list(offset: 250, listModifiers: [.translate(x: 0, y: 50)])]),
      to: TestScenes.page("b"))
    var scene2 = scene
    scene2.from.children[0].children[5].modifiers = [.scale(0.5)]
    let tr = try checkedTransition(scene: scene2)
    let frame = tr.frame(at: 0)
    let listLayer = frame.layer("from/list")!
    // The snapshot layer is a new view: bounds origin zero, the picture captured as scrolled.
    #expect(listLayer.boundsOrigin == .zero)
    let snapshot = frame.snapshots["from/list"]!
    #expect(snapshot.layers[0].boundsOrigin == Point(0, 250))
    // Row 5 animates in the list's snapshot (local space): where it shows in the list's bounds.
    #expect(frame.layer("from/row5")!.position == Point(187.5, 78))
  }

  @Test func aLiveScrollViewKeepsItsOffset() throws {
    var from = list(offset: 250, listModifiers: [.useNoSnapshot, .translate(x: 0, y: 50)])
    from.children[5].modifiers = [.scale(0.5)]
    let tr = try checkedTransition(
      scene: TestScenes.scene(from: TestScenes.page("a", children: [from]), to: TestScenes.page("b")))
    let frame = tr.frame(at: 0)
    let listLayer = frame.layer("from/list")!
    #expect(listLayer.boundsOrigin == Point(0, 250))
    // Row 5's snapshot sits in the live list's content space.
    let row5 = listLayer.sublayers.last { $0.key == "from/row5" }!
    #expect(row5.position == Point(187.5, 328))
  }
}

/// Values a Swift caller can build but a scene file cannot: refused with the view's path.
@Suite struct ContentValidationTests {
  @Test func nonFiniteOffsetsAndNegativeBlursAreRefused() {
    var list = TestScenes.box("list", Rect(0, 0, 100, 100))
    list.contentOffset = Point(0, .infinity)
    #expect(throws: TransitionError.self) {
      try Transition(
        scene: TestScenes.scene(from: TestScenes.page("a", children: [list]), to: TestScenes.page("b")))
    }
    var material = TestScenes.box("material", Rect(0, 0, 100, 100))
    material.effect = VisualEffect(blur: -1)
    do {
      _ = try Transition(
        scene: TestScenes.scene(from: TestScenes.page("a", children: [material]), to: TestScenes.page("b")))
      Issue.record("expected an error")
    } catch {
      #expect(error.path == "from.children[0].effect")
    }
  }

  @Test func tintIsInheritedFromTheNearestAncestorThatSetsOne() throws {
    let icon = ImageContent(path: "/icon.png", rendering: .template)
    let plain = View(id: "plain", frame: Rect(0, 0, 10, 10), image: ImageContent(path: "/icon.png"))
    let inner = View(id: "inner", frame: Rect(0, 0, 10, 10), image: icon)
    let own = View(id: "own", frame: Rect(0, 20, 10, 10), image: icon, tintColor: .green)
    let group = View(id: "group", frame: Rect(0, 0, 100, 100), tintColor: .orange, children: [inner, own])
    let top = View(id: "top", frame: Rect(0, 200, 10, 10), image: icon)
    let tr = try Transition(
      scene: TestScenes.scene(
        from: TestScenes.page("a", children: [group, top, plain]),
        to: TestScenes.page("b", modifiers: [.fade])))
    // The from screen stays live under the fading to page.
    let frame = tr.frame(at: 0)
    #expect(frame.layer("from/inner")?.contentsTint == .orange)
    #expect(frame.layer("from/own")?.contentsTint == .green)
    #expect(frame.layer("from/top")?.contentsTint == View.defaultTintColor)
    #expect(frame.layer("from/plain")?.contentsTint == nil)
  }

  /// Hero's optimized snapshots (§6.3): an image view becomes a fresh image view that keeps the
  /// tint; an effect view becomes a new, empty, live effect view (its subviews are not copied), so
  /// the engine never bakes a material into a bitmap.
  @Test func snapshotsKeepTheTintAndEffectViewsStayLive() throws {
    let icon = View(
      id: "icon", frame: Rect(10, 10, 20, 20), image: ImageContent(path: "/icon.png", rendering: .template),
      tintColor: .red, modifiers: [.fade])
    let label = TestScenes.box("label", Rect(5, 5, 50, 10), color: .black)
    let material = View(
      id: "material", frame: Rect(0, 100, 200, 100), effect: VisualEffect.named("dark"), modifiers: [.fade],
      children: [label])
    let holder = View(
      id: "holder", frame: Rect(0, 300, 200, 100), backgroundColor: .white, modifiers: [.fade],
      children: [
        View(
          id: "inner", frame: Rect(0, 0, 20, 20), image: ImageContent(path: "/icon.png", rendering: .template)
        )
      ])
    let tr = try checkedTransition(
      scene: TestScenes.scene(
        from: TestScenes.page("a", children: [icon, material, holder]), to: TestScenes.page("b")))
    let frame = tr.frame(at: 0.01)
    #expect(frame.layer("from/icon/content")?.contentsTint == .red)
    let effect = frame.layer("from/material")!
    // (Fading, its effect is ramping down: the style stays, the numbers shrink.)
    #expect(effect.effect?.style == "dark" && effect.contents == .none && effect.sublayers.isEmpty)
    #expect(frame.snapshots["from/material"] == nil)
    // A template image inside another view's snapshot keeps its (inherited) tint in the bitmap.
    let inner = frame.snapshots["from/holder"]!.layers[0].sublayers[0]
    #expect(inner.contentsTint == View.defaultTintColor)
  }
}

/// Hero's property animator on fading effect views (§6.1): the effect ramps linearly with the
/// view's clock, from nothing when appearing, to nothing when disappearing.
@Suite struct EffectRampTests {
  @Test func aFadingEffectViewRampsItsEffect() throws {
    let material = View(
      id: "m", frame: Rect(0, 0, 200, 100), effect: VisualEffect(blur: 20, saturation: 1.8, tint: .white),
      modifiers: [.fade, .duration(0.4)])
    let tr = try checkedTransition(
      scene: TestScenes.scene(from: TestScenes.page("a"), to: TestScenes.page("b", children: [material])))
    let quarter = tr.frame(at: 0.1).layer("to/m")!.effect!
    #expect(approx(quarter.blur, 5) && approx(quarter.saturation, 1.2) && approx(quarter.tint!.alpha, 0.25))
    #expect(tr.frame(at: 0).layer("to/m")!.effect!.blur == 0)
    // A view that moves but does not fade keeps its effect whole.
    var moving = material
    moving.modifiers = [.translate(x: 0, y: 50)]
    let still = try checkedTransition(
      scene: TestScenes.scene(from: TestScenes.page("a"), to: TestScenes.page("b", children: [moving])))
    #expect(still.frame(at: 0.1).layer("to/m")!.effect == material.effect)
  }
}
