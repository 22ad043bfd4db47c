import ArgumentParser
import Foundation
import HeroCompositor

/// `hero record`: writes golden PNGs. The only way goldens are written; never implicit.
struct RecordCommand: ParsableCommand, ReportsProgress {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Write golden images for scenes (only when asked).",
    discussion: """
      Renders each scene's golden samples (progress 0, 0.25, 0.5, 0.75, 1 unless the scene's "golden" \
      settings say otherwise) to <golden>/<group>/<name>/p000.png … and removes that folder's stale \
      samples. Without scene arguments, records every scenes/**/*.json. Look at what you record.

      Examples:
        hero record scenes/basics/match-basic.json
        hero record scenes/basics/match-basic.json --samples p050   # accept one sample (as verify prints)
        hero record --missing          # only samples that have no golden yet
        hero record --failed           # only samples that verify would fail now
      """)

  @Argument(help: "Scene files (default: every scenes/**/*.json).", completion: .sceneFiles)
  var scenes: [String] = []

  @OptionGroup var input: InputOptions

  @OptionGroup var progressOptions: ProgressOptions

  @Option(parsing: .unconditional, help: "The golden folder.")
  var golden = VerifyCommand.defaultGolden

  @Flag(help: "Only write samples whose golden file does not exist yet.")
  var missing = false

  @Flag(
    help:
      "Only write samples that differ from their golden (by the scene's tolerance and budget) or have none.")
  var failed = false

  @Option(help: "Only these samples, comma-separated names as verify prints them (e.g. p050,p100).")
  var samples: String?

  @OptionGroup var shard: ShardOption

  @Option(
    name: [.customShort("j"), .long], parsing: .unconditional,
    help: "Worker threads (default: the number of cores).")
  var jobs: Int?

  func validate() throws {
    if missing && failed { throw ValidationError("use either --missing or --failed, not both") }
  }

  func run() throws {
    let wanted = samples.map { Set($0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }) }
    for file in shard.select(try SceneDiscovery.scenes(scenes)) {
      let goldenSamples = GoldenSamples(try LoadedScene.load(file, sandbox: input.sandbox), goldenRoot: golden)
      if let wanted {
        let unknown = wanted.subtracting(goldenSamples.jobs.map(\.name)).sorted()
        if !unknown.isEmpty {
          throw CLIError.badInput(
            "\(file): no sample named \(unknown.joined(separator: ", ")); its samples are "
              + goldenSamples.jobs.map(\.name).joined(separator: ", "))
        }
      }
      let written = try record(goldenSamples, only: wanted)
      Terminal.line(
        "recorded \(goldenSamples.loaded.goldenID): \(written) of \(goldenSamples.jobs.count) samples → \(goldenSamples.directory)/"
      )
    }
  }

  /// Writes the selected samples of one scene; returns how many were written.
  private func record(_ goldenSamples: GoldenSamples, only wanted: Set<String>?) throws -> Int {
    try OutputFiles.prepareDirectory(goldenSamples.directory)
    let existing = (try? FileManager.default.contentsOfDirectory(atPath: goldenSamples.directory)) ?? []
    let todo = goldenSamples.jobs.filter {
      (wanted?.contains($0.name) ?? true) && (!missing || !existing.contains($0.name + ".png"))
    }
    let settings = goldenSamples.loaded.scene.golden
    let comparison = ImageComparison(tolerance: settings.tolerance, pixelBudget: settings.pixelBudget)
    let written = Counter()
    try ProgressReporter.run(
      goldenSamples.loaded.goldenID, total: todo.count, file: goldenSamples.loaded.file
    ) {
      progress in
      try goldenSamples.render(todo, workers: jobs, progress: progress) { job, image in
        let path = goldenSamples.goldenPath(job)
        // --failed keeps a golden the new frame still matches: only real changes are rewritten.
        if failed, let reference = try? PNGCodec.read(path: path),
          comparison.compare(reference: reference, actual: image).passed
        {
          return
        }
        try PNGCodec.write(image, to: path)
        written.increment()
      }
    }
    // Stale samples go only once every new golden is written: a failed record keeps the old set.
    if !missing && !failed && wanted == nil {
      let keep = Set(goldenSamples.jobs.map { $0.name + ".png" })
      for name in existing where name.hasPrefix("p") && name.hasSuffix(".png") && !keep.contains(name) {
        unlink("\(goldenSamples.directory)/\(name)")
      }
    }
    return written.value
  }
}

/// A count shared by worker threads.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  func increment() { lock.withLock { count += 1 } }
  var value: Int { lock.withLock { count } }
}
