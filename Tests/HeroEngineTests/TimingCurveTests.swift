import Foundation
import HeroModel
import Testing

@testable import HeroEngine

@Suite struct TimingCurveTests {
  @Test func endsAreExactAndClamped() {
    for (_, curve) in TimingCurve.named {
      #expect(curve.value(at: 0) == 0)
      #expect(curve.value(at: 1) == 1)
      #expect(curve.value(at: -0.5) == 0)
      #expect(curve.value(at: 2) == 1)
    }
  }

  @Test func linearIsIdentity() {
    for f in stride(from: 0.0, through: 1.0, by: 0.05) {
      #expect(abs(TimingCurve.linear.value(at: f) - f) < 1e-6)
    }
  }

  @Test func xIsSolvedToOneMillionth() {
    for (_, curve) in TimingCurve.named {
      for f in stride(from: 0.01, to: 1.0, by: 0.01) {
        let s = curve.solveParameter(forX: f)
        #expect(abs(TimingCurve.bezier(s, curve.c1x, curve.c2x) - f) < 1e-6)
      }
    }
  }

  @Test func symmetricCurveHitsHalfAtHalf() {
    // easeInOut (0.42, 0, 0.58, 1) is point-symmetric about (0.5, 0.5).
    #expect(abs(TimingCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-6)
    #expect(abs(TimingCurve.easeInOut.value(at: 0.25) + TimingCurve.easeInOut.value(at: 0.75) - 1) < 1e-6)
  }

  @Test func namedCurvesAtKnownPoints() {
    // Reference values computed independently from the Bézier definitions (bisection to 1e-12).
    #expect(abs(TimingCurve.standard.value(at: 0.5) - 0.775561) < 1e-5)
    #expect(abs(TimingCurve.standard.value(at: 0.7) - 0.938245) < 1e-5)
    #expect(abs(TimingCurve.deceleration.value(at: 0.5) - 0.839245) < 1e-5)
    #expect(abs(TimingCurve.easeIn.value(at: 0.5) - 0.315357) < 1e-5)
    #expect(abs(TimingCurve.easeOut.value(at: 0.7) - 0.870423) < 1e-5)
    // easeOutBack overshoots 1.
    #expect(abs(TimingCurve.easeOutBack.value(at: 0.5) - 1.067553) < 1e-5)
    #expect(abs(TimingCurve.easeOutBack.value(at: 0.7) - 1.083088) < 1e-5)
  }

  @Test func monotoneForMonotoneCurves() {
    for curve in [TimingCurve.standard, .deceleration, .acceleration, .sharp, .easeInOut] {
      var last = 0.0
      for f in stride(from: 0.0, through: 1.0, by: 0.001) {
        let v = curve.value(at: f)
        #expect(v >= last - 1e-9)
        last = v
      }
    }
  }
}
