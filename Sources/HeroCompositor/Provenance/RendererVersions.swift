import CCairo
import CPNG
import CPango
import HeroFiles
import HeroModel

/// What makes a frame's pixels besides the scene: the HeroFrames version, the versions of the
/// native libraries loaded at run time (not the headers it was built with), and a checksum of the
/// bundled font files. `hero --version` prints it; two runs whose values differ may draw
/// anti-aliased edges and text differently, so goldens are compared only under equal values.
public struct RendererVersions: Hashable, Sendable {
  public var heroFrames: String
  public var cairo: String
  public var pixman: String
  public var pango: String
  public var harfBuzz: String
  public var freeType: String
  public var fontconfig: String
  public var libpng: String
  /// The bundled fonts (`FontLibrary.bundledFiles`): where they were read, how many files, and the
  /// SHA-256 of their `sha256sum` listing (`cd DIR && sha256sum *.otf | sha256sum`); nil when
  /// there are none.
  public var fonts: Fonts?

  public struct Fonts: Hashable, Sendable {
    public var directory: String
    public var fileCount: Int
    public var sha256: String
  }

  /// The libraries this process runs with, and its bundled fonts (read and hashed: about 10 MB).
  public static func current() throws(FileError) -> RendererVersions {
    var versions = loadedLibraries()
    versions.fonts = try fontChecksum(FontLibrary.bundledFiles, directory: FontLibrary.bundledDirectory)
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
      fonts: nil)
  }

  static func fontChecksum(_ files: [String], directory: String) throws(FileError) -> Fonts? {
    guard !files.isEmpty else { return nil }
    var listing = ""
    for file in files {
      let name = file.split(separator: "/").last.map(String.init) ?? file
      listing += "\(sha256(try InputFile.read(file, kind: .font)))  \(name)\n"
    }
    return Fonts(directory: directory, fileCount: files.count, sha256: sha256(Array(listing.utf8)))
  }

  /// SHA-256 as 64 lowercase hexadecimal digits, as sha256sum prints it.
  static func sha256(_ bytes: [UInt8]) -> String {
    var hash = hero_sha256()
    hero_sha256_init(&hash)
    bytes.withUnsafeBufferPointer { hero_sha256_update(&hash, $0.baseAddress, $0.count) }
    var hex = [CChar](repeating: 0, count: 65)
    hero_sha256_final(&hash, &hex)
    return String(decoding: hex.prefix(64).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// One `name version` line each, as `hero --version` prints them.
  public var lines: [String] {
    var lines = [
      "HeroFrames \(heroFrames)", "Cairo \(cairo)", "pixman \(pixman)", "Pango \(pango)", "HarfBuzz \(harfBuzz)",
      "FreeType \(freeType)", "fontconfig \(fontconfig)", "libpng \(libpng)",
    ]
    if let fonts {
      lines.append(
        "fonts \(FontLibrary.defaultFamily) sha256 \(fonts.sha256) (\(fonts.fileCount) files in \(fonts.directory))")
    } else {
      lines.append("fonts none (no font files in \(FontLibrary.bundledDirectory))")
    }
    return lines
  }
}
