import ArgumentParser
import Foundation
import HeroCompositor

/// `hero record`: writes golden PNGs. The only way goldens are written; never implicit.
struct RecordCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Write golden images for scenes (only when asked).",
    discussion: """
      Renders each scene's golden samples (progress 0, 0.25, 0.5, 0.75, 1 unless the scene's "golden" \
      settings say otherwise) to <golden>/<group>/<name>/p000.png … and removes that folder's stale \
      samples. Without scene arguments, records every scenes/**/*.json. Look at what you record.

      Examples:
        hero record scenes/basics/match-basic.json
        hero record --missing          # only samples that have no golden yet
      """)

  @Argument(help: "Scene files (default: every scenes/**/*.json).")
  var scenes: [String] = []

  @OptionGroup var input: InputOptions

  @Option(parsing: .unconditional, help: "The golden folder.")
  var golden = "golden"

  @Flag(help: "Only write samples whose golden file does not exist yet.")
  var missing = false

  @Option(
    name: [.customShort("j"), .long], parsing: .unconditional,
    help: "Worker threads (default: the number of cores).")
  var jobs: Int?

  func run() throws {
    for file in try SceneDiscovery.scenes(scenes) {
      let samples = GoldenSamples(try LoadedScene.load(file, sandbox: input.sandbox), goldenRoot: golden)
      let keep = Set(samples.jobs.map { $0.name + ".png" })
      try OutputFiles.prepareDirectory(samples.directory)
      let existing = (try? FileManager.default.contentsOfDirectory(atPath: samples.directory)) ?? []
      let todo = samples.jobs.filter { !missing || !existing.contains($0.name + ".png") }
      try ProgressReporter.run(samples.loaded.goldenID, total: todo.count, file: file) { progress in
        try samples.render(todo, workers: jobs, progress: progress) { job, image in
          try PNGCodec.write(image, to: samples.goldenPath(job))
        }
      }
      // Stale samples go only once every new golden is written: a failed record keeps the old set.
      if !missing {
        for name in existing where name.hasPrefix("p") && name.hasSuffix(".png") && !keep.contains(name) {
          unlink("\(samples.directory)/\(name)")
        }
      }
      Terminal.line(
        "recorded \(samples.loaded.goldenID): \(todo.count) of \(samples.jobs.count) samples → \(samples.directory)/"
      )
    }
  }
}
