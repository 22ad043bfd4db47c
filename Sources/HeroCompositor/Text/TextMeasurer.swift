import CPango
import HeroModel

/// Measures labels with the same fonts and line breaking the compositor draws them with, for
/// layout (a label's intrinsic content size). Not thread-safe, and so not `Sendable`: code that
/// measures from several threads shares one through `SharedTextMeasurer`, which locks it.
public final class TextMeasurer {
  private let fonts: TextFonts

  /// The bundled fonts plus `fontFiles` (absolute paths).
  public init(fontFiles: [String] = []) throws(CompositorError) {
    fonts = try TextFonts(extraFiles: fontFiles)
  }

  /// The size of `text` at most `width` points wide (nil: unwrapped), its lines limited to
  /// `text.lines` (0: all), as UILabel's `sizeThatFits` gives it.
  public func measure(_ text: TextContent, width: Double?) -> TextMetrics {
    guard !text.string.isEmpty else { return TextMetrics(size: Size(0, 0), firstBaseline: 0, lastBaseline: 0) }
    let layout = TextLayout.makeLayout(text, width: width.map(TextLayout.pangoUnits) ?? -1, fonts: fonts)
    defer { hero_object_unref(UnsafeMutableRawPointer(layout)) }
    var lines = TextLayout.lineExtents(layout)
    if text.lines > 0, lines.count > text.lines { lines = Array(lines.prefix(text.lines)) }
    let scale = Double(PANGO_SCALE)
    let widest = lines.map { Double($0.width) }.max() ?? 0
    let top = Double(lines.first?.top ?? 0)
    let bottom = Double(lines.last?.bottom ?? 0)
    var w = widest / scale
    if let width { w = min(w, width) }
    return TextMetrics(
      size: Size(w, (bottom - top) / scale), firstBaseline: Double(lines.first?.baseline ?? 0) / scale - top / scale,
      lastBaseline: Double(lines.last?.baseline ?? 0) / scale - top / scale)
  }
}
