import HeroModel
import Testing

@testable import HeroEngine

/// One key's value over time (hero-semantics §6.6, §6.12, §6.13): fill-both, seek clamping.
@Suite struct KeyAnimationTests {
  let key = KeyAnimation(
    key: .opacity, from: .number(0), to: .number(1), delay: 0.1, duration: 0.2, curve: .bezier(.linear))

  @Test func fillsBothWays() {
    #expect(key.value(at: 0) == .number(0))
    #expect(key.value(at: 0.1) == .number(0))
    #expect(approx(key.value(at: 0.2).number!, 0.5, 1e-6))
    #expect(key.value(at: 0.3) == .number(1))
    #expect(key.value(at: 5) == .number(1))
  }

  @Test func seekingStopsOneMillisecondShort() {
    #expect(approx(key.value(at: 5, seeking: true).number!, 0.995, 1e-6))
    #expect(key.value(at: 0.05, seeking: true) == .number(0))
  }

  @Test func zeroDurationWaitsForItsDelay() {
    let jump = KeyAnimation(
      key: .opacity, from: .number(0), to: .number(1), delay: 0.1, duration: 0, curve: .bezier(.linear))
    #expect(jump.value(at: 0.05) == .number(0))
    #expect(jump.value(at: 0.1) == .number(1))
  }

  @Test func springFollowsTheStepResponse() {
    let spring = Spring(stiffness: 250, damping: 30)
    let k = KeyAnimation.make(
      key: .position, from: .point(Point(0, 0)), to: .point(Point(100, 0)), delay: 0, duration: 0.3,
      curve: .standard,
      spring: SpringParameters(stiffness: 250, damping: 30), arc: nil)
    #expect(k.duration == spring.settlingDuration)
    #expect(approx(k.value(at: 0.1).pointValue!.x, 100 * spring.value(at: 0.1), 1e-9))
  }
}
