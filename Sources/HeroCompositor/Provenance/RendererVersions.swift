import CCairo
import CPNG
import CPango
import HeroModel

/// What makes a frame's pixels besides the scene: the HeroFrames version, the versions of the
/// native libraries loaded at run time (not the headers it was built with), and the checksum of the
/// bundled font files that `renderer.json` records too. `hero --version` prints it; two runs whose
/// values differ may draw anti-aliased edges and text differently, so goldens are compared only under
/// equal values.
public struct RendererVersions: Hashable, Sendable {
  public var heroFrames: String
  public var cairo: String
  public var pixman: String
  public var pango: String
  public var harfBuzz: String
  public var freeType: String
  public var fontconfig: String
  public var libpng: String
  /// libjpeg-turbo as the package was built with it (`hero_jpeg_library_version`: 2.x has no
  /// run-time query; its soname changes with any incompatible version).
  public var libjpegTurbo: String
  /// The bundled fonts' checksum as `renderer.json` records it (`RendererProvenance.fontChecksum()`:
  /// the family, how many files, the CRC-32 of their names and bytes); nil when not read.
  public var fonts: String?

  /// The libraries this process runs with, and its bundled fonts (read and summed: about 10 MB).
  public static func current() -> RendererVersions {
    var versions = loadedLibraries()
    versions.fonts = RendererProvenance.fontChecksum()
    return versions
  }

  /// The native libraries' versions as the loaded libraries report them, without the fonts (the one
  /// place that asks them; `RendererProvenance` lists the same values).
  public static func loadedLibraries() -> RendererVersions {
    var major: Int32 = 0
    var minor: Int32 = 0
    var patch: Int32 = 0
    hero_freetype_version(&major, &minor, &patch)
    let fontconfig = Int(FcGetVersion())
    return RendererVersions(
      heroFrames: HeroModelInfo.version,
      cairo: String(cString: cairo_version_string()),
      pixman: String(cString: pixman_version_string()),
      pango: String(cString: pango_version_string()),
      harfBuzz: String(cString: hb_version_string()),
      freeType: "\(major).\(minor).\(patch)",
      fontconfig: "\(fontconfig / 10000).\(fontconfig / 100 % 100).\(fontconfig % 100)",
      libpng: String(cString: hero_png_library_version()),
      libjpegTurbo: String(cString: hero_jpeg_library_version()),
      fonts: nil)
  }

  /// One `name version` line each, as `hero --version` prints them.
  public var lines: [String] {
    var lines = [
      "HeroFrames \(heroFrames)", "Cairo \(cairo)", "pixman \(pixman)", "Pango \(pango)", "HarfBuzz \(harfBuzz)",
      "FreeType \(freeType)", "fontconfig \(fontconfig)", "libpng \(libpng)",
      "libjpeg-turbo \(libjpegTurbo)",
    ]
    if let fonts {
      lines.append(
        "fonts \(fonts)" + (FontLibrary.bundledFiles.isEmpty ? "" : " in \(FontLibrary.bundledDirectory)"))
      // Where the libraries above were loaded from: the release's own lib/ (its manifest names each
      // library's Debian package and version), or the system's.
      let folder = NativeLibraries.loadedFolder ?? "an unknown folder"
      lines.append(
        NativeLibraries.bundledSummary.map { "native libraries \($0) in \(folder)" }
          ?? "native libraries: the system's, in \(folder)")
    }
    return lines
  }
}
