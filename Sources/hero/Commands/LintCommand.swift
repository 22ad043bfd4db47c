import ArgumentParser
import Foundation
import HeroScene
import HeroVerify

/// `hero lint`: loads each scene and builds its transition, without rendering.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Validate scene files without rendering.",
    discussion: """
      Checks the JSON, every key and value of the scene format, the modifier strings and the \
      transition itself. Prints one line per scene and one per warning (a heroID with no partner on \
      the other screen, cascade on a view without subviews); exits 2 when any scene is invalid, or \
      with --strict when any has a warning.

      Examples:
        hero lint scenes/basics/match-basic.json
        hero lint scenes/basics/match-basic.json --strict
        hero lint scenes/*/*.json --json
      """)

  @Argument(help: "Scene files (JSON).")
  var scenes: [String]

  @OptionGroup var input: InputOptions

  @Flag(help: "Print a JSON array of results on stdout.")
  var json = false

  @Flag(help: "Treat warnings as errors (exit 2).")
  var strict = false

  func validate() throws {
    if scenes.isEmpty { throw ValidationError("give at least one scene file") }
  }

  func run() throws {
    var results: [JSONOutput] = []
    var failures = 0
    var warned = 0
    for file in scenes {
      do {
        let loaded = try LoadedScene.load(file, sandbox: input.sandbox)
        let warnings = SceneLint.warnings(loaded.scene)
        warned += warnings.isEmpty ? 0 : 1
        results.append(
          .object([
            .init("scene", .string(file)), .init("ok", .bool(true)),
            .init(
              "warnings",
              .array(
                warnings.map {
                  .object([.init("path", .string($0.path)), .init("message", .string($0.message))])
                })),
          ]))
        if !json {
          Terminal.line("ok    \(file) (\(String(format: "%.3f", loaded.transition.totalDuration)) s)")
          for w in warnings { Terminal.line("warning \(file): \(w.path): \(w.message)") }
        }
      } catch {
        failures += 1
        var members: [JSONOutput.Member] = [
          .init("scene", .string(file)), .init("ok", .bool(false)), .init("error", .string(error.message)),
        ]
        if let e = error.sceneError {
          members += [
            .init("path", e.path.isEmpty ? .null : .string(e.path)),
            .init("line", e.line.map { .number(Double($0)) } ?? .null),
            .init("column", e.column.map { .number(Double($0)) } ?? .null),
            .init("message", .string(e.message)),
            .init("suggestion", e.suggestion.map { .string($0) } ?? .null),
          ]
        }
        results.append(.object(members))
        if !json { Terminal.failure(error.message) }
      }
    }
    if json { Terminal.line(JSONOutput.array(results).rendered()) }
    if failures > 0 || (strict && warned > 0) { throw ExitCode(ExitStatus.badInput.rawValue) }
  }
}
