import Foundation
import HeroModel
import HeroScene
import HeroVerify

/// GitHub Actions workflow commands (`::error file=…,line=…::…`): with `GITHUB_ACTIONS=true` in the
/// environment, `hero verify` prints one per failing sample and invalid scene, and GitHub shows them
/// on the pull request's changed files and the run summary.
enum GitHubAnnotations {
  static var enabled: Bool { ProcessInfo.processInfo.environment["GITHUB_ACTIONS"] == "true" }

  static func lines(for run: VerificationRun) -> [String] {
    var out: [String] = []
    for scene in run.scenes {
      for sample in scene.failures {
        out.append(
          error(
            file: scene.file, line: 1, column: nil, title: "hero verify: \(scene.id) \(sample.name)",
            message: scene.failureLine(sample)))
      }
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
