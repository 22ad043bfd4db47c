import HeroModel

/// The scale `hero preview` renders at unless `--scale` says otherwise: previews are for people
/// looking at a pull request, not for pixel comparison (goldens are), so a @3x phone screen is
/// painted and encoded at review size rather than at 1170×2532.
///
/// The frames are rendered at that scale, not scaled down after rendering: painting, the yuv420p
/// conversion and x264 all cost by the pixel, so a preview of the benchmark scene costs about a
/// quarter of one at full size (docs/performance.md, Previews). The scale is fractional
/// (1280 / 844 points = 1.5166…), which the compositor paints like any other: geometry lands on
/// fractional pixels and is antialiased, as at any `--scale`. It is a pure function of the canvas,
/// so the same scene gives the same frames on every machine. A video's odd side is padded by one
/// pixel of edge colour (`YUVImage.paddedSize`), as at any scale.
public enum PreviewScale {
  /// The longer side of a preview at its default scale, pixels: 720p's and most review tools'
  /// width, large enough to read a phone screen's text.
  public static let reviewSide = 1280

  /// The largest scale at which the canvas's longer side is at most `reviewSide` pixels, never
  /// above the device's scale (`deviceScale`: the variant's device, else a Retina screen's,
  /// `Canvas.defaultScale`) or the scene's own when that is higher; at least the scale that gives
  /// the shorter side one pixel (a canvas thousands of times longer than wide). A scene whose
  /// goldens are kept at @1x to stay small is still previewed as people see the screen.
  public static func `default`(for canvas: Canvas, deviceScale: Double? = nil) -> Double {
    let ceiling = max(canvas.scale, deviceScale ?? Canvas.defaultScale)
    let longer = max(canvas.size.width, canvas.size.height)
    let shorter = min(canvas.size.width, canvas.size.height)
    let fit = Double(reviewSide) / longer
    guard fit < ceiling else { return ceiling }
    return min(ceiling, max(fit, 1 / shorter))
  }
}
