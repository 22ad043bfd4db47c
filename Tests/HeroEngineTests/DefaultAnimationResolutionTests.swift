import HeroModel
import Testing

@testable import HeroEngine

/// Hero-semantics §5.1 and §3: how `.auto` and `selectBy` resolve, judged after the
/// Conditional pass with the animator's `canAnimate`, and the root states being replaced unless
/// the result is `.none`. Canvas 375 × 667.
@Suite struct DefaultAnimationResolutionTests {
  typealias S = TestScenes

  func run(
    _ kind: TransitionKind, _ animation: DefaultAnimation = .auto, fromModifiers: [Modifier] = [],
    toModifiers: [Modifier] = []
  ) throws -> Transition {
    try checkedTransition(
      scene: S.scene(
        kind: kind, animation: animation, from: S.page("a", modifiers: fromModifiers),
        to: S.page("b", modifiers: toModifiers)))
  }

  @Test func nonAnimatableRootModifiersDoNotStopTheTemplateAndAreDiscarded() throws {
    // zPosition, contentsScale and masksToBounds alone are not animatable (hero-semantics D8): auto
    // still resolves to fade for a modal, and the root's state is replaced by [fade, 0.35 s
    // standard…] so zPosition(5) is gone.
    let tr = try run(.present, toModifiers: [.zPosition(5), .contentsScale(2), .masksToBounds(true)])
    let b = try #require(tr.state("to/b"))
    #expect(b.opacity == 0 && b.zPosition == nil && b.contentsScale == nil && b.masksToBounds == nil)
    #expect(b.duration == .infinity)
  }

  @Test func forceAnimateOnTheToRootMeansNone() throws {
    let tr = try run(.push, toModifiers: [.forceAnimate, .zPosition(5)])
    let b = try #require(tr.state("to/b"))
    // Kept as written: no template transform, zPosition survives.
    #expect(b.forceAnimate && b.zPosition == 5 && b.transform == nil)
    #expect(tr.state("from/a") == nil)
  }

  @Test func anAnimatableFromRootMeansNoneWhenDismissing() throws {
    let tr = try run(.dismiss, fromModifiers: [.translate(x: 0, y: 667)])
    #expect(tr.state("from/a")?.transform?.m42 == 667)
    #expect(tr.state("to/b") == nil)
    // Only the from root moves: 667 pt → 0.208 + 500/3000 (clamped) = 0.37466… s.
    #expect(approx(tr.animationDuration, 0.208 + 500.0 / 3000, 1e-12))
  }

  @Test func conditionalRootModifiersCountAfterTheConditionalPass() throws {
    // whenPresenting(fade) on the to root: presenting → the root fades by itself (.none, no
    // durationMatchLongest); dismissing → the condition fails, the root has no animatable
    // property, so auto becomes fade for the modal.
    let presenting = try run(.present, toModifiers: [.whenPresenting(.fade)])
    #expect(presenting.state("to/b")?.duration == nil && presenting.state("to/b")?.opacity == 0)
    let dismissing = try run(.dismiss, toModifiers: [.whenPresenting(.fade)])
    #expect(dismissing.state("to/b")?.duration == .infinity)
    #expect(dismissing.state("to/b")?.conditionalModifiers.isEmpty == true)
  }

  @Test func tabsSlideByTabDirectionAndKeepTheFromSnapshotsBelow() throws {
    let forward = try run(.tabForward)
    #expect(forward.frame(at: 0).layer("to/b")?.transform.m41 == 375)
    #expect(!forward.plan.insertToViewFirst)
    let backward = try run(.tabBackward)
    // slide(right): the appearing page starts at −W; the disappearing one ends at +W.
    #expect(backward.frame(at: 0).layer("to/b")?.transform.m41 == -375)
    #expect(approx(backward.frame(at: 0.35 - 1e-9).layer("from/a")!.transform.m41, 375, 1e-4))
    // A tab switch never inserts the to view first, even "dismissing".
    #expect(!backward.plan.insertToViewFirst)
    #expect(backward.frame(at: 0.1).keys == ["container", "from/a", "to/b"])
  }

  @Test func selectByPicksBySideThenResolvesAuto() throws {
    let select = DefaultAnimation.selectBy(presenting: .zoom, dismissing: .auto)
    // Presenting: zoom — to scale 0.7 → 1, to snapshots first (insertToViewFirst = true).
    let push = try run(.push, select)
    #expect(push.plan.insertToViewFirst)
    #expect(push.frame(at: 0).layer("to/b")?.transform.m11 == 0.7)
    // Dismissing (pop): auto → push(right): the to page enters from −375 on top.
    let pop = try run(.pop, select)
    #expect(pop.frame(at: 0).layer("to/b")?.transform.m41 == -375)
    #expect(!pop.plan.insertToViewFirst)
    // …unless a root animates: then auto is none and the user's modifiers stay.
    let popAnimated = try run(.pop, select, fromModifiers: [.cornerRadius(20)])
    #expect(popAnimated.state("from/a")?.cornerRadius == 20 && popAnimated.state("to/b") == nil)
  }

  @Test func anExplicitTemplateReplacesAnimatableRootModifiersAndNoneKeepsThem() throws {
    let cover = try run(.present, .cover(.up), toModifiers: [.cornerRadius(12), .fade])
    let b = try #require(cover.state("to/b"))
    // cover(up): to starts at +H = 667 with the shadow template; the user's radius and fade are gone.
    #expect(b.cornerRadius == nil && b.opacity == nil && b.transform?.m42 == 667)
    let none = try run(.present, DefaultAnimation.none, toModifiers: [.cornerRadius(12), .fade])
    #expect(none.state("to/b")?.cornerRadius == 12 && none.state("to/b")?.opacity == 0)
  }

  @Test func replacedRootsLoseTheirCascadeButIgnoreSubviewModifiersHadAlreadyRun() throws {
    // Neither cascade nor ignoreSubviewModifiers is animatable, so auto resolves to push(left).
    // Cascade runs after the template replaced the root's state: no delays. ignoreSubviewModifiers
    // ran before it: the direct subview's fade is gone even though the flag is replaced too.
    let children = [
      S.box("one", Rect(0, 0, 50, 50), modifiers: [.fade]),
      S.box(
        "two", Rect(0, 60, 50, 50), modifiers: [.fade],
        children: [S.box("deep", Rect(0, 0, 9, 9), modifiers: [.fade])]),
    ]
    let cascading = try checkedTransition(
      scene: S.scene(
        kind: .push, animation: .auto, from: S.page("a"),
        to: S.page("b", modifiers: [.cascade(delta: 0.1)], children: children)))
    #expect(cascading.state("to/b")?.cascade == nil)
    #expect(cascading.state("to/two")?.delay == 0 && cascading.state("to/deep")?.delay == 0)
    let ignoring = try checkedTransition(
      scene: S.scene(
        kind: .push, animation: .auto, from: S.page("a"),
        to: S.page("b", modifiers: [.ignoreSubviewModifiers(recursive: false)], children: children)))
    #expect(ignoring.state("to/b")?.ignoreSubviewModifiers == nil)
    #expect(ignoring.state("to/one") == nil && ignoring.state("to/two") == nil)
    #expect(ignoring.state("to/deep")?.opacity == 0)
    // With none, the root's own cascade stays and runs: 0.1 s per row, rows sorted top to bottom.
    let none = try checkedTransition(
      scene: S.scene(
        kind: .push, animation: .none, from: S.page("a"),
        to: S.page("b", modifiers: [.cascade(delta: 0.1)], children: children)))
    #expect(none.state("to/one")?.delay == 0 && none.state("to/two")?.delay == 0.1)
    #expect(none.state("to/deep")?.delay == 0.1)
  }
}
