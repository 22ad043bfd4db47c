import CCairo
import CPNG
import CPango
import HeroFiles
import HeroModel

/// What made a frame's pixels: the HeroFrames version, the versions of the native libraries that
/// paint and encode (as the loaded libraries report them at run time, not as the headers were), and
/// a checksum of the bundled font files. Goldens depend on all of them, so `hero record` writes it
/// beside the goldens and `hero verify` names what differs when a golden fails (docs/ci.md), and
/// `hero --version` prints it.
public struct RendererProvenance: Hashable, Sendable {
  /// A native library and its version (`Cairo`, `1.16.0`).
  public struct Library: Hashable, Sendable {
    public var name: String
    public var version: String
    public init(_ name: String, _ version: String) { (self.name, self.version) = (name, version) }
  }

  /// HeroFrames' version (`HeroModelInfo.version`).
  public var heroFrames: String
  /// Cairo, pixman, Pango, HarfBuzz, FreeType, libpng, in that order.
  public var libraries: [Library]
  /// `Inter: 18 files, CRC-32 1a2b3c4d`: which font files text was shaped and drawn with.
  public var fonts: String
  /// `bundled: 43 libraries, CRC-32 1a2b3c4d` when the libraries are the release archive's own
  /// (`NativeLibraries.bundledSummary`: a security update the release carries changes it even where
  /// the upstream version numbers above stay the same); nil for the system's (a build from source).
  public var native: String?

  public init(heroFrames: String, libraries: [Library], fonts: String, native: String? = nil) {
    (self.heroFrames, self.libraries, self.fonts, self.native) = (heroFrames, libraries, fonts, native)
  }

  /// This process's renderer (worked out once: the libraries are asked, the font files read).
  public static let current = RendererProvenance(
    heroFrames: HeroModelInfo.version, libraries: nativeLibraries(), fonts: fontChecksum(),
    native: NativeLibraries.bundledSummary)

  /// `HeroFrames 0.1.0, Cairo 1.16.0, pixman 0.42.2, …, fonts Inter: 18 files, CRC-32 …`.
  public var summary: String {
    (["HeroFrames \(heroFrames)"] + libraries.map { "\($0.name) \($0.version)" } + ["fonts \(fonts)"]
      + (native.map { ["native libraries \($0)"] } ?? []))
      .joined(separator: ", ")
  }

  /// What differs from `other` (the recording), each as `Cairo 1.16.0, this run uses 1.18.0`.
  public func differences(from recorded: RendererProvenance) -> [String] {
    var out: [String] = []
    if heroFrames != recorded.heroFrames {
      out.append("HeroFrames \(recorded.heroFrames), this run uses \(heroFrames)")
    }
    for library in libraries {
      let old = recorded.libraries.first { $0.name == library.name }?.version ?? "an unknown version"
      if old != library.version { out.append("\(library.name) \(old), this run uses \(library.version)") }
    }
    if fonts != recorded.fonts { out.append("fonts \(recorded.fonts), this run uses \(fonts)") }
    if native != recorded.native {
      out.append(
        "native libraries \(recorded.native ?? "the system's"), this run uses \(native ?? "the system's")")
    }
    return out
  }

  static func nativeLibraries() -> [Library] {
    let loaded = RendererVersions.loadedLibraries()
    return [
      Library("Cairo", loaded.cairo), Library("pixman", loaded.pixman), Library("Pango", loaded.pango),
      Library("HarfBuzz", loaded.harfBuzz), Library("FreeType", loaded.freeType), Library("libpng", loaded.libpng),
    ]
  }

  /// The family, the number of bundled font files and the CRC-32 of their names and bytes in name
  /// order; `none` when the font package is missing. The one font checksum: `hero --version` prints
  /// it too (`RendererVersions`).
  static func fontChecksum() -> String {
    let files = FontLibrary.bundledFiles
    guard !files.isEmpty else { return "none (\(FontLibrary.bundledDirectory) is missing)" }
    var crc: UInt32 = 0
    for file in files {
      let name = Array(file.split(separator: "/").last.map(String.init)?.utf8 ?? "".utf8)
      crc = hero_crc32(crc, name, name.count)
      guard let bytes = try? InputFile.read(file, kind: .font) else { return "unreadable (\(file))" }
      crc = hero_crc32(crc, bytes, bytes.count)
    }
    return "\(FontLibrary.defaultFamily): \(files.count) files, CRC-32 \(hex(crc))"
  }

  /// A CRC-32 as eight hexadecimal digits.
  static func hex(_ crc: UInt32) -> String {
    let digits = String(crc, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }
}
