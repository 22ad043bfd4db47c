import CCairo
import HeroModel

extension Compositor {
  /// Paints one layer and its subtree. `parent` maps the parent's coordinates (points) to target
  /// pixels; `alpha` is the opacity inherited from ancestors that do not composite as a group.
  func paint(
    _ layer: Layer, cr: OpaquePointer, parent: Homography, alpha: Double, pass: RenderPass, path: String
  ) throws(CompositorError) {
    guard !layer.isHidden else { return }
    try layer.validateForPainting(at: path)
    let opacity = CairoPaths.clamp01(layer.opacity)
    // Core Animation draws nothing (not even the shadow) for a fully transparent layer.
    guard opacity > 0, alpha > 0 else { return }
    let pass = layer.hasVisibleShadow ? try pass.castingShadow(of: layer, path: path) : pass
    let local = Homography(flattening: layer.toParent)
    // A singular transform (e.g. scale 0, or a 90° turn about y) squashes the layer to a line:
    // Core Animation draws nothing, and neither do we.
    guard local.isInvertible else { return }
    let matrix = local.concatenating(parent)
    guard matrix.isFinite, matrix.isInvertible else { return }
    if matrix.isAffine {
      try paintAffine(layer, cr: cr, matrix: matrix, opacity: opacity, alpha: alpha, pass: pass, path: path)
    } else {
      try paintProjected(
        layer, cr: cr, matrix: matrix, opacity: opacity, alpha: alpha, pass: pass, path: path)
    }
  }

  /// True when painting the layer as a group differs from multiplying its opacity into each part:
  /// when its subtree paints more than once (its own parts and, recursively, its visible
  /// sublayers' parts), since overlapping paints at partial alpha show through each other.
  ///
  /// A single sublayer is not one part when it has parts of its own: a faded card whose only
  /// child holds a background and a label must still fade as one picture.
  func needsGroup(_ layer: Layer, opacity: Double) -> Bool {
    guard layer.allowsGroupOpacity, opacity < 1 else { return false }
    return Self.paintCount(layer, upTo: 2) > 1
  }

  /// How many separate paints the layer's subtree makes, counted up to `limit` (grouping is
  /// never wrong, only slower, so counting a sublayer's group as several is safe).
  static func paintCount(_ layer: Layer, upTo limit: Int) -> Int {
    var count =
      (layer.backgroundColor != nil ? 1 : 0) + (layer.contents == .none || layer.contents == .view ? 0 : 1)
      + (layer.borderWidth > 0 ? 1 : 0) + (layer.overlay != nil ? 1 : 0) + (layer.hasVisibleShadow ? 1 : 0)
      + (layer.effect != nil ? 1 : 0)
    for sublayer in layer.sublayers where !sublayer.isHidden && sublayer.opacity > 0 {
      guard count < limit else { break }
      count += paintCount(sublayer, upTo: limit - count)
    }
    return count
  }

  private func paintAffine(
    _ layer: Layer, cr: OpaquePointer, matrix: Homography, opacity: Double, alpha: Double, pass: RenderPass,
    path: String
  ) throws(CompositorError) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    // Read before this layer's own group (and shadow) exist: the backdrop is what lies behind it.
    let behind = layer.effect.flatMap { self.backdrop(of: layer, effect: $0, cr: cr, matrix: matrix) }
    guard needsGroup(layer, opacity: opacity) else {
      try paintBody(
        layer, cr: cr, matrix: matrix, alpha: alpha * opacity, shadow: true, pass: pass, path: path,
        backdrop: behind)
      return
    }
    let pass = try pass.enteringOffscreen(of: layer, path: path)
    // Bound the group's intermediate surface by the layer's painted extent.
    cairo_identity_matrix(cr)
    if let box = deviceBox(of: layer, matrix: matrix) {
      cairo_rectangle(cr, box.minX, box.minY, box.width, box.height)
      cairo_clip(cr)
    }
    cairo_push_group(cr)
    try paintBody(
      layer, cr: cr, matrix: matrix, alpha: 1, shadow: true, pass: pass, path: path, backdrop: behind)
    cairo_pop_group_to_source(cr)
    cairo_paint_with_alpha(cr, alpha * opacity)
  }

  /// Paints everything a layer shows, in Core Animation's order: shadow (behind, outside),
  /// backdrop (an effect layer's filtered backdrop, read by the caller before painting anything of
  /// the layer), background, contents, sublayers, overlay, border. `matrix` (affine) maps the
  /// layer's bounds coordinates to target pixels; every part's alpha is multiplied by `alpha`.
  func paintBody(
    _ layer: Layer, cr: OpaquePointer, matrix: Homography, alpha: Double, shadow: Bool, pass: RenderPass,
    path: String, backdrop: Backdrop? = nil
  ) throws(CompositorError) {
    if shadow && layer.hasVisibleShadow {
      try paintShadow(layer, cr: cr, matrix: matrix, alpha: alpha, pass: pass, path: path)
    }
    let bounds = layer.bounds
    let radius = layer.clampedCornerRadius
    let hasArea = layer.size.width > 0 && layer.size.height > 0
    cairo_save(cr)
    CairoPaths.setMatrix(cr, matrix)
    if layer.masksToBounds {
      guard hasArea else {
        cairo_restore(cr)
        return
      }
      CairoPaths.clip(cr, to: bounds, radius: radius)
    }
    if hasArea, let backdrop {
      paintBackdrop(backdrop, layer: layer, cr: cr, matrix: matrix, alpha: alpha)
    }
    if hasArea, let background = layer.backgroundColor, background.alpha > 0 {
      CairoPaths.fill(cr, bounds, radius: radius, color: background, alpha: alpha)
    }
    try paintContents(layer, cr: cr, matrix: matrix, alpha: alpha, pass: pass, path: path)
    try paintLayers(
      layer.sublayers, cr: cr, matrix: Self.sublayerMatrix(of: layer, matrix: matrix), alpha: alpha, pass: pass,
      path: "\(path).sublayers")
    // Contents and sublayers restore the context's state, so the matrix is still the layer's.
    if hasArea, let overlay = layer.overlay, overlay.opacity > 0, overlay.color.alpha > 0 {
      CairoPaths.fill(
        cr, bounds, radius: radius, color: overlay.color, alpha: alpha * CairoPaths.clamp01(overlay.opacity))
    }
    cairo_restore(cr)
    if hasArea, layer.borderWidth > 0, layer.borderColor.alpha > 0 {
      cairo_save(cr)
      CairoPaths.setMatrix(cr, matrix)
      let width = min(layer.borderWidth, min(layer.size.width, layer.size.height) / 2)
      CairoPaths.roundedRect(cr, bounds, radius: radius)
      let inner = bounds.insetBy(dx: width, dy: width)
      if inner.width > 0 && inner.height > 0 {
        CairoPaths.roundedRect(
          cr, inner, radius: max(0, min(radius - width, inner.width / 2, inner.height / 2)))
      }
      cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
      CairoPaths.setColor(cr, layer.borderColor, alpha: alpha)
      cairo_fill(cr)
      cairo_restore(cr)
    }
  }

  /// The map from `layer`'s sublayers' parent space to target pixels: `matrix` (the layer's
  /// bounds → pixels) after the shift by the layer's bounds origin (a scroll view's offset).
  static func sublayerMatrix(of layer: Layer, matrix: Homography) -> Homography {
    layer.boundsOrigin == .zero ? matrix : Homography(flattening: layer.sublayerSpace).concatenating(matrix)
  }

  /// The target-pixel box (rounded outward) that the layer and its subtree can touch; nil when it
  /// cannot be bounded (a corner behind the eye).
  func deviceBox(of layer: Layer, matrix: Homography) -> Rect? {
    let e = extent.extent(of: layer)
    guard e.isFinite else { return nil }
    guard let points = matrix.apply(e.corners), let b = PointBounds(points) else { return nil }
    let x0 = (b.minX - 1).rounded(.down)
    let y0 = (b.minY - 1).rounded(.down)
    let x1 = (b.maxX + 1).rounded(.up)
    let y1 = (b.maxY + 1).rounded(.up)
    let box = Rect(x0, y0, x1 - x0, y1 - y0)
    return box.isFinite ? box : nil
  }
}
