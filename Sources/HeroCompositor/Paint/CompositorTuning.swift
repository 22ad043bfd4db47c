/// Which implementation the compositor uses for its two costliest steps. Both settings paint the
/// same picture (within a level or two per channel); `standard` is the fast one and the default.
///
/// The `reference` setting keeps the earlier, straightforward algorithms alive so that the
/// benchmark can print the speed-up it claims in the same run, and tests can check that the fast
/// paths still agree with them.
public struct CompositorTuning: Hashable, Sendable {
  /// Blur large shadows and blur materials' backdrops (σ ≥ 16 output pixels) at a reduced
  /// resolution, then enlarge the blurred result bilinearly (see `ShadowMask.reduction`). Off:
  /// rasterise and blur at output resolution.
  public var reducedResolutionShadows: Bool
  /// Warp a perspective layer tile by tile, only over each row's span inside the source, with its
  /// source lines read ahead per tile; and blur shadows inside the layer's offscreen at the
  /// offscreen's density (they land unscaled). Off: every pixel of the destination box warped
  /// row by row, and those shadows blurred at the output scale and resampled.
  public var fastPerspective: Bool

  public init(reducedResolutionShadows: Bool, fastPerspective: Bool) {
    self.reducedResolutionShadows = reducedResolutionShadows
    self.fastPerspective = fastPerspective
  }

  /// The fast paths (default).
  public static let standard = CompositorTuning(reducedResolutionShadows: true, fastPerspective: true)
  /// The earlier algorithms, as a baseline for benchmarks and agreement tests.
  public static let reference = CompositorTuning(reducedResolutionShadows: false, fastPerspective: false)
}
