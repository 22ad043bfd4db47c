import ArgumentParser
import Foundation
import HeroCompositor
import HeroFiles
import HeroProject
import HeroRender
import HeroScene
import HeroVerify

/// `hero render`: PNG frames, streamed to `DIR/<scene>/frame-0000.png …` on every core.
struct RenderCommand: ParsableCommand, ReportsProgress {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render a scene's frames to PNG files.",
    discussion: """
      Writes DIR/<scene>/frame-0000.png … at t = 0, 1/fps, 2/fps, … and the end state. With --at, \
      renders only the given progress fractions, as DIR/<scene>/p000.png, p050.png, … (progress p is \
      time p × duration).

      Examples:
        hero render scenes/basics/match-basic.json
        hero render scenes/basics/*.json -o /tmp/frames --fps 30 --scale 1
        hero render scenes/basics/match-basic.json --frames 5..10
        hero render scenes/basics/match-basic.json --at 0,0.5,1
        hero render scenes/*/*.json --shard 1/3        # a third of the scenes, for parallel jobs
      """)

  @Argument(help: "Scene files (JSON).", completion: .sceneFiles)
  var scenes: [String]

  @OptionGroup var input: InputOptions

  @OptionGroup var variants: VariantOptions

  @OptionGroup var progressOptions: ProgressOptions

  @Option(name: .shortAndLong, parsing: .unconditional, help: "Output folder; each scene gets a subfolder.")
  var output = "out"

  @OptionGroup var options: RenderOptions

  @OptionGroup var workers: WorkersOption

  @Option(parsing: .unconditional, help: "Only frames A..B (inclusive indices; also A.., ..B, N).")
  var frames: String?

  @Option(parsing: .unconditional, help: "Only these progress fractions, comma-separated (e.g. 0,0.5,1).")
  var at: String?

  @Option(
    help:
      "Compress PNGs with libpng/zlib at this level, 1…9 (9: smallest files, several times slower) instead of the fast frame encoder."
  )
  var pngLevel: Int?

  @Flag(help: "Print a JSON summary on stdout.")
  var json = false

  @OptionGroup var shard: ShardOption

  func validate() throws {
    if scenes.isEmpty { throw ValidationError("give at least one scene file") }
    if frames != nil && at != nil { throw ValidationError("use either --frames or --at, not both") }
    if let pngLevel, !(1...9).contains(pngLevel) { throw ValidationError("--png-level must be in 1…9") }
    var seen: [String: String] = [:]
    for file in scenes {
      let stem = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
      if let other = seen.updateValue(file, forKey: stem) {
        throw ValidationError(
          "\(other) and \(file) would both write \(output)/\(stem)/; render them separately")
      }
    }
  }

  func run() throws {
    var summaries: [JSONOutput] = []
    let project = try Project.current()
    let out = try project.outputFolders(
      [.init(output, .out, option: "--output")], scenes: scenes, sandbox: input.sandbox)[0]
    for file in try shard.select(scenes) {
      let loaded = try variants.loadFirst(file, sandbox: input.sandbox, project: project)
      ImportNotes.print(project)
      let fps = options.fps(for: loaded)
      let jobs = try selectJobs(loaded, fps: fps)
      try ResourceBudget.checkFrameCount(jobs.count, file: file)
      let scale = try loaded.scale(override: options.scale?.value)
      let renderer = FrameRenderer(
        transition: loaded.transition, scale: scale,
        workers: try loaded.workers(requested: workers.jobs, scale: scale))
      // Only once every check has passed: a refused scene leaves no folder behind.
      let directory = out.path(loaded.stem)
      // Every frame is written and every stale one removed through `out` (checked, and never
      // following a link); the folder is made and locked by the name the user gave.
      // A run that fails before its first frame leaves no empty folder either.
      try OutputFolder.prepare(directory) {
        // Two renders into one folder take turns: the second waits, so the set is never mixed.
        try OutputFolder.withLock(directory) {
          if frames == nil && at == nil {
            for name in try out.names(in: loaded.stem)
            where name.hasPrefix(FrameSelection.sequencePrefix) && name.hasSuffix(".png") {
              try out.remove(loaded.stem + "/" + name)
            }
          }
          try ProgressReporter.run(loaded.stem, total: jobs.count, file: file) { progress in
            try renderer.encodePNGs(jobs, compression: compression, progress: progress) { job, bytes in
              try out.write(bytes, to: loaded.stem + "/" + job.name + ".png")
            }
          }
        }
      }
      let (w, h) = loaded.scene.canvas.pixelSize(scale: renderer.scale)
      if json {
        summaries.append(
          .object([
            .init("scene", .string(file)), .init("directory", .string(directory)),
            .init("width", .number(Double(w))), .init("height", .number(Double(h))),
            .init("files", .array(jobs.map { .string($0.name + ".png") })),
          ]))
      } else {
        Terminal.line(
          "\(loaded.stem): \(jobs.count) frame\(jobs.count == 1 ? "" : "s") (\(w)×\(h) px) → \(directory)/")
      }
    }
    if json { Terminal.line(JSONOutput.array(summaries).rendered()) }
  }

  /// The PNG compression `--png-level` asks for (the frame encoder by default).
  private var compression: PNGCompression { pngLevel.map { .libpng(level: $0) } ?? .fast }

  private func selectJobs(_ loaded: LoadedScene, fps: Double) throws(CLIError) -> [FrameJob] {
    if let at {
      return try FrameSelection.parseProgressList(at).map {
        FrameJob(name: GoldenSamples.sampleName(progress: $0), time: loaded.time(atProgress: $0))
      }
    }
    let count = loaded.transition.frameCount(fps: fps)
    let range =
      try frames.map { (s) throws(CLIError) in try FrameSelection.parseRange(s, count: count) }
      ?? 0...(count - 1)
    return range.map {
      FrameJob(name: FrameSelection.sequenceName($0), time: loaded.transition.frameTime(index: $0, fps: fps))
    }
  }
}
