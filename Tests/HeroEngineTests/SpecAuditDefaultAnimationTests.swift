import HeroModel
import Testing

@testable import HeroEngine

/// Spec audit of the default animations end to end (hero-spec §5, §4.1 step 7): start and end
/// values in the frames, shadows only on the moving page, the overlay on the other page, zoomSlide's
/// composed transform, and fade's opaque-from and over-full-screen rules. Canvas 375 × 667.
@Suite struct SpecAuditDefaultAnimationTests {
  func run(
    _ animation: DefaultAnimation, kind: TransitionKind = .present,
    presentation: PresentationStyle = .fullScreen, fromBackground: Color? = .white
  ) throws -> Transition {
    try checkedTransition(
      scene: TestScenes.scene(
        kind: kind, animation: animation, presentation: presentation,
        from: TestScenes.page("a", background: fromBackground), to: TestScenes.page("b")))
  }

  @Test func zoomSlideComposesScaleThenFullShift() throws {
    let tr = try run(.zoomSlide(.left))
    let start = tr.frame(at: 0)
    let to = start.layer("to/b")!.transform
    #expect(approx(to.m11, 0.8) && approx(to.m22, 0.8) && approx(to.m41, 375) && approx(to.m42, 0))
    #expect(start.layer("from/a")!.transform == .identity)
    let end = tr.frame(at: 0.35 - 1e-9)
    let from = end.layer("from/a")!.transform
    #expect(approx(from.m11, 0.8, 1e-6) && approx(from.m41, -375, 1e-4))
    #expect(approx(end.layer("to/b")!.transform.m41, 0, 1e-4))
    #expect(tr.animationDuration == 0.35)
  }

  @Test func pushShadowOnTheMovingPageOverlayOnTheOther() throws {
    let tr = try run(.push(.left), kind: .push)
    let start = tr.frame(at: 0)
    let to = start.layer("to/b")!
    #expect(to.shadowOpacity == 0 && to.shadowRadius == 5 && to.shadowOffset == .zero)
    #expect(to.overlay == nil || to.overlay!.opacity == 0)
    let from = start.layer("from/a")!
    #expect(from.shadowOpacity == 0 && tr.keyAnimation(.shadowOpacity, of: "from/a") == nil)
    #expect((from.overlay?.opacity ?? 0) == 0)
    let end = tr.frame(at: 0.35 - 1e-9)
    #expect(approx(end.layer("to/b")!.shadowOpacity, 0.5, 1e-6))
    #expect(approx(end.layer("from/a")!.overlay!.opacity, 0.1, 1e-6))
    #expect(approx(end.layer("from/a")!.transform.m41, -125, 1e-4))
    // Deceleration (0, 0, 0.2, 1) on both.
    #expect(tr.viewAnimation("to/b")!.curve == .deceleration)
    #expect(tr.viewAnimation("from/a")!.curve == .deceleration)
  }

  @Test func pullPutsTheShadowOnTheLeavingPageAndKeepsStandard() throws {
    let tr = try run(.pull(.right), kind: .pop)
    #expect(tr.plan.insertToViewFirst)
    let start = tr.frame(at: 0)
    #expect(start.keys == ["container", "to/b", "from/a"])
    #expect(start.layer("from/a")!.shadowOpacity == 0.5)
    #expect(approx(start.layer("to/b")!.overlay!.opacity, 0.1))
    #expect(approx(start.layer("to/b")!.transform.m41, -125, 1e-9))
    #expect(tr.viewAnimation("from/a")!.curve == .standard)
    let end = tr.frame(at: 0.35 - 1e-9)
    #expect(approx(end.layer("from/a")!.transform.m41, 375, 1e-4))
    #expect(approx(end.layer("from/a")!.shadowOpacity, 0, 1e-6))
  }

  @Test func fadeWithOpaqueFromLeavesTheFromRootLive() throws {
    let tr = try run(.fade)
    let f = tr.frame(at: 0.1)
    #expect(f.keys == ["container", "from/a", "to/b"])
    #expect(f.layer("from/a")!.contents == .view && f.layer("from/a")!.opacity == 1)
    #expect(approx(tr.animationDuration, 0.208, 1e-12))
    #expect(f.layers[0].backgroundColor == .black)
  }

  @Test func fadeOverFullScreenUsesAClearContainer() throws {
    let present = try run(.fade, presentation: .overFullScreen)
    #expect(present.frame(at: 0.1).layers[0].backgroundColor == .clear)
    // Dismissing the over-full-screen page: the to root keeps the still template; an opaque from
    // page does not fade, so nothing animates.
    let dismiss = try run(.fade, kind: .dismiss, presentation: .overFullScreen)
    #expect(dismiss.state("to/b")!.opacity == nil)
    #expect(dismiss.animatingViews.isEmpty)
    // A see-through from page fades out.
    let clear = try run(
      .fade, kind: .dismiss, presentation: .overFullScreen, fromBackground: Color(white: 1, alpha: 0.5))
    #expect(clear.keyAnimation(.opacity, of: "from/a")!.to == .number(0))
    // A page without a background is a plain UIView: opaque by default, and a nil background counts
    // as alpha 1, so it does not fade.
    let plain = try run(.fade, kind: .dismiss, presentation: .overFullScreen, fromBackground: nil)
    #expect(plain.animatingViews.isEmpty)
  }
}
