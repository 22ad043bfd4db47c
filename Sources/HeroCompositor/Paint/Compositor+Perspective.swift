import CCairo
import HeroModel

extension Compositor {
  /// Upper bound for a perspective layer's offscreen raster, per side (pixels).
  static let maximumOffscreenSide = 4096

  /// Paints a layer whose map to the target has perspective: its whole subtree is rendered flat
  /// into an offscreen raster (in its own plane), which is then warped onto the target with the
  /// exact inverse homography — no affine approximation.
  func paintProjected(
    _ layer: Layer, cr: OpaquePointer, matrix: Homography, opacity: Double, alpha: Double, pass: RenderPass,
    path: String
  ) throws(CompositorError) {
    let full = extent.extent(of: layer)
    guard full.isFinite else {
      throw CompositorError(
        "layer '\(layer.key)' (\(path)): its painted extent overflows; check its sublayers' transforms")
    }
    guard full.width > 0, full.height > 0 else { return }
    let projected = matrix.apply(full.corners)
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_identity_matrix(cr)
    guard let clip = Self.changingArea(cr, projected: projected),
      let offscreen = Self.offscreenPlan(
        full: full, clip: clip, matrix: matrix,
        density: Self.offscreenDensity(corners: full.corners, projected: projected, scale: pass.scale))
    else { return }
    let group = needsGroup(layer, opacity: opacity)
    let pass = try pass.enteringOffscreen(of: layer, path: path)
    let raster = try renderOffscreen(
      layer, plan: offscreen, alpha: group ? 1 : alpha * opacity, pass: pass, path: path)
    try warp(raster, plan: offscreen, onto: cr, clip: clip, alpha: group ? alpha * opacity : 1)
  }

  /// The offscreen's resolution: the largest on-screen stretch of the layer's edges, so the near
  /// side of the warped layer is never magnified (the output scale when it cannot be measured).
  static func offscreenDensity(corners: [Point], projected: [Point]?, scale: Double) -> Double {
    guard let projected else { return scale }
    var largest = 0.0
    for i in 0..<4 {
      let length = corners[i].distance(to: corners[(i + 1) % 4])
      if length > 0 { largest = max(largest, projected[i].distance(to: projected[(i + 1) % 4]) / length) }
    }
    return largest > 0 && largest.isFinite ? largest : scale
  }

  /// A target-pixel box, by its edges.
  struct PixelArea {
    var x0, y0, x1, y1: Double
  }

  /// The target area that can change: the current clip (device space), narrowed to the projected
  /// extent; nil when empty.
  static func changingArea(_ cr: OpaquePointer, projected: [Point]?) -> PixelArea? {
    var clip = PixelArea(x0: 0, y0: 0, x1: 0, y1: 0)
    cairo_clip_extents(cr, &clip.x0, &clip.y0, &clip.x1, &clip.y1)
    if let projected, let b = PointBounds(projected) {
      clip.x0 = max(clip.x0, b.minX - 1)
      clip.y0 = max(clip.y0, b.minY - 1)
      clip.x1 = min(clip.x1, b.maxX + 1)
      clip.y1 = min(clip.y1, b.maxY + 1)
    }
    return clip.x1 > clip.x0 && clip.y1 > clip.y0 ? clip : nil
  }

  /// The offscreen raster of a perspective layer: which part of its plane, at which density, and
  /// the maps between its pixels, the layer's bounds and the target.
  struct OffscreenPlan {
    var width: Int
    var height: Int
    var density: Double
    /// Bounds coordinates → offscreen pixels, with one transparent pixel of padding.
    var toOffscreen: Homography
    /// Target pixels → offscreen pixels.
    var inverse: Homography
  }

  /// Rasterises only the part of the layer's plane (within `full`) that lands in `clip` (a
  /// full-screen layer turned towards the viewer mostly falls outside the canvas), at `density`
  /// capped by the offscreen size limit; nil when nothing is left to draw.
  static func offscreenPlan(full: Rect, clip: PixelArea, matrix: Homography, density: Double) -> OffscreenPlan? {
    var e = full
    if let toLayer = matrix.inverted() {
      // The clip's own corners, not a Rect's: its maxX would be x0 + (x1 − x0), not always x1.
      if let back = toLayer.apply([
        Point(clip.x0, clip.y0), Point(clip.x1, clip.y0), Point(clip.x1, clip.y1), Point(clip.x0, clip.y1),
      ]), let b = PointBounds(back) {
        let pad = 2 / density
        let x0 = max(full.minX, b.minX - pad)
        let y0 = max(full.minY, b.minY - pad)
        let x1 = min(full.maxX, b.maxX + pad)
        let y1 = min(full.maxY, b.maxY + pad)
        guard x1 > x0, y1 > y0 else { return nil }
        e = Rect(x0, y0, x1 - x0, y1 - y0)
      }
    }
    let limit = Double(Compositor.maximumOffscreenSide - 2)
    let density = min(density, limit / e.width, limit / e.height)
    let width = Int((e.width * density).rounded(.up)) + 2
    let height = Int((e.height * density).rounded(.up)) + 2
    guard width > 2, height > 2 else { return nil }
    let toOffscreen = Homography.translation(-e.minX, -e.minY).concatenating(.scale(density, density))
      .concatenating(.translation(1, 1))
    guard let fromOffscreen = toOffscreen.inverted(),
      let inverse = fromOffscreen.concatenating(matrix).inverted()
    else { return nil }
    return OffscreenPlan(width: width, height: height, density: density, toOffscreen: toOffscreen, inverse: inverse)
  }

  /// Paints the layer's subtree flat into a new offscreen of `plan`.
  func renderOffscreen(
    _ layer: Layer, plan: OffscreenPlan, alpha: Double, pass: RenderPass, path: String
  ) throws(CompositorError) -> Surface {
    // Shadows inside the offscreen are blurred at its density, so they land unscaled (pixman's
    // fast path) instead of being resampled over the whole offscreen. As a card turns its density
    // changes every frame, so these masks are re-blurred per frame: still cheaper than a scaled
    // mask (measured: ~60 ms → ~12 ms for 20 large shadows), and exact.
    var inner = pass
    if tuning.fastPerspective { inner.rasterDensity = plan.density }
    let offscreen = try Surface(width: plan.width, height: plan.height)
    try CairoContext.draw(on: offscreen.pointer, "layer '\(layer.key)' (\(path))") {
      ocr throws(CompositorError) in
      try paintBody(layer, cr: ocr, matrix: plan.toOffscreen, alpha: alpha, shadow: true, pass: inner, path: path)
    }
    return offscreen
  }

  /// Warps `offscreen` onto the whole pixels of `clip` with the exact inverse homography and
  /// paints the result at `alpha`.
  func warp(
    _ offscreen: Surface, plan: OffscreenPlan, onto cr: OpaquePointer, clip: PixelArea, alpha: Double
  ) throws(CompositorError) {
    let x0 = Int(clip.x0.rounded(.down))
    let y0 = Int(clip.y0.rounded(.down))
    let x1 = Int(clip.x1.rounded(.up))
    let y1 = Int(clip.y1.rounded(.up))
    guard x1 > x0, y1 > y0 else { return }
    let warped = try Surface(width: x1 - x0, height: y1 - y0)
    let source = PerspectiveWarp.Raster(
      data: offscreen.data, width: plan.width, height: plan.height, stride: offscreen.stride)
    let target = PerspectiveWarp.Raster(
      data: warped.data, width: warped.width, height: warped.height, stride: warped.stride)
    if tuning.fastPerspective {
      PerspectiveWarp.warp(source: source, into: target, origin: (x0, y0), inverse: plan.inverse)
    } else {
      PerspectiveWarp.warpReference(source: source, into: target, origin: (x0, y0), inverse: plan.inverse)
    }
    cairo_surface_mark_dirty(warped.pointer)
    cairo_set_source_surface(cr, warped.pointer, Double(x0), Double(y0))
    cairo_paint_with_alpha(cr, alpha)
  }
}
