/// The grid a material's backdrop is blurred on: blocks of `step` × `step` target pixels, averaged,
/// blurred by a true Gaussian (`GaussianBlur`) and stretched back bilinearly.
///
/// Why 4 to 8 samples a σ (`step = ⌊σ / 4⌋`): the Gaussian then needs at most 65 taps whatever σ
/// is, and a blur that wide has no detail the grid loses. The block average widens the blur by a
/// box of `step` pixels (variance step² / 12) and the bilinear stretch by a triangle (step² / 6),
/// so the grid's σ is what is left of the variance: √((σ / step)² − ¼) samples. Measured against a
/// full-resolution Gaussian (`BackdropAccuracyTests`), that is within about 58 dB (out of the
/// 8-bit output's rounding) for σ from 10 to 90 pixels.
struct BackdropGrid: Hashable, Sendable {
  /// Target pixels a block (1 for σ below 8 pixels: blurred at full resolution).
  var step: Int
  /// The Gaussian on the grid.
  var kernel: GaussianBlur.Kernel

  /// σ beyond 10⁷ pixels is taken as 10⁷ (a reach that large repaints the whole frame anyway).
  init(sigmaPixels: Double) {
    let sigma = sigmaPixels.isFinite ? min(max(sigmaPixels, 0), 1e7) : 0
    step = max(1, Int((sigma / 4).rounded(.down)))
    let samples = sigma / Double(step)
    kernel = GaussianBlur.Kernel(sigma: step > 1 ? (samples * samples - 0.25).squareRoot() : samples)
  }

  /// How far past a material's device box the pixels it reads lie (whole blocks, plus the
  /// blocks its bilinear stretch reads on either side and the alignment of the grid to whole pixels).
  var reach: Int { (kernel.radius + 2) * step + 2 }
}
