import HeroModel

/// A 3×3 projective map of the plane in Core Animation's row-vector order: `[x y 1] · H`, then
/// divide by the third component.
///
/// A layer's 4×4 transform acts on its z = 0 plane through the rows and columns 1, 2 and 4 of the
/// matrix; dropping z this way is exactly how a sublayer is flattened into its parent's plane (no
/// transform layer), so a whole layer tree composes as a product of these 3×3 maps.
struct Homography: Hashable, Sendable {
  var a11: Double, a12: Double, a13: Double
  var a21: Double, a22: Double, a23: Double
  var a31: Double, a32: Double, a33: Double

  init(
    a11: Double, a12: Double, a13: Double, a21: Double, a22: Double, a23: Double, a31: Double,
    a32: Double, a33: Double
  ) {
    (self.a11, self.a12, self.a13) = (a11, a12, a13)
    (self.a21, self.a22, self.a23) = (a21, a22, a23)
    (self.a31, self.a32, self.a33) = (a31, a32, a33)
  }

  /// The map `t` induces on the z = 0 plane, flattened (z dropped).
  init(flattening t: Transform3D) {
    self.init(
      a11: t.m11, a12: t.m12, a13: t.m14, a21: t.m21, a22: t.m22, a23: t.m24, a31: t.m41, a32: t.m42,
      a33: t.m44)
  }

  static func translation(_ x: Double, _ y: Double) -> Homography {
    Homography(a11: 1, a12: 0, a13: 0, a21: 0, a22: 1, a23: 0, a31: x, a32: y, a33: 1)
  }

  static func scale(_ x: Double, _ y: Double) -> Homography {
    Homography(a11: x, a12: 0, a13: 0, a21: 0, a22: y, a23: 0, a31: 0, a32: 0, a33: 1)
  }

  /// `self · b`: apply `self`, then `b`.
  func concatenating(_ b: Homography) -> Homography {
    let a = self
    return Homography(
      a11: a.a11 * b.a11 + a.a12 * b.a21 + a.a13 * b.a31,
      a12: a.a11 * b.a12 + a.a12 * b.a22 + a.a13 * b.a32,
      a13: a.a11 * b.a13 + a.a12 * b.a23 + a.a13 * b.a33,
      a21: a.a21 * b.a11 + a.a22 * b.a21 + a.a23 * b.a31,
      a22: a.a21 * b.a12 + a.a22 * b.a22 + a.a23 * b.a32,
      a23: a.a21 * b.a13 + a.a22 * b.a23 + a.a23 * b.a33,
      a31: a.a31 * b.a11 + a.a32 * b.a21 + a.a33 * b.a31,
      a32: a.a31 * b.a12 + a.a32 * b.a22 + a.a33 * b.a32,
      a33: a.a31 * b.a13 + a.a32 * b.a23 + a.a33 * b.a33)
  }

  var determinant: Double {
    a11 * (a22 * a33 - a23 * a32) - a12 * (a21 * a33 - a23 * a31) + a13 * (a21 * a32 - a22 * a31)
  }

  /// True when the map is affine (no perspective row), so Cairo's matrix can draw it exactly.
  var isAffine: Bool { a13 == 0 && a23 == 0 && a33 != 0 }

  var isFinite: Bool {
    [a11, a12, a13, a21, a22, a23, a31, a32, a33].allSatisfy(\.isFinite)
  }

  /// False when the map squashes the plane to a line or a point (|det| ≤ 1e-12, or not finite):
  /// exactly when `inverted()` is nil, without computing the inverse.
  var isInvertible: Bool { Self.isInvertible(determinant: determinant) }

  private static func isInvertible(determinant det: Double) -> Bool { det.isFinite && abs(det) > 1e-12 }

  /// The inverse, or nil when singular (see `isInvertible`).
  func inverted() -> Homography? {
    let det = determinant
    guard Self.isInvertible(determinant: det) else { return nil }
    let k = 1 / det
    return Homography(
      a11: (a22 * a33 - a23 * a32) * k, a12: (a13 * a32 - a12 * a33) * k, a13: (a12 * a23 - a13 * a22) * k,
      a21: (a23 * a31 - a21 * a33) * k, a22: (a11 * a33 - a13 * a31) * k, a23: (a13 * a21 - a11 * a23) * k,
      a31: (a21 * a32 - a22 * a31) * k, a32: (a12 * a31 - a11 * a32) * k, a33: (a11 * a22 - a12 * a21) * k)
  }

  /// The homogeneous weight of `p` (positive in front of the eye).
  func weight(_ p: Point) -> Double { p.x * a13 + p.y * a23 + a33 }

  /// Maps `p` with the perspective divide; nil when the point lies behind the eye (w ≤ 0).
  func apply(_ p: Point) -> Point? {
    let w = weight(p)
    guard w > 1e-12 else { return nil }
    return Point((p.x * a11 + p.y * a21 + a31) / w, (p.x * a12 + p.y * a22 + a32) / w)
  }

  /// Maps every point of `points`; nil when any lies behind the eye (a box around the images of
  /// the others would not bound the map's image).
  func apply(_ points: [Point]) -> [Point]? {
    var mapped: [Point] = []
    mapped.reserveCapacity(points.count)
    for p in points {
      guard let q = apply(p) else { return nil }
      mapped.append(q)
    }
    return mapped
  }
}
