import CCairo
import CPango
import HeroModel

/// One label's text shaped (HarfBuzz) and broken into lines (Pango) for a box size, as UILabel
/// sets it: lines beyond `lines` or beyond the box's height dropped, the last one shown cut as
/// `lineBreak` says, the block centred vertically. Made once and reused by every frame (and every
/// scale: positions are in points, unhinted).
final class TextLayout {
  /// One line to draw: which layout line, where its left end and baseline sit (points, from the
  /// block's top-left corner).
  struct Line {
    var layout: Int
    var index: Int32
    var x: Double
    var baseline: Double
  }

  /// The Pango layouts the lines come from (owned): the wrapped text, and for `clip` an unwrapped
  /// last line.
  private let layouts: [OpaquePointer]
  /// The lines shown, top to bottom.
  let lines: [Line]
  /// The block's height, points (the shown lines' logical extents).
  let height: Double
  /// True when the last line runs past the box and is cut at its edges (`clip`).
  let clipsToBox: Bool
  /// About how much memory the layout holds, for the cache's budget: Pango keeps about 2.5 KB of a
  /// layout's own and about 7 bytes per byte of text (a 65 KB label held 0.43 MB).
  let byteCount: Int

  /// Lays out `text` in a box of `size` points.
  init(_ text: TextContent, size: Size, fonts: TextFonts) {
    let width = Self.pangoUnits(size.width)
    let wrapped = Self.makeLayout(text, width: width, fonts: fonts)
    var all = Self.lineExtents(wrapped)
    // As many lines as fit the height (at least one, as UILabel shows a first line that overflows).
    var fitting = 0
    while fitting < all.count, Double(all[fitting].bottom) / Double(PANGO_SCALE) <= size.height + 1e-6 {
      fitting += 1
    }
    let limit = max(1, text.lines > 0 ? min(text.lines, fitting) : fitting)
    var layouts = [wrapped]
    var clips = false
    if all.count > limit {
      switch text.lineBreak {
      case .truncateHead, .truncateTail, .truncateMiddle:
        // Pango ellipsizes the last line that fits a height; give it exactly `limit` lines.
        pango_layout_set_ellipsize(wrapped, Self.ellipsizeMode(text.lineBreak))
        pango_layout_set_height(wrapped, all[limit - 1].bottom)
        all = Self.lineExtents(wrapped)
      case .clip:
        // The last line shown is not wrapped: the rest of its paragraph runs on and is cut at the box.
        let start = Int(pango_layout_get_line_readonly(wrapped, Int32(limit - 1)).pointee.start_index)
        let bytes = Array(Self.displayString(text.string).utf8)
        let rest = bytes[start...].prefix { $0 != UInt8(ascii: "\n") }
        var single = text
        single.string = String(decoding: rest, as: UTF8.self)
        let unwrapped = Self.makeLayout(single, width: -1, fonts: fonts)
        layouts.append(unwrapped)
        if let first = Self.lineExtents(unwrapped).first {
          // A line wider than the box keeps its start in view, whatever the alignment.
          let x = max(0, Self.alignedX(text.alignment, lineWidth: first.width, boxWidth: width))
          all[limit - 1] = LineExtent(
            layout: 1, index: 0, x: x, top: all[limit - 1].top, bottom: all[limit - 1].bottom,
            baseline: all[limit - 1].baseline, width: first.width)
        }
        clips = true
      case .wordWrap, .charWrap:
        break
      }
    }
    let shown = Array(all.prefix(limit))
    self.layouts = layouts
    self.lines = shown.map {
      Line(
        layout: $0.layout, index: $0.index, x: Double($0.x) / Double(PANGO_SCALE),
        baseline: Double($0.baseline) / Double(PANGO_SCALE))
    }
    self.height = Double(shown.last?.bottom ?? 0) / Double(PANGO_SCALE)
    self.clipsToBox = clips
    self.byteCount = 4096 + 8 * text.string.utf8.count
  }

  deinit {
    for layout in layouts { hero_object_unref(UnsafeMutableRawPointer(layout)) }
  }

  /// Draws the lines in `box` (the label's bounds, user space of `cr`) with `color` × `alpha`.
  func draw(in box: Rect, color: Color, alpha: Double, cr: OpaquePointer) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    if clipsToBox { CairoPaths.clip(cr, to: box, radius: 0) }
    CairoPaths.setColor(cr, color, alpha: alpha)
    let top = box.minY + (box.height - height) / 2
    for line in lines {
      cairo_move_to(cr, box.minX + line.x, top + line.baseline)
      pango_cairo_show_layout_line(cr, pango_layout_get_line_readonly(layouts[line.layout], line.index))
    }
  }

  /// Points to Pango units, saturated to what Pango can hold.
  static func pangoUnits(_ points: Double) -> Int32 {
    Int32(max(0, min(points * Double(PANGO_SCALE), Double(Int32.max / 2))).rounded())
  }

  /// A layout of `text` wrapped at `width` Pango units (-1: not wrapped), no line limit.
  static func makeLayout(_ text: TextContent, width: Int32, fonts: TextFonts) -> OpaquePointer {
    let layout = pango_layout_new(fonts.context)!
    let description = pango_font_description_new()
    pango_font_description_set_family(description, text.font.family)
    pango_font_description_set_absolute_size(description, text.font.size * Double(PANGO_SCALE))
    pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(text.font.weight.cssWeight)))
    pango_font_description_set_style(description, text.font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)
    pango_layout_set_width(layout, width)
    pango_layout_set_wrap(layout, text.lineBreak == .charWrap ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
    switch text.alignment {
    case .left, .natural, .justified: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
    case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
    case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
    }
    // Natural alignment follows each paragraph's direction; the others are absolute.
    pango_layout_set_auto_dir(layout, text.alignment == .natural ? 1 : 0)
    pango_layout_set_justify(layout, text.alignment == .justified ? 1 : 0)
    if text.lineHeight != 1 { pango_layout_set_line_spacing(layout, Float(text.lineHeight)) }
    // UIKit never hyphenates where it breaks inside a word; Pango would by default.
    let attributes = pango_attr_list_new()
    pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
    pango_layout_set_attributes(layout, attributes)
    pango_attr_list_unref(attributes)
    let string = displayString(text.string)
    string.withCString { pango_layout_set_text(layout, $0, Int32(string.utf8.count)) }
    return layout
  }

  /// The string Pango is given: NUL shown as U+FFFD (Pango refuses NUL inside text; it would warn
  /// and cut there).
  static func displayString(_ string: String) -> String {
    string.contains("\0") ? String(string.map { $0 == "\0" ? "\u{FFFD}" : $0 }) : string
  }

  /// Where a line of `lineWidth` starts in a box of `boxWidth` (Pango units) for `alignment`.
  static func alignedX(_ alignment: TextAlignment, lineWidth: Int32, boxWidth: Int32) -> Int32 {
    switch alignment {
    case .left, .natural, .justified: 0
    case .center: (boxWidth - lineWidth) / 2
    case .right: boxWidth - lineWidth
    }
  }

  static func ellipsizeMode(_ mode: LineBreakMode) -> PangoEllipsizeMode {
    switch mode {
    case .truncateHead: PANGO_ELLIPSIZE_START
    case .truncateMiddle: PANGO_ELLIPSIZE_MIDDLE
    default: PANGO_ELLIPSIZE_END
    }
  }

  /// A line's logical extents in its layout (Pango units; y down from the layout's top).
  struct LineExtent {
    var layout: Int = 0
    var index: Int32
    var x: Int32
    var top: Int32
    var bottom: Int32
    var baseline: Int32
    var width: Int32
  }

  static func lineExtents(_ layout: OpaquePointer) -> [LineExtent] {
    var out: [LineExtent] = []
    let iter = pango_layout_get_iter(layout)!
    defer { pango_layout_iter_free(iter) }
    repeat {
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iter, nil, &logical)
      out.append(
        LineExtent(
          index: Int32(out.count), x: logical.x, top: logical.y, bottom: logical.y + logical.height,
          baseline: pango_layout_iter_get_baseline(iter), width: logical.width))
    } while pango_layout_iter_next_line(iter) != 0
    return out
  }
}

/// A layout is cached per text, box size and font set.
struct TextLayoutKey: Hashable {
  var text: TextContent
  var size: Size
  var fonts: [String]
}
