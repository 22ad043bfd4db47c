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
    let f = try facts(file)
    func number(_ key: String) -> Int { f[key].flatMap(Int.init) ?? -1 }
    return (number("nb_read_frames"), number("width"), number("height"))
  }

  /// ffprobe's `key=value` facts about the first video stream and the container (frames decoded
  /// and counted, codec, size, pixel format, colour tags, duration).
  func facts(_ file: String) throws -> [String: String] {
    let text = try tool(
      "ffprobe",
      [
        "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
        "stream=codec_name,width,height,pix_fmt,nb_read_frames,color_space,color_range,r_frame_rate:format=duration",
        "-of", "default=nw=1", file,
      ])
    var facts: [String: String] = [:]
    for line in text.split(separator: "\n") {
      let kv = line.split(separator: "=", maxSplits: 1)
      if kv.count == 2 { facts[String(kv[0])] = String(kv[1]) }
    }
    return facts
  }

  /// Runs `name arguments` from PATH; its standard output.
  func tool(_ name: String, _ arguments: [String]) throws -> String {
    String(decoding: try CLIRunner.standardOutput(name, arguments), as: UTF8.self)
  }

  /// The first frame of `file` decoded by ffmpeg to RGB (BT.709 as the stream is tagged).
  func firstFrameRGB(_ file: String) throws -> [UInt8] {
    [UInt8](
      try CLIRunner.standardOutput(
        "ffmpeg", ["-v", "error", "-i", file, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]))
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
    #expect(result.stdout.hasSuffix("(100×178 px @0.5x, 50 fps) → m.gif\n"))
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

  /// A fast MP4 is H.264 yuv420p tagged BT.709 limited range, holding every frame.
  @Test(.enabled(if: hasFFmpeg)) func mp4IsTaggedBT709LimitedRange() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let scene = CLIRunner.scene("basics/match-basic.json")
    let result = try CLIRunner.run(["preview", scene, "-o", "m.mp4", "--fps", "30", "--scale", "1"], in: dir)
    #expect(result.status == 0, "\(result.stderr)")
    let f = try facts(dir + "/m.mp4")
    #expect(f["codec_name"] == "h264" && f["pix_fmt"] == "yuv420p", "\(f)")
    #expect(f["color_space"] == "bt709" && f["color_range"] == "tv", "\(f)")
    #expect(f["nb_read_frames"].flatMap(Int.init) == (try frameCount(scene, fps: 30, in: dir)))
  }

  /// --hold adds round(seconds × fps) copies of the first and the last frame; --ping-pong plays the
  /// frames back to the second one. Counted by ffprobe, and the duration follows.
  @Test(.enabled(if: hasFFmpeg), arguments: ["mp4", "gif", "apng"])
  func holdAndPingPongAddFrames(format: String) throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let scene = CLIRunner.scene("basics/match-basic.json")
    let n = try frameCount(scene, fps: 20, in: dir)
    let out = "h.\(format)"
    let result = try CLIRunner.run(
      ["preview", scene, "-o", out, "--fps", "20", "--scale", "0.5", "--hold", "0.5,1", "--ping-pong"], in: dir)
    #expect(result.status == 0, "\(result.stderr)")
    let expected = 10 + n + 20 + (n - 2)
    let f = try facts(dir + "/" + out)
    #expect(f["nb_read_frames"].flatMap(Int.init) == expected, "\(f)")
    #expect(result.stdout.contains(": \(expected) frames"), "\(result.stdout)")
    if format == "mp4", let duration = f["duration"].flatMap(Double.init) {
      #expect(abs(duration - Double(expected) / 20) < 0.06, "\(f)")
    }
    // One number holds both ends.
    let both = try CLIRunner.run(
      ["preview", scene, "-o", out, "--fps", "20", "--scale", "0.5", "--hold", "0.25"], in: dir)
    #expect(both.status == 0, "\(both.stderr)")
    #expect(try facts(dir + "/" + out)["nb_read_frames"].flatMap(Int.init) == n + 10)
  }

  /// Above 50 fps a GIF is resampled to 50 with a warning saying why and how to keep the rate;
  /// --keep-fps keeps it (WebP and videos keep any rate).
  @Test(.enabled(if: hasFFmpeg)) func gifsAboveFiftyAreResampledWithAWarning() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let scene = CLIRunner.scene("basics/match-basic.json")
    let resampled = try CLIRunner.run(["preview", scene, "-o", "m.gif", "--fps", "60", "--scale", "0.5"], in: dir)
    #expect(resampled.status == 0, "\(resampled.stderr)")
    #expect(resampled.stderr.contains("warning: GIF frame delays are whole centiseconds"), "\(resampled.stderr)")
    #expect(resampled.stderr.contains("resampled to 50 fps (--keep-fps keeps 60)"), "\(resampled.stderr)")
    #expect(try facts(dir + "/m.gif")["nb_read_frames"].flatMap(Int.init) == (try frameCount(scene, fps: 50, in: dir)))
    let kept = try CLIRunner.run(
      ["preview", scene, "-o", "m.gif", "--fps", "60", "--scale", "0.5", "--keep-fps"], in: dir)
    #expect(kept.status == 0, "\(kept.stderr)")
    #expect(!kept.stderr.contains("warning"), "\(kept.stderr)")
    #expect(try facts(dir + "/m.gif")["nb_read_frames"].flatMap(Int.init) == (try frameCount(scene, fps: 60, in: dir)))
    let webp = try CLIRunner.run(["preview", scene, "-o", "m.webp", "--fps", "60", "--scale", "0.5"], in: dir)
    #expect(webp.status == 0 && !webp.stderr.contains("warning"), "\(webp.stderr)")
  }

  /// WebP (libwebp through ffmpeg) and APNG by extension; frames counted by Pillow (WebP: ffmpeg 5
  /// cannot decode animated WebP) and ffprobe.
  @Test(.enabled(if: hasFFmpeg)) func webpAndAPNGByExtension() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let scene = CLIRunner.scene("basics/match-basic.json")
    let n = try frameCount(scene, fps: 15, in: dir)
    for (name, quality) in [("m.webp", "fast"), ("b.WEBP", "best"), ("m.apng", "balanced")] {
      let result = try CLIRunner.run(
        ["preview", scene, "-o", name, "--fps", "15", "--scale", "0.5", "--loop", "--quality", quality], in: dir)
      #expect(result.status == 0, "\(result.stderr)")
    }
    let pillow = try tool(
      "python3",
      [
        "-c",
        "import sys; from PIL import Image; im = Image.open(sys.argv[1]); print(im.format, im.n_frames, im.size, im.info.get('loop'))",
        dir + "/m.webp",
      ])
    #expect(pillow.trimmingCharacters(in: .whitespacesAndNewlines) == "WEBP \(n) (100, 178) 0", "\(pillow)")
    let apng = try facts(dir + "/m.apng")
    #expect(apng["codec_name"] == "apng" && apng["nb_read_frames"].flatMap(Int.init) == n, "\(apng)")
  }

  /// An unknown or missing extension is refused before anything runs, listing the formats.
  @Test(arguments: ["m.avi", "noextension", "m.png"]) func unknownExtensionsListTheFormats(name: String) throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = try CLIRunner.run(["preview", CLIRunner.scene("basics/match-basic.json"), "-o", name], in: dir)
    #expect(result.status == 2)
    #expect(result.stderr.contains("use one of .mp4, .webm, .gif, .webp or .apng"), "\(result.stderr)")
    #expect(CLIRunner.files(in: dir).isEmpty)
  }

  /// Bad --hold values name the option.
  @Test(arguments: ["1,2,3", "a", "-1,0", "0,61"]) func badHoldsAreErrors(value: String) throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = try CLIRunner.run(
      ["preview", CLIRunner.scene("basics/match-basic.json"), "--hold", value], in: dir)
    #expect(result.status == 2)
    #expect(result.stderr.contains("--hold"), "\(result.stderr)")
  }

  /// yuv420p needs even sides: a 101×51 frame is padded to 102×52 with its edge colour (the last
  /// column and row repeated), decoded back here, not with black.
  @Test(.enabled(if: hasFFmpeg), arguments: ["mp4", "webm"]) func oddSizesArePaddedWithTheEdgeColour(format: String)
    throws
  {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let scene = """
      { "name": "odd", "canvas": { "width": 101, "height": 51, "scale": 1 }, "fps": 10,
        "transition": { "kind": "present", "animation": "fade", "duration": 0.3 },
        "from": { "id": "a", "backgroundColor": "#3366CC", "children": [] },
        "to": { "id": "b", "backgroundColor": "#3366CC", "children": [
          { "id": "dot", "frame": [40, 20, 10, 10], "backgroundColor": "white" } ] } }
      """
    try scene.write(toFile: dir + "/odd.json", atomically: true, encoding: .utf8)
    // At @1x (the default preview of a @1x scene is @2x, whose sides are even).
    let result = try CLIRunner.run(["preview", "odd.json", "--scale", "1", "-o", "odd.\(format)"], in: dir)
    #expect(result.status == 0, "\(result.stderr)")
    let f = try facts(dir + "/odd.\(format)")
    #expect(f["width"] == "102" && f["height"] == "52", "\(f)")
    let rgb = try firstFrameRGB(dir + "/odd.\(format)")
    #expect(rgb.count == 102 * 52 * 3)
    guard rgb.count == 102 * 52 * 3 else { return }
    for (x, y) in [(101, 0), (101, 25), (0, 51), (50, 51), (101, 51)] {
      let i = (y * 102 + x) * 3
      let pixel = [Int(rgb[i]), Int(rgb[i + 1]), Int(rgb[i + 2])]
      let expected = [0x33, 0x66, 0xCC]
      #expect(zip(pixel, expected).allSatisfy { abs($0 - $1) <= 4 }, "(\(x), \(y)): \(pixel)")
    }
  }

  /// By default a preview is rendered at review size (at most 1280 px on the longer side, never
  /// above the scene's scale) and the line says so and how to get full size; `--scale` picks any.
  @Test(.enabled(if: hasFFmpeg)) func rendersAtReviewSizeUnlessToldOtherwise() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try """
    { "canvas": { "width": 390, "height": 844, "scale": 3 }, "transition": { "duration": 0.2 },
      "from": { "id": "a", "backgroundColor": "white", "children": [
        { "id": "card", "frame": [20, 100, 100, 100], "backgroundColor": "red", "heroID": "card" } ] },
      "to": { "id": "b", "backgroundColor": "white", "children": [
        { "id": "card", "frame": [0, 0, 390, 300], "backgroundColor": "red", "heroID": "card" } ] } }
    """.write(toFile: dir + "/tall.json", atomically: true, encoding: .utf8)
    let review = try CLIRunner.run(["preview", "tall.json", "--fps", "10"], in: dir)
    #expect(review.status == 0, "\(review.stderr)")
    let frames = try frameCount("tall.json", fps: 10, in: dir)
    // 1280 / 844 = 1.5166…: 591.47 × 1280 rounds to 591 wide, padded to 592 for yuv420p.
    #expect(
      review.stdout
        == "tall: \(frames) frames (1170×2532 → 592×1280 px @1.52x, 10 fps) → out/tall.mp4; full size: --scale 3\n")
    let probed = try probe(dir + "/out/tall.mp4")
    #expect((probed.width, probed.height) == (592, 1280))
    #expect(probed.frames == frames)

    let full = try CLIRunner.run(["preview", "tall.json", "--fps", "10", "--scale", "3", "-o", "full.mp4"], in: dir)
    #expect(full.stdout == "tall: \(frames) frames (1170×2532 px @3x, 10 fps) → full.mp4\n", "\(full.stderr)")
    let fullProbe = try probe(dir + "/full.mp4")
    #expect((fullProbe.width, fullProbe.height) == (1170, 2532))

    // A scene already within review size is made at its own scale, with nothing to add.
    let small = try CLIRunner.run(
      ["preview", CLIRunner.scene("basics/match-basic.json"), "--fps", "10", "-o", "small.mp4"], in: dir)
    #expect(small.stdout.contains("(400×712 px @2x, 10 fps) → small.mp4\n"), "\(small.stdout)\(small.stderr)")
  }

  /// docs/cli.md's `hero preview` transcript (warning on stderr, summary on stdout), run for real.
  @Test(.enabled(if: hasFFmpeg)) func cliDocsPreviewTranscriptIsReal() throws {
    let (result, shown) = try CLIRunner.runCLIDocsCommand(
      "$ hero preview scenes/basics/match-basic.json -o m.gif --hold 0.5,1 --ping-pong --loop --scale 1")
    let lines = Array(shown.prefix(2))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(lines.count == 2)
    #expect(result.stderr == lines.first.map { $0 + "\n" })
    #expect(result.stdout == lines.last.map { $0 + "\n" })
  }
}
