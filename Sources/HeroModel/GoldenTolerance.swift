/// The tolerance policy for goldens (docs/scene-format.md#golden-tolerance), defined once for the
/// gallery (`hero verify`) and the compositor goldens alike.
///
/// - `exact` (the default): any difference fails. With the pinned Cairo, pixman, libpng and Pango
///   builds, frames are byte-identical from run to run and machine to machine (measured: goldens
///   compare the same with pixman's SIMD paths switched off as on), so a difference of one level
///   anywhere is a real change — a premultiplication or colour rounding regression included.
/// - `bilinear`: for goldens whose subject is a bitmap sampled with bilinear filtering — an image or
///   snapshot drawn scaled, rotated or in perspective. There, a last-bit change of a coordinate (a
///   different libm or CPU rounding in a transform) moves every sample inside the bitmap, not only
///   its edges, and shifts filtered pixels by a level or two: each channel may differ by 2, and 16
///   pixels (a few edge pixels of a warped quad) by more.
public enum GoldenTolerance: String, Hashable, Sendable, CaseIterable {
  case exact
  case bilinear

  /// Per-channel difference allowed (0…255).
  public var tolerance: Int {
    switch self {
    case .exact: 0
    case .bilinear: 2
    }
  }

  /// Pixels allowed to differ by more than `tolerance`.
  public var pixelBudget: Int {
    switch self {
    case .exact: 0
    case .bilinear: 16
    }
  }
}

extension GoldenSettings {
  /// Settings with the policy's tolerance and budget for `content`.
  public init(samples: [Double] = [0, 0.25, 0.5, 0.75, 1], content: GoldenTolerance) {
    self.init(samples: samples, tolerance: content.tolerance, pixelBudget: content.pixelBudget)
  }
}
