import CCairo
import HeroFiles
import HeroModel

/// A snapshot raster is cached per snapshot id and output scale.
struct SnapshotKey: Hashable {
  var id: String
  var scale: Double
}

/// A snapshot's layers rendered once, kept with the snapshot they came from (a later frame with a
/// different snapshot under the same id re-renders).
struct SnapshotRaster {
  var snapshot: Snapshot
  var surface: Surface
}

extension Compositor {
  /// Paints image or snapshot contents (nothing for `.none` / `.view`).
  func paintContents(
    _ layer: Layer, cr: OpaquePointer, matrix: Homography, alpha: Double, pass: RenderPass, path: String
  ) throws(CompositorError) {
    switch layer.contents {
    case .none, .view:
      return
    case .image(let imagePath):
      let image = try image(at: imagePath, layer: layer, path: path)
      let (source, dest) = Self.imagePlacement(of: layer, pixels: image.pixels)
      drawBitmap(
        image.surface, source: image.surfaceRect(source), dest: dest, cr: cr, matrix: matrix, alpha: alpha,
        clip: nil, tint: layer.contentsTint)
    case .snapshot(let id):
      guard let raster = try snapshotRaster(id: id, layer: layer, pass: pass, path: path) else { return }
      let pixels = Size(raster.snapshot.size.width * pass.scale, raster.snapshot.size.height * pass.scale)
      let source = Self.sourceRect(layer.contentsRect, pixels: pixels)
      // Hero's snapshot content view always masks to its (rounded) bounds.
      drawBitmap(
        raster.surface, source: source, dest: layer.bounds, cr: cr, matrix: matrix, alpha: alpha,
        clip: layer.clampedCornerRadius)
    case .text(let text):
      guard layer.size.width > 0, layer.size.height > 0, text.color.alpha > 0, !text.string.isEmpty else { return }
      let (box, placed) = Self.textPlacement(of: layer)
      guard box.width > 0, box.height > 0, placed.width > 0, placed.height > 0 else { return }
      let layout = try textLayout(text, size: box, fonts: pass.frame.fonts, layer: layer, path: path)
      // The text as drawn for `box`, shown over `placed`: stretched or moved by the gravity.
      let shown =
        placed == layer.bounds && box == layer.size
        ? matrix
        : Homography.scale(placed.width / box.width, placed.height / box.height)
          .concatenating(.translation(placed.minX, placed.minY)).concatenating(matrix)
      cairo_save(cr)
      defer { cairo_restore(cr) }
      if let mask = textMask(layout: layout, text: text, box: box, fonts: pass.frame.fonts, matrix: shown) {
        cairo_identity_matrix(cr)
        CairoPaths.setColor(cr, text.color, alpha: alpha)
        cairo_mask_surface(cr, mask.mask.surface, Double(mask.x), Double(mask.y))
      } else {
        CairoPaths.setMatrix(cr, shown)
        layout.draw(in: Rect(origin: .zero, size: box), color: text.color, alpha: alpha, cr: cr)
      }
    }
  }

  /// The box a label's text is laid out in (its `textLayoutSize`, else its bounds' size) and the
  /// rect of the bounds that box is shown over, by `contentsGravity` (the bounds themselves when
  /// the text is laid out for them).
  static func textPlacement(of layer: Layer) -> (box: Size, placed: Rect) {
    guard let drawn = layer.textLayoutSize, drawn != layer.size else { return (layer.size, layer.bounds) }
    return (drawn, ContentsLayout.rect(gravity: layer.contentsGravity, content: drawn, bounds: layer.bounds))
  }

  /// The cached glyph mask for a label that is only scaled and moved, with the device pixel its
  /// top-left goes to; nil when the label must be drawn directly. `box` is the size its text is
  /// laid out in; `matrix` maps that box's coordinates to device pixels.
  func textMask(
    layout: TextLayout, text: TextContent, box: Size, fonts: [String], matrix: Homography
  ) -> (mask: TextMask, x: Int, y: Int)? {
    let layoutKey = TextLayoutKey(text: text, size: box, fonts: fonts)
    guard let (key, pixel) = TextMask.key(layout: layoutKey, matrix: matrix) else { return nil }
    let mask: TextMask
    if let cached = textMasks[key] {
      mask = cached
    } else {
      guard let made = TextMask(layout: layout, text: text, box: box, key: key) else { return nil }
      textMasks[key] = made
      mask = made
    }
    return (mask, pixel.x + mask.origin.x, pixel.y + mask.origin.y)
  }

  /// The layout of `text` in a box of `size` with the bundled fonts plus `fonts`, cached.
  func textLayout(
    _ text: TextContent, size: Size, fonts: [String], layer: Layer, path: String
  ) throws(CompositorError) -> TextLayout {
    let key = TextLayoutKey(text: text, size: size, fonts: fonts)
    if let cached = textLayouts[key] { return cached }
    guard text.font.size.isFinite, text.font.size > 0, text.lineHeight.isFinite, text.lineHeight > 0,
      text.color.isFinite
    else {
      throw CompositorError(
        "layer '\(layer.key)' (\(path)): text needs a positive font size and line height and a finite colour")
    }
    let fontMap: TextFonts
    if let cached = textFonts[fonts] {
      fontMap = cached
    } else {
      fontMap = try TextFonts(extraFiles: fonts)
      textFonts[fonts] = fontMap
    }
    let layout = TextLayout(text, size: size, fonts: fontMap)
    textLayouts[key] = layout
    return layout
  }

  /// The pixel rect of a bitmap of `pixels` that the unit-rect `contentsRect` selects.
  static func sourceRect(_ contentsRect: Rect, pixels: Size) -> Rect {
    Rect(
      contentsRect.origin.x * pixels.width, contentsRect.origin.y * pixels.height,
      contentsRect.size.width * pixels.width, contentsRect.size.height * pixels.height)
  }

  /// Where image contents come from and land: the rect of an image file of `pixels` that
  /// `contentsRect` selects, and the rect (bounds coordinates) it fills by `contentsGravity` at its
  /// natural size (`contentsScale` pixels per point; 1 when not positive).
  static func imagePlacement(of layer: Layer, pixels: Size) -> (source: Rect, dest: Rect) {
    let source = sourceRect(layer.contentsRect, pixels: pixels)
    let scale = layer.contentsScale > 0 ? layer.contentsScale : 1
    let natural = Size(source.width / scale, source.height / scale)
    return (
      source, ContentsLayout.rect(gravity: layer.contentsGravity, content: natural, bounds: layer.bounds)
    )
  }

  /// Draws the `source` pixels of `surface` stretched over `dest` (bounds coordinates), bilinear,
  /// edges clamped (no bleeding of neighbouring sprites when `source` is whole pixels), clipped to
  /// `dest` and, when `clip` is a radius, to the layer's rounded bounds. With a `tint`, only the
  /// bitmap's alpha is used, filled with the tint (UIKit's template rendering).
  func drawBitmap(
    _ surface: Surface, source: Rect, dest: Rect, cr: OpaquePointer, matrix: Homography, alpha: Double,
    clip: Double?, tint: Color? = nil
  ) {
    guard source.size.width > 0, source.size.height > 0, dest.width > 0, dest.height > 0 else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    CairoPaths.setMatrix(cr, matrix)
    if let radius = clip {
      // `dest` is the bounds for snapshots.
      CairoPaths.clip(cr, to: dest, radius: radius)
    }
    CairoPaths.clip(cr, to: dest, radius: 0)
    var origin = Point(source.origin.x, source.origin.y)
    var sourceSurface = surface.pointer
    var sub: OpaquePointer?
    let whole =
      source.origin.x == source.origin.x.rounded() && source.origin.y == source.origin.y.rounded()
      && source.size.width == source.size.width.rounded()
      && source.size.height == source.size.height.rounded()
    if whole, source.minX >= 0, source.minY >= 0, source.maxX <= Double(surface.width),
      source.maxY <= Double(surface.height)
    {
      sub = cairo_surface_create_for_rectangle(
        surface.pointer, source.minX, source.minY, source.size.width, source.size.height)
      sourceSurface = sub!
      origin = .zero
    }
    defer { if let sub { cairo_surface_destroy(sub) } }
    let pattern = cairo_pattern_create_for_surface(sourceSurface)!
    defer { cairo_pattern_destroy(pattern) }
    let sx = source.size.width / dest.width
    let sy = source.size.height / dest.height
    var m = cairo_matrix_t(
      xx: sx, yx: 0, xy: 0, yy: sy, x0: origin.x - dest.minX * sx, y0: origin.y - dest.minY * sy)
    cairo_pattern_set_matrix(pattern, &m)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
    if let tint {
      CairoPaths.setColor(cr, tint, alpha: CairoPaths.clamp01(alpha))
      cairo_mask(cr, pattern)
      return
    }
    cairo_set_source(cr, pattern)
    cairo_paint_with_alpha(cr, CairoPaths.clamp01(alpha))
  }

  /// The rect image contents cover in the layer's bounds coordinates (the bounds for other kinds,
  /// and for an image that cannot be read — painting will report that).
  func contentsBox(of layer: Layer) -> Rect {
    guard case .image(let imagePath) = layer.contents,
      let image = try? image(at: imagePath, layer: layer, path: "")
    else { return layer.bounds }
    return Self.imagePlacement(of: layer, pixels: image.pixels).dest.union(layer.bounds)
  }

  /// `imagePath` resolved against `directory` (nil: as given).
  static func resolve(imagePath: String, in directory: String?) -> String {
    guard let directory, !imagePath.hasPrefix("/") else { return imagePath }
    return "\(directory)/\(imagePath)"
  }

  /// The decoded, premultiplied image at `imagePath` (resolved against `imageDirectory`), cached:
  /// downsampled as far as `imageDemand` allows (`ImageDecoding`), the same for every worker.
  func image(at imagePath: String, layer: Layer, path: String) throws(CompositorError) -> DecodedImage {
    let resolved = Self.resolve(imagePath: imagePath, in: imageDirectory)
    if let cached = images[resolved] { return cached }
    let image: DecodedImage
    do throws(CompositorError) {
      let header: PNGHeader
      do throws(PNGHeaderError) {
        header = try PNGHeader.read(resolved)
      } catch {
        throw CompositorError(error.reason)
      }
      if let problem = header.sizeError { throw CompositorError("\(resolved): \(problem)") }
      let factor = ImageDecoding.factor(for: header, shown: imageDemand.shown[resolved])
      image = try SharedImages.shared.image(
        for: SharedImages.Key(path: resolved, factor: factor, stamp: FileStamp(resolved))
      ) {
        () throws(CompositorError) in
        let bytes: [UInt8]
        do throws(FileError) {
          bytes = try InputFile.read(resolved, kind: .image)
        } catch {
          throw CompositorError(error.description)
        }
        do throws(CompositorError) {
          return try ImageDecoding.decodeSurface(bytes, factor: factor)
        } catch {
          throw CompositorError("\(resolved): \(error.message)")
        }
      }
    } catch {
      throw CompositorError("layer '\(layer.key)' (\(path)): image contents: \(error.message)")
    }
    images[resolved] = image
    return image
  }

  /// The raster of snapshot `id` at the pass's scale, rendered on first use; nil when empty.
  func snapshotRaster(id: String, layer: Layer, pass: RenderPass, path: String) throws(CompositorError)
    -> SnapshotRaster?
  {
    guard let snapshot = pass.frame.snapshots[id] else {
      throw CompositorError(
        "layer '\(layer.key)' (\(path)): contents refer to snapshot '\(id)', which the frame does not contain"
      )
    }
    guard !pass.snapshotChain.contains(id) else {
      throw CompositorError(
        "snapshot '\(id)' contains itself (\((pass.snapshotChain + [id]).joined(separator: " → ")))")
    }
    let key = SnapshotKey(id: id, scale: pass.scale)
    if let cached = snapshotRasters[key], cached.snapshot == snapshot { return cached }
    guard snapshot.size.isFinite else {
      throw CompositorError(
        "snapshot '\(id)': size \(snapshot.size.width)x\(snapshot.size.height) is not finite")
    }
    guard snapshot.size.width > 0, snapshot.size.height > 0 else { return nil }
    let surface: Surface
    do {
      surface = try Compositor.makeSurface(for: snapshot.size, scale: pass.scale, atLeastOnePixel: true)
    } catch {
      // A view is drawn whole into its snapshot, so one far larger than the canvas cannot be (a
      // positive side gets at least one pixel, so the surface is never empty here).
      throw CompositorError(
        "snapshot '\(id)' of layer '\(layer.key)' (\(path)), \(snapshot.size.width)×\(snapshot.size.height) points: \(error.message), or make the view smaller (a view is drawn whole into its snapshot)"
      )
    }
    var inner = pass
    inner.snapshotChain.append(id)
    // The raster is one picture, cached for every place it is shown: shadows and offscreens
    // outside it do not count towards the nesting inside it.
    inner.shadowNesting = 0
    inner.offscreenNesting = 0
    // A snapshot is drawn at the output scale wherever it is first used (its raster is cached).
    inner.rasterDensity = pass.scale
    try CairoContext.draw(on: surface.pointer, "snapshot '\(id)'") { cr throws(CompositorError) in
      try paintLayers(
        snapshot.layers, cr: cr, matrix: .scale(pass.scale, pass.scale), alpha: 1, pass: inner,
        path: "snapshots['\(id)'].layers")
    }
    let raster = SnapshotRaster(snapshot: snapshot, surface: surface)
    snapshotRasters[key] = raster
    return raster
  }
}
