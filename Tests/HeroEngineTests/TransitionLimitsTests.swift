import HeroModel
import Testing

@testable import HeroEngine

/// Found by fuzzing the CLI: every duration was finite, but a 1e300 s transition made
/// `frameCount(fps:)` convert 3e301 to `Int` — a trap. Transitions are now limited to an hour and
/// frame counts never trap.
@Suite struct TransitionLimitsTests {
  @Test func aTransitionLongerThanAnHourIsAnError() {
    var scene = TestScenes.matchBasic
    scene.transition.duration = 1e300
    let error = #expect(throws: TransitionError.self) { try Transition(scene: scene) }
    #expect(
      error?.description
        == "transition: the transition would last 1e+300 s; at most 3600 s is supported (check durations, delays and script times)"
    )
    scene.transition.duration = 3600
    #expect(throws: Never.self) { try Transition(scene: scene) }
  }

  @Test func scriptTimesCountToo() {
    var scene = TestScenes.matchBasic
    scene.transition.interactive = InteractiveScript(
      progress: [.init(time: 0, progress: 0), .init(time: 1e9, progress: 0.5)],
      release: .init(time: 1e9, action: .finish))
    let error = #expect(throws: TransitionError.self) { try Transition(scene: scene) }
    #expect(error?.path == "transition.interactive")
  }

  @Test func frameCountsNeverTrap() throws {
    let transition = try Transition(scene: TestScenes.matchBasic)
    #expect(transition.frameCount(fps: 1e300) == Int(Int32.max))
    #expect(transition.frameCount(fps: .greatestFiniteMagnitude) == Int(Int32.max))
    #expect(transition.frameCount(fps: 60) == Int((transition.totalDuration * 60).rounded(.up)) + 1)
  }
}
