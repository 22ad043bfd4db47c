import Foundation

/// One row's field of a table in docs/state-dump.md.
public struct DocumentedField: Equatable, Sendable {
  public let name: String
  /// False when the docs say the field is printed "only when" something holds.
  public let always: Bool
}

/// The field tables of docs/state-dump.md, so tests check the dump against the page users read
/// instead of a copy of its field list.
public enum StateDumpDocs {
  public struct MissingSection: Error, CustomStringConvertible {
    public let section: String
    public var description: String { "docs/state-dump.md has no '## \(section)' section" }
  }

  /// The fields of section `section`'s table, in its order. A row may name several fields
  /// (`` `cornerRadius`, `masksToBounds` ``); backticked shapes such as `` `[w, h]` `` are not names.
  public static func fields(section: String) throws -> [DocumentedField] {
    let text = try String(contentsOfFile: repositoryRoot() + "/docs/state-dump.md", encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0 == "## \(section)" }) else {
      throw MissingSection(section: section)
    }
    var fields: [DocumentedField] = []
    for line in lines[(start + 1)...] {
      if line.hasPrefix("## ") { break }
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard cells.count >= 4, cells[1] != "field", !cells[1].hasPrefix("---") else { continue }
      let always = !cells[2].hasPrefix("only")
      for (i, part) in cells[1].split(separator: "`", omittingEmptySubsequences: false).enumerated()
      where i % 2 == 1 && !part.isEmpty && part.allSatisfy(\.isLetter) {
        fields.append(DocumentedField(name: String(part), always: always))
      }
    }
    return fields
  }
}
