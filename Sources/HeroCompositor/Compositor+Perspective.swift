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
    let e = extent.extent(of: layer)
    guard e.isFinite else {
      throw CompositorError(
        "layer '\(layer.key)' (\(path)): its painted extent overflows; check its sublayers' transforms")
    }
    guard e.width > 0, e.height > 0 else { return }
    let corners = [
      Point(e.minX, e.minY), Point(e.maxX, e.minY), Point(e.maxX, e.maxY), Point(e.minX, e.maxY),
    ]
    let projected = corners.compactMap { matrix.apply($0) }

    // Offscreen resolution: the largest on-screen stretch of the layer's edges, so the near side of
    // the warped layer is never magnified.
    var density = pass.scale
    if projected.count == 4 {
      var stretch = 0.0
      for i in 0..<4 {
        let a = projected[i]
        let b = projected[(i + 1) % 4]
        let length = corners[i].distance(to: corners[(i + 1) % 4])
        if length > 0 { stretch = max(stretch, a.distance(to: b) / length) }
      }
      if stretch > 0 { density = stretch }
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
    let offscreen = try Surface(width: width, height: height)
    try CairoContext.draw(on: offscreen.pointer, "layer '\(layer.key)' (\(path))") {
      ocr throws(CompositorError) in
      try paintBody(
        layer, cr: ocr, matrix: toOffscreen, alpha: group ? 1 : alpha * opacity, shadow: true, pass: pass,
        path: path)
    }

    // Destination box: the projected extent (or the whole clip when part lies behind the eye),
    // inside the current clip.
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_identity_matrix(cr)
    var cx0 = 0.0
    var cy0 = 0.0
    var cx1 = 0.0
    var cy1 = 0.0
    cairo_clip_extents(cr, &cx0, &cy0, &cx1, &cy1)
    if projected.count == 4 {
      cx0 = max(cx0, projected.map(\.x).min()! - 1)
      cy0 = max(cy0, projected.map(\.y).min()! - 1)
      cx1 = min(cx1, projected.map(\.x).max()! + 1)
      cy1 = min(cy1, projected.map(\.y).max()! + 1)
    }
    let x0 = Int(cx0.rounded(.down))
    let y0 = Int(cy0.rounded(.down))
    let x1 = Int(cx1.rounded(.up))
    let y1 = Int(cy1.rounded(.up))
    guard x1 > x0, y1 > y0 else { return }
    let warped = try Surface(width: x1 - x0, height: y1 - y0)
    PerspectiveWarp.warp(
      source: .init(data: offscreen.data, width: width, height: height, stride: offscreen.stride),
      into: .init(data: warped.data, width: warped.width, height: warped.height, stride: warped.stride),
      origin: (x0, y0), inverse: inverse)
    cairo_surface_mark_dirty(warped.pointer)
    cairo_set_source_surface(cr, warped.pointer, Double(x0), Double(y0))
    cairo_paint_with_alpha(cr, group ? alpha * opacity : 1)
  }
}
