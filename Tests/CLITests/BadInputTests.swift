import Foundation
import HeroTestSupport
import Testing

/// Bad input end to end: a clear `error: …` naming the file, exit status 2, and no partial output —
/// a render that fails midway leaves only whole frames, a failed preview or dump leaves no file.
@Suite struct BadInputTests {
  /// A scene whose image file is a PNG header without image data (the scene reader checks only the
  /// header). The image view fades in, so frame 0 (opacity 0) paints nothing of it and renders; the
  /// next frame fails when it decodes the image.
  static let badImageScene = """
    { "name": "bad-image", "canvas": { "width": 40, "height": 40, "scale": 1 }, "fps": 10,
      "transition": { "kind": "present", "animation": "none" },
      "from": { "id": "home", "backgroundColor": "white" },
      "to": { "id": "detail", "backgroundColor": "white", "children": [
        { "id": "photo", "frame": [0, 0, 40, 40], "image": { "path": "bad.png" }, "modifiers": "fade" } ] } }
    """

  /// A folder holding the bad-image scene and its non-PNG image.
  func badImageFolder() throws -> String {
    let dir = try CLIRunner.temporaryDirectory()
    try Self.badImageScene.write(toFile: dir + "/bad-image.json", atomically: true, encoding: .utf8)
    try Data(PNGBomb.headerOnly(width: 40, height: 40)).write(to: URL(fileURLWithPath: dir + "/bad.png"))
    return dir
  }

  /// A file that is not a PNG at all is refused when the scene is read, by `lint` too, at the JSON
  /// path, line and column that name it; it was first found when a frame painted it, named by layer.
  @Test func anImageThatIsNotAPNGIsRefusedWhereTheSceneNamesIt() throws {
    let dir = try badImageFolder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    for (bytes, problem) in [
      (Array("GIF89a: a GIF".utf8), "not a PNG or JPEG file (bad signature)"),
      ([0xFF, 0xD8, 0xFF] + Array(" a JPEG cut short".utf8), "the JPEG ends before its frame header (truncated JPEG)"),
      (
        Array(PNGBomb.headerOnly(width: 40, height: 40).prefix(20)),
        "the PNG header (IHDR) is missing or truncated (corrupt PNG)"
      ),
      (PNGBomb.headerOnly(width: 0, height: 40), "the PNG header gives an empty image (0x40)"),
    ] {
      try Data(bytes).write(to: URL(fileURLWithPath: dir + "/bad.png"))
      for command in ["lint", "render"] {
        let result = try CLIRunner.run([command, "bad-image.json"], in: dir)
        #expect(result.status == 2)
        #expect(
          result.stderr
            == "error: bad-image.json: to.children[0].image.path (view to/photo): image file 'bad.png' cannot be shown: \(problem); scene images must be PNG or JPEG files (line 5, column 66)\n",
          "\(result.stderr)")
      }
    }
  }

  static let imageError =
    "error: bad-image.json: layer 'to/photo/content' (layers[3].sublayers[0]): image contents: "

  @Test func renderFailingMidwayLeavesOnlyWholeFrames() throws {
    let dir = try badImageFolder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = try CLIRunner.run(["render", "bad-image.json", "-j", "1"], in: dir)
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix(Self.imageError), "\(result.stderr)")
    #expect(result.stderr.contains("/bad.png: "), "\(result.stderr)")
    // Frame 0 was written before frame 1 failed; nothing else, no temporary file, and it is whole.
    #expect(CLIRunner.files(in: dir + "/out/bad-image") == ["frame-0000.png"])
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: dir + "/out/bad-image/frame-0000.png")))
    #expect(Array(bytes.suffix(8)) == [0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82], "ends with IEND")
    #expect(try CLIRunner.pngSize(dir + "/out/bad-image/frame-0000.png") == (40, 40))
  }

  @Test(.enabled(if: PreviewCommandTests.hasFFmpeg))
  func previewFailingMidwayLeavesNoVideo() throws {
    let dir = try badImageFolder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = try CLIRunner.run(["preview", "bad-image.json", "-o", "movie/p.mp4"], in: dir)
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix(Self.imageError), "\(result.stderr)")
    #expect(CLIRunner.files(in: dir + "/movie") == [])
  }

  @Test func statesToAFileLeavesNoTemporaryFile() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = try CLIRunner.run(
      ["states", CLIRunner.scene("basics/fade.json"), "--fps", "10", "-o", "dump/fade.json"], in: dir)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(CLIRunner.files(in: dir + "/dump") == ["fade.json"])
    let json = try JSONSerialization.jsonObject(
      with: Data(contentsOf: URL(fileURLWithPath: dir + "/dump/fade.json")))
    #expect((json as? [String: Any])?["scene"] as? String == "fade")
  }

  @Test func sceneArgumentsThatAreNotSceneFiles() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(atPath: dir + "/folder.json", withIntermediateDirectories: true)
    try Data().write(to: URL(fileURLWithPath: dir + "/empty.json"))
    for command in ["render", "states", "lint"] {
      let folder = try CLIRunner.run([command, "folder.json"], in: dir)
      #expect(folder.status == 2, "\(command)")
      let missing = try CLIRunner.run([command, "nowhere.json"], in: dir)
      #expect(missing.status == 2, "\(command)")
      let empty = try CLIRunner.run([command, "empty.json"], in: dir)
      #expect(empty.status == 2, "\(command)")
      if command != "lint" {
        #expect(folder.stderr == "error: folder.json: is a directory, not a scene file\n")
        #expect(missing.stderr == "error: nowhere.json: no such file\n")
        #expect(
          empty.stderr == "error: empty.json: line 1, column 1: unexpected end of file; expected a value\n")
      }
    }
    #expect(CLIRunner.files(in: dir) == ["empty.json", "folder.json"], "nothing written")
  }

  @Test func outOfRangeOptions() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let scene = CLIRunner.scene("basics/match-basic.json")
    let cases: [([String], String)] = [
      (["--fps", "0"], "error: --fps must be greater than 0 and at most 1000\n"),
      (["--fps", "nan"], "error: --fps must be greater than 0 and at most 1000\n"),
      (["--scale", "100"], "error: The value '100' is invalid for '--scale <scale>': \(Self.scaleRule)\n"),
      (["--scale", "1e300"], "error: The value '1e300' is invalid for '--scale <scale>': \(Self.scaleRule)\n"),
      (["--scale", "nan"], "error: The value 'nan' is invalid for '--scale <scale>': \(Self.scaleRule)\n"),
      (["--scale", "0.0001"], "error: \(scene): --scale 0.0001 makes the canvas 0.02×0.0356 pixels; a frame needs"),
      (["--frames", "5..2"], "error: --frames '5..2': the start is after the end\n"),
      (["--frames", "1000"], "error: --frames '1000': the scene has 20 frames (0..19)\n"),
      (["--at", "1.5"], "error: --at '1.5': '1.5' is not a progress fraction in 0…1\n"),
      (["--at", "nan"], "error: --at 'nan': 'nan' is not a progress fraction in 0…1\n"),
    ]
    for (options, message) in cases {
      let result = try CLIRunner.run(["render", scene] + options, in: dir)
      #expect(result.status == 2, "\(options)")
      #expect(result.stderr.hasPrefix(message), "\(options): \(result.stderr)")
    }
    #expect(CLIRunner.files(in: dir) == [], "nothing written")
  }

  static let scaleRule = "a scale is a number more than 0 and at most 3"

  /// Every command with `--scale` parses it with the one scale rule (`PixelScale`).
  @Test func everyScaleOptionFollowsTheOneRule() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let scene = CLIRunner.scene("basics/match-basic.json")
    for command in [
      ["render", scene], ["preview", scene], ["sheet", scene], ["import", "storyboard", "x.storyboard", "--list"],
    ] {
      let result = try CLIRunner.run(command + ["--scale", "1e300"], in: dir)
      #expect(result.status == 2, "\(command)")
      #expect(result.stderr.hasPrefix("error: The value '1e300' is invalid for '--scale <scale>': \(Self.scaleRule)\n"))
    }
    #expect(CLIRunner.files(in: dir) == [], "nothing written")
  }

  /// Found by fuzzing: a finite but absurd duration (or fps) made the frame count overflow `Int`,
  /// and `hero` crashed with "Illegal instruction".
  @Test func absurdDurationsAndFrameRatesAreErrors() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let long = """
      { "canvas": { "width": 40, "height": 40, "scale": 1 }, "transition": { "duration": 1e300 },
        "from": { "id": "home" }, "to": { "id": "detail", "children": [
          { "id": "a", "frame": [0, 0, 10, 10], "modifiers": "fade" } ] } }
      """
    try long.write(toFile: dir + "/long.json", atomically: true, encoding: .utf8)
    for command in ["render", "states"] {
      let result = try CLIRunner.run([command, "long.json"], in: dir)
      #expect(result.status == 2, "\(command): \(result.stderr)")
      #expect(
        result.stderr
          == "error: long.json: transition: the transition would last 1e+300 s; at most 3600 s is supported (check durations, delays and script times) (line 1, column 70)\n"
      )
    }
    let fast = long.replacingOccurrences(of: "\"duration\": 1e300", with: "\"duration\": 1")
      .replacingOccurrences(of: "\"transition\"", with: "\"fps\": 1e300, \"transition\"")
    try fast.write(toFile: dir + "/fast.json", atomically: true, encoding: .utf8)
    let scene = try CLIRunner.run(["render", "fast.json"], in: dir)
    #expect(scene.status == 2)
    #expect(
      scene.stderr == "error: fast.json: fps: 1e+300 fps is too many; at most 1000 (line 1, column 63)\n")
    let option = try CLIRunner.run(
      ["render", CLIRunner.scene("basics/fade.json"), "--fps", "1e300"], in: dir)
    #expect(option.status == 2)
    #expect(option.stderr.hasPrefix("error: --fps must be greater than 0 and at most 1000\n"))
    #expect(CLIRunner.files(in: dir) == ["fast.json", "long.json"], "nothing written")
  }

  @Test func anOutputFolderBlockedByAFile() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try "x".write(toFile: dir + "/afile", atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(["render", CLIRunner.scene("basics/fade.json"), "-o", "afile"], in: dir)
    #expect(result.status == 2)
    #expect(
      result.stderr == "error: cannot prepare output folder 'afile/fade': 'afile' is a file, not a folder\n")
    // The same words for a file's folder, whether the command writes it piecewise (`states`) or whole (`sheet`).
    for command in [["states", "-o", "afile/states.json"], ["sheet", "-o", "afile/sheet.png"]] {
      let blocked = try CLIRunner.run([command[0], CLIRunner.scene("basics/fade.json")] + command.dropFirst(), in: dir)
      #expect(blocked.status == 2, "\(command)")
      #expect(
        blocked.stderr.hasPrefix("error: cannot prepare output folder '")
          && blocked.stderr.hasSuffix("afile' is a file, not a folder\n"), "\(blocked.stderr)")
    }
    // Regression: the check for a file in the way crashed on a one-letter folder name.
    let short = try CLIRunner.run(
      ["render", CLIRunner.scene("basics/fade.json"), "-o", "o", "--frames", "0"], in: dir)
    #expect(short.status == 0, "\(short.stderr)")
    #expect(CLIRunner.files(in: dir + "/o/fade") == ["frame-0000.png"])
  }
}
