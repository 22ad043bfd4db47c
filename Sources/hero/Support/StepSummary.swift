import Foundation
import HeroFiles
import HeroModel
import HeroProject
import HeroVerify

/// A verification run in Markdown, for where reviewers look on GitHub: `hero verify` and `hero
/// merge-reports` append it to the job's summary page when `GITHUB_STEP_SUMMARY` names that file,
/// and write it as `summary.md` into the `--report` folder (what a workflow posts as its pull-request
/// comment). The totals; a table of every scene and variant (failing and new first) with its result;
/// each failing change once (`FailureGroup`), with the views that changed, where they are written
/// (`ViewSources`) and the command that accepts it; and where the report is.
struct StepSummary {
  var run: VerificationRun
  /// The report folder, when one was written.
  var report: String?
  var sources: ViewSources

  static let fileName = "summary.md"

  /// The name of the CI artefact that holds the report: `HERO_REPORT_ARTIFACT` when the workflow
  /// uploads it under another name, else the report folder's name (as our workflows upload it).
  static var artefactName: String? { ProcessInfo.processInfo.environment["HERO_REPORT_ARTIFACT"] }

  var markdown: String {
    let failed = run.scenes.filter { !$0.passed }.count
    var text = "## HeroFrames: \(run.totals)\n\n"
    text += "| scene | variant | result | failed / samples |\n| --- | --- | --- | --- |\n"
    let ordered = run.scenes.filter { !$0.passed } + run.scenes.filter(\.passed)
    for scene in ordered {
      let result = scene.passed ? "passed" : scene.hasNoGoldens ? "**new**: no goldens" : "**failed**"
      text +=
        "| \(Self.code(scene.file)) | \(scene.variant.map(Self.code) ?? "") | \(result) | \(scene.failures.count) / \(scene.samples.count) |\n"
    }
    for invalid in run.invalid {
      text += "| \(Self.code(invalid.file)) |  | **invalid**: \(Self.cell(invalid.message)) |  |\n"
    }
    if failed > 0 {
      text += "\n### What changed\n\n"
      for group in FailureGroup.groups(run) {
        let views = group.views.map { view in
          let place = sources.place(of: view, scene: group.file)
          return "\(Self.code(view.key)) (\(Self.code("\(place.file):\(place.line)")))"
        }
        let what =
          group.members[0].scene.hasNoGoldens
          ? "new scene, no goldens" : views.isEmpty ? "changed" : views.joined(separator: ", ")
        text += "- \(Self.code(group.file)): \(what) in \(Self.cell(group.whereText))\n"
        for command in group.acceptCommands { text += "  - accept: \(Self.code(command))\n" }
      }
    }
    if let report {
      let name = Self.artefactName ?? (report as NSString).lastPathComponent
      text += "\nReport: \(Self.code(report + "/index.html")) (artefact \(Self.code(name))).\n"
    }
    return text
  }

  /// Writes `summary.md` into the report folder and appends to the job summary when there is one.
  func write() throws(CLIError) {
    let text = markdown
    if let report { try OutputFiles.write(text, to: (report as NSString).appendingPathComponent(Self.fileName)) }
    if let path = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !path.isEmpty {
      guard let handle = FileHandle(forWritingAtPath: path) else {
        throw .badInput("GITHUB_STEP_SUMMARY names \(path), which cannot be opened for writing")
      }
      defer { try? handle.close() }
      do {
        try handle.seekToEnd()
        try handle.write(contentsOf: Data((text + "\n").utf8))
      } catch {
        throw .badInput("cannot append to GITHUB_STEP_SUMMARY (\(path)): \(error.localizedDescription)")
      }
    }
  }

  /// A code span that holds `s` whatever it contains (backticks widened, line breaks and pipes made
  /// harmless for a table cell).
  static func code(_ s: String) -> String {
    let flat = cell(s)
    let fence = flat.contains("`") ? "`` " : "`"
    return fence + flat + String(fence.reversed())
  }

  /// `s` on one line with its pipes escaped, so it stays in its table cell.
  static func cell(_ s: String) -> String {
    Excerpt.visible(s).replacingOccurrences(of: "|", with: "\\|")
  }
}
