import Foundation
import HeroEngine
import Testing

/// Every example in docs/modifiers.md parses (CLITests' `ModifiersCommandTests` checks that the file is
/// what `hero modifiers --markdown` prints).
@Suite struct ModifierReferenceTests {
  static let file = SchemaTests.root.appendingPathComponent("docs/modifiers.md")

  /// The last column of every table row of the committed file, parsed strictly as a scene file
  /// would parse a view's `modifiers`.
  @Test func everyExampleInTheFileParses() throws {
    let rows = try String(contentsOf: Self.file, encoding: .utf8).split(separator: "\n")
      .filter { $0.hasPrefix("| `") }
    #expect(rows.count == ModifierParser.modifierNames.count)
    for row in rows {
      let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      let example = try #require(cells.last).trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      #expect(throws: Never.self, "\(example)") { try ModifierParser.parse(example) }
    }
  }
}
