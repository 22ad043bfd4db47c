import Foundation
import Testing

/// docs/import.md works as written: its listing is what `--list` prints, and every `hero …` line of
/// its shell blocks runs, in order, in a folder holding the gallery's storyboard and catalog (so the
/// scenes and goldens it writes stay there).
@Suite struct ImportDocsTests {
  static let doc = CLIRunner.repositoryRoot + "/docs/import.md"

  /// The fenced blocks of `language` in docs/import.md, dedented.
  static func blocks(_ language: String) throws -> [String] {
    let text = try String(contentsOfFile: doc, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var blocks: [String] = []
    var current: [String]?
    var currentLanguage = ""
    for line in lines {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if current == nil, trimmed.hasPrefix("```") {
        current = []
        currentLanguage = String(trimmed.dropFirst(3))
      } else if current != nil, trimmed == "```" {
        if currentLanguage == language { blocks.append(current!.joined(separator: "\n")) }
        current = nil
      } else if current != nil {
        current!.append(String(line.drop { $0 == " " }))
      }
    }
    return blocks
  }

  @Test func listingIsWhatListPrints() throws {
    let listing = try #require(try Self.blocks("").first { $0.hasPrefix("scene id") })
    let result = try CLIRunner.run(
      ["import", "storyboard", "scenes/import/Travel.storyboard", "--list"], in: CLIRunner.repositoryRoot)
    #expect(result.stdout.hasPrefix(listing + "\n"))
  }

  /// docs/cli.md's `hero import storyboard` transcript, run in a scratch folder.
  @Test func cliTranscriptIsWhatTheCommandPrints() throws {
    let cli = try String(contentsOfFile: CLIRunner.repositoryRoot + "/docs/cli.md", encoding: .utf8)
    let start = try #require(cli.range(of: "$ hero import storyboard "))
    let transcript = cli[start.lowerBound...].components(separatedBy: "\n```")[0]
    var lines = transcript.split(separator: "\n").map(String.init)
    let arguments = lines.removeFirst().split(separator: " ").dropFirst(2).map(String.init)
    let dir = try ImportCommandTests.workspace(linkingInto: "scenes/import")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = try CLIRunner.run(arguments, in: dir)
    #expect(result.status == 0)
    #expect(result.stdout == lines.joined(separator: "\n") + "\n")
  }

  @Test func commandsRunInOrder() throws {
    let dir = try ImportCommandTests.workspace(linkingInto: "scenes/import")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let commands = try Self.blocks("sh").flatMap { $0.split(separator: "\n") }.map(String.init)
      .filter { $0.hasPrefix("hero ") }
    #expect(commands.count == 7)
    for command in commands {
      let arguments = command.split(separator: " ").dropFirst().map(String.init)
      let result = try CLIRunner.run(arguments, in: dir)
      #expect(result.status == 0, "\(command): \(result.stdout)\(result.stderr)")
    }
    // No hero.json here: golden identity is the path below the project root (docs/project.md).
    #expect(FileManager.default.fileExists(atPath: dir + "/golden/scenes/travel/menu/p100.png"))
  }
}
