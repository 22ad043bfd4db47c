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
  /// points, the CSS `saturate()` matrix, then the tint laid over it. Nil when nothing of the
  /// layer lands inside the clip.
  ///
  /// "Behind" is the current target: the frame, or — inside an opacity group, a snapshot raster or
  /// a perspective offscreen of an ancestor — what that group has painted so far (as CSS's
  /// backdrop root). As UIKit does, the blur reads the backdrop beyond the layer's bounds, as far
  /// as the kernel reaches (`BackdropGrid.reach`), so the material's edge shows what lies just
  /// outside it; only beyond the target are the edge pixels repeated (a blur at the canvas edge
  /// does not darken).
  ///
  /// The blur is a true Gaussian on a grid of `step` × `step` blocks (`BackdropGrid`), anchored to
  /// the layer's device box so that the clip (a damage band) changes which blocks are computed,
  /// never their values. `CompositorTuning.gaussianBackdrop` off: the earlier blur (three box
  /// passes per axis on 8-bit values), for the benchmark's baseline.
  func backdrop(of layer: Layer, effect: VisualEffect, cr: OpaquePointer, matrix: Homography) -> Backdrop? {
    guard let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      let data = cairo_image_surface_get_data(target),
      let corners = matrix.apply(layer.bounds.corners), let box = PointBounds(corners)
    else { return nil }
    cairo_surface_flush(target)
    let pixels = TargetPixels(
      data: data, width: Int(cairo_image_surface_get_width(target)),
      height: Int(cairo_image_surface_get_height(target)), stride: Int(cairo_image_surface_get_stride(target)))
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
    let x1 = min(pixels.width, Int((min(box.maxX, clip.x1) + dx).rounded(.up)))
    let y1 = min(pixels.height, Int((min(box.maxY, clip.y1) + dy).rounded(.up)))
    guard x1 > x0, y1 > y0 else { return nil }
    let sigma = Self.backdropSigma(effect, matrix: matrix)
    guard sigma.isFinite else { return nil }
    let output = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    let blurred =
      tuning.gaussianBackdrop
      ? Self.gaussianPlanes(
        pixels, output: output,
        anchor: (Int((box.minX + dx).rounded(.down)), Int((box.minY + dy).rounded(.down))), sigma: sigma)
      : Self.threeBoxPlanes(
        pixels, output: output, sigma: sigma,
        step: tuning.reducedResolutionShadows ? ShadowMask.reduction(sigmaPixels: sigma) : 1)
    guard var blurred else { return nil }
    let count = blurred.width * blurred.height
    blurred.values.withUnsafeMutableBufferPointer {
      Self.filter($0.baseAddress!, count: count, effect: effect)
    }
    guard tuning.gaussianBackdrop else {
      guard let out = try? Surface(width: blurred.width, height: blurred.height) else { return nil }
      Self.write(blurred, into: out)
      return Backdrop(surface: out, x: Double(blurred.x) - dx, y: Double(blurred.y) - dy, step: blurred.step)
    }
    guard let out = try? Surface(width: output.width, height: output.height) else { return nil }
    Self.stretch(blurred, over: output, into: out)
    return Backdrop(surface: out, x: Double(output.x) - dx, y: Double(output.y) - dy, step: 1)
  }

  /// The blurred backdrop under `output` (target pixels): block averages over the grid anchored at
  /// `anchor`, with the kernel's reach of blocks around the blocks the output interpolates from,
  /// blurred by the Gaussian, rounded to 8 bits once.
  static func gaussianPlanes(
    _ pixels: TargetPixels, output: PixelRect, anchor: (x: Int, y: Int), sigma: Double
  ) -> BlurredPlanes? {
    let grid = BackdropGrid(sigmaPixels: sigma)
    let (step, radius) = (grid.step, grid.kernel.radius)
    func blockIndex(_ pixel: Int, _ origin: Int) -> Int {
      let d = pixel - origin
      return d >= 0 ? d / step : -((step - 1 - d) / step)
    }
    // Every block whose centre a pixel of the output interpolates from (bilinear: the one before
    // and after its position on the grid).
    let bx0 = blockIndex(output.x, anchor.x) - 1
    let by0 = blockIndex(output.y, anchor.y) - 1
    let (ow, oh) = (
      blockIndex(output.x + output.width - 1, anchor.x) + 2 - bx0,
      blockIndex(output.y + output.height - 1, anchor.y) + 2 - by0
    )
    guard ow <= Surface.maximumSide, oh <= Surface.maximumSide else { return nil }
    let (w, h) = (ow + 2 * radius, oh + 2 * radius)
    let (rx, ry) = (anchor.x + (bx0 - radius) * step, anchor.y + (by0 - radius) * step)
    let sums = pixels.blockSums(x: rx, y: ry, columns: w, rows: h, step: step)
    let area = UInt64(step * step)
    var values = [UInt16](repeating: 0, count: 4 * ow * oh)
    let averages = UnsafeMutablePointer<UInt16>.allocate(capacity: w * h)
    defer { averages.deallocate() }
    values.withUnsafeMutableBufferPointer { values in
      for c in 0..<4 {
        // 8.8 fixed point: the block average to 1/256 of a level.
        for k in 0..<(w * h) {
          averages[k] = UInt16(truncatingIfNeeded: (sums[c * w * h + k] << 8 + area / 2) / area)
        }
        GaussianBlur.blur(
          PixelPlane(averages, count: w * h, width: w, height: h, stride: w), kernel: grid.kernel,
          into: PixelPlane(
            UnsafeMutableBufferPointer(rebasing: values[c * ow * oh..<(c + 1) * ow * oh]), width: ow, height: oh))
      }
    }
    return BlurredPlanes(
      values: values, width: ow, height: oh, x: anchor.x + bx0 * step, y: anchor.y + by0 * step, step: step)
  }

  /// Fills `out` (the pixels of `output`) with the filtered grid enlarged bilinearly, rounded to
  /// nearest. Why not Cairo's bilinear filter: pixman truncates its interpolation, which darkened
  /// the whole material by half a level on average (the largest part of the error against a true
  /// Gaussian once the blur itself is one).
  private static func stretch(_ grid: BlurredPlanes, over output: PixelRect, into out: Surface) {
    let (gw, plane) = (grid.width, grid.width * grid.height)
    // The output starts `skip` pixels into the grid's first block.
    let skip = (output.x - grid.x, output.y - grid.y)
    let columns = Array(
      MaskUpsampling.taps(outputCount: skip.0 + output.width, inputCount: gw, factor: grid.step).dropFirst(skip.0))
    let rows = MaskUpsampling.taps(outputCount: skip.1 + output.height, inputCount: grid.height, factor: grid.step)
      .dropFirst(skip.1)
    // One output row, interpolated between two grid rows: B, G, R, A of each grid column together.
    let line = UnsafeMutablePointer<SIMD4<UInt32>>.allocate(capacity: gw)
    defer { line.deallocate() }
    cairo_surface_flush(out.pointer)
    grid.values.withUnsafeBufferPointer { values in
      columns.withUnsafeBufferPointer { columns in
        for (y, row) in rows.enumerated() {
          let (wa, wb) = (256 - row.weight, row.weight)
          let (a, b) = (values.baseAddress! + row.first * gw, values.baseAddress! + row.second * gw)
          for i in 0..<gw {
            let top = SIMD4<UInt32>(
              UInt32(a[i]), UInt32(a[plane + i]), UInt32(a[2 * plane + i]), UInt32(a[3 * plane + i]))
            let bottom = SIMD4<UInt32>(
              UInt32(b[i]), UInt32(b[plane + i]), UInt32(b[2 * plane + i]), UInt32(b[3 * plane + i]))
            line[i] = top &* wa &+ bottom &* wb
          }
          let to = (out.data + y * out.stride).withMemoryRebound(to: UInt32.self, capacity: output.width) { $0 }
          for x in 0..<output.width {
            let column = columns[x]
            // At most 65280 × 256 × 256 < 2³²; rounded to 8 bits. B, G, R, A from the low byte up
            // is ARGB32 in memory on a little-endian machine.
            let v =
              (line[column.first] &* (256 - column.weight) &+ line[column.second] &* column.weight
                &+ SIMD4(repeating: 1 << 23)) &>> 24
            to[x] = v[0] | v[1] << 8 | v[2] << 16 | v[3] << 24
          }
        }
      }
    }
    cairo_surface_mark_dirty(out.pointer)
  }

  /// Fills `out` with the filtered grid itself, rounded to 8 bits (the three-box baseline, which
  /// Cairo enlarges).
  private static func write(_ grid: BlurredPlanes, into out: Surface) {
    let plane = grid.width * grid.height
    cairo_surface_flush(out.pointer)
    grid.values.withUnsafeBufferPointer { values in
      for j in 0..<grid.height {
        let row = (out.data + j * out.stride).withMemoryRebound(to: UInt32.self, capacity: grid.width) { $0 }
        for i in 0..<grid.width {
          func channel(_ c: Int) -> UInt32 { (UInt32(values[c * plane + j * grid.width + i]) + 128) >> 8 }
          row[i] = channel(3) << 24 | channel(2) << 16 | channel(1) << 8 | channel(0)
        }
      }
    }
    cairo_surface_mark_dirty(out.pointer)
  }

  /// The backdrop blur's σ in device pixels: the blur is in the layer's points, scaled as the layer
  /// (bounds → device pixels by the affine `matrix`) is drawn.
  static func backdropSigma(_ effect: VisualEffect, matrix: Homography) -> Double {
    let pixelsPerPoint = abs(matrix.a11 * matrix.a22 - matrix.a12 * matrix.a21).squareRoot() / abs(matrix.a33)
    return effect.blur * pixelsPerPoint
  }

  /// Filters the blurred planes in place (8.8 fixed point, premultiplied B, G, R, A planes of
  /// `count` values): saturated (the CSS `saturate()` matrix on premultiplied colour, which it
  /// commutes with), then the tint composited over (source-over). Linear in the backdrop, so it
  /// runs on the grid, before the stretch.
  private static func filter(_ planes: UnsafeMutablePointer<UInt16>, count n: Int, effect: VisualEffect) {
    let s = effect.saturation
    // Fixed point (×4096) so every machine computes the same bytes.
    func q(_ v: Double) -> Int { Int((v * 4096).rounded()) }
    let (rr, rg, rb) = (q(0.213 + 0.787 * s), q(0.715 - 0.715 * s), q(0.072 - 0.072 * s))
    let (gr, gg, gb) = (q(0.213 - 0.213 * s), q(0.715 + 0.285 * s), q(0.072 - 0.072 * s))
    let (br, bg, bb) = (q(0.213 - 0.213 * s), q(0.715 - 0.715 * s), q(0.072 + 0.928 * s))
    let tint = effect.tint ?? .clear
    func byte(_ v: Double) -> UInt32 { UInt32((min(1, max(0, v)) * 255).rounded()) }
    let ta = byte(tint.alpha)
    // The tint premultiplied in 8 bits, then in 8.8 like the planes.
    let (tr, tg, tb) = (
      Int(Premultiplication.premultiply(byte(tint.red), ta)) << 8,
      Int(Premultiplication.premultiply(byte(tint.green), ta)) << 8,
      Int(Premultiplication.premultiply(byte(tint.blue), ta)) << 8
    )
    let (keep, one) = (255 - Int(ta), 255 << 8)
    let identity = s == 1
    for k in 0..<n {
      let a = Int(planes[3 * n + k])
      var (r, g, b) = (Int(planes[2 * n + k]), Int(planes[n + k]), Int(planes[k]))
      if !identity {
        let r2 = (rr * r + rg * g + rb * b + 2048) >> 12
        let g2 = (gr * r + gg * g + gb * b + 2048) >> 12
        let b2 = (br * r + bg * g + bb * b + 2048) >> 12
        (r, g, b) = (min(a, max(0, r2)), min(a, max(0, g2)), min(a, max(0, b2)))
      }
      // Source-over: tint + backdrop × (1 − tint alpha), rounded.
      let oa = min(one, Int(ta) << 8 + (a * keep + 127) / 255)
      planes[3 * n + k] = UInt16(oa)
      planes[2 * n + k] = UInt16(min(oa, tr + (r * keep + 127) / 255))
      planes[n + k] = UInt16(min(oa, tg + (g * keep + 127) / 255))
      planes[k] = UInt16(min(oa, tb + (b * keep + 127) / 255))
    }
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
