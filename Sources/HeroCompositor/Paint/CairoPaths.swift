import CCairo
import HeroModel

/// Small bridges from model values to Cairo calls, so painting code reads in model terms.
enum CairoPaths {
  /// Sets the context's user → device matrix to the affine map `h` (which must be affine).
  static func setMatrix(_ cr: OpaquePointer, _ h: Homography) {
    let w = h.a33
    var m = cairo_matrix_t(
      xx: h.a11 / w, yx: h.a12 / w, xy: h.a21 / w, yy: h.a22 / w, x0: h.a31 / w, y0: h.a32 / w)
    cairo_set_matrix(cr, &m)
  }

  /// Appends a rectangle with circular corners (radius already clamped) as one closed sub-path.
  static func roundedRect(_ cr: OpaquePointer, _ r: Rect, radius: Double) {
    guard radius > 0 else {
      cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
      return
    }
    let (x0, y0, x1, y1) = (r.minX, r.minY, r.maxX, r.maxY)
    cairo_new_sub_path(cr)
    cairo_arc(cr, x1 - radius, y0 + radius, radius, -Double.pi / 2, 0)
    cairo_arc(cr, x1 - radius, y1 - radius, radius, 0, Double.pi / 2)
    cairo_arc(cr, x0 + radius, y1 - radius, radius, Double.pi / 2, Double.pi)
    cairo_arc(cr, x0 + radius, y0 + radius, radius, Double.pi, 3 * Double.pi / 2)
    cairo_close_path(cr)
  }

  /// Narrows the clip to `r` with corners of `radius` (already clamped; 0 for square corners).
  static func clip(_ cr: OpaquePointer, to r: Rect, radius: Double) {
    roundedRect(cr, r, radius: radius)
    cairo_clip(cr)
  }

  /// Fills `r`, corners of `radius` (already clamped), with `color` at its alpha × `alpha`.
  static func fill(_ cr: OpaquePointer, _ r: Rect, radius: Double, color: Color, alpha: Double) {
    roundedRect(cr, r, radius: radius)
    setColor(cr, color, alpha: alpha)
    cairo_fill(cr)
  }

  /// Appends a model `Path` (quadratic segments raised to cubics).
  static func append(_ cr: OpaquePointer, _ path: Path) {
    var current = Point.zero
    var start = Point.zero
    for element in path.elements {
      switch element {
      case .move(let p):
        cairo_move_to(cr, p.x, p.y)
        current = p
        start = p
      case .line(let p):
        cairo_line_to(cr, p.x, p.y)
        current = p
      case .quadCurve(let p, let c):
        let c1 = current + (c - current) * (2.0 / 3.0)
        let c2 = p + (c - p) * (2.0 / 3.0)
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
        current = p
      case .curve(let p, let c1, let c2):
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
        current = p
      case .close:
        cairo_close_path(cr)
        current = start
      }
    }
  }

  /// Sets a solid source from a straight-alpha colour, its alpha multiplied by `alpha`.
  static func setColor(_ cr: OpaquePointer, _ c: Color, alpha: Double) {
    cairo_set_source_rgba(cr, clamp01(c.red), clamp01(c.green), clamp01(c.blue), clamp01(c.alpha * alpha))
  }

  static func clamp01(_ v: Double) -> Double { min(1, max(0, v)) }
}
