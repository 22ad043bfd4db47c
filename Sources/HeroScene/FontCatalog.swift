import Foundation
import HeroModel

/// The font families a scene's labels can name: the bundled package's plus the scene's `fonts`.
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

  /// The bundled fonts' families (read once per process).
  static let bundled: FontCatalog = {
    var catalog = FontCatalog()
    for file in FontLibrary.bundledFiles {
      guard let bytes = try? FontFile.read(file), let names = try? FontFileNames.families(in: bytes) else {
        continue
      }
      catalog.add(families: names)
    }
    return catalog
  }()
}

/// Reads a font file: a regular file of at most `FontLibrary.maximumFileBytes`.
enum FontFile {
  static func read(_ path: String) throws(FontFileNames.Failure) -> [UInt8] {
    let attributes: [FileAttributeKey: Any]
    do {
      attributes = try FileManager.default.attributesOfItem(atPath: path)
    } catch {
      throw FontFileNames.Failure(message: "not found")
    }
    guard attributes[.type] as? FileAttributeType == .typeRegular else {
      throw FontFileNames.Failure(message: "is not a regular file")
    }
    let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
    guard size <= FontLibrary.maximumFileBytes else {
      throw FontFileNames.Failure(
        message: "is \(size) bytes; font files may be at most \(FontLibrary.maximumFileBytes) bytes")
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw FontFileNames.Failure(message: "cannot be read")
    }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: FontLibrary.maximumFileBytes + 1) else {
      throw FontFileNames.Failure(message: "cannot be read")
    }
    return [UInt8](data)
  }
}
