import HeroModel
import Testing

@testable import HeroEngine

@Suite struct AutomaticDurationTests {
  func duration(
    from p0: Point, to p1: Point, _ s0: Size = Size(100, 100), _ s1: Size = Size(100, 100),
    _ t0: Transform3D = .identity, _ t1: Transform3D = .identity
  ) -> Double {
    AutomaticDuration.duration(
      fromPosition: p0, toPosition: p1, fromSize: s0, toSize: s1,
      fromTransform: t0, toTransform: t1)
  }

  @Test func restIs208Milliseconds() {
    #expect(duration(from: Point(50, 50), to: Point(50, 50)) == 0.208)
  }

  @Test func threeHundredPointsIs308() {
    #expect(abs(duration(from: Point(0, 0), to: Point(180, 240)) - 0.308) < 1e-12)
  }

  @Test func clampedAt500Points() {
    let expected = 0.208 + 500.0 / 3000
    #expect(abs(expected - 0.374666666) < 1e-8)
    #expect(abs(duration(from: .zero, to: Point(500, 0)) - expected) < 1e-12)
    #expect(abs(duration(from: .zero, to: Point(0, 2000)) - expected) < 1e-12)
  }

  @Test func transformTranslationAndAffineSizeCount() {
    // A translate of 375 (push's shift) travels 375 points: 0.208 + 0.125.
    let shifted = duration(
      from: Point(187.5, 333.5), to: Point(187.5, 333.5), Size(375, 667), Size(375, 667),
      .identity, .translation(x: 375, y: 0))
    #expect(abs(shifted - 0.333) < 1e-12)
    // Scale 0.5 of a 300×400 view: size changes by (150, 200), 250 points.
    let scaled = duration(
      from: .zero, to: .zero, Size(300, 400), Size(300, 400), .identity,
      .scale(x: 0.5, y: 0.5))
    #expect(abs(scaled - (0.208 + 250.0 / 3000)) < 1e-12)
    // Rotation, perspective and z translation alone do not count.
    var p = Transform3D.identity
    p.m34 = -1.0 / 500
    #expect(
      duration(from: .zero, to: .zero, Size(1, 0), Size(1, 0), .identity, p.translated(x: 0, y: 0, z: 50))
        == 0.208)
  }

  @Test func positionAndSizeDistancesAdd() {
    // 30-40-50 move plus a 60-80-100 size change.
    let d = duration(from: .zero, to: Point(30, 40), Size(10, 10), Size(70, 90))
    #expect(abs(d - (0.208 + 150.0 / 3000)) < 1e-12)
  }
}
