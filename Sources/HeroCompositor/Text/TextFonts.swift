import CPango
import HeroFiles
import HeroModel

#if canImport(Glibc)
  import Glibc
#endif

/// Pango's view of the fonts: a font map over a fontconfig configuration the compositor builds
/// itself from the bundled font package, the installed stand-in packages for iOS's built-in
/// families (`FontLibrary.standInFiles`) and the scene's font files, so no font, alias or
/// rendering setting of the machine (its fonts.conf, `FONTCONFIG_FILE`, `HOME`, locale) can change
/// a frame.
///
/// Rendering settings are fixed for scale independence and reproducibility: no hinting, unhinted
/// metrics, greyscale antialiasing, unrounded glyph positions. Glyph positions therefore scale
/// exactly with the output scale, and a layout made once (in points) serves every scale.
final class TextFonts {
  private let config: OpaquePointer
  private let fontMap: UnsafeMutablePointer<PangoFontMap>
  /// The Pango context every layout is made in: identity matrix, one point per unit.
  let context: OpaquePointer

  /// A font map over the bundled fonts plus `extraFiles` (absolute paths).
  init(extraFiles: [String]) throws(CompositorError) {
    NativeLibraries.useBundledThaiDictionary
    Self.emptyProcessConfiguration
    let files = FontLibrary.bundledFiles + FontLibrary.standInFiles + extraFiles
    guard !FontLibrary.bundledFiles.isEmpty else {
      throw CompositorError(
        "text needs the bundled fonts in \(FontLibrary.bundledDirectory); install the Debian package fonts-inter"
      )
    }
    guard let config = FcConfigCreate() else {
      throw CompositorError("fontconfig could not create a configuration")
    }
    for file in files {
      if let problem = Self.problem(with: file) {
        FcConfigDestroy(config)
        throw CompositorError("font file \(file): \(problem)")
      }
      guard FcConfigAppFontAddFile(config, file) != 0 else {
        FcConfigDestroy(config)
        throw CompositorError("font file \(file): fontconfig cannot read it as a font")
      }
    }
    guard let fontMap = hero_font_map_new(config) else {
      FcConfigDestroy(config)
      throw CompositorError("pango could not create a font map")
    }
    let context = pango_font_map_create_context(fontMap)!
    let options = cairo_font_options_create()
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    pango_context_set_round_glyph_positions(context, 0)
    pango_context_set_base_dir(context, PANGO_DIRECTION_LTR)
    let language = pango_language_from_string("en")
    pango_context_set_language(context, language)
    self.config = config
    self.fontMap = fontMap
    self.context = context
  }

  /// Pango's font map starts a thread that calls `FcInit()`, which would load the machine's
  /// configuration (`/etc/fonts/fonts.conf`, its rules and every system font folder) as the
  /// process-wide one. No frame uses it (each font map has its own configuration above), but it
  /// reads the host's files and prints the host's config warnings: making an empty configuration
  /// current first means nothing of the machine's is read. Once per process; fontconfig keeps a
  /// reference.
  private static let emptyProcessConfiguration: Void = {
    if let empty = FcConfigCreate() { _ = FcConfigSetCurrent(empty) }
  }()

  deinit {
    hero_object_unref(UnsafeMutableRawPointer(context))
    hero_object_unref(fontMap)
    FcConfigDestroy(config)
  }

  /// Why a font file cannot be used (not a readable regular file within the size cap), or nil.
  static func problem(with file: String) -> String? {
    do {
      try InputFile.check(file, kind: .font)
    } catch {
      return error.reason
    }
    guard access(file, R_OK) == 0 else { return "cannot be read (\(String(cString: strerror(errno))))" }
    return nil
  }
}
