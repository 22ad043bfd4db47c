import HeroModel
import Testing

@testable import HeroEngine

/// One test per default animation type, through the full `Transition` (hero-semantics §5, §8).
@Suite struct DefaultAnimationPassTests {
  func transition(_ kind: TransitionKind, _ animation: DefaultAnimation, from: View? = nil) throws
    -> Transition
  {
    let scene = TestScenes.scene(
      kind: kind, animation: animation, from: from ?? TestScenes.page("a"), to: TestScenes.page("b"))
    let tr = try checkedTransition(scene: scene)
    TransitionInvariants.check(tr)
    return tr
  }

  func tx(_ k: KeyAnimation?) -> (Double, Double)? {
    guard let k, let a = k.from.transformValue, let b = k.to.transformValue else { return nil }
    return (a.m41, b.m41)
  }

  @Test func pushLeft() throws {
    let tr = try transition(.push, .push(.left))
    #expect(tx(tr.keyAnimation(.transform, of: "to/b"))! == (375, 0))
    #expect(tx(tr.keyAnimation(.transform, of: "from/a"))! == (0, -125))
    let overlay = try #require(tr.keyAnimation(.overlay, of: "from/a"))
    #expect(overlay.from == .overlay(nil))
    #expect(overlay.to == .overlay(Overlay(color: .black, opacity: 0.1)))
    #expect(tr.frame(at: 0).layer("from/a")?.overlay?.opacity ?? 0 == 0)
    #expect(approx(tr.frame(at: 0.3499).layer("from/a")!.overlay!.opacity, 0.1, 1e-3))
    let shadow = try #require(tr.keyAnimation(.shadowOpacity, of: "to/b"))
    #expect(shadow.from == .number(0) && shadow.to == .number(0.5))
    #expect(tr.frame(at: 0).layer("to/b")!.shadowRadius == 5)
    #expect(tr.viewAnimation("to/b")!.curve == .deceleration)
    #expect(tr.viewAnimation("from/a")!.curve == .deceleration)
    #expect(tr.animationDuration == 0.35)
    #expect(tr.totalDuration == 0.35)
    // To on top: from snapshot first, then to.
    let keys = tr.frame(at: 0.1).keys
    #expect(keys.first == "container")
    #expect(Array(keys.suffix(2)) == ["from/a", "to/b"])
  }

  @Test func popDefaultsToPushRight() throws {
    let tr = try transition(.pop, .auto)
    #expect(tx(tr.keyAnimation(.transform, of: "to/b"))! == (-375, 0))
    #expect(tx(tr.keyAnimation(.transform, of: "from/a"))! == (0, 125))
    #expect(tr.keyAnimation(.overlay, of: "from/a") != nil)
    #expect(tr.plan.insertToViewFirst == false)
  }

  @Test func pull() throws {
    let tr = try transition(.dismiss, .pull(.right))
    #expect(tx(tr.keyAnimation(.transform, of: "to/b"))! == (-125, 0))
    #expect(tx(tr.keyAnimation(.transform, of: "from/a"))! == (0, 375))
    #expect(tr.keyAnimation(.overlay, of: "to/b")!.from == .overlay(Overlay(color: .black, opacity: 0.1)))
    #expect(tr.viewAnimation("to/b")!.curve == .standard)
    #expect(tr.plan.insertToViewFirst)
    #expect(tr.frame(at: 0.1).keys.suffix(2) == ["to/b", "from/a"])
  }

  @Test func cover() throws {
    let cover = try transition(.present, .cover(.up))
    let t = cover.keyAnimation(.transform, of: "to/b")!.from.transformValue!
    #expect(t.m42 == 667)
    #expect(cover.keyAnimation(.shadowOpacity, of: "to/b")!.to == .number(0.5))
    #expect(cover.keyAnimation(.transform, of: "from/a") == nil)
    #expect(cover.keyAnimation(.overlay, of: "from/a")!.to == .overlay(Overlay(color: .black, opacity: 0.1)))
    #expect(cover.viewAnimation("from/a")!.curve == .deceleration)
    #expect(!cover.plan.insertToViewFirst)
  }

  @Test func uncover() throws {
    let uncover = try transition(.dismiss, .uncover(.down))
    #expect(uncover.keyAnimation(.transform, of: "from/a")!.to.transformValue!.m42 == 667)
    #expect(uncover.keyAnimation(.shadowOpacity, of: "from/a")!.from == .number(0.5))
    #expect(
      uncover.keyAnimation(.overlay, of: "to/b")!.from == .overlay(Overlay(color: .black, opacity: 0.1)))
    #expect(uncover.plan.insertToViewFirst)
  }

  @Test func slideIsTheTabDefault() throws {
    let slide = try transition(.tabForward, .auto)
    #expect(tx(slide.keyAnimation(.transform, of: "to/b"))! == (375, 0))
    #expect(tx(slide.keyAnimation(.transform, of: "from/a"))! == (0, -375))
    #expect(slide.viewAnimation("to/b")!.curve == .standard)
    #expect(slide.keyAnimation(.overlay, of: "from/a") == nil)
    #expect(!slide.plan.insertToViewFirst)
  }

  @Test func zoomSlide() throws {
    let zoom = try transition(.present, .zoomSlide(.left))
    let t = zoom.keyAnimation(.transform, of: "to/b")!.from.transformValue!
    #expect(t.m11 == 0.8 && t.m22 == 0.8 && t.m41 == 375)
    let f = zoom.keyAnimation(.transform, of: "from/a")!.to.transformValue!
    #expect(f.m11 == 0.8 && f.m41 == -375)
  }

  @Test func pageIn() throws {
    let pageIn = try transition(.present, .pageIn(.left))
    let from = pageIn.keyAnimation(.transform, of: "from/a")!.to.transformValue!
    #expect(from.m11 == 0.7 && from.m22 == 0.7)
    #expect(pageIn.keyAnimation(.overlay, of: "from/a") != nil)
    #expect(tx(pageIn.keyAnimation(.transform, of: "to/b"))! == (375, 0))
  }

  @Test func pageOut() throws {
    let pageOut = try transition(.dismiss, .pageOut(.right))
    #expect(pageOut.keyAnimation(.transform, of: "to/b")!.from.transformValue!.m11 == 0.7)
    #expect(pageOut.keyAnimation(.transform, of: "from/a")!.to.transformValue!.m41 == 375)
    #expect(pageOut.plan.insertToViewFirst)
  }

  @Test func fadeModalWithOpaqueFromPageAnimatesOnlyTheToRoot() throws {
    let tr = try transition(.present, .auto)
    #expect(tr.tree.nodes.count == 1)
    let opacity = try #require(tr.keyAnimation(.opacity, of: "to/b"))
    #expect(opacity.from == .number(0) && opacity.to == .number(1))
    #expect(approx(tr.totalDuration, 0.208))
    // The real from page stays in place under the fading to snapshot.
    let frame = tr.frame(at: 0.1)
    #expect(frame.keys == ["container", "from/a", "to/b"])
    #expect(frame.layers[1].opacity == 1 && frame.layers[1].contents == .view)
    #expect(frame.layers[2].contents == .snapshot(id: "to/b"))
  }

  @Test func fadeWithTranslucentFromPageFadesBoth() throws {
    let tr = try transition(
      .present, .fade, from: TestScenes.page("a", background: Color.white.withAlpha(0.5)))
    #expect(tr.keyAnimation(.opacity, of: "from/a")!.to == .number(0))
    #expect(tr.keyAnimation(.opacity, of: "to/b")!.from == .number(0))
  }

  @Test func zoom() throws {
    let zoom = try transition(.present, .zoom)
    #expect(zoom.keyAnimation(.transform, of: "to/b")!.from.transformValue!.m11 == 0.7)
    #expect(zoom.keyAnimation(.transform, of: "from/a")!.to.transformValue!.m11 == 1.3)
    #expect(zoom.keyAnimation(.opacity, of: "from/a")!.to == .number(0))
    #expect(zoom.plan.insertToViewFirst)
    #expect(zoom.frame(at: 0.1).keys.suffix(2) == ["to/b", "from/a"])
  }

  @Test func zoomOut() throws {
    let out = try transition(.present, .zoomOut)
    #expect(out.keyAnimation(.transform, of: "to/b")!.from.transformValue!.m11 == 1.3)
    #expect(out.keyAnimation(.opacity, of: "to/b")!.from == .number(0))
    #expect(!out.plan.insertToViewFirst)
  }

  @Test func selectByAndAutoReverse() throws {
    let animation = DefaultAnimation.autoReverse(presenting: .push(.left))
    let dismissing = try transition(.dismiss, animation)
    // Dismissing runs pull(right).
    #expect(tx(dismissing.keyAnimation(.transform, of: "from/a"))! == (0, 375))
    #expect(dismissing.keyAnimation(.overlay, of: "to/b") != nil)
  }

  @Test func noneAndRootModifiersLeaveTheRootsAlone() throws {
    let none = try transition(.present, .none)
    #expect(none.tree.nodes.isEmpty)
    #expect(none.totalDuration == 0)
    #expect(none.frame(at: 0).keys == ["container", "to/b"])
    // auto with an animatable modifier on a root: no template, the user's modifiers stay.
    let scene = TestScenes.scene(
      kind: .push, animation: .auto, from: TestScenes.page("a"),
      to: TestScenes.page("b", modifiers: [.scale(0.5)]))
    let tr = try checkedTransition(scene: scene)
    #expect(tr.keyAnimation(.transform, of: "to/b")!.from.transformValue!.m11 == 0.5)
    #expect(tr.keyAnimation(.transform, of: "from/a") == nil)
  }

  @Test func templateReplacesRootModifiers() throws {
    let scene = TestScenes.scene(
      kind: .push, animation: .push(.left), from: TestScenes.page("a", modifiers: [.rotate(1)]),
      to: TestScenes.page("b", modifiers: [.fade]))
    let tr = try checkedTransition(scene: scene)
    #expect(tr.keyAnimation(.opacity, of: "to/b") == nil)
    #expect(tr.keyAnimation(.transform, of: "from/a")!.to.transformValue!.m12 == 0)
  }

  @Test func transitionWideDurationAndTimingOverrideTheTemplate() throws {
    let scene = TestScenes.scene(
      kind: .push, animation: .push(.left), duration: 0.5, timing: .linear, from: TestScenes.page("a"),
      to: TestScenes.page("b"))
    let tr = try checkedTransition(scene: scene)
    #expect(tr.totalDuration == 0.5)
    #expect(tr.viewAnimation("to/b")!.curve == .linear)
    TransitionInvariants.check(tr)
  }
}
