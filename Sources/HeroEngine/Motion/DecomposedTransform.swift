import Foundation
import HeroModel

/// A 3D transform split into CSS Transforms Level 2 components ("unmatrix"), for interpolation.
///
/// The CSS pseudo-code indexes `matrix[row][column]` with the translation in row 3, which is
/// exactly Core Animation's row-vector layout (m41, m42, m43), so it applies to `Transform3D`
/// element for element. One extension over CSS: a zero scale on an axis (Hero's common `scale(0)`)
/// does not make the matrix undecomposable when there is no perspective — the missing axis is
/// completed to an orthonormal basis, so scale interpolates linearly to and from 0.
struct DecomposedTransform: Sendable {
  var translation: (Double, Double, Double)
  var scale: (Double, Double, Double)
  /// XY, XZ, YZ shears.
  var skew: (Double, Double, Double)
  var perspective: (Double, Double, Double, Double)
  /// (x, y, z, w).
  var quaternion: (Double, Double, Double, Double)

  /// Nil when the matrix cannot be decomposed (m44 = 0, or singular with perspective).
  init?(_ t: Transform3D) {
    var m = Self.rows(t)
    guard m[3][3] != 0, t.isFinite else { return nil }
    let w = m[3][3]
    for i in 0..<4 { for j in 0..<4 { m[i][j] /= w } }

    var perspectiveMatrix = m
    for i in 0..<3 { perspectiveMatrix[i][3] = 0 }
    perspectiveMatrix[3][3] = 1
    let pm = Self.transform(perspectiveMatrix)
    if m[0][3] != 0 || m[1][3] != 0 || m[2][3] != 0 {
      guard let inverse = pm.inverted() else { return nil }
      // The perspective column of M is N·p with N the perspective-free matrix, so p = N⁻¹·rhs.
      let inv = Self.rows(inverse)
      let rhs = [m[0][3], m[1][3], m[2][3], m[3][3]]
      var p = [0.0, 0, 0, 0]
      for i in 0..<4 { for j in 0..<4 { p[i] += inv[i][j] * rhs[j] } }
      perspective = (p[0], p[1], p[2], p[3])
    } else {
      perspective = (0, 0, 0, 1)
    }

    translation = (m[3][0], m[3][1], m[3][2])

    var row = (0..<3).map { i in [m[i][0], m[i][1], m[i][2]] }
    var sc = [0.0, 0, 0]
    var sk = [0.0, 0, 0]

    sc[0] = Self.length(row[0])
    row[0] = Self.normalizedOrBasis(row[0], against: [])
    sk[0] = Self.dot(row[0], row[1])
    row[1] = Self.combine(row[1], row[0], 1, -sk[0])
    sc[1] = Self.length(row[1])
    row[1] = Self.normalizedOrBasis(row[1], against: [row[0]])
    sk[0] = sc[1] == 0 ? 0 : sk[0] / sc[1]
    sk[1] = Self.dot(row[0], row[2])
    row[2] = Self.combine(row[2], row[0], 1, -sk[1])
    sk[2] = Self.dot(row[1], row[2])
    row[2] = Self.combine(row[2], row[1], 1, -sk[2])
    sc[2] = Self.length(row[2])
    row[2] = Self.normalizedOrBasis(row[2], against: [row[0], row[1]])
    if sc[2] == 0 {
      sk[1] = 0
      sk[2] = 0
    } else {
      sk[1] /= sc[2]
      sk[2] /= sc[2]
    }
    // A coordinate-system flip: negate the scales and the rows.
    if Self.dot(row[0], Self.cross(row[1], row[2])) < 0 {
      for i in 0..<3 {
        sc[i] = -sc[i]
        row[i] = row[i].map { -$0 }
      }
    }
    guard (sc + sk).allSatisfy(\.isFinite) else { return nil }
    scale = (sc[0], sc[1], sc[2])
    skew = (sk[0], sk[1], sk[2])

    quaternion = Self.quaternion(row)
  }

  /// The unit quaternion (x, y, z, w), w ≥ 0, of an orthonormal rotation given by its rows.
  ///
  /// The same quaternion as the CSS text's (magnitudes from the diagonal, signs from the
  /// off-diagonal differences), computed by Shepperd's method: from the largest of w, x, y, z, so
  /// small components keep full precision instead of coming from √(≈0).
  static func quaternion(_ r: [[Double]]) -> (Double, Double, Double, Double) {
    let trace = r[0][0] + r[1][1] + r[2][2]
    var q: (x: Double, y: Double, z: Double, w: Double)
    if trace > 0 {
      let s = (trace + 1).squareRoot() * 2
      q = ((r[1][2] - r[2][1]) / s, (r[2][0] - r[0][2]) / s, (r[0][1] - r[1][0]) / s, s / 4)
    } else if r[0][0] >= r[1][1] && r[0][0] >= r[2][2] {
      let s = (1 + r[0][0] - r[1][1] - r[2][2]).squareRoot() * 2
      q = (s / 4, (r[0][1] + r[1][0]) / s, (r[2][0] + r[0][2]) / s, (r[1][2] - r[2][1]) / s)
    } else if r[1][1] >= r[2][2] {
      let s = (1 + r[1][1] - r[0][0] - r[2][2]).squareRoot() * 2
      q = ((r[0][1] + r[1][0]) / s, s / 4, (r[1][2] + r[2][1]) / s, (r[2][0] - r[0][2]) / s)
    } else {
      let s = (1 + r[2][2] - r[0][0] - r[1][1]).squareRoot() * 2
      q = ((r[2][0] + r[0][2]) / s, (r[1][2] + r[2][1]) / s, s / 4, (r[0][1] - r[1][0]) / s)
    }
    if q.w < 0 { q = (-q.x, -q.y, -q.z, -q.w) }
    return (q.x, q.y, q.z, q.w)
  }

  /// CSS "recompose a 3D matrix".
  var recomposed: Transform3D {
    var m = Self.rows(.identity)
    let p = [perspective.0, perspective.1, perspective.2, perspective.3]
    for i in 0..<4 { m[i][3] = p[i] }
    let t = [translation.0, translation.1, translation.2]
    for i in 0..<4 { for j in 0..<3 { m[3][i] += t[j] * m[j][i] } }

    let (x, y, z, w) = quaternion
    var r = Self.rows(.identity)
    // The CSS text writes this matrix for column vectors; in row-vector layout it is transposed,
    // matching the sign tests of the decomposition above.
    r[0][0] = 1 - 2 * (y * y + z * z)
    r[0][1] = 2 * (x * y + z * w)
    r[0][2] = 2 * (x * z - y * w)
    r[1][0] = 2 * (x * y - z * w)
    r[1][1] = 1 - 2 * (x * x + z * z)
    r[1][2] = 2 * (y * z + x * w)
    r[2][0] = 2 * (x * z + y * w)
    r[2][1] = 2 * (y * z - x * w)
    r[2][2] = 1 - 2 * (x * x + y * y)
    m = Self.multiply(r, m)

    var temp = Self.rows(.identity)
    if skew.2 != 0 {
      temp[2][1] = skew.2
      m = Self.multiply(temp, m)
    }
    if skew.1 != 0 {
      temp[2][1] = 0
      temp[2][0] = skew.1
      m = Self.multiply(temp, m)
    }
    if skew.0 != 0 {
      temp[2][0] = 0
      temp[1][0] = skew.0
      m = Self.multiply(temp, m)
    }
    let s = [scale.0, scale.1, scale.2]
    for i in 0..<3 { for j in 0..<4 { m[i][j] *= s[i] } }
    return Self.transform(m)
  }

  /// Component-wise linear mix; the quaternion by spherical linear interpolation (CSS).
  func interpolated(to b: Self, fraction f: Double) -> Self {
    func mix(_ a: Double, _ b: Double) -> Double { a.interpolated(to: b, fraction: f) }
    var r = self
    r.translation = (
      mix(translation.0, b.translation.0), mix(translation.1, b.translation.1),
      mix(translation.2, b.translation.2)
    )
    r.scale = (mix(scale.0, b.scale.0), mix(scale.1, b.scale.1), mix(scale.2, b.scale.2))
    r.skew = (mix(skew.0, b.skew.0), mix(skew.1, b.skew.1), mix(skew.2, b.skew.2))
    r.perspective = (
      mix(perspective.0, b.perspective.0), mix(perspective.1, b.perspective.1),
      mix(perspective.2, b.perspective.2), mix(perspective.3, b.perspective.3)
    )
    r.quaternion = Self.slerp(quaternion, b.quaternion, f)
    return r
  }

  static func slerp(
    _ a: (Double, Double, Double, Double), _ b: (Double, Double, Double, Double), _ t: Double
  ) -> (Double, Double, Double, Double) {
    var product = a.0 * b.0 + a.1 * b.1 + a.2 * b.2 + a.3 * b.3
    product = min(max(product, -1), 1)
    if abs(product) == 1 || (a == b) { return a }
    let theta = acos(product)
    let w = sin(t * theta) / (1 - product * product).squareRoot()
    let k = cos(t * theta) - product * w
    return (a.0 * k + b.0 * w, a.1 * k + b.1 * w, a.2 * k + b.2 * w, a.3 * k + b.3 * w)
  }

  // MARK: Small matrix and vector helpers

  static func rows(_ t: Transform3D) -> [[Double]] {
    let e = t.elements
    return (0..<4).map { i in Array(e[(i * 4)..<(i * 4 + 4)]) }
  }

  static func transform(_ m: [[Double]]) -> Transform3D { Transform3D(elements: m.flatMap { $0 }) }

  /// a · b (row-major).
  static func multiply(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
    (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
  }

  static func length(_ v: [Double]) -> Double { (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).squareRoot() }
  static func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
  static func cross(_ a: [Double], _ b: [Double]) -> [Double] {
    [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
  }
  static func combine(_ a: [Double], _ b: [Double], _ ka: Double, _ kb: Double) -> [Double] {
    [a[0] * ka + b[0] * kb, a[1] * ka + b[1] * kb, a[2] * ka + b[2] * kb]
  }

  /// `v` normalised; a zero vector is replaced by the first basis axis orthogonal to `previous`.
  static func normalizedOrBasis(_ v: [Double], against previous: [[Double]]) -> [Double] {
    let len = length(v)
    if len > 0 { return v.map { $0 / len } }
    for axis in [[1.0, 0, 0], [0.0, 1, 0], [0.0, 0, 1]] {
      var u = axis
      for p in previous { u = combine(u, p, 1, -dot(u, p)) }
      let l = length(u)
      if l > 1e-6 { return u.map { $0 / l } }
    }
    return v
  }
}
