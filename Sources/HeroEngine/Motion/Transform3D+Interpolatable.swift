import HeroModel

extension Transform3D: Interpolatable {
  /// Core Animation's transform interpolation, modelled by CSS Transforms Level 2 `matrix3d`
  /// interpolation (hero-semantics D13): decompose both matrices into translation, scale,
  /// skew, perspective and a rotation quaternion, mix the parts (slerp for the quaternion) and
  /// recompose. So a full turn vanishes, and pure translations and scales move linearly.
  ///
  /// Identical matrices give themselves exactly, and the end fractions 0 and 1 give the end
  /// matrices exactly. When either matrix cannot be decomposed the value switches at the halfway
  /// point, as CSS specifies.
  public func interpolated(to other: Transform3D, fraction: Double) -> Transform3D {
    if self == other || fraction == 0 { return self }
    if fraction == 1 { return other }
    return TransformInterpolation(from: self, to: other).value(at: fraction)
  }
}
