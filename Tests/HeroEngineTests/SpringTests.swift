import Foundation
import Testing

@testable import HeroEngine

@Suite struct SpringTests {
  @Test func settlingDurationMatchesHeroAndApple() {
    // Hero's string default and the AppStore example (hero-semantics §6.7).
    #expect(abs(Spring(stiffness: 250, damping: 30).settlingDuration - 0.5497) < 1e-3)
    #expect(abs(Spring(stiffness: 250, damping: 25).settlingDuration - 0.6067) < 1e-3)
    // Apple's published data points: k 100, m 1.
    #expect(abs(Spring(stiffness: 100, damping: 5).settlingDuration - 2.85) < 0.01)
    let fifteen = Spring(stiffness: 100, damping: 15).settlingDuration
    #expect(fifteen > 1 && fifteen < 1.05)
  }

  @Test func dampingRatioAndFrequency() {
    let s = Spring(stiffness: 250, damping: 30)
    #expect(abs(s.dampingRatio - 0.948683) < 1e-6)
    #expect(abs(s.undampedAngularFrequency - 15.811388) < 1e-6)
    #expect(abs(Spring(stiffness: 400, damping: 20, mass: 4).dampingRatio - 0.25) < 1e-12)
  }

  @Test func underDampedStepResponse() {
    // k 100, c 5: ω0 10, ζ 0.25, ωd = 10·√0.9375.
    let s = Spring(stiffness: 100, damping: 5)
    let wd = 10 * 0.9375.squareRoot()
    for t in [0.05, 0.2, 0.31, 1.0] {
      let expected = 1 - exp(-2.5 * t) * (cos(wd * t) + 2.5 / wd * sin(wd * t))
      #expect(abs(s.value(at: t) - expected) < 1e-12)
    }
    // It overshoots: the first peak is at π/ωd with 1 + e^(−ζω0·π/ωd).
    let peak = Double.pi / wd
    #expect(abs(s.value(at: peak) - (1 + exp(-2.5 * peak))) < 1e-12)
    #expect(s.value(at: 0) == 0)
  }

  @Test func criticallyAndOverDamped() {
    let critical = Spring(stiffness: 100, damping: 20)
    #expect(critical.dampingRatio == 1)
    #expect(abs(critical.value(at: 0.1) - (1 - exp(-1.0) * 2)) < 1e-12)
    let over = Spring(stiffness: 100, damping: 50)  // ζ 2.5, r1,2 = −10(2.5 ∓ √5.25)
    let r1 = -10 * (2.5 - 5.25.squareRoot())
    let r2 = -10 * (2.5 + 5.25.squareRoot())
    let t = 0.3
    #expect(abs(over.value(at: t) - (1 - (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1))) < 1e-12)
    // Both settle where 1 − x(t) = ε, and never overshoot.
    for spring in [critical, over] {
      let d = spring.settlingDuration
      #expect(abs(1 - spring.value(at: d) - Spring.epsilon) < 1e-9)
      #expect(stride(from: 0.0, to: 3, by: 0.01).allSatisfy { spring.value(at: $0) <= 1 })
    }
  }

  @Test func settledValueIsWithinEpsilonAfterwards() {
    let s = Spring(stiffness: 250, damping: 25)
    let d = s.settlingDuration
    for t in stride(from: d, to: d + 2, by: 0.01) {
      #expect(abs(1 - s.value(at: t)) <= Spring.epsilon)
    }
  }

  @Test func degenerateSpringsStayFinite() {
    #expect(Spring(stiffness: 0, damping: 10).value(at: 0.1) == 1)
    #expect(Spring(stiffness: 0, damping: 10).settlingDuration == 0)
    #expect(Spring(stiffness: 100, damping: 0).settlingDuration == Spring.maximumSettlingDuration)
    #expect(Spring(stiffness: 100, damping: 0).value(at: 0.3).isFinite)
  }
}
