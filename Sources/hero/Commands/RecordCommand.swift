import ArgumentParser
import Foundation
import HeroProject
import HeroVerify

/// `hero record`: writes golden PNGs. The only way goldens are written; never implicit.
struct RecordCommand: ParsableCommand, ReportsProgress {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Write golden images for scenes (only when asked).",
    discussion: """
      Renders each scene's golden samples (progress 0, 0.25, 0.5, 0.75, 1 unless the scene's "golden" \
      settings say otherwise) to <golden>/<id>/p000.png … (the id is the scene's path below the \
      project's scene root, docs/project.md) and removes that folder's stale samples. Without scene \
      arguments, records the project's scenes (hero.json); a folder argument means every *.json \
      below it. Look at what you record.

      Examples:
        hero record scenes/basics/match-basic.json
        hero record scenes/basics/match-basic.json --samples p050   # accept one sample (as verify prints)
        hero record --missing          # only samples that have no golden yet
        hero record --failed           # only samples that verify would fail now
      """)

  @OptionGroup var sceneOptions: GoldenSceneOptions
  var progressOptions: ProgressOptions { sceneOptions.progressOptions }

  @Flag(help: "Only write samples whose golden file does not exist yet.")
  var missing = false

  @Flag(
    help:
      "Only write samples that differ from their golden (by the scene's tolerance and budget) or have none.")
  var failed = false

  @Option(help: "Only these samples, comma-separated names as verify prints them (e.g. p050,p100).")
  var samples: String?

  @OptionGroup var shard: ShardOption

  @OptionGroup var workers: WorkersOption

  func validate() throws {
    if missing && failed { throw ValidationError("use either --missing or --failed, not both") }
  }

  func run() throws {
    let wanted = samples.map { Set($0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }) }
    let selection = GoldenSamples.RecordSelection(names: wanted, missing: missing, failed: failed)
    let project = try Project.current()
    let found = try sceneOptions.pairs(project)
    let goldenFolder = try project.outputFolders(
      [sceneOptions.goldenRequest(project)], scenes: found.map(\.file), sandbox: sceneOptions.input.sandbox)[0]
    for pair in shard.select(found) {
      let goldenSamples = GoldenSamples(
        try LoadedScene.load(pair.file, sandbox: sceneOptions.input.sandbox, project: project, variant: pair.variant),
        golden: goldenFolder)
      ImportNotes.print(project)
      if let wanted { try goldenSamples.checkSampleNames(wanted) }
      let written = try ProgressReporter.run(
        goldenSamples.loaded.goldenID, total: goldenSamples.jobs(selectedBy: selection).count,
        file: goldenSamples.loaded.file
      ) { progress in
        try goldenSamples.record(selection, workers: workers.jobs, progress: progress)
      }
      Terminal.line(
        "recorded \(goldenSamples.loaded.goldenID): \(written) of \(goldenSamples.jobs.count) samples → \(goldenSamples.directory)/"
      )
    }
  }
}
