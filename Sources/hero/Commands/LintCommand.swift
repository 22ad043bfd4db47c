import ArgumentParser
import Foundation
import HeroModel
import HeroProject
import HeroRender
import HeroScene
import HeroVerify

/// `hero lint`: loads each scene and builds its transition, without rendering.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Validate scene files without rendering.",
    discussion: """
      Checks the JSON, every key and value of the scene format, the modifier strings and the \
      transition itself. Reports every error of a file (up to 100), each with its JSON path, the \
      view by its ids (to/detail/title), line and column. Prints one line per valid scene (with the \
      transition's length and its description) and one per warning: \
      modifiers Hero ignores or overwrites (on a view that takes no part, off screen, hidden or at \
      opacity 0, on a matched view, replaced by the default animation, scale(1)), a heroID with no \
      partner, cascade without subviews, relayoutText on a view without text, an image never \
      drawn, an image file far larger than it is shown (with what decoding it costs), a font no label \
      uses; each with \
      its JSON path, line, column and a suggestion. With GITHUB_ACTIONS=true, also one GitHub \
      annotation per error and warning (not with --json). Exits 2 when any scene is invalid, or with --strict when any \
      has a warning. Without scene arguments, lints the project's scenes (hero.json, \
      docs/project.md); a folder argument means every *.json below it.

      Examples:
        hero lint scenes/basics/match-basic.json
        hero lint scenes/basics/match-basic.json --strict
        hero lint scenes/*/*.json --json
        hero lint scenes/basics
        hero lint                     # every scene of the project
      """)

  @Argument(help: "Scene files or folders (default: the project's scenes).", completion: .sceneFiles)
  var scenes: [String] = []

  @OptionGroup var input: InputOptions

  @Flag(help: "Print a JSON array of results on stdout.")
  var json = false

  @Flag(help: "Treat warnings as errors (exit 2).")
  var strict = false

  func run() throws {
    var results: [JSONOutput] = []
    var failures = 0
    var warned = 0
    let project = try Project.current()
    for file in try SceneDiscovery.scenes(scenes, project: project) {
      do {
        // Read and parsed once: the document places each warning at its line and column.
        let parsed = try LoadedScene.parse(file, sandbox: input.sandbox, project: project)
        let loaded = try LoadedScene.load(file, parsed: parsed, project: project)
        // The other variants resolve too (docs/variants.md): a storyboard screen can fail to lay
        // out for one device only. The first variant's warnings stand for all.
        var variants = [loaded]
        for variant in parsed.variants.dropFirst() {
          variants.append(try LoadedScene.load(file, sandbox: input.sandbox, project: project, variant: variant.name))
        }
        ImportNotes.print(project)
        let warnings =
          SceneLint.warnings(parsed, transition: loaded.transition)
          + ImageCost.warnings(parsed, transition: loaded.transition)
          + VariantAxisLint.warnings(variants, document: parsed.document)
        warned += warnings.isEmpty ? 0 : 1
        results.append(
          .object([
            .init("scene", .string(file)), .init("ok", .bool(true)),
            .init("description", loaded.scene.description.map { .string($0) } ?? .null),
            .init("warnings", .array(warnings.map(Self.json))),
          ]))
        if GitHubAnnotations.enabled && !json {
          GitHubAnnotations.lines(lint: file, errors: [], warnings: warnings).forEach(Terminal.annotation)
        }
        if !json {
          // The transition's length, named so: lint's own time is not what it prints.
          Terminal.line(
            "ok    \(file) (transition \(String(format: "%.3f", loaded.transition.totalDuration)) s"
              + (parsed.variants.isEmpty ? ")" : "; \(parsed.variants.count) variants)"))
          // What the scene shows, indented under it; a runaway description stays one screen long.
          if let about = loaded.scene.description, !about.isEmpty {
            Terminal.line("      " + (about.count > 300 ? about.prefix(299) + "…" : about))
          }
          for w in warnings { Terminal.line("warning \(file): \(w)") }
        }
      } catch {
        failures += 1
        var members: [JSONOutput.Member] = [
          .init("scene", .string(file)), .init("ok", .bool(false)), .init("error", .string(error.message)),
        ]
        // The first error's fields at the top (as before `errors`), then every error of the file.
        if let e = error.sceneError {
          members += Self.fields(e)
          members += [
            .init("errors", .array(e.all.map { .object(Self.fields($0)) })),
            .init("moreErrors", .number(Double(e.unlisted))),
          ]
        }
        results.append(.object(members))
        if GitHubAnnotations.enabled, !json, let e = error.sceneError {
          GitHubAnnotations.lines(lint: file, errors: e.all, warnings: []).forEach(Terminal.annotation)
        }
        if !json {
          let all = error.sceneError?.all.map(\.description) ?? [error.message]
          for message in all { Terminal.failure(message) }
          if let more = error.sceneError?.unlisted, more > 0 {
            Terminal.failure("\(file): and \(more) more error\(more == 1 ? "" : "s") (\(all.count + more) in all)")
          }
        }
      }
    }
    if json { Terminal.line(JSONOutput.array(results).rendered()) }
    if failures > 0 || (strict && warned > 0) { throw ExitCode(ExitStatus.badInput.rawValue) }
  }

  /// An error in `--json`: where (JSON path, view by ids, line, column), what, and the suggestion.
  static func fields(_ e: SceneError) -> [JSONOutput.Member] {
    [
      .init("path", e.path.isEmpty ? .null : .string(e.path)),
      .init("view", e.view.map { .string($0) } ?? .null),
      .init("line", e.line.map { .number(Double($0)) } ?? .null),
      .init("column", e.column.map { .number(Double($0)) } ?? .null),
      .init("message", .string(e.message)),
      .init("suggestion", e.suggestion.map { .string($0) } ?? .null),
    ]
  }

  /// A warning in `--json`: placed like an error (path, view, line, column), with its rule.
  static func json(_ w: SceneWarning) -> JSONOutput {
    .object([
      .init("rule", .string(w.rule.rawValue)), .init("path", .string(w.path)),
      .init("view", w.view.map { .string($0) } ?? .null),
      .init("line", w.line.map { .number(Double($0)) } ?? .null),
      .init("column", w.column.map { .number(Double($0)) } ?? .null),
      .init("message", .string(w.message)), .init("suggestion", .string(w.suggestion)),
    ])
  }
}
