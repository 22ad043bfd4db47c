import HeroModel
import Testing

@testable import HeroEngine

/// Transform interpolation (hero-semantics D13, CSS Transforms Level 2 `matrix3d`), by hand:
/// a non-uniform scale under a rotation decomposes into scale and angle, which interpolate
/// separately and recompose as "scale, then rotate" (row vectors).
@Suite struct TransformDecompositionTests {
  @Test func scaleAndRotationInterpolateSeparately() {
    // Modifiers scale(x: 2, y: 1) then rotate(π/2) give R·S = [[0, 1], [−2, 0]] (rows). CSS
    // unmatrix: row 0 = (0, 1) → scaleX 1, angle 90°; row 1 = (−2, 0) → scaleY 2, no skew.
    var state = TargetState()
    state.append(.scale(x: 2, y: 1, z: 1))
    state.append(.rotate(x: 0, y: 0, z: Double.pi / 2))
    let m = state.transform!
    #expect(abs(m.m11) < 1e-12 && abs(m.m12 - 1) < 1e-12 && abs(m.m21 + 2) < 1e-12 && abs(m.m22) < 1e-12)
    // Halfway from the identity: scale (1, 1.5), angle 45° → S·R = [[c, s], [−1.5 s, 1.5 c]].
    let h = Transform3D.identity.interpolated(to: m, fraction: 0.5)
    let c = (0.5).squareRoot()
    #expect(abs(h.m11 - c) < 1e-9 && abs(h.m12 - c) < 1e-9)
    #expect(abs(h.m21 + 1.5 * c) < 1e-9 && abs(h.m22 - 1.5 * c) < 1e-9)
    #expect(abs(h.m41) < 1e-12 && abs(h.m42) < 1e-12)
  }
}
