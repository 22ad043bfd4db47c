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
    let corners = full.corners
    let projected = matrix.apply(corners)

    // Offscreen resolution: the largest on-screen stretch of the layer's edges, so the near side of
    // the warped layer is never magnified.
    var stretch = pass.scale
    if let projected {
      var largest = 0.0
      for i in 0..<4 {
        let length = corners[i].distance(to: corners[(i + 1) % 4])
        if length > 0 { largest = max(largest, projected[i].distance(to: projected[(i + 1) % 4]) / length) }
      }
      if largest > 0 && largest.isFinite { stretch = largest }
    }
    var density = stretch

    // The target area that can change: the current clip, narrowed to the projected extent.
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_identity_matrix(cr)
    var clip = (x0: 0.0, y0: 0.0, x1: 0.0, y1: 0.0)
    cairo_clip_extents(cr, &clip.x0, &clip.y0, &clip.x1, &clip.y1)
    if let projected, let b = PointBounds(projected) {
      clip.x0 = max(clip.x0, b.minX - 1)
      clip.y0 = max(clip.y0, b.minY - 1)
      clip.x1 = min(clip.x1, b.maxX + 1)
      clip.y1 = min(clip.y1, b.maxY + 1)
    }
    guard clip.x1 > clip.x0, clip.y1 > clip.y0 else { return }

    // Rasterise only the part of the layer's plane that lands in that area (a full-screen layer
    // turned towards the viewer mostly falls outside the canvas).
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
        guard x1 > x0, y1 > y0 else { return }
        e = Rect(x0, y0, x1 - x0, y1 - y0)
      }
    }
    let limit = Double(Compositor.maximumOffscreenSide - 2)
    density = min(density, limit / e.width, limit / e.height)
    let width = Int((e.width * density).rounded(.up)) + 2
    let height = Int((e.height * density).rounded(.up)) + 2
    guard width > 2, height > 2 else { return }

    // Bounds coordinates → offscreen pixels, with one transparent pixel of padding.
    let toOffscreen = Homography.translation(-e.minX, -e.minY).concatenating(.scale(density, density))
      .concatenating(.translation(1, 1))
    guard let fromOffscreen = toOffscreen.inverted(),
      let inverse = fromOffscreen.concatenating(matrix).inverted()
    else { return }

    let group = needsGroup(layer, opacity: opacity)
    // Shadows inside the offscreen are blurred at its density, so they land unscaled (pixman's
    // fast path) instead of being resampled over the whole offscreen. As a card turns its density
    // changes every frame, so these masks are re-blurred per frame: still cheaper than a scaled
    // mask (measured: ~60 ms → ~12 ms for 20 large shadows), and exact.
    var inner = pass
    if tuning.fastPerspective { inner.rasterDensity = density }
    let offscreen = try Surface(width: width, height: height)
    try CairoContext.draw(on: offscreen.pointer, "layer '\(layer.key)' (\(path))") {
      ocr throws(CompositorError) in
      try paintBody(
        layer, cr: ocr, matrix: toOffscreen, alpha: group ? 1 : alpha * opacity, shadow: true, pass: inner,
        path: path)
    }

    let x0 = Int(clip.x0.rounded(.down))
    let y0 = Int(clip.y0.rounded(.down))
    let x1 = Int(clip.x1.rounded(.up))
    let y1 = Int(clip.y1.rounded(.up))
    guard x1 > x0, y1 > y0 else { return }
    let warped = try Surface(width: x1 - x0, height: y1 - y0)
    let source = PerspectiveWarp.Raster(
      data: offscreen.data, width: width, height: height, stride: offscreen.stride)
    let target = PerspectiveWarp.Raster(
      data: warped.data, width: warped.width, height: warped.height, stride: warped.stride)
    if tuning.fastPerspective {
      PerspectiveWarp.warp(source: source, into: target, origin: (x0, y0), inverse: inverse)
    } else {
      PerspectiveWarp.warpReference(source: source, into: target, origin: (x0, y0), inverse: inverse)
    }
    cairo_surface_mark_dirty(warped.pointer)
    cairo_set_source_surface(cr, warped.pointer, Double(x0), Double(y0))
    cairo_paint_with_alpha(cr, group ? alpha * opacity : 1)
  }
}
