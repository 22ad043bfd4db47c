import Foundation
import HeroEngine
import HeroRender
import HeroScene
import HeroSync
import Testing

/// `PreviewPipeline` through the Swift API: the plan (holds, ping-pong, GIF frame rate), the
/// formats by extension, and real previews written through ffmpeg and read back.
@Suite("Preview pipeline")
struct PreviewPipelineTests {
  static let hasFFmpeg = FFmpeg.onPath("ffmpeg") != nil && FFmpeg.onPath("ffprobe") != nil

  /// The preview tests here and in CLITests skip without ffmpeg on a developer's machine; on CI
  /// (`CI=true`) a missing ffmpeg fails, so they can never be skipped there unseen.
  @Test func ffmpegIsInstalledOnCI() {
    let isCI = ProcessInfo.processInfo.environment["CI"] == "true"
    #expect(!isCI || Self.hasFFmpeg, "ffmpeg and ffprobe are not on PATH; run scripts/install-deps")
  }

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

  static func transition() throws -> Transition {
    try Transition(scene: try SceneLoader.load(path: root + "/scenes/basics/match-basic.json"))
  }

  static func plan(_ settings: PreviewSettings) throws -> PreviewPlan {
    PreviewPipeline.plan(settings, transition: try transition(), sceneFPS: 60)
  }

  @Test func holdsRepeatTheEndFramesWithoutPaintingThemAgain() throws {
    let plain = try Self.plan(PreviewSettings(format: .mp4, fps: 30))
    let held = try Self.plan(PreviewSettings(format: .mp4, fps: 30, hold: (0.5, 1)))
    let n = plain.runs.count
    #expect(held.runs.count == n)
    #expect(held.frameCount == n + 15 + 30)
    #expect(held.runs.first?.repeats == 16 && held.runs.last?.repeats == 31)
    #expect(held.runs.dropFirst().dropLast().allSatisfy { $0.repeats == 1 })
  }

  @Test func pingPongPlaysBackToTheSecondFrame() throws {
    let forward = try Self.plan(PreviewSettings(format: .gif, fps: 20)).runs.map(\.job.time)
    let pingPong = try Self.plan(PreviewSettings(format: .gif, fps: 20, pingPong: true)).runs.map(\.job.time)
    #expect(pingPong == forward + forward.dropFirst().dropLast().reversed())
    // A video's --loop means ping-pong (it has no loop count); an animated image's does not.
    #expect(try Self.plan(PreviewSettings(format: .mp4, fps: 20, loop: true)).runs.map(\.job.time) == pingPong)
    #expect(try Self.plan(PreviewSettings(format: .webp, fps: 20, loop: true)).runs.map(\.job.time) == forward)
  }

  /// A plan is measured without sampling its frames, so the longest preview the options allow (an
  /// hour at 1000 fps, 100× slow: 360 million frames) is counted, and refused by the command's frame
  /// limit, without holding a run per frame; the runs are worked out as they are read.
  @Test func planCountsFramesWithoutSamplingThem() {
    let sampled = Locked(0)
    let settings = PreviewSettings(format: .mp4, fps: 1000, slow: 100, loop: true, hold: (60, 60))
    let plan = PreviewPlan(
      settings: settings, sceneFPS: 60, frameCount: { Int(3600 * $0) + 1 },
      frameTime: { index, fps in
        sampled.withLock { $0 += 1 }
        return Double(index) / fps
      })
    let forward = 360_000_001
    #expect(plan.runs.count == 2 * forward - 2)
    #expect(plan.frameCount == plan.runs.count + 60_000 + 60_000)
    #expect(sampled.withLock { $0 } == 0)
    #expect(plan.runs[forward - 1].repeats == 60_001 && plan.runs[forward - 1].job.time == 3600)
    #expect(plan.runs[forward] == plan.runs[forward - 2] && plan.runs[forward].job.name == String(forward - 2))
    #expect(plan.runs.last?.job.name == "1" && plan.runs.last?.repeats == 1)
    let count = sampled.withLock { $0 }
    #expect(count <= 7, "reading 7 runs sampled \(count) frames")
  }

  @Test func gifsAboveFiftyFramesPerSecondAreResampled() throws {
    let gif = try Self.plan(PreviewSettings(format: .gif))
    #expect(gif.fps == 50)
    #expect(gif.warning?.contains("60 fps would play slowly; resampled to 50 fps (--keep-fps keeps 60)") == true)
    let kept = try Self.plan(PreviewSettings(format: .gif, keepFrameRate: true))
    #expect(kept.fps == 60 && kept.warning == nil)
    #expect(try Self.plan(PreviewSettings(format: .gif, fps: 50)).warning == nil)
    #expect(try Self.plan(PreviewSettings(format: .apng)).fps == 60)
  }

  @Test func formatsFollowTheExtension() throws {
    #expect(try PreviewFormat(path: "out/a.b/x.MP4") == .mp4)
    #expect(try PreviewFormat(path: "x.apng") == .apng)
    for bad in ["x.png", "out.d/x", ".gif", "x."] {
      #expect(throws: PreviewError.self) { try PreviewFormat(path: bad) }
      do { _ = try PreviewFormat(path: bad) } catch {
        #expect(error.message.hasSuffix("use one of .mp4, .webm, .gif, .webp or .apng"), "\(error.message)")
      }
    }
  }

  @Test func badSettingsAreRefused() {
    #expect(throws: PreviewError.self) { try PreviewSettings(format: .gif, slow: 0.5).validate() }
    #expect(throws: PreviewError.self) { try PreviewSettings(format: .gif, hold: (0, 61)).validate() }
    #expect(throws: PreviewError.self) { try PreviewSettings(format: .gif, hold: (-.infinity, 0)).validate() }
    #expect(throws: PreviewError.self) { try PreviewSettings(format: .gif, hold: (.nan, 0)).validate() }
  }

  /// A WebP written through the API holds every frame, and the held ones last as long as asked:
  /// read back with our RIFF reader (ffmpeg 5 cannot decode animated WebP).
  @Test(.enabled(if: hasFFmpeg)) func writesAWebPWithHolds() throws {
    let dir = NSTemporaryDirectory() + "hero-preview-api-\(getpid())"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let settings = PreviewSettings(format: .webp, fps: 20, hold: (0.5, 1))
    let transition = try Self.transition()
    let plan = PreviewPipeline.plan(settings, transition: transition, sceneFPS: 60)
    let summary = try PreviewPipeline.write(
      plan, settings: settings, transition: transition, scale: 0.5, ffmpeg: try FFmpeg.locate(), to: dir + "/a.webp")
    #expect(summary.frameCount == plan.frameCount && summary.width == 100 && summary.height == 178)
    // 50 ms a frame. libwebp merges identical consecutive frames: the holds are one frame each,
    // 10 and 20 frames longer than the others.
    let durations = try AnimatedWebP.frameDurations(dir + "/a.webp")
    #expect(durations.reduce(0, +) == plan.frameCount * 50, "\(durations)")
    #expect(durations.first == 550 && durations.last == 1050, "\(durations)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["a.webp"])
  }

  /// An ffmpeg that fails leaves no output and no temporary file (GIF: nor its palette).
  @Test func aFailingFFmpegLeavesNothing() throws {
    let dir = NSTemporaryDirectory() + "hero-preview-fail-\(getpid())"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let fake = dir + "/ffmpeg"
    try "#!/bin/sh\necho 'no encoder here' >&2\nexit 1\n".write(toFile: fake, atomically: true, encoding: .utf8)
    chmod(fake, 0o755)
    let transition = try Self.transition()
    for format in PreviewFormat.allCases {
      let settings = PreviewSettings(format: format, fps: 10)
      let plan = PreviewPipeline.plan(settings, transition: transition, sceneFPS: 60)
      #expect(throws: PreviewError.self) {
        try PreviewPipeline.write(
          plan, settings: settings, transition: transition, scale: 0.5, workers: 2,
          ffmpeg: FFmpeg(executable: fake), to: dir + "/a.\(format.rawValue)")
      }
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["ffmpeg"])
  }

  /// An ffmpeg that exits 0 but leaves a file short of frames (as a full disk can) is caught by
  /// the frame count: the preview fails and leaves nothing, not the short video.
  @Test(.enabled(if: hasFFmpeg)) func aShortVideoFromASucceedingFFmpegIsRefused() throws {
    let dir = NSTemporaryDirectory() + "hero-preview-short-\(getpid())"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let real = try FFmpeg.locate().executable
    let fake = dir + "/ffmpeg"
    try """
    #!/bin/bash
    out="${@: -1}"
    '\(real)' "$@" || exit 1
    '\(real)' -v error -y -i "$out" -frames:v 2 -c copy -f mp4 "$out.short" && mv "$out.short" "$out"

    """.write(toFile: fake, atomically: true, encoding: .utf8)
    chmod(fake, 0o755)
    let transition = try Self.transition()
    let settings = PreviewSettings(format: .mp4, fps: 10)
    let plan = PreviewPipeline.plan(settings, transition: transition, sceneFPS: 60)
    #expect(plan.frameCount > 2)
    #expect {
      try PreviewPipeline.write(
        plan, settings: settings, transition: transition, scale: 0.5, workers: 2,
        ffmpeg: FFmpeg(executable: fake), to: dir + "/a.mp4")
    } throws: { error in
      "\(error)".contains("holds 2 of \(plan.frameCount) frames")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["ffmpeg"])
  }

  /// docs/cli.md's Swift example, verbatim; the test below runs the same statements.
  static let snippet = """
    let settings = PreviewSettings(format: try PreviewFormat(path: "m.webp"), loop: true, hold: (0.5, 1))
    let plan = PreviewPipeline.plan(settings, transition: transition, sceneFPS: scene.fps)
    try PreviewPipeline.write(plan, settings: settings, transition: transition, scale: 1,
                              ffmpeg: try FFmpeg.locate(), to: "m.webp")

    """

  @Test func docsShowThisSnippet() throws {
    let docs = try String(contentsOfFile: Self.root + "/docs/cli.md", encoding: .utf8)
    #expect(docs.contains("```swift\n" + Self.snippet + "```"))
  }

  @Test(.enabled(if: hasFFmpeg)) func theSnippetRuns() throws {
    let out = NSTemporaryDirectory() + "hero-preview-snippet-\(getpid()).webp"
    defer { unlink(out) }
    let scene = try SceneLoader.load(path: Self.root + "/scenes/basics/match-basic.json")
    let transition = try Transition(scene: scene)
    let settings = PreviewSettings(format: try PreviewFormat(path: out), loop: true, hold: (0.5, 1))
    let plan = PreviewPipeline.plan(settings, transition: transition, sceneFPS: scene.fps)
    try PreviewPipeline.write(
      plan, settings: settings, transition: transition, scale: 1,
      ffmpeg: try FFmpeg.locate(), to: out)
    #expect(abs(try AnimatedWebP.frameDurations(out).reduce(0, +) - plan.frameCount * 1000 / 60) <= 1)
    #expect(plan.frameCount == plan.runs.count + 30 + 60)
  }
}
