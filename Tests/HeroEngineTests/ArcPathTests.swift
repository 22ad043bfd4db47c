import HeroModel
import Testing

@testable import HeroEngine

@Suite struct ArcPathTests {
  @Test func downwardArcControlIsTheCorner() {
    // hero-semantics §8: (0,0) → (100,100), intensity 1 → control (0,100).
    let arc = ArcPath(from: Point(0, 0), to: Point(100, 100), intensity: 1)
    #expect(arc.control == Point(0, 100))
    #expect(arc.isApplicable)
  }

  @Test func upwardMotionUsesTheOtherCorner() {
    let arc = ArcPath(from: Point(0, 100), to: Point(100, 0), intensity: 1)
    #expect(arc.control == Point(100, 100))
  }

  @Test func intensityScalesFromTheMidpoint() {
    #expect(ArcPath(from: .zero, to: Point(100, 100), intensity: 0).control == Point(50, 50))
    #expect(ArcPath(from: .zero, to: Point(100, 100), intensity: 0.5).control == Point(25, 75))
    #expect(ArcPath(from: .zero, to: Point(100, 100), intensity: -1).control == Point(100, 0))
  }

  @Test func quadraticBezierPoints() {
    let arc = ArcPath(from: Point(0, 0), to: Point(100, 100), intensity: 1)
    #expect(arc.point(at: 0) == Point(0, 0))
    #expect(arc.point(at: 1) == Point(100, 100))
    // B(½) = ¼·P0 + ½·C + ¼·P1 = (25, 75).
    #expect(arc.point(at: 0.5) == Point(25, 75))
  }

  @Test func needsOnePointOnBothAxes() {
    #expect(!ArcPath(from: .zero, to: Point(100, 0.5), intensity: 1).isApplicable)
    #expect(!ArcPath(from: .zero, to: Point(0.99, 100), intensity: 1).isApplicable)
    #expect(ArcPath(from: .zero, to: Point(1, -1), intensity: 1).isApplicable)
  }
}
