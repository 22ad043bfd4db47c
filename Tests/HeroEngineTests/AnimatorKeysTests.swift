import HeroModel
import Testing

@testable import HeroEngine

/// Keys and values (hero-semantics §6.4–§6.6, §6.9, §6.10).
@Suite struct AnimatorKeysTests {
  func transition(from: [View] = [], to: [View] = []) throws -> Transition {
    try checkedTransition(
      scene: TestScenes.scene(
        from: TestScenes.page("a", children: from), to: TestScenes.page("b", children: to)))
  }

  @Test func appearingStartsFromTheStateDisappearingEndsThere() throws {
    let tr = try transition(
      from: [TestScenes.box("x", Rect(0, 0, 100, 100), modifiers: [.translate(x: 50), .fade])],
      to: [TestScenes.box("y", Rect(0, 0, 100, 100), modifiers: [.translate(x: 50), .fade])])
    #expect(tr.keyAnimation(.opacity, of: "from/x")!.from == .number(1))
    #expect(tr.keyAnimation(.opacity, of: "from/x")!.to == .number(0))
    #expect(tr.keyAnimation(.opacity, of: "to/y")!.from == .number(0))
    #expect(tr.keyAnimation(.transform, of: "to/y")!.from.transformValue!.m41 == 50)
    #expect(tr.keyAnimation(.transform, of: "to/y")!.to.transformValue == .identity)
    // Only the keys the state names.
    #expect(tr.viewAnimation("to/y")!.keys.map(\.key) == [.transform, .opacity])
    #expect(tr.viewAnimation("to/y")!.curve == .standard)
  }

  @Test func beginWithIsSetBeforeTheAnimation() throws {
    let tr = try transition(from: [
      TestScenes.box(
        "x", Rect(0, 0, 100, 100), modifiers: [.beginWith(.opacity(0.5), .cornerRadius(9)), .fade])
    ])
    #expect(tr.keyAnimation(.opacity, of: "from/x")!.from == .number(0.5))
    #expect(tr.frame(at: 0).layer("from/x")!.cornerRadius == 9)
  }

  @Test func arcBeatsSpringAndSpringSkipsCornerRadius() throws {
    let tr = try transition(from: [
      TestScenes.box(
        "x", Rect(0, 0, 100, 100),
        modifiers: [.position(x: 150, y: 250), .cornerRadius(10), .spring(stiffness: 250, damping: 30), .arc]),
      TestScenes.box(
        "flat", Rect(0, 0, 100, 100),
        modifiers: [.position(x: 50.5, y: 250), .arc, .spring(stiffness: 250, damping: 30)]),
    ])
    let pos = tr.keyAnimation(.position, of: "from/x")!
    guard case .arc(let path, _) = pos.curve else {
      Issue.record("no arc")
      return
    }
    // maxControl (P0.x, P1.y) = (50, 250) as P0.y < P1.y; intensity 1 → the control is maxControl.
    #expect(path.control == Point(50, 250))
    #expect(tr.keyAnimation(.cornerRadius, of: "from/x")!.curve == .bezier(.standard))
    let flat = tr.keyAnimation(.position, of: "from/flat")!
    guard case .spring(let s) = flat.curve else {
      Issue.record("no spring")
      return
    }
    #expect(flat.duration == s.settlingDuration)
    #expect(tr.viewAnimation("from/flat")!.stopTime == s.settlingDuration)
    // The arc is walked by the eased fraction.
    let mid = tr.frame(at: pos.duration / 2).layer("from/x")!.position
    let e = TimingCurve.standard.value(at: 0.5)
    #expect(approx(mid.x, path.point(at: e).x, 1e-9) && approx(mid.y, path.point(at: e).y, 1e-9))
  }

  @Test func masksToBoundsSwitchesAtTheEasedHalfway() throws {
    let tr = try transition(from: [
      TestScenes.box(
        "x", Rect(0, 0, 100, 100),
        modifiers: [.masksToBounds(true), .fade, .timingFunction(.linear), .duration(1)])
    ])
    #expect(tr.frame(at: 0.49).layer("from/x")!.masksToBounds == false)
    #expect(tr.frame(at: 0.51).layer("from/x")!.masksToBounds == true)
  }

  @Test func backgroundColorAnimatesBehindTheBitmap() throws {
    let tr = try transition(from: [
      TestScenes.box("x", Rect(0, 0, 100, 100), modifiers: [.backgroundColor(.blue)])
    ])
    let bg = tr.keyAnimation(.backgroundColor, of: "from/x")!
    #expect(bg.from == .color(nil) && bg.to == .color(.blue))
    #expect(tr.frame(at: 0).layer("from/x")!.backgroundColor == nil)
  }

  @Test func sizeChangeResizesLocalChildrenProportionally() throws {
    let tr = try transition(from: [
      TestScenes.box(
        "p", Rect(0, 0, 100, 100),
        modifiers: [.size(width: 200, height: 50), .timingFunction(.linear), .duration(1)],
        children: [TestScenes.box("c", Rect(0, 0, 50, 50), modifiers: [.fade])])
    ])
    let end = tr.nodeLayer(tr.tree.containerChildren.last!, phase: .playing(clock: 1))
    #expect(end.size == Size(200, 50))
    #expect(end.sublayers[0].size == Size(100, 25) && end.sublayers[0].position == Point(50, 12.5))
    let mid = tr.frame(at: 0.5).layer("from/p")!
    #expect(mid.size == Size(150, 75))
    #expect(mid.sublayers[0].size == Size(75, 37.5))
    TransitionInvariants.check(tr)
  }

  @Test func scaleBasedSizeChangeScalesInstead() throws {
    let tr = try transition(from: [
      TestScenes.box(
        "p", Rect(0, 0, 100, 100), modifiers: [.size(width: 200, height: 50), .useScaleBasedSizeChange])
    ])
    #expect(tr.keyAnimation(.size, of: "from/p") == nil)
    let t = tr.keyAnimation(.transform, of: "from/p")!.to.transformValue!
    #expect(t.m11 == 2 && t.m22 == 0.5)
  }

  @Test func overlayStartsAtZeroAndCornerRadiusAppliesToIt() throws {
    let tr = try transition(from: [
      TestScenes.box(
        "x", Rect(0, 0, 100, 100), modifiers: [.overlay(color: .black, opacity: 0.4), .cornerRadius(20)])
    ])
    #expect(tr.frame(at: 0).layer("from/x")!.overlay == nil)
    let end = tr.nodeLayer(tr.tree.containerChildren[0], phase: .playing(clock: tr.animationDuration))
    #expect(end.overlay == Overlay(color: .black, opacity: 0.4) && end.cornerRadius == 20)
  }

  @Test func zPositionContentsScaleOrMasksToBoundsAloneDoNotAnimate() throws {
    let tr = try transition(from: [
      TestScenes.box("z", Rect(0, 0, 10, 10), modifiers: [.zPosition(5)]),
      TestScenes.box("s", Rect(0, 0, 10, 10), modifiers: [.contentsScale(2)]),
      TestScenes.box("m", Rect(0, 0, 10, 10), modifiers: [.masksToBounds(true)]),
      TestScenes.box("zf", Rect(0, 0, 10, 10), modifiers: [.zPosition(5), .forceAnimate]),
    ])
    #expect(tr.tree.nodes.map { tr.plan.index[$0.view].key.id } == ["zf"])
    #expect(tr.keyAnimation(.zPosition, of: "from/zf")!.to == .number(5))
  }
}
