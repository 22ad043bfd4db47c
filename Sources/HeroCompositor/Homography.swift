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

  /// The map taking the unit square's corners (0,0), (1,0), (1,1), (0,1) to `q` in that order
  /// (Heckbert's closed form); nil when three of the corners are collinear.
  static func squareToQuad(_ q: [Point]) -> Homography? {
    guard q.count == 4 else { return nil }
    let (x0, y0, x1, y1, x2, y2, x3, y3) = (q[0].x, q[0].y, q[1].x, q[1].y, q[2].x, q[2].y, q[3].x, q[3].y)
    let dx3 = x0 - x1 + x2 - x3
    let dy3 = y0 - y1 + y2 - y3
    var g = 0.0
    var h = 0.0
    if dx3 != 0 || dy3 != 0 {
      let dx1 = x1 - x2
      let dx2 = x3 - x2
      let dy1 = y1 - y2
      let dy2 = y3 - y2
      let det = dx1 * dy2 - dx2 * dy1
      guard abs(det) > 1e-12 else { return nil }
      g = (dx3 * dy2 - dx2 * dy3) / det
      h = (dx1 * dy3 - dx3 * dy1) / det
    }
    let m = Homography(
      a11: x1 - x0 + g * x1, a12: y1 - y0 + g * y1, a13: g,
      a21: x3 - x0 + h * x3, a22: y3 - y0 + h * y3, a23: h,
      a31: x0, a32: y0, a33: 1)
    return abs(m.determinant) > 1e-12 ? m : nil
  }

  /// The projective map taking the four points `from` onto the four points `to` (same order);
  /// nil when either quadrilateral is degenerate.
  static func mapping(from: [Point], to: [Point]) -> Homography? {
    guard let s = squareToQuad(from), let sInverse = s.inverted(), let d = squareToQuad(to) else {
      return nil
    }
    return sInverse.concatenating(d)
  }
}
