import Foundation
import HeroCompositor
import HeroEngine
import HeroFiles

/// `hero preview`: a transition rendered by `FrameRenderer` and piped to ffmpeg as raw frames.
///
/// Videos get yuv420p converted on the workers straight from the premultiplied surface (no
/// unpremultiply, no ffmpeg colour conversion); animated images get straight RGBA. Frames are
/// delivered in order while the workers paint ahead, so painting overlaps ffmpeg's encoding, and
/// a held frame is painted once and written as often as it is shown. ffmpeg writes a temporary
/// file next to the output that is renamed into place only when every frame made it and the file
/// checks out: a failed or interrupted preview leaves no partial file (and keeps an older one).
public enum PreviewPipeline {
  /// What a finished preview holds.
  public struct Summary: Sendable {
    public let frameCount: Int
    /// The frames' size in pixels (videos of odd sides are one pixel larger, padded with the edge).
    public let width: Int
    public let height: Int
    public let fps: Double
  }

  /// At most this many evenly spaced frames make a GIF's palette (every frame then uses it): a
  /// transition's colours are all in such a sample, and the palette costs the same for any length.
  public static let paletteSampleFrames = 16

  /// The plan for `settings` on `transition` (`sceneFPS`: the scene's own rate).
  public static func plan(_ settings: PreviewSettings, transition: Transition, sceneFPS: Double) -> PreviewPlan {
    PreviewPlan(
      settings: settings, sceneFPS: sceneFPS, frameCount: { transition.frameCount(fps: $0) },
      frameTime: { transition.frameTime(index: $0, fps: $1) })
  }

  /// Renders `plan` of `transition` at `scale` and encodes it with `ffmpeg` into `path` (a device or
  /// FIFO such as /dev/null is written directly).
  public static func write(
    _ plan: PreviewPlan, settings: PreviewSettings, transition: Transition, scale: Double, workers: Int? = nil,
    imageDirectory: String? = nil, ffmpeg: FFmpeg, to path: String, progress: (any FrameProgress)? = nil
  ) throws -> Summary {
    try settings.validate()
    let renderer = FrameRenderer(
      transition: transition, scale: scale, workers: workers, imageDirectory: imageDirectory)
    let (width, height) = transition.scene.canvas.pixelSize(scale: scale)
    // The size of the file's frames: a video's odd side is padded by one pixel.
    let size = settings.format.isVideo ? YUVImage.paddedSize(width: width, height: height) : (width, height)
    let direct: Bool
    do { direct = try OutputFile.isDirectTarget(path) } catch {
      throw PreviewError(.badInput, "cannot write \(error)")
    }
    let partial = direct ? path : OutputFile.temporaryName(for: path)
    let token = direct ? nil : Interruption.remember(temporary: partial)
    defer { if let token { Interruption.forget(token) } }
    do {
      // A GIF's palette: a temporary PNG next to the output, gone when the preview ends however it ends.
      let palette = settings.format == .gif ? OutputFile.temporaryName(for: path + ".png") : nil
      let paletteToken = palette.map { Interruption.remember(temporary: $0) }
      defer {
        if let palette { unlink(palette) }
        if let paletteToken { Interruption.forget(paletteToken) }
      }
      if let palette {
        try makePalette(plan, renderer: renderer, width: width, height: height, ffmpeg: ffmpeg, into: palette)
      }
      let session = try FFmpegSession(
        ffmpeg: ffmpeg,
        arguments: FFmpegArguments.encode(
          width: size.0, height: size.1, fps: plan.fps, settings: settings, palette: palette, output: partial),
        frameBytes: settings.format.isVideo ? size.0 * size.1 * 3 / 2 : width * height * 4)
      do {
        var next = 0
        try renderer.renderInOrder(
          plan.runs.map(\.job), progress: progress, convert: frameBytes(for: settings.format)
        ) { _, bytes in
          try session.write(bytes, times: plan.runs[next].repeats)
          next += 1
        }
        try session.close()
        guard next == plan.runs.count else {
          throw PreviewError(.badInput, "ffmpeg took \(next) of \(plan.runs.count) frames")
        }
      } catch {
        session.finish()
        throw error
      }
      if !direct {
        try ffmpeg.verify(partial, frames: plan.frameCount, fps: plan.fps, format: settings.format, output: path)
      }
    } catch {
      if !direct { unlink(partial) }
      throw error
    }
    if !direct {
      guard rename(partial, path) == 0 else {
        let reason = String(cString: strerror(errno))
        unlink(partial)
        throw PreviewError(.badInput, "cannot write '\(path)': \(reason)")
      }
    }
    return Summary(frameCount: plan.frameCount, width: size.0, height: size.1, fps: plan.fps)
  }

  /// How a painted surface becomes the bytes ffmpeg reads for `format`.
  static func frameBytes(for format: PreviewFormat) -> @Sendable (Surface) -> [UInt8] {
    if format.isVideo { return { surface in surface.yuv420().bytes } }
    return { surface in surface.image().pixels }
  }

  /// Builds a GIF's palette from up to `paletteSampleFrames` frames spread over `plan` into the PNG
  /// file `palette`. A separate pass, so the encoding pass streams: a palette made in the same
  /// filtergraph would hold every frame in memory until the last one arrived.
  static func makePalette(
    _ plan: PreviewPlan, renderer: FrameRenderer, width: Int, height: Int, ffmpeg: FFmpeg, into palette: String
  ) throws {
    let runs = plan.runs
    let count = min(paletteSampleFrames, runs.count)
    let sample = (0..<count).map { runs[$0 * runs.count / count].job }
    let session = try FFmpegSession(
      ffmpeg: ffmpeg,
      arguments: FFmpegArguments.palette(width: width, height: height, fps: plan.fps, output: palette),
      frameBytes: width * height * 4)
    do {
      try renderer.renderInOrder(sample, convert: frameBytes(for: .gif)) { _, bytes in try session.write(bytes) }
      try session.close()
    } catch {
      session.finish()
      throw error
    }
  }
}
