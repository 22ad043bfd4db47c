import CCairo
import HeroModel

/// What an effect layer shows of what lies behind it: the pixels already painted under its
/// bounds, blurred, saturated and tinted, ready to paint at `x`, `y` (device coordinates of the
/// surface it was read from).
struct Backdrop {
  var surface: Surface
  var x: Double
  var y: Double
}

extension Compositor {
  /// Reads what is painted so far under `layer` (bounds → target pixels by the affine `matrix`) from
  /// the context's current target, and filters it by `effect`: a Gaussian blur of σ = `blur`
  /// points (three box passes per axis, `BoxBlur`), the CSS `saturate()` matrix, then the tint laid
  /// over it. Nil when nothing of the layer lands inside the clip.
  ///
  /// "Behind" is the current target: the frame, or — inside an opacity group, a snapshot raster or
  /// a perspective offscreen of an ancestor — what that group has painted so far (as CSS's
  /// backdrop root). Only the layer's device box plus a 3σ margin is read and blurred; outside the
  /// target, the edge pixels are repeated (a blur at the canvas edge does not darken).
  func backdrop(of layer: Layer, effect: VisualEffect, cr: OpaquePointer, matrix: Homography) -> Backdrop? {
    guard let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      let data = cairo_image_surface_get_data(target),
      let corners = matrix.apply(layer.bounds.corners), let box = PointBounds(corners)
    else { return nil }
    cairo_surface_flush(target)
    let (tw, th) = (Int(cairo_image_surface_get_width(target)), Int(cairo_image_surface_get_height(target)))
    let stride = Int(cairo_image_surface_get_stride(target))
    var (dx, dy) = (0.0, 0.0)
    cairo_surface_get_device_offset(target, &dx, &dy)
    var clip = (x0: 0.0, y0: 0.0, x1: 0.0, y1: 0.0)
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_clip_extents(cr, &clip.x0, &clip.y0, &clip.x1, &clip.y1)
    cairo_restore(cr)
    // The output box in the target's pixels: the layer's device box within the clip and surface.
    let x0 = max(0, Int((max(box.minX, clip.x0) + dx).rounded(.down)))
    let y0 = max(0, Int((max(box.minY, clip.y0) + dy).rounded(.down)))
    let x1 = min(tw, Int((min(box.maxX, clip.x1) + dx).rounded(.up)))
    let y1 = min(th, Int((min(box.maxY, clip.y1) + dy).rounded(.up)))
    guard x1 > x0, y1 > y0, let out = try? Surface(width: x1 - x0, height: y1 - y0) else { return nil }

    // σ in device pixels: the blur is in the layer's points, scaled as the layer is drawn.
    let pixelsPerPoint = abs(matrix.a11 * matrix.a22 - matrix.a12 * matrix.a21).squareRoot() / abs(matrix.a33)
    let sigma = effect.blur * pixelsPerPoint
    let margin = BoxBlur.boxes(sigma: sigma).isEmpty ? 0 : Int((3 * sigma).rounded(.up))
    let (w, h) = (x1 - x0 + 2 * margin, y1 - y0 + 2 * margin)
    guard w * h <= Surface.maximumPixels else { return nil }
    // Four 8-bit planes (premultiplied B, G, R, A), edge-repeated into the margin.
    let planes = UnsafeMutablePointer<UInt8>.allocate(capacity: 4 * w * h)
    defer { planes.deallocate() }
    for j in 0..<h {
      let sy = min(th - 1, max(0, y0 - margin + j))
      let row = (data + sy * stride).withMemoryRebound(to: UInt32.self, capacity: tw) { $0 }
      for i in 0..<w {
        let p = row[min(tw - 1, max(0, x0 - margin + i))]
        let k = j * w + i
        planes[k] = UInt8(truncatingIfNeeded: p)
        planes[w * h + k] = UInt8(truncatingIfNeeded: p >> 8)
        planes[2 * w * h + k] = UInt8(truncatingIfNeeded: p >> 16)
        planes[3 * w * h + k] = UInt8(truncatingIfNeeded: p >> 24)
      }
    }
    if margin > 0 {
      for c in 0..<4 { BoxBlur.blur(planes + c * w * h, width: w, height: h, stride: w, sigma: sigma) }
    }
    Self.filter(planes: planes, planeSize: (w, h), margin: margin, into: out, effect: effect)
    return Backdrop(surface: out, x: Double(x0) - dx, y: Double(y0) - dy)
  }

  /// Writes the blurred planes' inner box into `out`: saturated (the CSS `saturate()` matrix on
  /// premultiplied colour, which it commutes with), then the tint composited over (source-over).
  private static func filter(
    planes: UnsafeMutablePointer<UInt8>, planeSize: (w: Int, h: Int), margin: Int, into out: Surface,
    effect: VisualEffect
  ) {
    let (w, h) = planeSize
    let s = effect.saturation
    // Fixed point (×4096) so every machine computes the same bytes.
    let m = [
      [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s],
      [0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s],
      [0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s],
    ].map { $0.map { Int(($0 * 4096).rounded()) } }
    let tint = effect.tint ?? .clear
    let ta = Int((min(1, max(0, tint.alpha)) * 255).rounded())
    let tr = Int(Premultiplication.premultiply(UInt32((min(1, max(0, tint.red)) * 255).rounded()), UInt32(ta)))
    let tg = Int(Premultiplication.premultiply(UInt32((min(1, max(0, tint.green)) * 255).rounded()), UInt32(ta)))
    let tb = Int(Premultiplication.premultiply(UInt32((min(1, max(0, tint.blue)) * 255).rounded()), UInt32(ta)))
    let keep = 255 - ta
    cairo_surface_flush(out.pointer)
    let (ow, oh, ostride, odata) = (out.width, out.height, out.stride, out.data)
    let identity = s == 1
    for j in 0..<oh {
      let row = (odata + j * ostride).withMemoryRebound(to: UInt32.self, capacity: ow) { $0 }
      for i in 0..<ow {
        let k = (j + margin) * w + i + margin
        let a = Int(planes[3 * w * h + k])
        var (r, g, b) = (Int(planes[2 * w * h + k]), Int(planes[w * h + k]), Int(planes[k]))
        if !identity {
          let r2 = (m[0][0] * r + m[0][1] * g + m[0][2] * b + 2048) >> 12
          let g2 = (m[1][0] * r + m[1][1] * g + m[1][2] * b + 2048) >> 12
          let b2 = (m[2][0] * r + m[2][1] * g + m[2][2] * b + 2048) >> 12
          (r, g, b) = (min(a, max(0, r2)), min(a, max(0, g2)), min(a, max(0, b2)))
        }
        // Source-over: tint + backdrop × (1 − tint alpha), rounded as Premultiplication does.
        let oa = ta + Int(Premultiplication.premultiply(UInt32(a), UInt32(keep)))
        let or = tr + Int(Premultiplication.premultiply(UInt32(r), UInt32(keep)))
        let og = tg + Int(Premultiplication.premultiply(UInt32(g), UInt32(keep)))
        let ob = tb + Int(Premultiplication.premultiply(UInt32(b), UInt32(keep)))
        row[i] = UInt32(min(255, oa)) << 24 | UInt32(min(oa, or)) << 16 | UInt32(min(oa, og)) << 8 | UInt32(min(oa, ob))
      }
    }
    cairo_surface_mark_dirty(out.pointer)
  }

  /// Paints a layer's backdrop inside its rounded bounds at `alpha`.
  func paintBackdrop(_ backdrop: Backdrop, layer: Layer, cr: OpaquePointer, matrix: Homography, alpha: Double) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    CairoPaths.setMatrix(cr, matrix)
    CairoPaths.clip(cr, to: layer.bounds, radius: layer.clampedCornerRadius)
    cairo_identity_matrix(cr)
    cairo_set_source_surface(cr, backdrop.surface.pointer, backdrop.x, backdrop.y)
    cairo_paint_with_alpha(cr, CairoPaths.clamp01(alpha))
  }
}
