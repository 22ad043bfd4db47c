import ArgumentParser
import Foundation
import HeroFiles
import HeroRender
import HeroScene
import HeroVerify

/// `hero preview`: a video or GIF of a scene through ffmpeg, fed raw frames on a pipe.
struct PreviewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "preview",
    abstract: "Make an MP4, GIF or WebM of a scene (needs ffmpeg).",
    discussion: """
      Frames are rendered on every core and piped to ffmpeg as raw RGBA; GIFs get a palette made from \
      the frames. --slow N plays the transition N times slower (it samples N times more frames). \
      --loop makes a GIF repeat forever, and makes a video play forward then backward so that a \
      looping player shows no jump. GIFs default to at most 50 fps, as GIF frame delays are \
      whole centiseconds. Exits 3 when ffmpeg is missing.

      Examples:
        hero preview scenes/basics/match-basic.json      # out/match-basic.mp4
        hero preview scenes/basics/match-basic.json -o docs/m.gif --loop --scale 1
        hero preview scenes/basics/match-basic.json -o slow.webm --slow 4
      """)

  @Argument(help: "A scene file (JSON).")
  var scene: String

  @OptionGroup var input: InputOptions

  @Option(
    name: .shortAndLong, parsing: .unconditional,
    help: "Output file: .mp4, .gif or .webm (default: out/<scene>.mp4).")
  var output: String?

  @OptionGroup var options: RenderOptions

  @Flag(help: "GIF: repeat forever. Video: play forward, then backward.")
  var loop = false

  @Option(parsing: .unconditional, help: "Slow motion factor: plays N times slower.")
  var slow: Double = 1

  @Option(help: "Video encoder effort: fast (default, for previews), medium or slow (smaller files).")
  var quality: FFmpeg.Quality = .fast

  func validate() throws {
    if !(slow >= 1 && slow <= 100) { throw ValidationError("--slow must be in 1…100") }
    if output == OutputFile.standardOutputName {
      throw ValidationError(
        "-o -: previews cannot go to standard output (MP4 needs a seekable file); give a .mp4, .gif or .webm path"
      )
    }
    if let output, format(of: output) == nil {
      throw ValidationError("-o '\(output)': the file must end in .mp4, .gif or .webm")
    }
  }

  private func format(of path: String) -> FFmpeg.Format? {
    FFmpeg.Format(rawValue: URL(fileURLWithPath: path).pathExtension.lowercased())
  }

  func run() throws {
    let ffmpeg = try FFmpeg.locate()
    let loaded = try LoadedScene.load(scene, sandbox: input.sandbox)
    let path = output ?? "out/\(loaded.stem).mp4"
    guard let format = format(of: path) else { throw CLIError.badInput("unsupported output '\(path)'") }
    // GIF frame delays are whole centiseconds: 60 fps would play as 50, so GIFs default to 50.
    let fps = format == .gif && options.fps == nil ? min(loaded.scene.fps, 50) : options.fps(for: loaded)
    let scale = try loaded.scale(override: options.scale)
    // Slow motion samples `slow` times as many instants and plays them at the same rate.
    let sampling = fps * slow
    let transition = loaded.transition
    var jobs = (0..<transition.frameCount(fps: sampling)).map {
      FrameJob(name: FrameSelection.sequenceName($0), time: transition.frameTime(index: $0, fps: sampling))
    }
    if loop && format != .gif && jobs.count > 2 { jobs += jobs.dropFirst().dropLast().reversed() }

    try ResourceBudget.checkFrameCount(jobs.count, file: scene)
    let (width, height) = loaded.pixelSize(scale: scale)
    try OutputFiles.prepareParent(of: path)
    // ffmpeg writes a temporary file next to the output, renamed into place only when every frame
    // made it and the file checks out: a failed render leaves no half-written video (and keeps an
    // older one intact). A device or FIFO target (/dev/null) is handed to ffmpeg as it is.
    let direct = try OutputFiles.isDirectTarget(path)
    let partial = direct ? path : OutputFile.temporaryName(for: path)
    let token = direct ? nil : Interruption.remember(temporary: partial)
    defer { if let token { Interruption.forget(token) } }
    let session = try FFmpeg.Session(
      ffmpeg: ffmpeg, width: width, height: height, fps: fps, format: format, loop: loop, quality: quality,
      frameCount: jobs.count, output: partial)
    do {
      var accepted = 0
      try ProgressReporter.run(loaded.stem, total: jobs.count, file: scene) { progress in
        try FrameRenderer(
          transition: transition, scale: scale, workers: loaded.workers(requested: options.jobs, scale: scale)
        )
        .renderInOrder(jobs, progress: progress) { _, image in
          try session.write(image)
          accepted += 1
        }
      }
      try session.close()
      guard accepted == jobs.count else {
        throw CLIError.badInput("ffmpeg took \(accepted) of \(jobs.count) frames")
      }
      if !direct { try ffmpeg.verify(partial, frames: jobs.count, format: format, output: path) }
    } catch {
      session.finish()
      if !direct { unlink(partial) }
      throw error
    }
    if !direct { try OutputFiles.moveIntoPlace(partial, path) }
    Terminal.line(
      "\(loaded.stem): \(jobs.count) frames (\(width)×\(height) px, \(JSONOutput.format(fps)) fps) → \(path)")
  }
}
