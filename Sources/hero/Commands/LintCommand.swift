import ArgumentParser
import Foundation
import HeroScene

/// `hero lint`: loads each scene and builds its transition, without rendering.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Validate scene files without rendering.",
    discussion: """
      Checks the JSON, every key and value of the scene format, the modifier strings and the \
      transition itself. Prints one line per scene; exits 2 when any scene is invalid.

      Examples:
        hero lint scenes/basics/match-basic.json
        hero lint scenes/*/*.json --json
      """)

  @Argument(help: "Scene files (JSON).")
  var scenes: [String]

  @OptionGroup var input: InputOptions

  @Flag(help: "Print a JSON array of results on stdout.")
  var json = false

  func validate() throws {
    if scenes.isEmpty { throw ValidationError("give at least one scene file") }
  }

  func run() throws {
    var results: [JSONOutput] = []
    var failures = 0
    for file in scenes {
      do {
        let loaded = try LoadedScene.load(file, sandbox: input.sandbox)
        results.append(.object([.init("scene", .string(file)), .init("ok", .bool(true))]))
        if !json {
          Terminal.line("ok    \(file) (\(String(format: "%.3f", loaded.transition.totalDuration)) s)")
        }
      } catch {
        failures += 1
        var members: [JSONOutput.Member] = [
          .init("scene", .string(file)), .init("ok", .bool(false)), .init("error", .string(error.message)),
        ]
        if let e = error.sceneError {
          members += [
            .init("path", .string(e.path)), .init("line", e.line.map { .number(Double($0)) } ?? .null),
            .init("column", e.column.map { .number(Double($0)) } ?? .null),
            .init("message", .string(e.message)),
            .init("suggestion", e.suggestion.map { .string($0) } ?? .null),
          ]
        }
        results.append(.object(members))
        if !json { Terminal.line("error \(error.message)") }
      }
    }
    if json { Terminal.line(JSONOutput.array(results).rendered()) }
    if failures > 0 { throw ExitCode(ExitStatus.badInput.rawValue) }
  }
}
