import Foundation
import HeroModel

/// A 3D transform split into CSS Transforms Level 2 components ("unmatrix"), for interpolation.
///
/// The CSS pseudo-code indexes `matrix[row][column]` with the translation in row 3, which is
/// exactly Core Animation's row-vector layout (m41, m42, m43), so it applies to `Transform3D`
/// element for element. Two deliberate refinements: the rotation quaternion is extracted by
/// Shepperd's method (same quaternion, full precision), and a zero scale on an axis (Hero's
/// common `scale(0)`) does not make the matrix undecomposable when there is no perspective — the
/// missing axis is completed to an orthonormal basis, so scale interpolates linearly to and from 0.
struct DecomposedTransform: Hashable, Sendable {
  var translation: SIMD3<Double>
  var scale: SIMD3<Double>
  /// XY, XZ, YZ shears.
  var skew: SIMD3<Double>
  var perspective: SIMD4<Double>
  /// (x, y, z, w).
  var quaternion: SIMD4<Double>

  /// Nil when the matrix cannot be decomposed (m44 = 0, non-finite, or singular with perspective).
  init?(_ t: Transform3D) {
    guard t.m44 != 0, t.isFinite else { return nil }
    let e = t.elements.map { $0 / t.m44 }
    let m = Transform3D(elements: e)

    if m.m14 != 0 || m.m24 != 0 || m.m34 != 0 {
      // The perspective column of M is N·p with N the perspective-free matrix, so p = N⁻¹·rhs.
      var n = m
      (n.m14, n.m24, n.m34, n.m44) = (0, 0, 0, 1)
      guard let inv = n.inverted() else { return nil }
      let rhs = SIMD4(m.m14, m.m24, m.m34, m.m44)
      perspective = SIMD4(
        (SIMD4(inv.m11, inv.m12, inv.m13, inv.m14) * rhs).sum(),
        (SIMD4(inv.m21, inv.m22, inv.m23, inv.m24) * rhs).sum(),
        (SIMD4(inv.m31, inv.m32, inv.m33, inv.m34) * rhs).sum(),
        (SIMD4(inv.m41, inv.m42, inv.m43, inv.m44) * rhs).sum())
    } else {
      perspective = SIMD4(0, 0, 0, 1)
    }
    translation = SIMD3(m.m41, m.m42, m.m43)

    var r0 = SIMD3(m.m11, m.m12, m.m13)
    var r1 = SIMD3(m.m21, m.m22, m.m23)
    var r2 = SIMD3(m.m31, m.m32, m.m33)
    var sc = SIMD3<Double>(0, 0, 0)
    var sk = SIMD3<Double>(0, 0, 0)

    sc.x = Self.length(r0)
    r0 = Self.normalizedOrBasis(r0, against: [])
    sk.x = Self.dot(r0, r1)
    r1 -= r0 * sk.x
    sc.y = Self.length(r1)
    r1 = Self.normalizedOrBasis(r1, against: [r0])
    sk.x = sc.y == 0 ? 0 : sk.x / sc.y
    sk.y = Self.dot(r0, r2)
    r2 -= r0 * sk.y
    sk.z = Self.dot(r1, r2)
    r2 -= r1 * sk.z
    sc.z = Self.length(r2)
    r2 = Self.normalizedOrBasis(r2, against: [r0, r1])
    if sc.z == 0 {
      sk.y = 0
      sk.z = 0
    } else {
      sk.y /= sc.z
      sk.z /= sc.z
    }
    // A coordinate-system flip: negate the scales and the rows.
    if Self.dot(r0, Self.cross(r1, r2)) < 0 {
      sc = -sc
      r0 = -r0
      r1 = -r1
      r2 = -r2
    }
    guard Self.isFinite(sc), Self.isFinite(sk) else { return nil }
    scale = sc
    skew = sk
    quaternion = Self.quaternion(r0, r1, r2)
  }

  /// The unit quaternion (x, y, z, w), w ≥ 0, of an orthonormal rotation given by its rows.
  ///
  /// The same quaternion as the CSS text's (magnitudes from the diagonal, signs from the
  /// off-diagonal differences), computed by Shepperd's method: from the largest of w, x, y, z, so
  /// small components keep full precision instead of coming from √(≈0).
  static func quaternion(_ r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>) -> SIMD4<Double> {
    let trace = r0.x + r1.y + r2.z
    var q: SIMD4<Double>
    if trace > 0 {
      let s = (trace + 1).squareRoot() * 2
      q = SIMD4((r1.z - r2.y) / s, (r2.x - r0.z) / s, (r0.y - r1.x) / s, s / 4)
    } else if r0.x >= r1.y && r0.x >= r2.z {
      let s = (1 + r0.x - r1.y - r2.z).squareRoot() * 2
      q = SIMD4(s / 4, (r0.y + r1.x) / s, (r2.x + r0.z) / s, (r1.z - r2.y) / s)
    } else if r1.y >= r2.z {
      let s = (1 + r1.y - r0.x - r2.z).squareRoot() * 2
      q = SIMD4((r0.y + r1.x) / s, s / 4, (r1.z + r2.y) / s, (r2.x - r0.z) / s)
    } else {
      let s = (1 + r2.z - r0.x - r1.y).squareRoot() * 2
      q = SIMD4((r2.x + r0.z) / s, (r1.z + r2.y) / s, s / 4, (r0.y - r1.x) / s)
    }
    return q.w < 0 ? -q : q
  }

  /// CSS "recompose a 3D matrix": perspective, then translation, then (prepended) rotation, skew
  /// and scale — in row-vector terms M = S · K · R · T · P.
  var recomposed: Transform3D {
    let p = perspective
    let (x, y, z, w) = (quaternion.x, quaternion.y, quaternion.z, quaternion.w)
    // The CSS text writes the rotation matrix for column vectors; in row-vector layout it is
    // transposed, matching the signs of the extraction above.
    let rot0 = SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w))
    let rot1 = SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w))
    let rot2 = SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y))
    let p3 = SIMD3(p.x, p.y, p.z)
    var row0 = SIMD4(rot0.x, rot0.y, rot0.z, Self.dot(rot0, p3))
    var row1 = SIMD4(rot1.x, rot1.y, rot1.z, Self.dot(rot1, p3))
    var row2 = SIMD4(rot2.x, rot2.y, rot2.z, Self.dot(rot2, p3))
    if skew.z != 0 { row2 += row1 * skew.z }
    if skew.y != 0 { row2 += row0 * skew.y }
    if skew.x != 0 { row1 += row0 * skew.x }
    row0 *= scale.x
    row1 *= scale.y
    row2 *= scale.z
    let t = translation
    return Transform3D(
      m11: row0.x, m12: row0.y, m13: row0.z, m14: row0.w,
      m21: row1.x, m22: row1.y, m23: row1.z, m24: row1.w,
      m31: row2.x, m32: row2.y, m33: row2.z, m34: row2.w,
      m41: t.x, m42: t.y, m43: t.z, m44: p.w + Self.dot(t, p3))
  }

  /// Component-wise linear mix; the quaternion by spherical linear interpolation (CSS).
  func interpolated(to b: Self, fraction f: Double) -> Self {
    var r = self
    r.translation = translation + (b.translation - translation) * f
    r.scale = scale + (b.scale - scale) * f
    r.skew = skew + (b.skew - skew) * f
    r.perspective = perspective + (b.perspective - perspective) * f
    r.quaternion = Self.slerp(quaternion, b.quaternion, f)
    return r
  }

  /// CSS slerp: no shortest-path flip; identical (or opposite) quaternions give the first.
  static func slerp(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ t: Double) -> SIMD4<Double> {
    let product = min(max((a * b).sum(), -1), 1)
    if abs(product) == 1 || a == b { return a }
    let theta = acos(product)
    let w = sin(t * theta) / (1 - product * product).squareRoot()
    return a * (cos(t * theta) - product * w) + b * w
  }

  // MARK: Vector helpers

  static func length(_ v: SIMD3<Double>) -> Double { (v * v).sum().squareRoot() }
  static func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }
  static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
  }
  static func isFinite(_ v: SIMD3<Double>) -> Bool { v.x.isFinite && v.y.isFinite && v.z.isFinite }

  /// `v` normalised; a zero vector is replaced by the first basis axis orthogonal to `previous`.
  static func normalizedOrBasis(_ v: SIMD3<Double>, against previous: [SIMD3<Double>]) -> SIMD3<Double> {
    let len = length(v)
    if len > 0 { return v / len }
    for axis in [SIMD3<Double>(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1)] {
      var u = axis
      for p in previous { u -= p * dot(u, p) }
      let l = length(u)
      if l > 1e-6 { return u / l }
    }
    return v
  }
}
