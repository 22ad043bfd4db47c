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

  /// A command line split as the shell splits it (double quotes group words).
  static func words(_ line: String) -> [String] {
    var words: [String] = []
    var current = ""
    var quoted = false
    var started = false
    for c in line {
      if c == "\"" {
        quoted.toggle()
        started = true
      } else if c == " " && !quoted {
        if started { words.append(current) }
        current = ""
        started = false
      } else {
        current.append(c)
        started = true
      }
    }
    if started { words.append(current) }
    return words
  }

  @Test func commandsRunInOrder() throws {
    let dir = try ImportCommandTests.workspace(linkingInto: "scenes/import")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let commands = try Self.blocks("sh").flatMap { $0.split(separator: "\n") }.map(String.init)
      .filter { $0.hasPrefix("hero ") }
    #expect(commands.count == 15)
    var outputs: [String] = []
    for command in commands {
      let arguments = Array(Self.words(command).dropFirst())
      let result = try CLIRunner.run(arguments, in: dir)
      #expect(result.status == 0, "\(command): \(result.stdout)\(result.stderr)")
      outputs.append(result.stdout)
    }
    // No hero.json here: golden identity is the path below the project root (docs/project.md).
    #expect(FileManager.default.fileExists(atPath: dir + "/golden/scenes/travel/menu/p100.png"))
    // The device table and the conflict warning are what the commands print.
    let blocks = try Self.blocks("")
    let table = try #require(blocks.first { $0.hasPrefix("device ") })
    #expect(outputs.contains(table + "\n"))
    let warning = try #require(blocks.first { $0.hasPrefix("warning ") })
    #expect(outputs.contains { $0.contains(warning) })
    for written in [
      "scenes/profile/se.json", "scenes/profile/pro-max.json", "scenes/card/se-rtl.json",
      "scenes/travel/list-detail-linked.json",
    ] {
      let lint = try CLIRunner.run(["lint", written], in: dir)
      #expect(lint.status == 0, "\(written): \(lint.stdout)")
    }
  }
}
