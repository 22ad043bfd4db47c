import HeroModel
import Testing

@testable import HeroEngine

/// The from/to values (hero-semantics §6.4, §6.5, §6.9, §6.10), worked out by hand:
/// appearing = state → natural, disappearing = natural → state, untouched keys not animated,
/// `beginWith` set before the start, the overlay from 0, proportional subtree resize and the
/// scale-based size change composed with the state's transform.
@Suite struct FromToValuesTests {
  func run(from: [View] = [], to: [View] = [], kind: TransitionKind = .present) throws -> Transition {
    try checkedTransition(
      scene: TestScenes.scene(
        kind: kind, animation: .none, from: TestScenes.page("a", children: from),
        to: TestScenes.page("b", children: to)))
  }

  @Test func beginWithFormsTheAppearingDestination() throws {
    let v = TestScenes.box("v", Rect(0, 0, 100, 100), modifiers: [.beginWith([.opacity(0.5)]), .fade])
    let tr = try run(to: [v])
    let k = try #require(tr.keyAnimation(.opacity, of: "to/v"))
    #expect(k.from == .number(0) && k.to == .number(0.5))
    let d = tr.viewAnimation("to/v")!.duration
    #expect(approx(tr.frame(at: d * 0.9999).layer("to/v")!.opacity, 0.5, 1e-3))
  }

  @Test func beginWithOnlyKeyIsSetButNotAnimated() throws {
    let v = TestScenes.box("v", Rect(0, 0, 100, 100), modifiers: [.beginWith([.opacity(0.5)]), .scale(2)])
    let tr = try run(from: [v])
    #expect(tr.keyAnimation(.opacity, of: "from/v") == nil)
    for t in [0, 0.1, 0.2] { #expect(tr.frame(at: t).layer("from/v")!.opacity == 0.5) }
    let k = try #require(tr.keyAnimation(.transform, of: "from/v"))
    #expect(k.from == .transform(.identity) && k.to == .transform(Transform3D.identity.scaled(x: 2, y: 2)))
    // Untouched keys stay at their snapshot values.
    #expect(tr.viewAnimation("from/v")!.keys.map(\.key) == [.transform])
  }

  @Test func overlayRunsFromZero() throws {
    let mods: [Modifier] = [.overlay(color: .black, opacity: 0.4)]
    let tr = try run(
      from: [TestScenes.box("f", Rect(0, 0, 100, 100), modifiers: mods)],
      to: [TestScenes.box("t", Rect(0, 200, 100, 100), modifiers: mods)])
    let d = tr.animationDuration
    let start = tr.frame(at: 0)
    #expect((start.layer("from/f")!.overlay?.opacity ?? 0) == 0)
    #expect(approx(start.layer("to/t")!.overlay!.opacity, 0.4))
    let end = tr.frame(at: d * 0.9999)
    #expect(approx(end.layer("from/f")!.overlay!.opacity, 0.4, 1e-3))
    #expect(approx(end.layer("to/t")!.overlay?.opacity ?? 0, 0, 1e-3))
  }

  @Test func disappearingSizeResizesLocalChildrenProportionally() throws {
    // p: 200×200 → 100×100; its local child c at centre (125, 125), 50×50 → (62.5, 62.5), 25×25.
    let c = TestScenes.box("c", Rect(100, 100, 50, 50), color: .blue, modifiers: [.fade])
    let p = TestScenes.box("p", Rect(0, 0, 200, 200), modifiers: [.size(Size(100, 100))], children: [c])
    let tr = try run(from: [p])
    // Automatic durations: p moves |Δsize| = 100√2 → 0.208 + 100√2 / 3000; c rests → 0.208.
    let dp = 0.208 + 100 * 2.0.squareRoot() / 3000
    #expect(approx(tr.viewAnimation("from/p")!.duration, dp, 1e-12))
    #expect(approx(tr.animationDuration, dp, 1e-12))
    let layer = tr.frame(at: dp - 1e-7).layer("from/p")!
    #expect(approx(layer.size.width, 100, 1e-3))
    let child = try #require(layer.sublayers.first { $0.key == "from/c" })
    #expect(approx(child.position.x, 62.5, 1e-3) && approx(child.position.y, 62.5, 1e-3))
    #expect(approx(child.size.width, 25, 1e-3))
  }

  @Test func scaleBasedSizeChangeComposesWithTheStatesTransform() throws {
    let v = TestScenes.box(
      "v", Rect(0, 0, 200, 100),
      modifiers: [.useScaleBasedSizeChange, .translate(x: 10, y: 0), .size(Size(100, 100))])
    let tr = try run(from: [v])
    #expect(tr.keyAnimation(.size, of: "from/v") == nil)
    let k = try #require(tr.keyAnimation(.transform, of: "from/v"))
    // scale(x: 100/200, y: 100/100) appended after translate: S·T → m11 = 0.5, m41 = 10 (unscaled).
    let t = try #require(k.to.transformValue)
    #expect(approx(t.m11, 0.5) && approx(t.m22, 1) && approx(t.m41, 10))
  }

  @Test func appearingViewRunsFromItsStateToItsNaturalValues() throws {
    let v = TestScenes.box(
      "v", Rect(0, 0, 100, 100),
      modifiers: [.position(Point(300, 400)), .cornerRadius(20), .backgroundColor(.blue)])
    let tr = try run(to: [v])
    #expect(tr.keyAnimation(.position, of: "to/v")!.from == .point(Point(300, 400)))
    #expect(tr.keyAnimation(.position, of: "to/v")!.to == .point(Point(50, 50)))
    #expect(tr.keyAnimation(.cornerRadius, of: "to/v")!.to == .number(0))
    // The snapshot has no background of its own: blue → nil (hero-semantics §6.4).
    #expect(tr.keyAnimation(.backgroundColor, of: "to/v")!.to == .color(nil))
    #expect(tr.frame(at: 0).layer("to/v")!.position == Point(300, 400))
  }

  @Test func growingFromZeroSizeLaysChildrenOutAtTheNewSize() throws {
    // Appearing p: size (0, 0) → (200, 200). Hero first sets the from size (a zero dimension: the
    // child goes to centre (0, 0), size (0, 0)), then animates to (200, 200) (old size zero: the
    // child goes to centre (100, 100), size (200, 200)); at eased e the child is in between.
    let c = TestScenes.box("c", Rect(100, 100, 50, 50), color: .blue, modifiers: [.fade])
    let p = TestScenes.box("p", Rect(0, 0, 200, 200), modifiers: [.size(Size(0, 0))], children: [c])
    let tr = try run(to: [p])
    let d = 0.208 + 200 * 2.0.squareRoot() / 3000
    #expect(approx(tr.viewAnimation("to/p")!.duration, d, 1e-12))
    let e = TimingCurve.standard.value(at: 0.5)
    let layer = tr.frame(at: d / 2).layer("to/p")!
    #expect(approx(layer.size.width, 200 * e, 1e-9))
    let child = try #require(layer.sublayers.first { $0.key == "to/c" })
    #expect(approx(child.position.x, 100 * e, 1e-9) && approx(child.position.y, 100 * e, 1e-9))
    #expect(approx(child.size.width, 200 * e, 1e-9) && approx(child.size.height, 200 * e, 1e-9))
  }

  @Test func shrinkingToZeroSizeIsProportional() throws {
    // Disappearing p: (200, 200) → (0, 0); the child collapses towards the origin in proportion.
    let c = TestScenes.box("c", Rect(100, 100, 50, 50), color: .blue, modifiers: [.fade])
    let p = TestScenes.box("p", Rect(0, 0, 200, 200), modifiers: [.size(Size(0, 0))], children: [c])
    let tr = try run(from: [p])
    let d = tr.viewAnimation("from/p")!.duration
    let e = TimingCurve.standard.value(at: 0.5)
    let child = try #require(tr.frame(at: d / 2).layer("from/p")!.sublayers.first { $0.key == "from/c" })
    #expect(approx(child.position.x, 125 * (1 - e), 1e-9) && approx(child.size.width, 50 * (1 - e), 1e-9))
  }
}
