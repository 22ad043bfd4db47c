import Foundation
import HeroModel
import HeroScene
import HeroVerify

/// GitHub Actions workflow commands (`::error file=…,line=…::…`): with `GITHUB_ACTIONS=true` in the
/// environment, `hero verify` prints one per failing change and invalid scene, and GitHub shows them
/// on the pull request's changed files and the run summary. A failing change (`FailureGroup`: the
/// same views changed, across samples and variants) is annotated once, where the view that matches
/// the difference best is written (`ViewSources`: the storyboard's line for a storyboard screen, else
/// the view's line in the scene file); the message names every changed view.
enum GitHubAnnotations {
  static var enabled: Bool { ProcessInfo.processInfo.environment["GITHUB_ACTIONS"] == "true" }

  static func lines(for run: VerificationRun, sources: ViewSources) -> [String] {
    var out: [String] = []
    for group in FailureGroup.groups(run) {
      let first = group.members[0]
      var message = first.scene.failureLine(first.samples[0])
      if !group.views.isEmpty { message += "; changed: \(group.viewList)" }
      if group.sampleCount > 1 { message += "; the same change in \(group.sampleCount) samples: \(group.whereText)" }
      let title = "hero verify: \(first.scene.id) \(first.samples.map(\.name).joined(separator: ","))"
      let place =
        first.samples[0].changedViews?.first.map { sources.place(of: $0, scene: group.file) }
        ?? ViewSources.Place(file: group.file, line: 1)
      out.append(error(file: place.file, line: place.line, column: nil, title: title, message: message))
    }
    for invalid in run.invalid {
      out.append(
        error(
          file: invalid.file, line: invalid.line ?? 1, column: invalid.column, title: "hero: invalid scene",
          message: invalid.message))
    }
    return out
  }

  /// One `::error` command. Control characters other than line breaks are made visible first
  /// (`Excerpt`), so an escape sequence or a bidi override in a name reaches no log viewer; line
  /// breaks are percent-encoded, which the runner decodes (a file name holding one still matches).
  static func error(file: String, line: Int, column: Int?, title: String, message: String) -> String {
    command("error", file: file, line: line, column: column, title: title, message: message)
  }

  /// `::error` or `::warning` (GitHub shows warnings in yellow and does not fail on them), made
  /// visible and escaped as `error` says.
  static func command(_ kind: String, file: String, line: Int, column: Int?, title: String, message: String) -> String {
    var properties = "file=\(escapeProperty(Excerpt.visibleKeepingLines(file))),line=\(line)"
    if let column { properties += ",col=\(column)" }
    properties += ",title=\(escapeProperty(Excerpt.visible(title)))"
    return "::\(kind) \(properties)::\(escapeData(Excerpt.visibleKeepingLines(message)))"
  }

  /// `hero lint`'s annotations for one scene: each error, or each warning, at its line and column
  /// (line 1 when not tied to the text), with the message as the terminal prints it.
  static func lines(lint file: String, errors: [SceneError], warnings: [SceneWarning]) -> [String] {
    errors.map {
      command(
        "error", file: file, line: $0.line ?? 1, column: $0.column, title: "hero lint: invalid scene",
        message: $0.description)
    }
      + warnings.map {
        command(
          "warning", file: file, line: $0.line ?? 1, column: $0.column, title: "hero lint: \($0.rule.rawValue)",
          message: "\(file): \($0)")
      }
  }

  /// The escaping GitHub's runner undoes for a command's message.
  static func escapeData(_ s: String) -> String {
    s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// Property values additionally escape the separators `:` and `,`.
  static func escapeProperty(_ s: String) -> String {
    escapeData(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
