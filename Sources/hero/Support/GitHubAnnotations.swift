import Foundation
import HeroModel
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
    var properties = "file=\(escapeProperty(Excerpt.visibleKeepingLines(file))),line=\(line)"
    if let column { properties += ",col=\(column)" }
    properties += ",title=\(escapeProperty(Excerpt.visible(title)))"
    return "::error \(properties)::\(escapeData(Excerpt.visibleKeepingLines(message)))"
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
