import ArgumentParser
import Foundation
import HeroScene

/// `hero verify`: compares scenes' sampled frames with their goldens.
struct VerifyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "verify",
    abstract: "Compare scenes' frames with their golden images.",
    discussion: """
      Renders each scene's golden samples and compares them with <golden>/<group>/<name>/pNNN.png, \
      with the scene's tolerance and pixel budget. Prints one line per scene. For each failing sample \
      writes reference.png, actual.png and diff.png under <artefacts>/<group>/<name>/pNNN/. \
      Without scene arguments, verifies every scenes/**/*.json. Exits 1 when any sample differs or \
      has no golden, 2 when a scene is invalid.

      Examples:
        hero verify
        hero verify scenes/basics/match-basic.json --golden /tmp/golden
        hero verify --report out/report     # also writes out/report/index.html
      """)

  @Argument(help: "Scene files (default: every scenes/**/*.json).")
  var scenes: [String] = []

  @OptionGroup var input: InputOptions

  @Option(parsing: .unconditional, help: "The golden folder.")
  var golden = "golden"

  @Option(
    parsing: .unconditional, help: "Where failure images go (default: artefacts, or the --report folder).")
  var artefacts: String?

  @Option(
    parsing: .unconditional, help: "Also write an HTML page showing failures side by side into this folder.")
  var report: String?

  @Flag(help: "Print a JSON array of results on stdout.")
  var json = false

  @Option(
    name: [.customShort("j"), .long], parsing: .unconditional,
    help: "Worker threads (default: the number of cores).")
  var jobs: Int?

  func run() throws {
    let artefactsRoot = artefacts ?? report ?? "artefacts"
    // A file where a folder is wanted is a usage error now, not a failure after rendering.
    try OutputFiles.requireFolderOrNothing(
      artefactsRoot, option: artefacts != nil ? "--artefacts" : "--report")
    if let report { try OutputFiles.requireFolderOrNothing(report, option: "--report") }
    var results: [SceneVerification] = []
    var invalid: [String] = []
    for file in try SceneDiscovery.scenes(scenes) {
      let loaded: LoadedScene
      do {
        loaded = try LoadedScene.load(file, sandbox: input.sandbox)
      } catch {
        invalid.append(error.message)
        if !json { Terminal.line("error \(error.message)") }
        continue
      }
      let samples = GoldenSamples(loaded, goldenRoot: golden)
      let result = try ProgressReporter.run(loaded.goldenID, total: samples.jobs.count, file: file) {
        progress in
        try SceneVerification.run(samples, artefactsRoot: artefactsRoot, workers: jobs, progress: progress)
      }
      results.append(result)
      if !json { Terminal.line(result.summaryLine) }
    }
    if let report { try HTMLReport(results: results, invalid: invalid).write(to: report) }
    let failed = results.filter { !$0.passed }.count
    if json {
      Terminal.line(JSONOutput.array(results.map(\.json)).rendered())
    } else {
      Terminal.line(
        "\(results.count - failed) passed, \(failed) failed"
          + (invalid.isEmpty ? "" : ", \(invalid.count) invalid")
          + (report.map { "; report: \($0)/index.html" } ?? ""))
    }
    if !invalid.isEmpty { throw ExitCode(ExitStatus.badInput.rawValue) }
    if failed > 0 { throw ExitCode(ExitStatus.verificationFailed.rawValue) }
  }
}
