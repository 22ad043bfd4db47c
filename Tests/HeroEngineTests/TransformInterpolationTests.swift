import Foundation
import HeroModel
import Testing

@testable import HeroEngine

@Suite struct TransformInterpolationTests {
  func close(_ a: Transform3D, _ b: Transform3D, _ eps: Double = 1e-9) -> Bool {
    zip(a.elements, b.elements).allSatisfy { abs($0 - $1) < eps }
  }

  static let samples: [Transform3D] = {
    var p = Transform3D.identity
    p.m34 = -1.0 / 500
    let skew = Transform3D(
      m11: 1, m12: 0, m13: 0, m14: 0, m21: 0.3, m22: 1, m23: 0, m24: 0,
      m31: 0.1, m32: -0.2, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    return [
      .identity,
      .translation(x: 375, y: -20, z: 4),
      .scale(x: 0.7, y: 1.3, z: 2),
      .rotation(angle: 0.9, x: 0, y: 0, z: 1),
      .rotation(angle: 2.5, x: 0.3, y: 1, z: 0.2),
      Transform3D.identity.translated(x: 10, y: 20).scaled(x: 2, y: 3).rotated(angle: 0.4, x: 1, y: 0, z: 0),
      p.rotated(angle: 0.6, x: 0, y: 1, z: 0).translated(x: 5, y: 0, z: 30),
      skew.concatenating(.translation(x: 3, y: 4)),
      .scale(x: -1, y: 1),
      // Half turns (w = 0), where the CSS sign tests alone lose the axis direction.
      .rotation(angle: .pi, x: 1, y: -1, z: 0),
      .rotation(angle: .pi, x: 0.2, y: 0.3, z: -1),
    ]
  }()

  @Test func decomposeRecomposeRoundTrips() throws {
    for m in Self.samples {
      let d = try #require(DecomposedTransform(m))
      // Decomposition normalises m44 to 1: the same projective map.
      let normalised = Transform3D(elements: m.elements.map { $0 / m.m44 })
      #expect(close(d.recomposed, normalised), "round trip of \(m.elements)")
    }
  }

  @Test func identicalMatricesInterpolateToThemselvesExactly() {
    for m in Self.samples {
      for f in [0.0, 0.25, 0.5, 0.9, 1.0] {
        #expect(m.interpolated(to: m, fraction: f) == m)
      }
    }
  }

  @Test func endsAreExact() {
    let a = Self.samples[4]
    let b = Self.samples[6]
    #expect(a.interpolated(to: b, fraction: 0) == a)
    #expect(a.interpolated(to: b, fraction: 1) == b)
  }

  @Test func pureTranslationsInterpolateLinearly() {
    let a = Transform3D.translation(x: 375, y: 0)
    let b = Transform3D.identity
    for f in stride(from: 0.0, through: 1.0, by: 0.125) {
      #expect(a.interpolated(to: b, fraction: f) == .translation(x: 375 * (1 - f), y: 0))
    }
    // Extrapolation (overshooting curves) stays linear.
    #expect(close(a.interpolated(to: b, fraction: 1.1), .translation(x: -37.5, y: 0)))
  }

  @Test func pureScalesInterpolateLinearly() {
    let a = Transform3D.scale(x: 0.7, y: 0.7)
    let b = Transform3D.identity
    let mid = a.interpolated(to: b, fraction: 0.5)
    #expect(close(mid, .scale(x: 0.85, y: 0.85)))
    // zoomSlide: scale 0.8 with a translation keeps the translation unscaled and linear.
    let zs = Transform3D.identity.translated(x: 375, y: 0).scaled(x: 0.8, y: 0.8)
    #expect(
      close(
        zs.interpolated(to: .identity, fraction: 0.25),
        Transform3D.identity.translated(x: 281.25, y: 0).scaled(x: 0.85, y: 0.85)))
  }

  @Test func zeroScaleInterpolatesLinearly() {
    // Hero's common `scale(0)`: CSS would refuse to decompose it.
    let a = Transform3D.scale(x: 0, y: 0)
    #expect(close(a.interpolated(to: .identity, fraction: 0.5), .scale(x: 0.5, y: 0.5)))
    #expect(close(a.interpolated(to: .identity, fraction: 0.1), .scale(x: 0.1, y: 0.1)))
  }

  @Test func rotationsSlerpByAngle() {
    let a = Transform3D.rotation(angle: 0, x: 0, y: 0, z: 1)
    let b = Transform3D.rotation(angle: 1.2, x: 0, y: 0, z: 1)
    for f in [0.25, 0.5, 0.75] {
      #expect(close(a.interpolated(to: b, fraction: f), .rotation(angle: 1.2 * f, x: 0, y: 0, z: 1)))
    }
    // A full turn is the identity matrix, so it vanishes (hero-semantics §6.6).
    let turn = Transform3D.rotation(angle: 2 * .pi, x: 0, y: 0, z: 1)
    #expect(close(turn.interpolated(to: .identity, fraction: 0.5), .identity))
  }

  @Test func rotationWithTranslationKeepsTranslationLinear() {
    let a = Transform3D.rotation(angle: 0.8, x: 0, y: 0, z: 1).concatenating(.translation(x: 100, y: 0))
    let mid = a.interpolated(to: .identity, fraction: 0.5)
    let expected = Transform3D.rotation(angle: 0.4, x: 0, y: 0, z: 1).concatenating(.translation(x: 50, y: 0))
    #expect(close(mid, expected))
  }

  @Test func perspectiveInterpolatesComponentWise() {
    var a = Transform3D.identity
    a.m34 = -1.0 / 500
    let mid = a.interpolated(to: .identity, fraction: 0.5)
    #expect(abs(mid.m34 - (-1.0 / 1000)) < 1e-15)
  }

  @Test func undecomposableSwitchesAtHalf() {
    var singular = Transform3D.scale(x: 0, y: 1)
    singular.m34 = -0.002
    let b = Transform3D.translation(x: 10, y: 0)
    #expect(singular.interpolated(to: b, fraction: 0.49) == singular)
    #expect(singular.interpolated(to: b, fraction: 0.5) == b)
  }

  @Test func otherConformances() {
    #expect(Point(0, 10).interpolated(to: Point(10, 30), fraction: 0.5) == Point(5, 20))
    #expect(Size(0, 10).interpolated(to: Size(10, 30), fraction: 0.25) == Size(2.5, 15))
    #expect(Rect(0, 0, 10, 10).interpolated(to: Rect(10, 10, 20, 30), fraction: 0.5) == Rect(5, 5, 15, 20))
    #expect(
      Color.black.interpolated(to: .white.withAlpha(0), fraction: 0.5)
        == Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5))
    #expect(false.interpolated(to: true, fraction: 0.4999) == false)
    #expect(false.interpolated(to: true, fraction: 0.5) == true)
    #expect(
      Overlay(color: .black, opacity: 0).interpolated(to: Overlay(color: .black, opacity: 0.1), fraction: 0.5)
        == Overlay(color: .black, opacity: 0.05))
    let r1 = Path.rect(Rect(0, 0, 10, 10))
    let r2 = Path.rect(Rect(10, 10, 30, 30))
    #expect(r1.interpolated(to: r2, fraction: 0.5) == Path.rect(Rect(5, 5, 20, 20)))
    let e = Path.ellipse(in: Rect(0, 0, 10, 10))
    #expect(r1.interpolated(to: e, fraction: 0.4) == r1)
    #expect(r1.interpolated(to: e, fraction: 0.6) == e)
    #expect(3.0.interpolated(to: 3.0, fraction: 0.7) == 3.0)
  }
}
