import Foundation
import HeroModel
import Testing

@testable import HeroEngine

/// The flattened hierarchy (hero-semantics §4.2) and full container geometry (hero-semantics D6).
@Suite struct ViewIndexTests {
  func scene(from: View, to: View = TestScenes.page("b")) -> Scene { TestScenes.scene(from: from, to: to) }

  @Test func flattensPreOrderFromSideFirstWithParentLinks() throws {
    let from = TestScenes.page(
      "a",
      children: [
        TestScenes.box("p", Rect(0, 0, 100, 100), children: [TestScenes.box("c", Rect(0, 0, 10, 10))]),
        TestScenes.box("q", Rect(0, 200, 100, 100)),
      ])
    let index = try ViewIndex(scene: scene(from: from))
    #expect(index.views.map(\.key.description) == ["from/a", "from/p", "from/c", "from/q", "to/b"])
    #expect(index.views.map { $0.parent?.index } == [nil, 0, 1, 0, nil])
    #expect(index[ViewID(0)].children.map(\.index) == [1, 3])
    #expect(index.fromViews.map(\.index) == [0, 1, 2, 3] && index.toViews.map(\.index) == [4])
    #expect(index[ViewID(2)].path == "from.children[0].children[0]")
    #expect(index.descendants(of: ViewID(0)).map(\.index) == [1, 2, 3])
  }

  @Test func heroEnabledFlagsAndHiddenViews() throws {
    var off = TestScenes.box(
      "off", Rect(0, 0, 10, 10), children: [TestScenes.box("offChild", Rect(0, 0, 5, 5))])
    off.isHeroEnabled = false
    var noSub = TestScenes.box(
      "noSub", Rect(0, 0, 10, 10), children: [TestScenes.box("hiddenChild", Rect(0, 0, 5, 5))])
    noSub.isHeroEnabledForSubviews = false
    var hidden = TestScenes.box("hidden", Rect(0, 0, 10, 10))
    hidden.isHidden = true
    let index = try ViewIndex(scene: scene(from: TestScenes.page("a", children: [off, noSub, hidden])))
    #expect(index.fromViews.map { index[$0].key.id } == ["a", "noSub", "hidden"])
    // One rule: the scene file's view names read the same set (`View.idsTakingPart`).
    #expect(TestScenes.page("a", children: [off, noSub, hidden]).idsTakingPart == ["a", "noSub", "hidden"])
    #expect(index.viewTakingPart(ViewKey(.from, "noSub")) == index.index(of: ViewKey(.from, "noSub")))
    #expect(index.viewTakingPart(ViewKey(.from, "hiddenChild")) == nil)
  }

  @Test func aHeroDisabledRootIsListedButTakesNoPart() throws {
    var root = TestScenes.page("a", children: [TestScenes.box("x", Rect(0, 0, 10, 10))])
    root.isHeroEnabled = false
    let index = try ViewIndex(scene: scene(from: root))
    #expect(index.index(of: ViewKey(.from, "a")) == index.fromRoot)
    #expect(index.viewTakingPart(ViewKey(.from, "a")) == nil)
    #expect(index.fromViews.isEmpty && root.idsTakingPart.isEmpty)
  }

  @Test func containerPositionComposesAncestorsRotation() throws {
    let child = TestScenes.box("c", Rect(0, 0, 50, 50))
    var parent = TestScenes.box("p", Rect(100, 100, 200, 200), children: [child])
    parent.transform = .rotation(angle: .pi / 2, x: 0, y: 0, z: 1)
    let index = try ViewIndex(scene: scene(from: TestScenes.page("a", children: [parent])))
    let c = index[index.index(of: ViewKey(.from, "c"))!]
    #expect(approx(c.containerPosition.x, 275, 1e-9) && approx(c.containerPosition.y, 125, 1e-9))
    // The box of the rotated 50×50 child: x 250…300, y 100…150.
    let box = try #require(c.containerBox)
    #expect(approx(box.minX, 250, 1e-9) && approx(box.maxY, 150, 1e-9))
  }

  @Test func containerPositionComposesAncestorsScaleAndNesting() throws {
    let grandchild = TestScenes.box("g", Rect(10, 10, 10, 10))
    let child = TestScenes.box("c", Rect(0, 0, 50, 50), children: [grandchild])
    var parent = TestScenes.box("p", Rect(0, 0, 100, 100), children: [child])
    parent.transform = .scale(x: 2, y: 2)
    let index = try ViewIndex(scene: scene(from: TestScenes.page("a", children: [parent])))
    let c = index[index.index(of: ViewKey(.from, "c"))!]
    // Child centre (25, 25) is (−25, −25) from the parent's centre: doubled, at (0, 0).
    #expect(c.containerPosition == Point(0, 0))
    let g = index[index.index(of: ViewKey(.from, "g"))!]
    #expect(g.containerPosition == Point(-20, -20))
    // Placement keeps the accumulated scale in the transform.
    let place = ViewGeometry.placement(size: Size(10, 10), map: g.toContainer)!
    #expect(place.transform.m11 == 2 && place.transform.m41 == 0)
  }

  @Test func heroIDLastInPreOrderWinsAndPairs() throws {
    let from = TestScenes.page(
      "a",
      children: [
        TestScenes.box("x1", Rect(0, 0, 10, 10), heroID: "h"),
        TestScenes.box("x2", Rect(0, 0, 10, 10), heroID: "h"),
      ])
    let to = TestScenes.page("b", children: [TestScenes.box("y", Rect(0, 0, 10, 10), heroID: "h")])
    let index = try ViewIndex(scene: scene(from: from, to: to))
    let x1 = index.index(of: ViewKey(.from, "x1"))!
    let x2 = index.index(of: ViewKey(.from, "x2"))!
    let y = index.index(of: ViewKey(.to, "y"))!
    #expect(index.view(heroID: "h", on: .from) == x2)
    #expect(index.pairedView(for: y) == x2)
    #expect(index.pairedView(for: x2) == y)
    #expect(index.pairedView(for: x1) == nil)
  }

  @Test func badGeometryIsAnErrorWithTheViewPath() throws {
    let negative = TestScenes.page("a", children: [TestScenes.box("n", Rect(0, 0, -10, 10))])
    #expect(throws: TransitionError.self) { try ViewIndex(scene: scene(from: negative)) }
    do {
      _ = try ViewIndex(
        scene: scene(from: TestScenes.page("a", children: [TestScenes.box("n", Rect(0, .nan, 1, 1))])))
      Issue.record("NaN accepted")
    } catch {
      #expect(error.path == "from.children[0]")
      #expect(error.message.contains("not finite"))
    }
    // A blur material past its range is refused through the Swift API as the decoder refuses it.
    var blurred = TestScenes.box("m", Rect(0, 0, 10, 10))
    blurred.effect = VisualEffect(blur: VisualEffect.blurRange.upperBound * 21)
    do {
      _ = try ViewIndex(scene: scene(from: TestScenes.page("a", children: [blurred])))
      Issue.record("blur 21000 accepted")
    } catch {
      #expect(error.path == "from.children[0].effect")
      #expect(error.message.contains("blur must be in 0…1000 points"))
    }
    let dup = TestScenes.page("a", children: [TestScenes.box("a", Rect(0, 0, 1, 1))])
    do {
      _ = try ViewIndex(scene: scene(from: dup))
      Issue.record("duplicate accepted")
    } catch {
      #expect(
        error.description == "from.children[0]: duplicate view id 'a' on the from screen; ids must be unique")
    }
  }

  /// `depth` views nested in each other, each changed by `each`.
  static func nestedViews(depth: Int, each: (inout View) -> Void) -> View {
    var view = TestScenes.box("v\(depth - 1)", Rect(1, 1, 5, 5))
    each(&view)
    for level in stride(from: depth - 2, through: 0, by: -1) {
      var parent = TestScenes.box("v\(level)", Rect(1, 1, 20, 20))
      each(&parent)
      parent.children = [view]
      view = parent
    }
    return view
  }

  /// Shadows nested past `Shadow.maximumNesting`, and translucent views past
  /// `View.maximumGroupNesting`, are refused at the innermost one past the limit.
  @Test func deepNestsOfShadowsAndTranslucentViewsAreRefused() throws {
    let kinds: [(limit: Int, key: String, message: String, each: (inout View) -> Void)] = [
      (Shadow.maximumNesting, "shadow", "shadows may nest", { $0.shadow = Shadow(opacity: 0.5) }),
      (View.maximumGroupNesting, "opacity", "may nest", { $0.opacity = 0.9 }),
    ]
    for kind in kinds {
      let deepest = Self.nestedViews(depth: kind.limit, each: kind.each)
      _ = try ViewIndex(scene: scene(from: TestScenes.page("a", children: [deepest])))
      let tooDeep = Self.nestedViews(depth: kind.limit + 1, each: kind.each)
      do {
        _ = try ViewIndex(scene: scene(from: TestScenes.page("a", children: [tooDeep])))
        Issue.record("\(kind.limit + 1) nested views with \(kind.key) accepted")
      } catch {
        #expect(error.path == "from" + String(repeating: ".children[0]", count: kind.limit + 1) + "." + kind.key)
        #expect(error.message.contains("at most \(kind.limit) \(kind.message)"), "\(error.message)")
      }
    }
    // A view that clips casts no shadow, so it does not count.
    let clipped = Self.nestedViews(depth: Shadow.maximumNesting + 1) {
      $0.shadow = Shadow(opacity: 0.5)
      $0.masksToBounds = true
    }
    _ = try ViewIndex(scene: scene(from: TestScenes.page("a", children: [clipped])))
  }
}
