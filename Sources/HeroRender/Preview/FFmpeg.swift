import Foundation
import HeroFiles
import HeroModel
import HeroSync

/// The ffmpeg (and ffprobe) executables the previews run.
public struct FFmpeg: Sendable {
  public let executable: String

  public init(executable: String) { self.executable = executable }

  /// `HERO_FFMPEG` when set, else the first `ffmpeg` on `PATH`; fails (`.missingTool`) with how to
  /// install it.
  public static func locate(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(PreviewError) -> FFmpeg {
    if let given = environment["HERO_FFMPEG"], !given.isEmpty {
      guard FileManager.default.isExecutableFile(atPath: given) else {
        throw PreviewError(.missingTool, "HERO_FFMPEG '\(Excerpt.quote(given))' is not an executable file")
      }
      return FFmpeg(executable: given)
    }
    if let found = onPath("ffmpeg", environment: environment) { return FFmpeg(executable: found) }
    throw PreviewError(
      .missingTool,
      """
      ffmpeg is not installed (not found on PATH); previews need it.
        Debian/Ubuntu: sudo apt-get install ffmpeg   (or scripts/install-deps --with-ffmpeg)
        macOS:         brew install ffmpeg
      """)
  }

  /// The first executable `name` in a folder of `PATH`, or nil.
  public static func onPath(
    _ name: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String? {
    let path = environment["PATH"] ?? ""
    return path.split(separator: ":").map { "\($0)/\(name)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// ffprobe next to ffmpeg, else on `PATH`; nil when not installed (the frame count is then not
  /// checked, only that the file is not empty).
  var probe: String? {
    let sibling = (executable as NSString).deletingLastPathComponent + "/ffprobe"
    if FileManager.default.isExecutableFile(atPath: sibling) { return sibling }
    return Self.onPath("ffprobe")
  }

  /// Frames in a finished `file` played at `fps`, counted by ffprobe; nil when ffprobe is not
  /// installed. ffprobe counts the stream's packets (one per frame in every format we write)
  /// rather than decoding each frame: the same count from the container's index, without a
  /// second full decode of the video (3 ms per frame @3x). A WebP is read by us (ffmpeg 5 cannot decode animated WebP), and libwebp merges
  /// identical consecutive frames into one longer frame (a hold), so its frames are counted by
  /// time: the total duration in frames of 1/fps s (durations are whole milliseconds, so the
  /// rounding error stays well under one frame).
  func countFrames(_ file: String, format: PreviewFormat, fps: Double) throws(PreviewError) -> Int? {
    if format == .webp {
      let milliseconds = try AnimatedWebP.frameDurations(file).reduce(0, +)
      return Int((Double(milliseconds) * fps / 1000).rounded())
    }
    guard let probe else { return nil }
    let counted = ChildProcess.run(
      probe,
      [
        "-v", "error", "-count_packets", "-select_streams", "v:0", "-show_entries",
        "stream=nb_read_packets", "-of", "csv=p=0", file,
      ])
    guard counted.status == 0, let n = Int(counted.output.trimmingCharacters(in: .whitespacesAndNewlines))
    else {
      throw PreviewError(
        .badInput,
        "ffmpeg's output is not a readable \(format.rawValue) (ffprobe: \(ToolMessage.summary(counted.errors)))")
    }
    return n
  }

  /// Checks ffmpeg's finished `file` before it replaces `output`: not empty and holding `frames`
  /// frames. An exit status of 0 alone is not trusted (a full disk can end in a truncated file and
  /// a success).
  func verify(_ file: String, frames: Int, fps: Double, format: PreviewFormat, output: String) throws(PreviewError) {
    var info = stat()
    guard stat(file, &info) == 0, info.st_size > 0 else {
      throw PreviewError(.badInput, "ffmpeg wrote an empty file for '\(output)' (disk full?)")
    }
    guard let n = try countFrames(file, format: format, fps: fps) else { return }
    guard n == frames else {
      throw PreviewError(.badInput, "ffmpeg's output for '\(output)' holds \(n) of \(frames) frames")
    }
  }
}

/// Running a tool to its end (ffprobe).
enum ChildProcess {
  /// Runs `executable` to the end; its standard output, error output and exit status.
  static func run(_ executable: String, _ arguments: [String]) -> (status: Int32, output: String, errors: String) {
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
}

/// A running ffmpeg that takes raw frames of one size on its standard input.
final class FFmpegSession {
  private let process = Process()
  private let input = Pipe()
  private let errors: ErrorCollector
  private let executable: String
  /// The bytes of one frame ffmpeg was told to expect: raw video has no per-frame header, so a
  /// frame of any other size would shear every frame after it.
  let frameBytes: Int
  private var finished: String?

  /// Starts `ffmpeg arguments`, which read frames of `frameBytes` bytes from standard input.
  init(ffmpeg: FFmpeg, arguments: [String], frameBytes: Int) throws(PreviewError) {
    executable = ffmpeg.executable
    self.frameBytes = frameBytes
    let errorPipe = Pipe()
    process.executableURL = URL(fileURLWithPath: ffmpeg.executable)
    process.arguments = arguments
    process.standardInput = input
    process.standardError = errorPipe
    process.standardOutput = FileHandle.nullDevice
    #if os(Linux)
      // A frame is megabytes: a 1 MiB pipe (the default is 64 KiB) takes it in a few writes and
      // wakes ffmpeg a few times per frame instead of dozens. A failure leaves the default.
      let setPipeSize: Int32 = 1031  // F_SETPIPE_SZ (a GNU extension Glibc's module does not export)
      _ = fcntl(input.fileHandleForWriting.fileDescriptor, setPipeSize, 1 << 20)
    #endif
    // A dying ffmpeg must surface as a write error, not kill us with SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    do { try process.run() } catch {
      throw PreviewError(.badInput, "cannot start \(executable): \(error.localizedDescription)")
    }
    Interruption.remember(child: process.processIdentifier)
    // Read ffmpeg's complaints as they come, so a chatty ffmpeg never blocks on a full pipe.
    errors = ErrorCollector(errorPipe)
  }

  deinit { Interruption.forget(child: process.processIdentifier) }

  /// Sends one frame (`frameBytes` bytes) `times` times, written straight from `bytes` (no copy).
  func write(_ bytes: [UInt8], times: Int = 1) throws(PreviewError) {
    guard bytes.count == frameBytes else {
      throw PreviewError(
        .badInput, "a frame has \(bytes.count) bytes but ffmpeg was told \(frameBytes); the video would be skewed")
    }
    let fd = input.fileHandleForWriting.fileDescriptor
    for _ in 0..<times where OutputFile.writeAll(fd, bytes) != 0 {
      throw PreviewError(.badInput, "ffmpeg stopped reading frames: \(ToolMessage.summary(finish()))")
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
  func close() throws(PreviewError) {
    let message = finish()
    guard process.terminationStatus == 0 else {
      throw PreviewError(
        .badInput, "ffmpeg failed (exit \(process.terminationStatus)): \(ToolMessage.summary(message))")
    }
    guard message.isEmpty else {
      throw PreviewError(.badInput, "ffmpeg reported an error: \(ToolMessage.summary(message))")
    }
  }
}

/// Collects a child's error output on a background thread until the pipe closes, keeping the first
/// `maximumBytes` (the cause comes first; a tool printing without end must not fill our memory).
private final class ErrorCollector: Sendable {
  static let maximumBytes = 64 << 10
  /// What was kept, once the pipe closed.
  private let data = Locked<Data?>(nil)

  init(_ pipe: Pipe) {
    Thread.detachNewThread { [data] in
      let handle = pipe.fileHandleForReading
      var kept = Data()
      while let chunk = try? handle.read(upToCount: 1 << 16), !chunk.isEmpty {
        if kept.count < Self.maximumBytes { kept.append(chunk.prefix(Self.maximumBytes - kept.count)) }
      }
      data.withLock { $0 = kept }
    }
  }

  /// The whole error output, trimmed (waits for the pipe to close).
  func text() -> String {
    let all = data.withLock(when: { $0 != nil }, { $0 ?? Data() })
    return String(decoding: all, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
