import Foundation
import Testing

/// The reference example scene (Tests/Fixtures/example-scene.json) through the commands users run on it, and
/// the command transcripts in docs/cli.md against the real output.
@Suite struct ExampleSceneCommandTests {
  static let example = CLIRunner.repositoryRoot + "/Tests/Fixtures/example-scene.json"

  @Test func lintsRendersAndDumps() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let lint = try CLIRunner.run(["lint", Self.example], in: dir)
    #expect(lint.status == 0, "\(lint.stderr)")
    // The reference scene puts `fade` on its matched blue pair, which Hero's match overrides: lint says so.
    let lines = lint.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "ok    \(Self.example) (transition 0.375 s)")
    #expect(
      lines.dropFirst().map { $0.components(separatedBy: ": ").prefix(3).joined(separator: ": ") }
        == [
          "warning \(Self.example): from.children[1].modifiers (view from/blue): 'fade' on a matched view does nothing",
          "warning \(Self.example): to.children[1].modifiers (view to/blue): 'fade' on a matched view does nothing",
        ])

    let lintJSON = try CLIRunner.run(["lint", Self.example, "--json"], in: dir)
    #expect(lintJSON.status == 0, "\(lintJSON.stderr)")
    let entries = try JSONSerialization.jsonObject(with: Data(lintJSON.stdout.utf8)) as? [[String: Any]]
    #expect(entries?.count == 1)
    let entry = try #require(entries?.first)
    #expect(entry["scene"] as? String == Self.example)
    #expect(entry["ok"] as? Bool == true)
    #expect(entry["description"] is NSNull)
    let warnings = try #require(entry["warnings"] as? [[String: Any]])
    #expect(warnings.map { $0["rule"] as? String } == ["overwrittenByMatch", "overwrittenByMatch"])
    #expect(warnings.map { $0["line"] as? Int } == [15, 19])

    // Output is named after the file (example-scene.json), not the scene's "name".
    let render = try CLIRunner.run(["render", Self.example, "--at", "0,0.5,1"], in: dir)
    #expect(render.status == 0, "\(render.stderr)")
    #expect(render.stdout == "example-scene: 3 frames (750×1334 px) → out/example-scene/\n")
    #expect(CLIRunner.files(in: dir + "/out/example-scene") == ["p000.png", "p050.png", "p100.png"])
    let size = try CLIRunner.pngSize(dir + "/out/example-scene/p050.png")
    #expect(size.width == 750 && size.height == 1334)

    let states = try CLIRunner.run(["states", Self.example], in: dir)
    #expect(states.status == 0, "\(states.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(states.stdout.utf8)) as? [String: Any])
    #expect(json["scene"] as? String == "match-basic")
    #expect(json["canvas"] as? [String: Double] == ["width": 375, "height": 667, "scale": 2])
    #expect(json["fps"] as? Double == 60)
    #expect(json["duration"] as? Double == 0.374666667)
    // t = 0, 1/60, … 22/60 (< 0.3747), plus the end state.
    #expect(json["frameCount"] as? Int == 24)
    let frames = try #require(json["frames"] as? [[String: Any]])
    #expect(frames.count == 24)
    #expect(frames.last?["time"] as? Double == 0.374666667)
    #expect(frames.last?["progress"] as? Double == 1)
  }

  /// docs/cli.md shows `$ hero render scenes/basics/match-basic.json` and what it prints.
  @Test func cliDocsRenderTranscriptIsReal() throws {
    let (result, shown) = try CLIRunner.runCLIDocsCommand("$ hero render scenes/basics/match-basic.json")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == shown.first.map { $0 + "\n" })
  }

  /// docs/cli.md shows `$ hero lint docs/examples/lint-warnings.json` and everything it prints.
  @Test func cliDocsLintTranscriptIsReal() throws {
    let docs = try String(contentsOfFile: CLIRunner.repositoryRoot + "/docs/cli.md", encoding: .utf8)
    let lines = docs.components(separatedBy: "\n")
    let i = try #require(lines.firstIndex(of: "$ hero lint docs/examples/lint-warnings.json"))
    let end = try #require(lines[(i + 1)...].firstIndex(of: "```"))
    let result = try CLIRunner.run(["lint", "docs/examples/lint-warnings.json"], in: CLIRunner.repositoryRoot)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == lines[(i + 1)..<end].joined(separator: "\n") + "\n")
  }
}
