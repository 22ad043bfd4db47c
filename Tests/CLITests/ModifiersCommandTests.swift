import Foundation
import Testing

/// `hero modifiers`: the reference it prints is the committed docs/modifiers.md.
@Suite struct ModifiersCommandTests {
  @Test func markdownIsTheCommittedReference() throws {
    let result = try CLIRunner.run(["modifiers", "--markdown"], in: NSTemporaryDirectory())
    #expect(result.status == 0)
    let committed = try String(contentsOfFile: CLIRunner.repositoryRoot + "/docs/modifiers.md", encoding: .utf8)
    #expect(
      result.stdout == committed,
      "docs/modifiers.md is out of date; regenerate it: swift run hero modifiers --markdown > docs/modifiers.md")
  }

  @Test func plainListingHasOneLinePerModifier() throws {
    let result = try CLIRunner.run(["modifiers"], in: NSTemporaryDirectory())
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 47)
    #expect(lines.contains("fade"))
    #expect(lines.contains("spring(stiffness = 250, damping = 30)"))
  }
}
