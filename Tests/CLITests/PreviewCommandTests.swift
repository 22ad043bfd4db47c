import Foundation
import Testing

@Suite struct PreviewCommandTests {
  static let hasFFmpeg = ["ffmpeg", "ffprobe"].allSatisfy { tool in
    (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)")
    }
  }

  /// ffprobe's decoded frame count and size of the first video stream.
  func probe(_ file: String) throws -> (frames: Int, width: Int, height: Int) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0",
      "-show_entries", "stream=nb_read_frames,width,height", "-of", "csv=p=0:nk=0", file,
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    var values: [String: Int] = [:]
    for pair in text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",") {
      let kv = pair.split(separator: "=")
      if kv.count == 2 { values[String(kv[0])] = Int(kv[1]) }
    }
    return (values["nb_read_frames"] ?? -1, values["width"] ?? -1, values["height"] ?? -1)
  }

  func frameCount(_ scene: String, fps: Int, in dir: String) throws -> Int {
    let result = try CLIRunner.run(["states", scene, "--fps", String(fps)], in: dir)
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    return try #require(json?["frameCount"] as? Int)
  }

  @Test(.enabled(if: hasFFmpeg)) func makesAnMP4WithEveryFrame() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let scene = CLIRunner.scene("basics/match-basic.json")
    let result = try CLIRunner.run(["preview", scene, "--fps", "30"], in: dir)
    #expect(result.status == 0, "\(result.stderr)")
    let probed = try probe(dir + "/out/match-basic.mp4")
    #expect(probed.frames == (try frameCount(scene, fps: 30, in: dir)))
    #expect(probed.width == 400 && probed.height == 712)
  }

  @Test(.enabled(if: hasFFmpeg)) func makesASlowGIFAtScaleOne() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let scene = CLIRunner.scene("basics/match-basic.json")
    let result = try CLIRunner.run(
      ["preview", scene, "-o", "m.gif", "--fps", "10", "--slow", "2", "--scale", "1", "--loop"], in: dir)
    #expect(result.status == 0, "\(result.stderr)")
    let probed = try probe(dir + "/m.gif")
    #expect(probed.frames == (try frameCount(scene, fps: 20, in: dir)))
    #expect(probed.width == 200 && probed.height == 356)
  }

  @Test(.enabled(if: hasFFmpeg)) func gifsDefaultToFiftyFramesPerSecond() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let scene = CLIRunner.scene("basics/match-basic.json")
    let result = try CLIRunner.run(["preview", scene, "-o", "m.gif", "--scale", "0.5"], in: dir)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasSuffix("(100×178 px, 50 fps) → m.gif\n"))
    #expect(try probe(dir + "/m.gif").frames == (try frameCount(scene, fps: 50, in: dir)))
  }

  /// At a fractional scale the frames, the size ffmpeg is told and the video agree (one rounding
  /// rule, `Canvas.pixels`): 375×667 points at 0.3 are 112.5×200.1 pixels, made 113×200 (or 112×200
  /// should 375 × 0.3 land just below a half); a mismatch would shear the video.
  @Test(.enabled(if: hasFFmpeg), arguments: [0.3, 0.7, 1.1])
  func fractionalScalesGiveTheFramesOwnSize(scale: Double) throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let original = try String(contentsOfFile: CLIRunner.scene("basics/match-basic.json"), encoding: .utf8)
    let resized = original.replacingOccurrences(
      of: "\"canvas\": { \"width\": 200, \"height\": 356, \"scale\": 2 }",
      with: "\"canvas\": { \"width\": 375, \"height\": 667, \"scale\": 2 }")
    #expect(resized != original)
    try resized.write(toFile: dir + "/wide.json", atomically: true, encoding: .utf8)
    let arguments = ["wide.json", "--scale", String(scale), "--fps", "10"]
    let render = try CLIRunner.run(["render"] + arguments + ["--at", "0.5"], in: dir)
    #expect(render.status == 0, "\(render.stderr)")
    let frame = try CLIRunner.pngSize(dir + "/out/wide/p050.png")
    #expect(frame.width == Int((375 * scale).rounded()) && frame.height == Int((667 * scale).rounded()))
    let preview = try CLIRunner.run(["preview"] + arguments + ["-o", "w.gif"], in: dir)
    #expect(preview.status == 0, "\(preview.stderr)")
    let probed = try probe(dir + "/w.gif")
    #expect(probed.width == frame.width && probed.height == frame.height)
  }

  @Test func explainsHowToInstallAMissingFFmpeg() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = try CLIRunner.run(
      ["preview", CLIRunner.scene("basics/match-basic.json")], in: dir,
      environment: ["PATH": dir, "HERO_FFMPEG": ""])
    #expect(result.status == 3)
    #expect(
      result.stderr.hasPrefix("error: ffmpeg is not installed (not found on PATH); previews need it.\n"))
    #expect(result.stderr.contains("sudo apt-get install ffmpeg"))
  }
}
