import Foundation
import HeroModel
import Testing

@testable import HeroEngine

/// Durations (hero-semantics §6.11, §6.7, D4), by hand: the automatic duration's
/// affine terms with translated, rotated and scaled targets; durationMatchLongest taking the
/// pass-1 maximum before delays; totalDuration = max(delay + max(duration, spring settling)).
@Suite struct DurationRulesTests {
  func run(_ views: [View]) throws -> Transition {
    try checkedTransition(
      scene: TestScenes.scene(
        kind: .present, animation: .none, from: TestScenes.page("a", children: views),
        to: TestScenes.page("b")))
  }

  func box(_ id: String, _ modifiers: [Modifier]) -> View {
    TestScenes.box(id, Rect(0, 0, 100, 50), modifiers: modifiers)
  }

  @Test func translationCountsThroughM41M42() throws {
    let tr = try run([box("v", [.translate(x: 30, y: 40)])])
    #expect(approx(tr.viewAnimation("from/v")!.duration, 0.208 + 50.0 / 3000, 1e-12))
  }

  @Test func rotationMapsTheSizeByTheAffinePart() throws {
    // Rotation by π/2: a = 0, b = 1, c = −1, d = 0 → (100, 50) ↦ (a·w + c·h, b·w + d·h) = (−50, 100);
    // |(100, 50) − (−50, 100)| = |(150, −50)| = √25000.
    let tr = try run([box("v", [.rotate(Double.pi / 2)])])
    #expect(approx(tr.viewAnimation("from/v")!.duration, 0.208 + 25000.0.squareRoot() / 3000, 1e-9))
  }

  @Test func scaleThenTranslateKeepsTheTranslationUnscaled() throws {
    // translate(30, 40) then scale(2) = S·T: m41 = 30, m42 = 40; size (200, 100).
    // move = 50 + |(100, 50)| = 50 + √12500.
    let tr = try run([box("v", [.translate(x: 30, y: 40), .scale(2)])])
    #expect(approx(tr.viewAnimation("from/v")!.duration, 0.208 + (50 + 12500.0.squareRoot()) / 3000, 1e-12))
  }

  @Test func travelIsClampedAt500Points() throws {
    let tr = try run([box("v", [.translate(x: 3000, y: 0)])])
    #expect(approx(tr.viewAnimation("from/v")!.duration, 0.208 + 500.0 / 3000, 1e-12))
  }

  @Test func matchLongestTakesThePassOneMaximumBeforeDelays() throws {
    let tr = try run([
      box("va", [.fade, .duration(0.5), .delay(0.3)]),
      box("vb", [.fade, .durationMatchLongest]),
      box("vc", [.translate(x: 300, y: 0), .delay(0.1)]),
    ])
    #expect(tr.viewAnimation("from/vb")!.duration == 0.5)
    // vc: automatic 0.308, stop 0.408; va: 0.8; vb: 0.5.
    #expect(approx(tr.viewAnimation("from/vc")!.duration, 0.308, 1e-12))
    #expect(approx(tr.animationDuration, 0.8, 1e-12))
  }

  @Test func matchLongestAloneTakesItsOwnAutomaticDuration() throws {
    let tr = try run([box("b", [.translate(x: 150, y: 0), .durationMatchLongest])])
    #expect(approx(tr.viewAnimation("from/b")!.duration, 0.258, 1e-12))
  }

  @Test func springSettlingExtendsTheStopTime() throws {
    // spring(250, 30): ω0 = √250, ζ = 30 / (2√250); settle = ln(1 / (8.3e-4·√(1 − ζ²))) / (ζ·ω0).
    let w0 = 250.0.squareRoot()
    let zeta = 30 / (2 * w0)
    let settle = log(1 / (8.3e-4 * (1 - zeta * zeta).squareRoot())) / (zeta * w0)
    #expect(approx(settle, 0.5497, 1e-3))
    let tr = try run([
      box("v", [.translate(x: 30, y: 40), .spring(stiffness: 250, damping: 30), .delay(0.1)])
    ])
    #expect(approx(tr.viewAnimation("from/v")!.duration, 0.208 + 50.0 / 3000, 1e-12))
    #expect(approx(tr.animationDuration, 0.1 + settle, 1e-6))
    // cornerRadius never springs: it keeps the view's duration.
    let c = try run([box("v", [.cornerRadius(10), .spring(stiffness: 250, damping: 30)])])
    #expect(approx(c.keyAnimation(.cornerRadius, of: "from/v")!.duration, 0.208, 1e-12))
  }
}
