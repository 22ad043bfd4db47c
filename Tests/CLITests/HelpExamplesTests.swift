import Foundation
import Testing

/// The examples in `hero <command> --help` work as written, run from a folder holding the gallery's
/// `scenes/` (examples with shell globs or absolute paths are left to the shell and skipped).
@Suite struct HelpExamplesTests {
  /// The `hero …` lines of a command's help, without trailing `# comments`.
  static func examples(_ command: String) throws -> [[String]] {
    let help = try CLIRunner.run([command, "--help"], in: NSTemporaryDirectory()).stdout
    return help.split(separator: "\n").compactMap { line -> [String]? in
      let text = line.trimmingCharacters(in: .whitespaces)
      guard text.hasPrefix("hero \(command)") else { return nil }
      let code = text.components(separatedBy: "#")[0]
      guard !code.contains("*"), !code.contains(" /") else { return nil }
      return code.split(separator: " ").dropFirst().map(String.init)
    }
  }

  @Test(arguments: ["render", "states", "sheet", "lint"])
  func examplesRun(_ command: String) throws {
    let examples = try Self.examples(command)
    #expect(!examples.isEmpty)
    for arguments in examples {
      let dir = try CLIRunner.temporaryDirectory()
      defer { try? FileManager.default.removeItem(atPath: dir) }
      try FileManager.default.createSymbolicLink(
        atPath: dir + "/scenes", withDestinationPath: CLIRunner.repositoryRoot + "/scenes")
      let result = try CLIRunner.run(arguments, in: dir)
      #expect(result.status == 0, "hero \(arguments.joined(separator: " ")): \(result.stderr)")
    }
  }
}
