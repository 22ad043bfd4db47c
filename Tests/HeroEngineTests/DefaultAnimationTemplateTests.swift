import HeroModel
import Testing

@testable import HeroEngine

@Suite struct DefaultAnimationTemplateTests {
  let canvas = Size(375, 667)

  func states(
    _ a: DefaultAnimation, kind: TransitionKind = .push, opaque: Bool = true,
    presentation: PresentationStyle = .fullScreen
  ) -> (to: TargetState, from: TargetState, insert: Bool?) {
    let p = DefaultAnimationTemplate.plan(
      for: a, kind: kind, presentation: presentation, canvas: canvas,
      fromRootIsOpaque: opaque)
    return (
      TargetState(modifiers: p.toModifiers ?? []), TargetState(modifiers: p.fromModifiers ?? []),
      p.insertToViewFirst
    )
  }

  // MARK: Resolution (hero-semantics §5.1)

  @Test func autoResolvesPerContainer() {
    func r(_ kind: TransitionKind, _ animated: Bool = false) -> DefaultAnimation {
      DefaultAnimationTemplate.resolve(.auto, kind: kind, rootHasAnimatableModifiers: animated)
    }
    #expect(r(.push) == .push(.left))
    #expect(r(.pop) == .push(.right))  // hero-semantics D3: Hero ≥ 1.5
    #expect(r(.tabForward) == .slide(.left))
    #expect(r(.tabBackward) == .slide(.right))
    #expect(r(.present) == .fade)
    #expect(r(.dismiss) == .fade)
    #expect(r(.push, true) == .none)
    #expect(r(.present, true) == .none)
  }

  @Test func selectByPicksBySide() {
    let a = DefaultAnimation.selectBy(presenting: .pull(.left), dismissing: .slide(.down))
    #expect(
      DefaultAnimationTemplate.resolve(a, kind: .present, rootHasAnimatableModifiers: false) == .pull(.left))
    #expect(
      DefaultAnimationTemplate.resolve(a, kind: .dismiss, rootHasAnimatableModifiers: false) == .slide(.down))
    let auto = DefaultAnimation.selectBy(presenting: .zoom, dismissing: .auto)
    #expect(
      DefaultAnimationTemplate.resolve(auto, kind: .pop, rootHasAnimatableModifiers: false) == .push(.right))
    let reverse = DefaultAnimation.autoReverse(presenting: .cover(.up))
    #expect(
      DefaultAnimationTemplate.resolve(reverse, kind: .dismiss, rootHasAnimatableModifiers: false)
        == .uncover(.down))
    #expect(DefaultAnimationTemplate.resolve(.zoom, kind: .push, rootHasAnimatableModifiers: true) == .zoom)
  }

  // MARK: Per type (hero-semantics §5.3)

  @Test func pushLeftOn375() {
    let (to, from, insert) = states(.push(.left))
    #expect(insert == false)
    #expect(to.transform == .translation(x: 375, y: 0))
    #expect(to.shadowOpacity == 0)
    #expect(to.beginState == DefaultAnimationTemplate.shadowState)
    let begin = TargetState(modifiers: to.beginState)
    #expect(begin.shadowOpacity == 0.5 && begin.shadowRadius == 5 && begin.shadowColor == .black)
    #expect(begin.shadowOffset == .zero && begin.masksToBounds == false)
    #expect(to.timingFunction == TimingCurve(0, 0, 0.2, 1))
    #expect(to.duration == 0.35)
    #expect(from.transform == .translation(x: -125, y: 0))
    #expect(from.overlay == Overlay(color: .black, opacity: 0.1))
    #expect(from.timingFunction == .deceleration)
    #expect(from.duration == 0.35)
    #expect(from.shadowOpacity == nil)
  }

  @Test func pushRightIsThePop() {
    let (to, from, _) = states(.push(.right), kind: .pop)
    #expect(to.transform == .translation(x: -375, y: 0))
    #expect(from.transform == .translation(x: 125, y: 0))
    #expect(from.overlay?.opacity == 0.1)
  }

  @Test func pushVertical() {
    let (upTo, upFrom, _) = states(.push(.up))
    #expect(upTo.transform == .translation(x: 0, y: 667))
    #expect(upFrom.transform == .translation(x: 0, y: -667.0 / 3))
    let (downTo, downFrom, _) = states(.push(.down))
    #expect(downTo.transform == .translation(x: 0, y: -667))
    #expect(downFrom.transform == .translation(x: 0, y: 667.0 / 3))
  }

  @Test func pull() {
    let (to, from, insert) = states(.pull(.right))
    #expect(insert == true)
    #expect(to.transform == .translation(x: -125, y: 0))
    #expect(to.overlay == Overlay(color: .black, opacity: 0.1))
    #expect(to.timingFunction == .standard && to.duration == 0.35)
    #expect(from.transform == .translation(x: 375, y: 0))
    #expect(from.shadowOpacity == 0 && from.beginState == DefaultAnimationTemplate.shadowState)
    #expect(from.timingFunction == .standard)
  }

  @Test func slideAndZoomSlide() {
    let (to, from, insert) = states(.slide(.left))
    #expect(insert == nil)
    #expect(to.transform == .translation(x: 375, y: 0) && from.transform == .translation(x: -375, y: 0))
    #expect(to.timingFunction == .standard && to.overlay == nil && to.beginState.isEmpty)
    let (zTo, zFrom, zInsert) = states(.zoomSlide(.left))
    #expect(zInsert == nil)
    // Scale 0.8 about the anchor, then the full, unscaled shift.
    #expect(zTo.transform?.m11 == 0.8 && zTo.transform?.m22 == 0.8 && zTo.transform?.m41 == 375)
    #expect(zFrom.transform?.m11 == 0.8 && zFrom.transform?.m41 == -375)
  }

  @Test func coverAndUncover() {
    let (to, from, insert) = states(.cover(.up))
    #expect(insert == false)
    #expect(
      to.transform == .translation(x: 0, y: 667) && to.shadowOpacity == 0
        && to.timingFunction == .deceleration)
    #expect(from.transform == nil && from.overlay?.opacity == 0.1 && from.timingFunction == .deceleration)
    let (uTo, uFrom, uInsert) = states(.uncover(.down))
    #expect(uInsert == true)
    #expect(uTo.transform == nil && uTo.overlay?.opacity == 0.1 && uTo.timingFunction == .standard)
    #expect(
      uFrom.transform == .translation(x: 0, y: 667)
        && uFrom.beginState == DefaultAnimationTemplate.shadowState)
  }

  @Test func pageInAndPageOut() {
    let (to, from, insert) = states(.pageIn(.left))
    #expect(insert == false)
    #expect(to.transform == .translation(x: 375, y: 0) && to.timingFunction == .deceleration)
    #expect(from.transform == .scale(x: 0.7, y: 0.7) && from.overlay?.opacity == 0.1)
    let (oTo, oFrom, oInsert) = states(.pageOut(.right))
    #expect(oInsert == true)
    #expect(
      oTo.transform == .scale(x: 0.7, y: 0.7) && oTo.overlay?.opacity == 0.1
        && oTo.timingFunction == .standard)
    #expect(oFrom.transform == .translation(x: 375, y: 0) && oFrom.shadowOpacity == 0)
  }

  @Test func zoomAndZoomOut() {
    let (to, from, insert) = states(.zoom, kind: .present)
    #expect(insert == true)
    #expect(to.transform == .scale(x: 0.7, y: 0.7) && to.opacity == nil)
    #expect(from.transform == .scale(x: 1.3, y: 1.3) && from.opacity == 0)
    let (oTo, oFrom, oInsert) = states(.zoomOut, kind: .present)
    #expect(oInsert == false)
    #expect(oTo.transform == .scale(x: 1.3, y: 1.3) && oTo.opacity == 0)
    #expect(oFrom.transform == .scale(x: 0.7, y: 0.7) && oFrom.duration == 0.35)
  }

  @Test func fadeWithOpaqueFromPageAnimatesOnlyTheToRoot() {
    let p = DefaultAnimationTemplate.plan(
      for: .fade, kind: .present, presentation: .fullScreen, canvas: canvas,
      fromRootIsOpaque: true)
    #expect(p.toModifiers == [.fade, .durationMatchLongest])
    #expect(p.fromModifiers == [.timingFunction(.standard), .duration(0.35), .durationMatchLongest])
    #expect(p.insertToViewFirst == nil)
    let to = TargetState(modifiers: p.toModifiers!)
    let from = TargetState(modifiers: p.fromModifiers!)
    #expect(to.opacity == 0 && to.duration == .infinity && to.hasAnimatableProperty)
    #expect(from.duration == .infinity && !from.hasAnimatableProperty)
  }

  @Test func fadeWithSeeThroughFromPageFadesBoth() {
    let (to, from, _) = states(.fade, kind: .present, opaque: false)
    #expect(to.opacity == 0 && from.opacity == 0)
    #expect(from.duration == .infinity && from.timingFunction == nil)
  }

  @Test func fadeDismissingOverFullScreenKeepsTheToRootStill() {
    let p = DefaultAnimationTemplate.plan(
      for: .fade, kind: .dismiss, presentation: .overFullScreen,
      canvas: canvas, fromRootIsOpaque: true)
    #expect(p.toModifiers == [.timingFunction(.standard), .duration(0.35), .durationMatchLongest])
    // Presenting over full screen still fades the new page in.
    let q = DefaultAnimationTemplate.plan(
      for: .fade, kind: .present, presentation: .overFullScreen,
      canvas: canvas, fromRootIsOpaque: true)
    #expect(q.toModifiers == [.fade, .durationMatchLongest])
  }

  @Test func noneLeavesTheRootsAlone() {
    for a in [DefaultAnimation.none, .auto, .selectBy(presenting: .fade, dismissing: .fade)] {
      #expect(
        DefaultAnimationTemplate.plan(
          for: a, kind: .push, presentation: .fullScreen, canvas: canvas,
          fromRootIsOpaque: true) == .unchanged)
    }
  }

  @Test func shiftUsesTheCanvasSize() {
    let p = DefaultAnimationTemplate.plan(
      for: .slide(.up), kind: .push, presentation: .fullScreen,
      canvas: Size(1024, 768), fromRootIsOpaque: true)
    #expect(TargetState(modifiers: p.toModifiers!).transform == .translation(x: 0, y: 768))
    #expect(TargetState(modifiers: p.fromModifiers!).transform == .translation(x: 0, y: -768))
  }
}
