/// Which implementation the compositor uses for its costliest steps. For shadows and perspective
/// both settings paint the same picture (within a level or two per channel); `standard` is the
/// fast one and the default. For blur materials `standard` is also the accurate one.
///
/// The `reference` setting keeps the earlier, straightforward algorithms alive so that the
/// benchmark can print the speed-up it claims in the same run, and tests can check that the fast
/// paths still agree with them.
public struct CompositorTuning: Hashable, Sendable {
  /// Blur large shadows (σ ≥ 16 output pixels) at a reduced resolution, then enlarge the blurred
  /// result bilinearly (see `ShadowMask.reduction`). Off: rasterise and blur at output
  /// resolution. Without `gaussianBackdrop`, the same for materials' backdrops.
  public var reducedResolutionShadows: Bool
  /// Warp a perspective layer tile by tile, only over each row's span inside the source, with its
  /// source lines read ahead per tile; and blur shadows inside the layer's offscreen at the
  /// offscreen's density (they land unscaled). Off: every pixel of the destination box warped
  /// row by row, and those shadows blurred at the output scale and resampled.
  public var fastPerspective: Bool
  /// Blur a material's backdrop by a true Gaussian on a grid of 4 to 8 samples a σ
  /// (`BackdropGrid`). Off: the earlier blur, three box passes per axis on 8-bit values
  /// (`threeBoxPlanes`), which the benchmark measures the Gaussian's cost against.
  public var gaussianBackdrop: Bool

  public init(reducedResolutionShadows: Bool, fastPerspective: Bool, gaussianBackdrop: Bool = true) {
    self.reducedResolutionShadows = reducedResolutionShadows
    self.fastPerspective = fastPerspective
    self.gaussianBackdrop = gaussianBackdrop
  }

  /// The fast paths and the Gaussian backdrop (default).
  public static let standard = CompositorTuning(reducedResolutionShadows: true, fastPerspective: true)
  /// The earlier algorithms, as a baseline for benchmarks and agreement tests.
  public static let reference = CompositorTuning(
    reducedResolutionShadows: false, fastPerspective: false, gaussianBackdrop: false)
}
