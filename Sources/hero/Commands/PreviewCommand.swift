import ArgumentParser
import Foundation
import HeroFiles
import HeroLayout
import HeroProject
import HeroRender
import HeroScene

/// `hero preview`: a video or animated image of a scene through ffmpeg (`PreviewPipeline`).
struct PreviewCommand: ParsableCommand, ReportsProgress {
  static let configuration = CommandConfiguration(
    commandName: "preview",
    abstract: "Make an MP4, WebM, GIF, WebP or APNG of a scene (needs ffmpeg).",
    discussion: """
      Frames are rendered on every core and piped to ffmpeg raw: BT.709 yuv420p to the video \
      encoders (MP4, WebM), RGBA to GIF, WebP and APNG; the output format follows the file's extension. GIFs get a palette made from \
      16 frames spread over the transition, with error-diffusion dithering. --slow N plays the transition N \
      times slower (it samples N times more frames). --loop makes a GIF, WebP or APNG repeat forever, \
      and makes a video ping-pong. --hold START,END stays on the first and last frame for that many \
      seconds. GIFs above 50 fps are resampled to 50 (GIF delays are whole centiseconds) unless \
      --keep-fps. Exits 3 when ffmpeg is missing.

      Size: by default a preview is rendered at review size, the largest scale whose longer side \
      is at most 1280 px and never above the device's scale (the variant's device, else @2x) or the \
      scene's when higher (a 390×844 @3x scene: 592×1280 at @1.52x; a 375×667 @1x scene: 720×1280); \
      --scale picks any scale, and --scale 3 gives that scene full size. The line printed at the \
      end says the size made and, when it is smaller than the scene's, how to get full size.

      Examples:
        hero preview scenes/basics/match-basic.json      # out/match-basic.mp4
        hero preview scenes/basics/match-basic.json -o docs/m.gif --loop --scale 1
        hero preview scenes/basics/match-basic.json -o slow.webm --slow 4
        hero preview bench/cards-cascade-3x.json --scale 3     # full size, 1170×2532
        hero preview scenes/basics/match-basic.json -o m.webp --hold 0.5,1 --ping-pong --loop
      """)

  @OptionGroup var sceneFile: SceneFileOptions
  var scene: String { sceneFile.scene }

  @OptionGroup var progressOptions: ProgressOptions

  @Option(
    name: .shortAndLong, parsing: .unconditional,
    help: "Output file: .mp4, .webm, .gif, .webp or .apng (default: out/<scene>.mp4, or the project's preview folder).")
  var output: String?

  // `RenderOptions`' two options, but `--scale` defaults to review size, not the scene's scale.
  @Option(parsing: .unconditional, help: "Frames per second of the output (default: the scene's fps).")
  var fps: Double?

  @Option(
    parsing: .unconditional,
    help:
      PixelScale.help(
        "default: the largest scale whose longer side is at most \(PreviewScale.reviewSide) px, never above the device's scale or the scene's"
      ),
    transform: PixelScale.parse)
  var scale: PixelScale?

  @OptionGroup var workers: WorkersOption

  @Flag(help: "GIF/WebP/APNG: repeat forever. Video: ping-pong (forward, then backward).")
  var loop = false

  @Flag(name: .customLong("ping-pong"), help: "Play forward, then backward.")
  var pingPong = false

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Seconds to stay on the first and on the last frame.", valueName: "start,end"))
  var hold: Hold?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Slow motion: plays N times slower (\(Int(PreviewSettings.slowRange.lowerBound))…\(Int(PreviewSettings.slowRange.upperBound)), sampling N times more frames).",
      valueName: "N"))
  var slow: Double?

  @Option(
    help: ArgumentHelp(
      "Encoder effort: fast for previews; balanced or best for smaller files, encoded more slowly.",
      valueName: PreviewQuality.allCases.map(\.rawValue).joined(separator: "|")))
  var quality: PreviewQuality?

  @Flag(name: .customLong("keep-fps"), help: "GIF: keep a frame rate above 50 fps instead of resampling to 50.")
  var keepFPS = false

  func validate() throws {
    if output == OutputFile.standardOutputName {
      throw ValidationError(
        "-o -: previews cannot go to standard output (MP4 needs a seekable file); give a \(PreviewFormat.extensionList) path"
      )
    }
    try RenderOptions.validate(fps: fps)
    do {
      if let output { _ = try PreviewFormat(path: output) }
      try settings(format: .mp4).validate()
    } catch { throw ValidationError(error.message) }
  }

  /// The settings the command line gives, with the project file's preview defaults (docs/project.md)
  /// for what it leaves out.
  func settings(format: PreviewFormat, project: ProjectSettings.PreviewDefaults = .init()) -> PreviewSettings {
    PreviewSettings(
      format: format, fps: fps, slow: slow ?? project.slow ?? 1,
      quality: quality ?? project.quality.flatMap(PreviewQuality.init(rawValue:)) ?? .fast, loop: loop,
      pingPong: pingPong, hold: hold.map { ($0.start, $0.end) } ?? (0, 0), keepFrameRate: keepFPS)
  }

  func run() throws {
    let ffmpeg = try previewStep { () throws(PreviewError) in try FFmpeg.locate() }
    let project = try Project.current()
    let defaults = project.settings.preview
    let loaded = try sceneFile.load(project)
    let path = output ?? "\(defaults.folder.map(project.display) ?? "out")/\(loaded.stem).mp4"
    let settings = settings(
      format: try previewStep { () throws(PreviewError) in try PreviewFormat(path: path) }, project: defaults)
    // The project's preview defaults are checked as the command line's are.
    do { try settings.validate() } catch { throw CLIError.badInput(error.message) }
    // By default at review size (`PreviewScale`): at most 1280 px on the longer side.
    let requested = self.scale?.value ?? defaults.scale
    let scale =
      try requested.map { s throws(CLIError) in
        try loaded.scale(override: s, option: self.scale == nil ? "the project's preview.scale" : "--scale")
      }
      ?? PreviewScale.default(
        for: loaded.scene.canvas, deviceScale: loaded.variant?.device.flatMap(Device.withSlug)?.scale)
    let transition = loaded.transition
    let plan = PreviewPipeline.plan(settings, transition: transition, sceneFPS: loaded.scene.fps)
    if let warning = plan.warning { Terminal.error("warning: \(warning)\n") }
    try ResourceBudget.checkFrameCount(plan.frameCount, file: scene)
    let workerCount = try loaded.workers(requested: workers.jobs, scale: scale)
    let summary = try OutputFiles.prepareParent(of: path) {
      try ProgressReporter.run(loaded.stem, total: plan.runs.count, file: scene) { progress in
        try previewStep {
          try PreviewPipeline.write(
            plan, settings: settings, transition: transition, scale: scale, workers: workerCount, ffmpeg: ffmpeg,
            to: path, progress: progress)
        }
      }
    }
    Terminal.line(Self.summaryLine(loaded, summary: summary, scale: scale, scaleGiven: requested != nil, path: path))
  }

  /// `cards: 31 frames (1170×2532 → 592×1280 px @1.52x, 60 fps) → out/cards.mp4; full size: --scale 3`:
  /// the size made, and when the default made it smaller than the scene's, from what and how to
  /// get that.
  static func summaryLine(
    _ loaded: LoadedScene, summary: PreviewPipeline.Summary, scale: Double, scaleGiven: Bool, path: String
  ) -> String {
    let canvas = loaded.scene.canvas
    let made = "\(summary.width)×\(summary.height) px @\(scaleText(scale))x"
    let fps = "\(JSONOutput.format(summary.fps)) fps"
    guard !scaleGiven, scale < canvas.scale else {
      return "\(loaded.stem): \(summary.frameCount) frames (\(made), \(fps)) → \(path)"
    }
    let full = "\(canvas.pixelWidth)×\(canvas.pixelHeight)"
    return
      "\(loaded.stem): \(summary.frameCount) frames (\(full) → \(made), \(fps)) → \(path); full size: --scale \(JSONOutput.format(canvas.scale))"
  }

  /// A scale as people read it: `3`, `1.5`, `1.52` (two decimals at most).
  static func scaleText(_ scale: Double) -> String {
    JSONOutput.format((scale * 100).rounded() / 100)
  }

  /// Runs a step of the preview pipeline, turning its `PreviewError` into the CLI's error (exit 3
  /// for a missing ffmpeg).
  private func previewStep<T>(_ body: () throws -> T) throws -> T {
    do { return try body() } catch let error as PreviewError {
      throw CLIError(error.kind == .missingTool ? .missingTool : .badInput, error.message)
    }
  }
}

/// `--hold START,END`: seconds on the first and on the last frame (one number holds both).
struct Hold: ExpressibleByArgument {
  var start: Double
  var end: Double

  init?(argument: String) {
    let parts = argument.split(separator: ",", omittingEmptySubsequences: false).map {
      Double($0.trimmingCharacters(in: .whitespaces))
    }
    guard (1...2).contains(parts.count), let start = parts[0], let end = parts.last ?? nil else { return nil }
    (self.start, self.end) = (start, end)
  }
}

extension PreviewQuality: ExpressibleByArgument {}
