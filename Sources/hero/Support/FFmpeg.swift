import ArgumentParser
import Foundation
import HeroCompositor
import HeroFiles
import HeroModel
import HeroVerify

/// Encodes raw RGBA frames into a video or GIF by piping them to `ffmpeg` (no PNG round trip).
struct FFmpeg {
  /// The executable found on `PATH` (or named by `HERO_FFMPEG`).
  let executable: String

  /// Finds ffmpeg, or fails with how to install it (exit status 3).
  static func locate() throws(CLIError) -> FFmpeg {
    let environment = ProcessInfo.processInfo.environment
    if let given = environment["HERO_FFMPEG"], !given.isEmpty {
      guard FileManager.default.isExecutableFile(atPath: given) else {
        throw CLIError(.missingTool, "HERO_FFMPEG '\(given)' is not an executable file")
      }
      return FFmpeg(executable: given)
    }
    if let found = onPath("ffmpeg") { return FFmpeg(executable: found) }
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
      args +=
        [
          "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libvpx-vp9", "-pix_fmt", "yuv420p", "-b:v", "0",
          "-crf", "30", "-row-mt", "1",
        ] + quality.vp9Arguments
    }
    return args + [output]
  }

  /// ffprobe next to ffmpeg, else on `PATH`; nil when not installed (the frame count is then not
  /// checked, only that the file is not empty).
  var probe: String? {
    let sibling = (executable as NSString).deletingLastPathComponent + "/ffprobe"
    if FileManager.default.isExecutableFile(atPath: sibling) { return sibling }
    return Self.onPath("ffprobe")
  }

  /// The first executable `name` in a folder of `PATH`, or nil.
  static func onPath(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").map { "\($0)/\(name)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// Checks ffmpeg's finished `file` before it replaces `output`: not empty and, when ffprobe is
  /// installed, holding `frames` frames. An exit status of 0 alone is not trusted (a full disk can
  /// end in a truncated file and a success).
  func verify(_ file: String, frames: Int, format: Format, output: String) throws(CLIError) {
    var info = stat()
    guard stat(file, &info) == 0, info.st_size > 0 else {
      throw .badInput("ffmpeg wrote an empty file for '\(output)' (disk full?)")
    }
    guard let probe else { return }
    let counted = Self.run(
      probe,
      [
        "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
        "stream=nb_read_frames", "-of", "csv=p=0", file,
      ])
    guard counted.status == 0, let n = Int(counted.output.trimmingCharacters(in: .whitespacesAndNewlines))
    else {
      throw .badInput(
        "ffmpeg's output for '\(output)' is not a readable \(format.rawValue) (ffprobe: \(Excerpt.quote(counted.errors)))"
      )
    }
    guard n == frames else {
      throw .badInput("ffmpeg's output for '\(output)' holds \(n) of \(frames) frames")
    }
  }

  /// Runs a tool to the end; its standard output, error output and exit status.
  private static func run(_ executable: String, _ arguments: [String]) -> (
    status: Int32, output: String, errors: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    do { try process.run() } catch { return (-1, "", "cannot start \(executable)") }
    Interruption.remember(child: process.processIdentifier)
    defer { Interruption.forget(child: process.processIdentifier) }
    let errors = ErrorCollector(err)
    let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output, errors.text())
  }

  /// A running ffmpeg that takes frames of one size on its standard input.
  final class Session {
    private let process = Process()
    private let input = Pipe()
    private let errors: ErrorCollector
    private let executable: String
    /// The frame size ffmpeg was told (`-s`): raw video has no per-frame header, so a frame of any
    /// other size would shear every frame after it.
    let width: Int
    let height: Int
    private var finished: String?

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
      let errorPipe = Pipe()
      process.executableURL = URL(fileURLWithPath: ffmpeg.executable)
      process.arguments = arguments
      process.standardInput = input
      process.standardError = errorPipe
      process.standardOutput = FileHandle.nullDevice
      // A dying ffmpeg must surface as a write error, not kill us with SIGPIPE.
      signal(SIGPIPE, SIG_IGN)
      do { try process.run() } catch {
        throw .badInput("cannot start \(executable): \(error.localizedDescription)")
      }
      Interruption.remember(child: process.processIdentifier)
      // Read ffmpeg's complaints as they come, so a chatty ffmpeg never blocks on a full pipe.
      errors = ErrorCollector(errorPipe)
    }

    deinit { Interruption.forget(child: process.processIdentifier) }

    /// Sends one frame; it must be the session's size.
    func write(_ image: RGBAImage) throws(CLIError) {
      guard image.width == width, image.height == height else {
        throw .badInput(
          "a frame is \(image.width)×\(image.height) pixels but ffmpeg was told \(width)×\(height); the video would be skewed"
        )
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
      if let finished { return finished }
      try? input.fileHandleForWriting.close()
      process.waitUntilExit()
      let message = errors.text()
      finished = message
      return message
    }

    /// Finishes and fails when ffmpeg did: a non-zero exit, or any error output (it runs with
    /// `-loglevel error`, so anything it prints is an error, such as a failed write).
    func close() throws(CLIError) {
      let message = finish()
      guard process.terminationStatus == 0 else {
        throw .badInput("ffmpeg failed (exit \(process.terminationStatus)): \(Excerpt.quote(message))")
      }
      guard message.isEmpty else {
        throw .badInput("ffmpeg reported an error: \(Excerpt.quote(message))")
      }
    }
  }
}

/// Collects a child's error output on a background thread until the pipe closes.
private final class ErrorCollector: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var data = Data()

  init(_ pipe: Pipe) {
    Thread.detachNewThread { [self] in
      data = pipe.fileHandleForReading.readDataToEndOfFile()
      done.signal()
    }
  }

  /// The whole error output, trimmed (waits for the pipe to close).
  func text() -> String {
    done.wait()
    done.signal()
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
