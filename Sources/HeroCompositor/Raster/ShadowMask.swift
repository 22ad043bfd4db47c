import HeroModel

/// A layer's shadow shape, rasterised as coverage in the layer's own plane and blurred: drawn each
/// frame as a mask of the shadow colour, offset, under the layer's current transform.
///
/// Rendering the shadow in the layer's plane is what Core Animation does: the offset and blur
/// rotate and scale with the layer's transform.
struct ShadowMask {
  /// The blurred coverage.
  var mask: AlphaMask
  /// Where mask pixel (0, 0) lies in the layer's bounds coordinates (points, before the offset).
  var origin: Point
  /// Mask pixels per point.
  var pixelsPerPoint: Double

  /// The Gaussian standard deviation, in points, for a `shadowRadius` of `radius` points:
  /// **σ = shadowRadius**.
  ///
  /// Apple documents `shadowRadius` only as the "blur radius". Two independent sources pin the
  /// scale. WebKit draws a CSS `drop-shadow()` either in software, as `FEDropShadow` with that
  /// length as the Gaussian's standard deviation, or, when the element is composited, by setting
  /// the same length as the CALayer's `shadowRadius` — Apple's own engine relies on the two
  /// looking alike. And the usual design-tool conversion (`shadowRadius = blur / 2`, with the
  /// tools' blur being the CSS blur radius, itself 2σ) lands on the same σ = shadowRadius.
  /// The "σ ≈ radius / 2" reading that circulates would draw CALayer shadows half as soft.
  static func sigma(forRadius radius: Double) -> Double { max(0, radius) }

  /// How many times coarser than the output a shadow of `sigmaPixels` (σ in output pixels) is
  /// rasterised and blurred before being enlarged bilinearly: ⌊σ / 8⌋, from 1 (σ < 16: full
  /// resolution) up to 8.
  ///
  /// Why it looks the same: the coarse grid keeps at least 8 samples per σ, where linear
  /// interpolation of the blurred (smooth) coverage errs by well under a level, and where the
  /// three boxes' whole-pixel widths still match the Gaussian's variance within about 1 % of the
  /// full-resolution boxes (at 4 samples per σ they drift by ~10 %, a visible softening);
  /// rasterising on `f`-pixel cells widens the blur by a box of width `f` (σ² grows by
  /// f²/12, under 0.2 %). Why it pays: the blur and the rasterisation cost f² times less, which
  /// is what dominates a first frame full of large, soft shadows.
  static func reduction(sigmaPixels: Double) -> Int {
    guard sigmaPixels.isFinite, sigmaPixels >= 16 else { return 1 }
    return min(8, Int((sigmaPixels / 8).rounded(.down)))
  }
}

/// What a shadow mask depends on — never the layer's position or opacity, so moving or fading a
/// layer reuses its blurred mask.
struct ShadowKey: Hashable {
  enum Shape: Hashable {
    /// `shadowPath`, filled with the non-zero rule.
    case path(Path)
    /// The layer's own alpha: the layer normalised to what shapes it (see `Layer.shadowShape`).
    case layer(Layer)
  }
  var shape: Shape
  var radius: Double
  /// The raster's pixels per point (`RenderPass.rasterDensity`). The mask's own density is this,
  /// lowered for huge shapes; that follows from the shape, so the key need not carry it.
  var rasterDensity: Double
}

extension Layer {
  /// The layer stripped of everything that moves it or fades it or draws its shadow: the key under
  /// which its alpha-derived shadow mask is cached.
  var shadowShape: Layer {
    var l = self
    l.key = ""
    l.side = nil
    l.view = nil
    l.heroID = nil
    l.position = .zero
    l.anchorPoint = .zero
    l.transform = .identity
    l.opacity = 1
    l.allowsGroupOpacity = true
    l.zPosition = 0
    l.shadowOpacity = 0
    l.shadowColor = .black
    l.shadowOffset = .zero
    l.shadowRadius = 0
    l.shadowPath = nil
    // A blur material paints its whole rounded bounds (the filtered backdrop), so it casts their
    // shadow; its numbers (which ramp while it fades) do not change the shape.
    if l.effect != nil {
      l.effect = nil
      l.backgroundColor = .black
    }
    return l
  }
}
