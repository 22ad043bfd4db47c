import Foundation
import HeroEngine
import HeroRender
import HeroScene
import Testing

/// What ffmpeg writes to its error output reaches the user whole: on a full disk the preview's
/// error named the cause and then a stray `Erro… (143 bytes)` (the 80-character excerpt cut its
/// second line mid-word). Fake ffmpeg scripts print what a real one does and fail.
@Suite struct FFmpegMessageTests {
  /// The error of a preview written through a fake ffmpeg that prints `stderr` (shell `printf`
  /// text) after reading its input, and exits with `status`.
  func previewError(stderr: String, status: Int = 1) throws -> String {
    let dir = NSTemporaryDirectory() + "hero-ffmpeg-message-\(getpid())-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let fake = dir + "/ffmpeg"
    try "#!/bin/sh\ncat > /dev/null\nprintf '\(stderr)' >&2\nexit \(status)\n".write(
      toFile: fake, atomically: true, encoding: .utf8)
    chmod(fake, 0o755)
    let settings = PreviewSettings(format: .mp4, fps: 10)
    let transition = try PreviewPipelineTests.transition()
    let plan = PreviewPipeline.plan(settings, transition: transition, sceneFPS: 60)
    do {
      _ = try PreviewPipeline.write(
        plan, settings: settings, transition: transition, scale: 0.5, ffmpeg: FFmpeg(executable: fake),
        to: dir + "/a.mp4")
      Issue.record("the preview succeeded")
      return ""
    } catch { return error.message }
  }

  /// ffmpeg 5's two lines on a full disk (143 bytes): both whole, one line, nothing cut.
  @Test func aFullDiskMessageIsQuotedWholeLineByLine() throws {
    let message = try previewError(
      stderr:
        "Could not write header for output file #0 (incorrect codec parameters ?): No space left on device\\nError initializing output stream 0:0 -- \\n"
    )
    #expect(
      message
        == "ffmpeg failed (exit 1): Could not write header for output file #0 (incorrect codec parameters ?): No space left on device; Error initializing output stream 0:0 --",
      "\(message)")
    #expect(!message.contains("…"))
  }

  /// A repeated line is quoted once; control characters are made visible; too many lines are cut
  /// at a line and counted; one overlong line is cut between words.
  @Test func repeatsControlsAndLengthAreHandled() throws {
    let repeated = try previewError(
      stderr: "Error writing trailer: No space left on device\\nError writing trailer: No space left on device\\n")
    #expect(repeated == "ffmpeg failed (exit 1): Error writing trailer: No space left on device", "\(repeated)")
    let hostile = try previewError(stderr: "bad \\033[2J name\\n::error::INJECTED\\n")
    #expect(hostile == "ffmpeg failed (exit 1): bad \\u{1B}[2J name; ::error::INJECTED", "\(hostile)")
    #expect(!hostile.contains("\n") && !hostile.contains("\u{1B}"))
    let many = try previewError(
      stderr: (1...40).map { "line \($0) of a long complaint from the encoder" }.joined(separator: "\\n"))
    #expect(many.hasPrefix("ffmpeg failed (exit 1): line 1 of a long complaint from the encoder; line 2 "), "\(many)")
    #expect(
      many.range(
        of: #"; line \d+ of a long complaint from the encoder \(and \d+ more lines\)$"#, options: .regularExpression)
        != nil, "\(many)")
    #expect(many.utf8.count < 600, "\(many.utf8.count)")
    let long = try previewError(stderr: String(repeating: "word ", count: 300))
    #expect(long.hasSuffix(" word…"), "\(long)")
    #expect(long.utf8.count < 600)
  }
}

extension Error {
  fileprivate var message: String { (self as? PreviewError)?.message ?? "\(self)" }
}
