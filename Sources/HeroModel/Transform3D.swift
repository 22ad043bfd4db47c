import Foundation

/// A 4×4 transform in Core Animation's conventions (`CATransform3D`).
///
/// Row vectors: a point is multiplied on the left, `p' = p · M`, with the translation in
/// `m41, m42, m43` and perspective in `m34` (`−1/d`). `a.concatenating(b)` is `a · b`, "apply a,
/// then b", exactly as `CATransform3DConcat(a, b)`. The `scaled`, `translated` and `rotated`
/// methods prepend their operation (`S · self`), as `CATransform3DScale(self, …)` does, so a later
/// operation is applied to the point first, in the layer's local frame.
public struct Transform3D: Hashable, Sendable {
  public var m11: Double, m12: Double, m13: Double, m14: Double
  public var m21: Double, m22: Double, m23: Double, m24: Double
  public var m31: Double, m32: Double, m33: Double, m34: Double
  public var m41: Double, m42: Double, m43: Double, m44: Double

  public init(
    m11: Double, m12: Double, m13: Double, m14: Double,
    m21: Double, m22: Double, m23: Double, m24: Double,
    m31: Double, m32: Double, m33: Double, m34: Double,
    m41: Double, m42: Double, m43: Double, m44: Double
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// Row-major elements: m11, m12, m13, m14, m21, … m44 (the state dump's order).
  public init(elements e: [Double]) {
    precondition(e.count == 16, "Transform3D needs 16 elements")
    self.init(
      m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
      m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
  }

  /// Row-major elements: m11, m12, m13, m14, m21, … m44.
  public var elements: [Double] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }

  public static let identity = Transform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

  public var isIdentity: Bool { self == .identity }
  public var isFinite: Bool { elements.allSatisfy(\.isFinite) }

  // MARK: Factories (CA's `CATransform3DMake…`)

  public static func translation(x: Double, y: Double, z: Double = 0) -> Transform3D {
    var t = Transform3D.identity
    t.m41 = x
    t.m42 = y
    t.m43 = z
    return t
  }

  /// The map from a layer's bounds coordinates to its parent's (row vectors): move the anchor
  /// (`anchorPoint`, unit coordinates of the bounds) to the origin, apply `transform`, move to
  /// `position`. One definition for layers (`Layer.toParent`) and views (`View.toParent`).
  public static func toParent(position: Point, size: Size, anchorPoint: Point, transform: Transform3D)
    -> Transform3D
  {
    Transform3D.translation(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height)
      .concatenating(transform)
      .concatenating(.translation(x: position.x, y: position.y))
  }

  public static func scale(x: Double, y: Double, z: Double = 1) -> Transform3D {
    var t = Transform3D.identity
    t.m11 = x
    t.m22 = y
    t.m33 = z
    return t
  }

  /// Rotation by `angle` radians about the axis (x, y, z), as `CATransform3DMakeRotation`.
  /// A zero axis gives the identity.
  public static func rotation(angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
    let len = (x * x + y * y + z * z).squareRoot()
    guard len > 0 else { return .identity }
    let (ux, uy, uz) = (x / len, y / len, z / len)
    let c = cos(angle)
    let s = sin(angle)
    let t = 1 - c
    return Transform3D(
      m11: t * ux * ux + c, m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
      m21: t * ux * uy - s * uz, m22: t * uy * uy + c, m23: t * uy * uz + s * ux, m24: 0,
      m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: t * uz * uz + c, m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
  }

  // MARK: Composition

  /// `self · other`: apply `self`, then `other` (`CATransform3DConcat(self, other)`).
  public func concatenating(_ b: Transform3D) -> Transform3D {
    let a = self
    return Transform3D(
      m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
      m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
      m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
      m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
      m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
      m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
      m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
      m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
      m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
      m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
      m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
      m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
      m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
      m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
      m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
      m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
  }

  /// `CATransform3DTranslate(self, x, y, z)` = T · self.
  public func translated(x: Double, y: Double, z: Double = 0) -> Transform3D {
    Transform3D.translation(x: x, y: y, z: z).concatenating(self)
  }

  /// `CATransform3DScale(self, x, y, z)` = S · self.
  public func scaled(x: Double, y: Double, z: Double = 1) -> Transform3D {
    Transform3D.scale(x: x, y: y, z: z).concatenating(self)
  }

  /// `CATransform3DRotate(self, angle, x, y, z)` = R · self.
  public func rotated(angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
    Transform3D.rotation(angle: angle, x: x, y: y, z: z).concatenating(self)
  }

  /// Maps a point of the z = 0 plane, with the perspective divide. Nil when w ≤ 0 (behind the eye).
  public func project(_ p: Point) -> Point? {
    let x = p.x * m11 + p.y * m21 + m41
    let y = p.x * m12 + p.y * m22 + m42
    let w = p.x * m14 + p.y * m24 + m44
    guard w > 1e-12 else { return nil }
    return Point(x / w, y / w)
  }

  public var determinant: Double { Cofactors(self).determinant }

  /// The inverse, or nil when the matrix is singular (|det| < 1e-12).
  public func inverted() -> Transform3D? {
    let a = elements
    func m(_ r: Int, _ c: Int) -> Double { a[r * 4 + c] }
    let f = Cofactors(self)
    let (s0, s1, s2, s3, s4, s5) = (f.s0, f.s1, f.s2, f.s3, f.s4, f.s5)
    let (c0, c1, c2, c3, c4, c5) = (f.c0, f.c1, f.c2, f.c3, f.c4, f.c5)
    let det = f.determinant
    guard abs(det) > 1e-12, det.isFinite else { return nil }
    let k = 1 / det
    let r: [Double] = [
      (m(1, 1) * c5 - m(1, 2) * c4 + m(1, 3) * c3) * k,
      (-m(0, 1) * c5 + m(0, 2) * c4 - m(0, 3) * c3) * k,
      (m(3, 1) * s5 - m(3, 2) * s4 + m(3, 3) * s3) * k,
      (-m(2, 1) * s5 + m(2, 2) * s4 - m(2, 3) * s3) * k,
      (-m(1, 0) * c5 + m(1, 2) * c2 - m(1, 3) * c1) * k,
      (m(0, 0) * c5 - m(0, 2) * c2 + m(0, 3) * c1) * k,
      (-m(3, 0) * s5 + m(3, 2) * s2 - m(3, 3) * s1) * k,
      (m(2, 0) * s5 - m(2, 2) * s2 + m(2, 3) * s1) * k,
      (m(1, 0) * c4 - m(1, 1) * c2 + m(1, 3) * c0) * k,
      (-m(0, 0) * c4 + m(0, 1) * c2 - m(0, 3) * c0) * k,
      (m(3, 0) * s4 - m(3, 1) * s2 + m(3, 3) * s0) * k,
      (-m(2, 0) * s4 + m(2, 1) * s2 - m(2, 3) * s0) * k,
      (-m(1, 0) * c3 + m(1, 1) * c1 - m(1, 2) * c0) * k,
      (m(0, 0) * c3 - m(0, 1) * c1 + m(0, 2) * c0) * k,
      (-m(3, 0) * s3 + m(3, 1) * s1 - m(3, 2) * s0) * k,
      (m(2, 0) * s3 - m(2, 1) * s1 + m(2, 2) * s0) * k,
    ]
    return Transform3D(elements: r)
  }
}

/// The 2×2 sub-determinants of a 4×4 matrix's top two rows (s) and bottom two rows (c), shared by
/// the determinant and the inverse (Laplace expansion by complementary minors).
private struct Cofactors {
  let s0, s1, s2, s3, s4, s5: Double
  let c0, c1, c2, c3, c4, c5: Double

  init(_ t: Transform3D) {
    let a = t.elements
    func m(_ r: Int, _ c: Int) -> Double { a[r * 4 + c] }
    s0 = m(0, 0) * m(1, 1) - m(1, 0) * m(0, 1)
    s1 = m(0, 0) * m(1, 2) - m(1, 0) * m(0, 2)
    s2 = m(0, 0) * m(1, 3) - m(1, 0) * m(0, 3)
    s3 = m(0, 1) * m(1, 2) - m(1, 1) * m(0, 2)
    s4 = m(0, 1) * m(1, 3) - m(1, 1) * m(0, 3)
    s5 = m(0, 2) * m(1, 3) - m(1, 2) * m(0, 3)
    c5 = m(2, 2) * m(3, 3) - m(3, 2) * m(2, 3)
    c4 = m(2, 1) * m(3, 3) - m(3, 1) * m(2, 3)
    c3 = m(2, 1) * m(3, 2) - m(3, 1) * m(2, 2)
    c2 = m(2, 0) * m(3, 3) - m(3, 0) * m(2, 3)
    c1 = m(2, 0) * m(3, 2) - m(3, 0) * m(2, 2)
    c0 = m(2, 0) * m(3, 1) - m(3, 0) * m(2, 1)
  }

  var determinant: Double { s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0 }
}
