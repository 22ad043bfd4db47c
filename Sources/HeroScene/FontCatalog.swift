import Foundation
import HeroFiles
import HeroModel

/// The font families a scene's labels can name: the bundled package's, the installed stand-ins for
/// iOS's built-in families (`FontStandIns`), plus the scene's `fonts`.
struct FontCatalog {
  /// One name per family for messages (a file's typographic family), in file order.
  private(set) var families: [String] = []
  /// Every family name any file declares, lowercased (fontconfig compares families so).
  private(set) var names: Set<String> = []

  mutating func add(families declared: [String]) {
    if let first = declared.first, !families.contains(first) { families.append(first) }
    for name in declared { names.insert(name.lowercased()) }
  }

  func contains(_ family: String) -> Bool { names.contains(family.lowercased()) }

  /// The bundled and stand-in fonts' families (read once per process).
  static let bundled: FontCatalog = {
    var catalog = FontCatalog()
    for file in FontLibrary.bundledFiles + FontLibrary.standInFiles {
      guard let names = try? FontFile.families(at: file) else { continue }
      catalog.add(families: names)
    }
    return catalog
  }()
}

/// Reads a font file with `InputFile` (a regular file of at most `InputKind.font.byteLimit`),
/// confined to `sandbox` when given.
enum FontFile {
  /// The family names the font file at `path` declares (`FontFileNames.families`).
  static func families(at path: String, sandbox: String? = nil) throws(FontFileNames.Failure) -> [String] {
    try FontFileNames.families(in: try read(path, sandbox: sandbox))
  }

  private static func read(_ path: String, sandbox: String? = nil) throws(FontFileNames.Failure) -> [UInt8] {
    do {
      return try InputFile.read(path, kind: .font, sandbox: sandbox)
    } catch {
      throw FontFileNames.Failure(message: error.isMissing ? "not found" : error.reason)
    }
  }
}
