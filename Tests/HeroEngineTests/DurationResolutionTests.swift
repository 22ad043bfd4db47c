import HeroModel
import Testing

@testable import HeroEngine

/// Durations (hero-semantics §6.11, D4).
@Suite struct DurationResolutionTests {
  func transition(_ views: [View], duration: Double? = nil) throws -> Transition {
    try checkedTransition(
      scene: TestScenes.scene(
        duration: duration, from: TestScenes.page("a", children: views), to: TestScenes.page("b")))
  }

  @Test func automaticDurationFollowsTheTravel() throws {
    let tr = try transition([
      TestScenes.box("rest", Rect(0, 0, 10, 10), modifiers: [.fade]),
      TestScenes.box("move", Rect(0, 0, 10, 10), modifiers: [.translate(x: 300)]),
      TestScenes.box("far", Rect(0, 0, 10, 10), modifiers: [.position(x: 905, y: 5)]),
    ])
    #expect(approx(tr.viewAnimation("from/rest")!.duration, 0.208))
    #expect(approx(tr.viewAnimation("from/move")!.duration, 0.308))
    #expect(approx(tr.viewAnimation("from/far")!.duration, 0.208 + 500.0 / 3000))
    #expect(approx(tr.totalDuration, 0.208 + 500.0 / 3000))
  }

  @Test func matchLongestUsesThePassOneMaximumBeforeDelays() throws {
    let tr = try transition([
      TestScenes.box("slow", Rect(0, 0, 10, 10), modifiers: [.fade, .duration(0.5), .delay(1)]),
      TestScenes.box("follow", Rect(0, 0, 10, 10), modifiers: [.fade, .durationMatchLongest]),
    ])
    #expect(tr.viewAnimation("from/follow")!.duration == 0.5)
    #expect(tr.totalDuration == 1.5)
  }

  @Test func springsExtendTheStopTime() throws {
    let tr = try transition([
      TestScenes.box(
        "s", Rect(0, 0, 10, 10),
        modifiers: [.translate(x: 10), .spring(stiffness: 250, damping: 30), .delay(0.1)])
    ])
    let settle = Spring(stiffness: 250, damping: 30).settlingDuration
    #expect(settle > 0.5)
    #expect(approx(tr.totalDuration, 0.1 + settle))
  }

  @Test func transitionWideDurationFillsOnlyMissingDurations() throws {
    let tr = try transition(
      [
        TestScenes.box("auto", Rect(0, 0, 10, 10), modifiers: [.fade]),
        TestScenes.box("explicit", Rect(0, 0, 10, 10), modifiers: [.fade, .duration(0.1)]),
      ], duration: 0.6)
    #expect(tr.viewAnimation("from/auto")!.duration == 0.6)
    #expect(tr.viewAnimation("from/explicit")!.duration == 0.1)
  }

  @Test func resolveIsDeterministicAndOrderIndependentForMatchLongest() {
    var inf = TargetState()
    inf.duration = .infinity
    var long = TargetState()
    long.duration = 0.9
    long.delay = 5
    let a = DurationResolution.Input(state: inf, position: .zero, size: Size(1, 1), transform: .identity)
    let b = DurationResolution.Input(state: long, position: .zero, size: Size(1, 1), transform: .identity)
    #expect(DurationResolution.resolve([a, b]) == [0.9, 0.9])
    #expect(DurationResolution.resolve([b, a]) == [0.9, 0.9])
  }
}
