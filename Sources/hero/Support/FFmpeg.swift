import ArgumentParser
import Foundation
import HeroCompositor

/// Encodes raw RGBA frames into a video or GIF by piping them to `ffmpeg` (no PNG round trip).
struct FFmpeg {
  /// The executable found on `PATH` (or named by `HERO_FFMPEG`).
  let executable: String

  /// Finds ffmpeg, or fails with how to install it (exit status 3).
  static func locate() throws(CLIError) -> FFmpeg {
    let environment = ProcessInfo.processInfo.environment
    if let given = environment["HERO_FFMPEG"], FileManager.default.isExecutableFile(atPath: given) {
      return FFmpeg(executable: given)
    }
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
      let candidate = "\(directory)/ffmpeg"
      if FileManager.default.isExecutableFile(atPath: candidate) { return FFmpeg(executable: candidate) }
    }
    throw CLIError(
      .missingTool,
      """
      ffmpeg is not installed (not found on PATH); previews need it.
        Debian/Ubuntu: sudo apt-get install ffmpeg   (or scripts/install-deps --with-ffmpeg)
        macOS:         brew install ffmpeg
      """)
  }

  enum Format: String, CaseIterable {
    case mp4, gif, webm
  }

  /// Encoder effort for videos (`hero preview --quality`): `fast` for previews (x264 `veryfast`,
  /// about 1.5× faster than `medium` at about the same file size at CRF 18, measured on the benchmark
  /// scene), `medium` and `slow` for smaller files of the same quality.
  enum Quality: String, CaseIterable, ExpressibleByArgument {
    case fast, medium, slow

    /// x264's preset.
    var x264Preset: String { self == .fast ? "veryfast" : rawValue }
    /// libvpx-vp9's speed (0 slowest … 8 fastest, realtime deadline for `fast`).
    var vp9Arguments: [String] {
      switch self {
      case .fast: ["-deadline", "realtime", "-cpu-used", "8"]
      case .medium: ["-deadline", "good", "-cpu-used", "4"]
      case .slow: ["-deadline", "good", "-cpu-used", "1"]
      }
    }
  }

  /// GIF palettes are built from at most this many evenly spaced frames (every frame still uses it):
  /// a transition's colours are all present in a sample, and palettegen's cost stops growing with
  /// the frame count.
  static let paletteSampleFrames = 16

  /// ffmpeg's arguments: raw RGBA from stdin at `fps`, encoded for `format`. GIFs get a palette
  /// generated from a sample of the `frameCount` frames (palettegen/paletteuse in one filtergraph)
  /// and loop forever when `loop` is set; videos use yuv420p (even sizes, so odd ones are padded)
  /// at the encoder speed `quality` picks.
  static func arguments(
    width: Int, height: Int, fps: Double, format: Format, loop: Bool, quality: Quality = .fast,
    frameCount: Int = 1, output: String
  ) -> [String] {
    var args = [
      "-hide_banner", "-loglevel", "error", "-y",
      "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)", "-r", String(fps), "-i", "-",
    ]
    switch format {
    case .gif:
      let every = max(1, (frameCount + paletteSampleFrames - 1) / paletteSampleFrames)
      args += [
        "-filter_complex",
        "[0:v]split[a][b];[a]select='not(mod(n,\(every)))',palettegen=stats_mode=full[p];[b][p]paletteuse=dither=none",
        "-loop", loop ? "0" : "-1",
      ]
    case .mp4:
      args += [
        "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-preset", quality.x264Preset,
        "-pix_fmt", "yuv420p", "-crf", "18",
        "-movflags", "+faststart",
      ]
    case .webm:
      args += [
        "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libvpx-vp9", "-pix_fmt", "yuv420p", "-b:v", "0",
        "-crf", "30", "-row-mt", "1",
      ] + quality.vp9Arguments
    }
    return args + [output]
  }

  /// A running ffmpeg that takes frames of one size on its standard input.
  final class Session {
    private let process = Process()
    private let input = Pipe()
    private let errors = Pipe()
    private let executable: String
    /// The frame size ffmpeg was told (`-s`): raw video has no per-frame header, so a frame of any
    /// other size would shear every frame after it.
    let width: Int
    let height: Int

    /// Starts ffmpeg reading raw RGBA frames of `width` × `height` pixels at `fps`, encoding to `output`.
    init(
      ffmpeg: FFmpeg, width: Int, height: Int, fps: Double, format: Format, loop: Bool, quality: Quality,
      frameCount: Int, output: String
    ) throws(CLIError) {
      executable = ffmpeg.executable
      self.width = width
      self.height = height
      let arguments = FFmpeg.arguments(
        width: width, height: height, fps: fps, format: format, loop: loop, quality: quality,
        frameCount: frameCount, output: output)
      process.executableURL = URL(fileURLWithPath: ffmpeg.executable)
      process.arguments = arguments
      process.standardInput = input
      process.standardError = errors
      process.standardOutput = FileHandle.nullDevice
      // A dying ffmpeg must surface as a write error, not kill us with SIGPIPE.
      signal(SIGPIPE, SIG_IGN)
      do { try process.run() } catch {
        throw .badInput("cannot start \(executable): \(error.localizedDescription)")
      }
    }

    /// Sends one frame; it must be the session's size.
    func write(_ image: RGBAImage) throws(CLIError) {
      guard image.width == width, image.height == height else {
        throw .badInput(
          "a frame is \(image.width)×\(image.height) pixels but ffmpeg was told \(width)×\(height); the video would be skewed")
      }
      do {
        try input.fileHandleForWriting.write(contentsOf: Data(image.pixels))
      } catch {
        throw .badInput("ffmpeg stopped reading frames: \(finish())")
      }
    }

    /// Closes the input, waits, and returns ffmpeg's error output.
    @discardableResult
    func finish() -> String {
      try? input.fileHandleForWriting.close()
      process.waitUntilExit()
      let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      return message.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Finishes and fails when ffmpeg did.
    func close() throws(CLIError) {
      let message = finish()
      guard process.terminationStatus == 0 else {
        throw .badInput("ffmpeg failed (exit \(process.terminationStatus)): \(message)")
      }
    }
  }
}
