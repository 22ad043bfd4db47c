import HeroModel

/// A transform animation's two end matrices with their decompositions worked out once, so that
/// sampling it every frame costs one mix and one recomposition rather than two decompositions.
///
/// Why: `Transform3D.interpolated(to:fraction:)` decomposes both ends on every call; a key whose
/// ends never change (every `KeyAnimation`) would repeat that work each frame for the same result.
struct TransformInterpolation: Hashable, Sendable {
  let from: Transform3D
  let to: Transform3D
  /// Both ends decomposed; nil when the ends are equal or either cannot be decomposed.
  let parts: DecomposedPair?

  struct DecomposedPair: Hashable, Sendable {
    let from: DecomposedTransform
    let to: DecomposedTransform
  }

  init(from: Transform3D, to: Transform3D) {
    self.from = from
    self.to = to
    if from != to, let a = DecomposedTransform(from), let b = DecomposedTransform(to) {
      parts = DecomposedPair(from: a, to: b)
    } else {
      parts = nil
    }
  }

  /// The transform `fraction` of the way (see `Transform3D.interpolated(to:fraction:)`, whose
  /// rules this follows exactly): identical ends and the fractions 0 and 1 give the end matrices
  /// exactly; undecomposable ends switch at the halfway point.
  func value(at fraction: Double) -> Transform3D {
    if from == to || fraction == 0 { return from }
    if fraction == 1 { return to }
    guard let parts else { return fraction < 0.5 ? from : to }
    return parts.from.interpolated(to: parts.to, fraction: fraction).recomposed
  }
}
