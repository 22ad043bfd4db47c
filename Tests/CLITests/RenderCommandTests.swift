import Foundation
import Testing

@Suite struct RenderCommandTests {
  let scene = CLIRunner.scene("basics/match-basic.json")

  /// The frame count the state dump reports at `fps`.
  func frameCount(fps: Int) throws -> Int {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = try CLIRunner.run(["states", scene, "--fps", String(fps)], in: dir)
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    return try #require(json?["frameCount"] as? Int)
  }

  @Test func writesEveryFrameAsZeroPaddedPNGs() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = try CLIRunner.run(["render", scene, "--fps", "20"], in: dir)
    #expect(result.status == 0, "\(result.stderr)")
    let files = CLIRunner.files(in: dir + "/out/match-basic")
    let count = try frameCount(fps: 20)
    #expect(count > 2)
    #expect(files == (0..<count).map { String(format: "frame-%04d.png", $0) })
    let size = try CLIRunner.pngSize(dir + "/out/match-basic/frame-0000.png")
    #expect(size.width == 400 && size.height == 712)
    #expect(result.stdout == "match-basic: \(count) frames (400×712 px) → out/match-basic/\n")
  }

  /// A shorter re-render into the same folder leaves none of the last run's frames behind, and
  /// nothing else in the folder is touched.
  @Test func aShorterRerenderRemovesTheStaleFrames() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(try CLIRunner.run(["render", scene, "--fps", "20"], in: dir).status == 0)
    try "keep".write(toFile: dir + "/out/match-basic/notes.txt", atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(["render", scene, "--fps", "10"], in: dir)
    #expect(result.status == 0, "\(result.stderr)")
    let count = try frameCount(fps: 10)
    #expect(count < (try frameCount(fps: 20)))
    #expect(
      CLIRunner.files(in: dir + "/out/match-basic")
        == (0..<count).map { String(format: "frame-%04d.png", $0) } + ["notes.txt"])
  }

  @Test func rendersProgressSamplesAtAScale() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = try CLIRunner.run(
      ["render", scene, "-o", "frames", "--at", "0,0.25,1", "--scale", "1"], in: dir)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(CLIRunner.files(in: dir + "/frames/match-basic") == ["p000.png", "p025.png", "p100.png"])
    let size = try CLIRunner.pngSize(dir + "/frames/match-basic/p025.png")
    #expect(size.width == 200 && size.height == 356)
  }

  @Test func rendersAFrameRange() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = try CLIRunner.run(["render", scene, "--frames", "2..4", "--json"], in: dir)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      CLIRunner.files(in: dir + "/out/match-basic") == ["frame-0002.png", "frame-0003.png", "frame-0004.png"])
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
    #expect(json?.first?["files"] as? [String] == ["frame-0002.png", "frame-0003.png", "frame-0004.png"])
  }

  @Test func rejectsBadOptionsWithStatus2() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let range = try CLIRunner.run(["render", scene, "--frames", "5..2"], in: dir)
    #expect(range.status == 2)
    #expect(range.stderr == "error: --frames '5..2': the start is after the end\n")
    let at = try CLIRunner.run(["render", scene, "--at", "0,2"], in: dir)
    #expect(at.status == 2)
    #expect(at.stderr == "error: --at '0,2': '2' is not a progress fraction in 0…1\n")
    let usage = try CLIRunner.run(["render"], in: dir)
    #expect(usage.status == 2)
    #expect(usage.stderr.hasPrefix("error: Missing expected argument '<scenes> ...'"))
    let clash = try CLIRunner.run(["render", scene, "other/match-basic.json"], in: dir)
    #expect(clash.status == 2)
    #expect(
      clash.stderr.hasPrefix(
        "error: \(scene) and other/match-basic.json would both write out/match-basic/; render them separately"
      ))
    let missing = try CLIRunner.run(["render", "nope.json"], in: dir)
    #expect(missing.status == 2)
    #expect(missing.stderr == "error: nope.json: no such file\n")
  }

  /// A scene over the frame limit, or at a scale too small for a pixel, is refused before its
  /// output folder is created: nothing is left behind.
  @Test func aRefusedRenderCreatesNoFolder() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: scene))) as? [String: Any])
    var transition = try #require(object["transition"] as? [String: Any])
    transition["duration"] = 3600
    object["transition"] = transition
    try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: dir + "/long.json"))
    let long = try CLIRunner.run(["render", "long.json", "-o", "frames"], in: dir)
    #expect(long.status == 2)
    #expect(long.stderr.contains("216001 frames exceed the limit of 36000"), "\(long.stderr)")
    let tiny = try CLIRunner.run(["render", scene, "--scale", "0.0001", "-o", "frames"], in: dir)
    #expect(tiny.status == 2)
    #expect(tiny.stderr.contains("at least 1 pixel a side"), "\(tiny.stderr)")
    #expect(CLIRunner.files(in: dir) == ["long.json"])
  }

  /// A render whose first frame fails (here: a fading view too tall for its snapshot) leaves no
  /// empty folder behind; one that wrote frames keeps them (whole frames only).
  @Test func aRenderFailingAtItsFirstFrameLeavesNoFolder() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let tall = """
      { "canvas": { "width": 40, "height": 40, "scale": 1 }, "transition": { "duration": 0.05 },
        "from": { "id": "a", "children": [ { "id": "tall", "frame": [0, 0, 40, 20000], "backgroundColor": "red",
          "modifiers": "fade" } ] },
        "to": { "id": "b" } }
      """
    try tall.write(toFile: dir + "/tall.json", atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(["render", "tall.json", "-o", "frames", "-j", "1"], in: dir)
    #expect(result.status == 2)
    #expect(result.stderr.contains("snapshot 'from/tall'"), "\(result.stderr)")
    #expect(CLIRunner.files(in: dir) == ["tall.json"])
    // The same for a preview's folder (the same mechanism, `OutputFolder.prepare(_:for:)`).
    if PreviewCommandTests.hasFFmpeg {
      let preview = try CLIRunner.run(["preview", "tall.json", "-o", "videos/tall.mp4", "-j", "1"], in: dir)
      #expect(preview.status == 2, "\(preview.stderr)")
      #expect(CLIRunner.files(in: dir) == ["tall.json"])
    }
  }
}
