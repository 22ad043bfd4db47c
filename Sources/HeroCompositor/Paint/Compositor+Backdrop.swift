import CCairo
import HeroModel

/// What an effect layer shows of what lies behind it: the pixels already painted under its
/// bounds, blurred, saturated and tinted, at `1 / step` of the target's resolution, ready to paint
/// stretched back over the target from `x`, `y` (device coordinates of the surface it was read
/// from).
struct Backdrop {
  var surface: Surface
  var x: Double
  var y: Double
  /// Target pixels per backdrop pixel.
  var step: Int
}

extension Compositor {
  /// Reads what is painted so far under `layer` (bounds → target pixels by the affine `matrix`) from
  /// the context's current target, and filters it by `effect`: a Gaussian blur of σ = `blur`
  /// points (three box passes per axis, `BoxBlur`), the CSS `saturate()` matrix, then the tint laid
  /// over it. Nil when nothing of the layer lands inside the clip.
  ///
  /// "Behind" is the current target: the frame, or — inside an opacity group, a snapshot raster or
  /// a perspective offscreen of an ancestor — what that group has painted so far (as CSS's
  /// backdrop root). Only the layer's device box plus a 3σ margin is read; outside the target, the
  /// edge pixels are repeated (a blur at the canvas edge does not darken).
  ///
  /// Why a reduced resolution: a material's σ is large (25 points is 75 pixels at 3×), and a
  /// Gaussian that wide has no fine detail; averaging `step` × `step` blocks first (the shadows'
  /// factor, `ShadowMask.reduction`) and stretching the result back bilinearly gives the same
  /// picture within three levels (`FastPathAgreementTests`) at a fraction of the cost (measured
  /// by `hero-bench compositor`). `CompositorTuning.reference` blurs at full resolution.
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
    guard x1 > x0, y1 > y0 else { return nil }

    let sigma = Self.backdropSigma(effect, matrix: matrix)
    guard sigma.isFinite, Double(x1 - x0) + 6 * sigma < Double(Surface.maximumSide) * 8 else { return nil }
    let step = tuning.reducedResolutionShadows ? ShadowMask.reduction(sigmaPixels: sigma) : 1
    let margin = BoxBlur.boxes(sigma: sigma).isEmpty ? 0 : Int((3 * sigma).rounded(.up)) + step
    // The read box (output box plus margin) in blocks of step × step target pixels.
    let (rx, ry) = (x0 - margin, y0 - margin)
    let w = (x1 - x0 + 2 * margin + step - 1) / step
    let h = (y1 - y0 + 2 * margin + step - 1) / step
    guard let out = try? Surface(width: w, height: h) else { return nil }
    // Four 8-bit planes (premultiplied B, G, R, A): block averages, edges repeated.
    let planes = UnsafeMutablePointer<UInt8>.allocate(capacity: 4 * w * h)
    defer { planes.deallocate() }
    let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: 4 * w)
    defer { sums.deallocate() }
    let columns = (0..<(w * step)).map { min(tw - 1, max(0, rx + $0)) }
    let area = UInt32(step * step)
    for j in 0..<h {
      sums.initialize(repeating: 0, count: 4 * w)
      for r in 0..<step {
        let sy = min(th - 1, max(0, ry + j * step + r))
        let row = (data + sy * stride).withMemoryRebound(to: UInt32.self, capacity: tw) { $0 }
        columns.withUnsafeBufferPointer { columns in
          for block in 0..<w {
            var (b, g, r, a): (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
            for t in (block * step)..<(block * step + step) {
              let p = row[columns[t]]
              b &+= p & 0xFF
              g &+= (p >> 8) & 0xFF
              r &+= (p >> 16) & 0xFF
              a &+= p >> 24
            }
            sums[4 * block] &+= b
            sums[4 * block + 1] &+= g
            sums[4 * block + 2] &+= r
            sums[4 * block + 3] &+= a
          }
        }
      }
      for i in 0..<w {
        for c in 0..<4 {
          planes[c * w * h + j * w + i] = UInt8(truncatingIfNeeded: (sums[4 * i + c] + area / 2) / area)
        }
      }
    }
    if margin > 0 {
      for c in 0..<4 {
        BoxBlur.blur(planes + c * w * h, width: w, height: h, stride: w, sigma: sigma / Double(step))
      }
    }
    Self.filter(planes: planes, size: (w, h), into: out, effect: effect)
    return Backdrop(surface: out, x: Double(rx) - dx, y: Double(ry) - dy, step: step)
  }

  /// The backdrop blur's σ in device pixels: the blur is in the layer's points, scaled as the layer
  /// (bounds → device pixels by the affine `matrix`) is drawn.
  static func backdropSigma(_ effect: VisualEffect, matrix: Homography) -> Double {
    let pixelsPerPoint = abs(matrix.a11 * matrix.a22 - matrix.a12 * matrix.a21).squareRoot() / abs(matrix.a33)
    return effect.blur * pixelsPerPoint
  }

  /// Writes the blurred planes into `out`: saturated (the CSS `saturate()` matrix on premultiplied
  /// colour, which it commutes with), then the tint composited over (source-over).
  private static func filter(
    planes: UnsafeMutablePointer<UInt8>, size: (w: Int, h: Int), into out: Surface, effect: VisualEffect
  ) {
    let (w, h) = size
    let s = effect.saturation
    // Fixed point (×4096) so every machine computes the same bytes.
    func q(_ v: Double) -> Int { Int((v * 4096).rounded()) }
    let (rr, rg, rb) = (q(0.213 + 0.787 * s), q(0.715 - 0.715 * s), q(0.072 - 0.072 * s))
    let (gr, gg, gb) = (q(0.213 - 0.213 * s), q(0.715 + 0.285 * s), q(0.072 - 0.072 * s))
    let (br, bg, bb) = (q(0.213 - 0.213 * s), q(0.715 - 0.715 * s), q(0.072 + 0.928 * s))
    let tint = effect.tint ?? .clear
    func byte(_ v: Double) -> UInt32 { UInt32((min(1, max(0, v)) * 255).rounded()) }
    let ta = byte(tint.alpha)
    let (tr, tg, tb) = (
      Premultiplication.premultiply(byte(tint.red), ta), Premultiplication.premultiply(byte(tint.green), ta),
      Premultiplication.premultiply(byte(tint.blue), ta)
    )
    let keep = 255 - ta
    cairo_surface_flush(out.pointer)
    let (ostride, odata) = (out.stride, out.data)
    let identity = s == 1
    for j in 0..<h {
      let row = (odata + j * ostride).withMemoryRebound(to: UInt32.self, capacity: w) { $0 }
      for i in 0..<w {
        let k = j * w + i
        let a = Int(planes[3 * w * h + k])
        var (r, g, b) = (Int(planes[2 * w * h + k]), Int(planes[w * h + k]), Int(planes[k]))
        if !identity {
          let r2 = (rr * r + rg * g + rb * b + 2048) >> 12
          let g2 = (gr * r + gg * g + gb * b + 2048) >> 12
          let b2 = (br * r + bg * g + bb * b + 2048) >> 12
          (r, g, b) = (min(a, max(0, r2)), min(a, max(0, g2)), min(a, max(0, b2)))
        }
        // Source-over: tint + backdrop × (1 − tint alpha), rounded as Premultiplication does.
        let oa = min(255, ta + Premultiplication.premultiply(UInt32(a), keep))
        let or = min(oa, tr + Premultiplication.premultiply(UInt32(r), keep))
        let og = min(oa, tg + Premultiplication.premultiply(UInt32(g), keep))
        let ob = min(oa, tb + Premultiplication.premultiply(UInt32(b), keep))
        row[i] = oa << 24 | or << 16 | og << 8 | ob
      }
    }
    cairo_surface_mark_dirty(out.pointer)
  }

  /// Paints a layer's backdrop inside its rounded bounds at `alpha`, stretched back to the target's
  /// resolution (bilinear) when it was filtered at a reduced one.
  func paintBackdrop(_ backdrop: Backdrop, layer: Layer, cr: OpaquePointer, matrix: Homography, alpha: Double) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    CairoPaths.setMatrix(cr, matrix)
    CairoPaths.clip(cr, to: layer.bounds, radius: layer.clampedCornerRadius)
    cairo_identity_matrix(cr)
    let pattern = cairo_pattern_create_for_surface(backdrop.surface.pointer)!
    defer { cairo_pattern_destroy(pattern) }
    let k = 1 / Double(backdrop.step)
    var m = cairo_matrix_t(xx: k, yx: 0, xy: 0, yy: k, x0: -backdrop.x * k, y0: -backdrop.y * k)
    cairo_pattern_set_matrix(pattern, &m)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_pattern_set_filter(pattern, backdrop.step == 1 ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
    cairo_set_source(cr, pattern)
    cairo_paint_with_alpha(cr, CairoPaths.clamp01(alpha))
  }
}
