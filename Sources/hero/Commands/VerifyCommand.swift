import ArgumentParser
import Foundation
import HeroProject
import HeroScene
import HeroVerify

/// `hero verify`: compares scenes' sampled frames with their goldens; the CI gate.
struct VerifyCommand: ParsableCommand, ReportsProgress {
  static let configuration = CommandConfiguration(
    commandName: "verify",
    abstract: "Compare scenes' frames with their golden images.",
    discussion: """
      Renders each scene's golden samples and compares them with <golden>/<id>/pNNN.png (the id is \
      the scene's path below the project's scene root, docs/project.md), \
      with the scene's tolerance and pixel budget. Prints one line per passing scene and one line per \
      failing sample (scene file, sample, time, frame, differing pixels vs budget, max Δ vs tolerance, \
      golden path and the command that accepts the change); a scene with no goldens at all is one line \
      saying how to record it. For each failing sample writes \
      reference.png, actual.png and diff.png under <artefacts>/<id>/pNNN/. \
      Without scene arguments, verifies the project's scenes (hero.json; default: every scene file \
      below the project root); a folder argument means every *.json below it. Exits 1 when any sample differs or \
      has no golden, 2 when a scene is invalid. With GITHUB_ACTIONS=true, also prints ::error \
      annotations.

      Examples:
        hero verify
        hero verify scenes/basics/match-basic.json --golden /tmp/golden
        hero verify --report out/report     # also writes out/report/index.html and report.json
        hero verify --shard 2/4 --report out/report-2 --junit out/junit-2.xml
      """)

  @OptionGroup var sceneOptions: GoldenSceneOptions
  var progressOptions: ProgressOptions { sceneOptions.progressOptions }

  @Option(
    parsing: .unconditional, help: "Where failure images go (default: artefacts, or the --report folder).")
  var artefacts: String?

  @Option(
    parsing: .unconditional,
    help: "Also write an HTML page (index.html) and report.json of the run into this folder.")
  var report: String?

  @Option(help: "Also write the results as JUnit XML to this file.")
  var junit: String?

  @Flag(help: "Print a JSON array of results on stdout.")
  var json = false

  @OptionGroup var shard: ShardOption

  @OptionGroup var workers: WorkersOption

  func run() throws {
    let project = try Project.current()
    let golden = sceneOptions.goldenFolder(project)
    let artefactsRoot = artefacts ?? report ?? project.artefactsFolder
    // A file where a folder is wanted is a usage error now, not a failure after rendering.
    try OutputFiles.requireFolderOrNothing(
      artefactsRoot, option: artefacts != nil ? "--artefacts" : "--report")
    if let report { try OutputFiles.requireFolderOrNothing(report, option: "--report") }
    let found = try sceneOptions.pairs(project)
    // Every folder this run writes or deletes in, resolved and checked together before the first write.
    let folders = try project.outputFolders(
      [
        sceneOptions.goldenRequest(project),
        .init(artefactsRoot, .artefacts, option: artefacts != nil ? "--artefacts" : report != nil ? "--report" : nil),
      ] + (report.map { [.init($0, .report, option: "--report")] } ?? []),
      scenes: found.map(\.file), sandbox: sceneOptions.input.sandbox)
    let (goldenFolder, artefactsFolder) = (folders[0], folders[1])
    VerificationRun.removeStaleArtefacts(in: artefactsFolder)
    var run = VerificationRun()
    for pair in shard.select(found) {
      let file = pair.file
      let loaded: LoadedScene
      do {
        loaded = try LoadedScene.load(
          file, sandbox: sceneOptions.input.sandbox, project: project, variant: pair.variant)
        ImportNotes.print(project)
      } catch {
        run.invalid.append(.init(file: file, error: error))
        if !json { Terminal.failure(error.message) }
        continue
      }
      let samples = GoldenSamples(loaded, golden: goldenFolder)
      let result = try ProgressReporter.run(loaded.goldenID, total: samples.jobs.count, file: file) {
        progress in
        try SceneVerification.run(
          samples, goldenRoot: golden, artefacts: artefactsFolder, workers: workers.jobs, progress: progress)
      }
      run.scenes.append(result)
      if !json { result.summaryLines.forEach(Terminal.line) }
    }
    if report != nil { try HTMLReport(run: run).write(to: folders[2]) }
    if let junit { try JUnitReport(run: run).write(to: junit) }
    let sources = ViewSources(sandbox: sceneOptions.input.sandbox ? project.root : nil)
    try StepSummary(run: run, report: report, sources: sources).write()
    if GitHubAnnotations.enabled {
      GitHubAnnotations.lines(for: run, sources: sources).forEach(Terminal.annotation)
    }
    if json {
      Terminal.line(JSONOutput.array(run.scenes.map(\.json)).rendered())
    } else {
      // Each failing change once, however many samples and variants show it (`FailureGroup`).
      for group in FailureGroup.groups(run) where group.sampleCount > 1 && !group.members[0].scene.hasNoGoldens {
        Terminal.line(
          "CHANGE \(group.file): \(group.views.isEmpty ? "" : group.viewList + " ")in \(group.sampleCount) samples: "
            + "\(group.whereText); accept: \(group.acceptCommands.joined(separator: " && "))")
      }
      Terminal.line(run.totals + shard.label + (report.map { "; report: \($0)/index.html" } ?? ""))
    }
    if run.exitStatus != .ok { throw ExitCode(run.exitStatus.rawValue) }
  }
}
