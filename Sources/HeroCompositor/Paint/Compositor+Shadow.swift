import CCairo
import HeroModel

extension Compositor {
  /// Paints the layer's shadow behind it: the cached blurred mask of its shape, offset by
  /// `shadowOffset` (points, y down) in the layer's plane, filled with `shadowColor` at
  /// `shadowOpacity × alpha`.
  ///
  /// When the mask lands on the target unrotated and unscaled (the common case: a moving, fading
  /// layer), it is placed on the nearest whole pixel. A blurred shadow (σ ≥ 1 pixel) moved by at
  /// most half a pixel is indistinguishable, and whole-pixel placement lets pixman take its
  /// fast unfiltered path instead of resampling the mask every frame (about 4× faster).
  func paintShadow(
    _ layer: Layer, cr: OpaquePointer, matrix: Homography, alpha: Double, pass: RenderPass, path: String
  ) throws(CompositorError) {
    guard let shadow = try shadowMask(for: layer, pass: pass, path: path) else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    let toTarget = Homography.scale(1 / shadow.pixelsPerPoint, 1 / shadow.pixelsPerPoint)
      .concatenating(
        .translation(layer.shadowOffset.width + shadow.origin.x, layer.shadowOffset.height + shadow.origin.y)
      )
      .concatenating(matrix)
    if Self.placesOnWholePixels(toTarget, radius: layer.shadowRadius, pixelsPerPoint: shadow.pixelsPerPoint) {
      cairo_identity_matrix(cr)
      cairo_translate(cr, toTarget.a31.rounded(), toTarget.a32.rounded())
    } else {
      CairoPaths.setMatrix(cr, toTarget)
    }
    CairoPaths.setColor(cr, layer.shadowColor, alpha: alpha * CairoPaths.clamp01(layer.shadowOpacity))
    let pattern = cairo_pattern_create_for_surface(shadow.mask.pointer)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
    cairo_mask(cr, pattern)
    cairo_pattern_destroy(pattern)
  }

  /// The blurred mask for the layer's shadow shape, from the cache or rasterised now; nil when the
  /// shape is empty.
  func shadowMask(for layer: Layer, pass: RenderPass, path: String) throws(CompositorError) -> ShadowMask? {
    let shape: ShadowKey.Shape = layer.shadowPath.map { .path($0) } ?? .layer(layer.shadowShape)
    let key = ShadowKey(shape: shape, radius: max(0, layer.shadowRadius), rasterDensity: pass.rasterDensity)
    let inOffscreen = pass.rasterDensity != pass.scale
    if let cached = inOffscreen ? offscreenShadowMasks[key] : shadowMasks[key] { return cached }

    // The shape's box is a function of the key, so it is measured only when the mask is made.
    let box = extent.shadowShapeBox(of: layer)
    guard box.isFinite else {
      throw CompositorError(
        "layer '\(layer.key)' (\(path)): its shadow shape's extent overflows; check its geometry")
    }
    guard box.width > 0, box.height > 0 else { return nil }
    let density = Self.shadowDensity(shapeBox: box, radius: layer.shadowRadius, rasterDensity: pass.rasterDensity)

    let sigmaPixels = ShadowMask.sigma(forRadius: layer.shadowRadius) * density
    // A wide blur is computed on a coarser grid and enlarged (see `ShadowMask.reduction`).
    let factor = tuning.reducedResolutionShadows ? ShadowMask.reduction(sigmaPixels: sigmaPixels) : 1
    let coarse = density / Double(factor)
    let coarseSigma = sigmaPixels / Double(factor)
    let margin = Double(BoxBlur.reach(sigma: coarseSigma) + 2) / coarse
    let origin = Point(box.minX - margin, box.minY - margin)
    let coarseWidth = Int(((box.width + 2 * margin) * coarse).rounded(.up))
    let coarseHeight = Int(((box.height + 2 * margin) * coarse).rounded(.up))
    let coverage = try AlphaMask(width: coarseWidth, height: coarseHeight)
    let toMask = Homography.translation(-origin.x, -origin.y).concatenating(.scale(coarse, coarse))
    try CairoContext.draw(on: coverage.pointer, "shadow of layer '\(layer.key)' (\(path))") {
      cr throws(CompositorError) in
      switch shape {
      case .path(let shadowPath):
        CairoPaths.setMatrix(cr, toMask)
        CairoPaths.append(cr, shadowPath)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_fill(cr)
      case .layer(let normalised):
        try paintBody(normalised, cr: cr, matrix: toMask, alpha: 1, shadow: false, pass: pass, path: path)
      }
    }
    BoxBlur.blur(coverage.plane, sigma: coarseSigma)
    var mask = coverage
    if factor > 1 {
      mask = try AlphaMask(width: coarseWidth * factor, height: coarseHeight * factor)
      MaskUpsampling.enlarge(
        coverage.data, sourceWidth: coarseWidth, sourceHeight: coarseHeight, sourceStride: coverage.stride,
        into: mask.data, width: mask.width, height: mask.height, destinationStride: mask.stride,
        factor: factor)
    }
    cairo_surface_mark_dirty(mask.pointer)
    let result = ShadowMask(mask: mask, origin: origin, pixelsPerPoint: density)
    if inOffscreen {
      offscreenShadowMasks[key] = result
    } else {
      shadowMasks[key] = result
    }
    return result
  }

  /// Mask pixels per point for a shadow cast from `box` (see `LayerExtent.shadowShapeBox(of:)`):
  /// the raster's density, lowered for huge shapes to keep the mask within the surface limits.
  static func shadowDensity(shapeBox box: Rect, radius: Double, rasterDensity: Double) -> Double {
    let largest = max(box.width, box.height) + 6 * ShadowMask.sigma(forRadius: radius) + 4
    return min(rasterDensity, Double(Surface.maximumSide / 2) / largest)
  }

  /// True when a blurred mask (σ ≥ 1 mask pixel) maps to target pixels by `toTarget` unrotated
  /// and unscaled, so it is placed on the nearest whole pixel (an exact copy, not a resampling).
  static func placesOnWholePixels(_ toTarget: Homography, radius: Double, pixelsPerPoint: Double) -> Bool {
    let blurred = ShadowMask.sigma(forRadius: radius) * pixelsPerPoint >= 1
    let unit = 1e-9
    return blurred && toTarget.a33 == 1 && abs(toTarget.a11 - 1) < unit && abs(toTarget.a22 - 1) < unit
      && abs(toTarget.a12) < unit && abs(toTarget.a21) < unit
  }

  /// True when the layer's shadow, painted with `matrix` (the layer's bounds → target pixels) in a
  /// raster of `rasterDensity`, is resampled rather than placed on whole pixels (the test
  /// `paintShadow` makes, on the mask `shadowMask` would make).
  func resamplesShadow(of layer: Layer, matrix: Homography, rasterDensity: Double) -> Bool {
    let box = extent.shadowShapeBox(of: layer)
    guard box.isFinite, box.width > 0, box.height > 0 else { return false }
    let density = Self.shadowDensity(shapeBox: box, radius: layer.shadowRadius, rasterDensity: rasterDensity)
    // The translation does not change the linear part the test reads.
    let toTarget = Homography.scale(1 / density, 1 / density).concatenating(.translation(0, 0))
      .concatenating(matrix)
    return !Self.placesOnWholePixels(toTarget, radius: layer.shadowRadius, pixelsPerPoint: density)
  }

  /// Extents with image contents measured through the image cache.
  var extent: LayerExtent {
    LayerExtent(contentsBox: { [unowned self] layer in self.contentsBox(of: layer) })
  }
}
