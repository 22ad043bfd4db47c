import CCairo
import HeroModel

/// A label's glyph coverage rendered once into an 8-bit mask at the output resolution, then
/// painted in its colour on every frame where the label is only moved (scaled by the output scale
/// and translated): glyph rasterisation is the costly part of text, and a label on a live screen
/// draws the same glyphs every frame.
///
/// The mask is made for the label's sub-pixel position rounded to a quarter pixel, so a moving
/// label needs at most 16 masks per scale and every frame still places its glyphs within an
/// eighth of a pixel of their exact position. Which mask is used depends only on the frame, never
/// on what was painted before: output stays byte-identical.
final class TextMask {
  let surface: OpaquePointer
  /// Where the mask's top-left pixel lands, relative to the label's origin rounded down to the
  /// quarter pixel (device pixels).
  let origin: (x: Int, y: Int)

  init?(layout: TextLayout, text: TextContent, box: Size, key: TextMaskKey) {
    // A margin of one font size around the box holds overhangs and lines past a short box.
    let margin = text.font.size
    let width = ((box.width + 2 * margin) * key.scaleX).rounded(.up) + 2
    let height = ((max(box.height, layout.height) + 2 * margin) * key.scaleY).rounded(.up) + 2
    guard width.isFinite, height.isFinite, width * height <= Double(TextMask.maximumPixels),
      let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { return nil }
    let x0 = Int((-margin * key.scaleX).rounded(.down)) - 1
    let y0 =
      Int(((-(max(box.height, layout.height) - box.height) / 2 - margin) * key.scaleY).rounded(.down)) - 1
    let cr = cairo_create(surface)!
    var m = cairo_matrix_t(
      xx: key.scaleX, yx: 0, xy: 0, yy: key.scaleY, x0: key.fractionX - Double(x0),
      y0: key.fractionY - Double(y0))
    cairo_set_matrix(cr, &m)
    layout.draw(in: Rect(origin: .zero, size: box), color: .black, alpha: 1, cr: cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    // Keep only the inked rows and columns: compositing cost follows the mask's area.
    guard let ink = Self.inkBounds(surface), let cropped = Self.crop(surface, to: ink) else {
      cairo_surface_destroy(surface)
      return nil
    }
    cairo_surface_destroy(surface)
    self.surface = cropped
    self.origin = (x0 + ink.x, y0 + ink.y)
  }

  /// The smallest pixel rectangle holding every non-zero pixel of an A8 surface; nil when empty.
  static func inkBounds(_ surface: OpaquePointer) -> (x: Int, y: Int, width: Int, height: Int)? {
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let data = cairo_image_surface_get_data(surface) else { return nil }
    var (minX, minY, maxX, maxY) = (width, height, -1, -1)
    for y in 0..<height {
      let row = data + y * stride
      var first = -1
      var last = -1
      for x in 0..<width where row[x] != 0 {
        if first < 0 { first = x }
        last = x
      }
      guard first >= 0 else { continue }
      (minX, maxX) = (min(minX, first), max(maxX, last))
      (minY, maxY) = (min(minY, y), y)
    }
    guard maxX >= 0 else { return nil }
    return (minX, minY, maxX - minX + 1, maxY - minY + 1)
  }

  /// A copy of the `rect` pixels of an A8 surface.
  static func crop(_ surface: OpaquePointer, to rect: (x: Int, y: Int, width: Int, height: Int))
    -> OpaquePointer?
  {
    guard let out = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(rect.width), Int32(rect.height)),
      cairo_surface_status(out) == CAIRO_STATUS_SUCCESS, let source = cairo_image_surface_get_data(surface),
      let target = cairo_image_surface_get_data(out)
    else { return nil }
    let (from, to) = (Int(cairo_image_surface_get_stride(surface)), Int(cairo_image_surface_get_stride(out)))
    for y in 0..<rect.height {
      (target + y * to).update(from: source + (rect.y + y) * from + rect.x, count: rect.width)
    }
    cairo_surface_mark_dirty(out)
    return out
  }

  deinit { cairo_surface_destroy(surface) }

  /// The pixel memory the mask holds.
  var byteCount: Int { Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface)) }

  /// Masks larger than this many pixels are not kept (the label is drawn directly).
  static let maximumPixels = 4 << 20

  /// The key for a label drawn with the affine `matrix`, or nil when the matrix does more than
  /// scale (positively) and translate — rotated, skewed or flipped text is drawn directly.
  static func key(layout: TextLayoutKey, matrix: Homography) -> (key: TextMaskKey, pixel: (x: Int, y: Int))? {
    let w = matrix.a33
    guard w != 0, matrix.a12 == 0, matrix.a21 == 0, matrix.a13 == 0, matrix.a23 == 0 else { return nil }
    let (sx, sy, ox, oy) = (matrix.a11 / w, matrix.a22 / w, matrix.a31 / w, matrix.a32 / w)
    guard sx > 0, sy > 0, ox.isFinite, oy.isFinite, abs(ox) < 1e9, abs(oy) < 1e9 else { return nil }
    let qx = (ox * 4).rounded() / 4
    let qy = (oy * 4).rounded() / 4
    let (px, py) = (qx.rounded(.down), qy.rounded(.down))
    return (
      TextMaskKey(layout: layout, scaleX: sx, scaleY: sy, fractionX: qx - px, fractionY: qy - py),
      (Int(px), Int(py))
    )
  }
}

/// A mask is cached per layout, output scale and quarter-pixel position.
struct TextMaskKey: Hashable {
  var layout: TextLayoutKey
  var scaleX: Double
  var scaleY: Double
  var fractionX: Double
  var fractionY: Double
}
