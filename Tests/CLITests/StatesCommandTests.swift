import Foundation
import HeroTestSupport
import Testing

@Suite struct StatesCommandTests {
  @Test func printsValidJSONWithTheDocumentedFields() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = try CLIRunner.run(
      ["states", CLIRunner.scene("basics/match-basic.json"), "--fps", "10"], in: dir)
    #expect(result.status == 0, "\(result.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(json["scene"] as? String == "match-basic")
    #expect(json["canvas"] as? [String: Double] == ["width": 200, "height": 356, "scale": 2])
    #expect(json["fps"] as? Double == 10)
    let duration = try #require(json["duration"] as? Double)
    #expect(duration > 0)
    let frames = try #require(json["frames"] as? [[String: Any]])
    #expect(json["frameCount"] as? Int == frames.count)
    // Frames sample t = i / fps while t < duration, plus the end state.
    #expect(frames.count == Int((duration * 10 - 1e-9).rounded(.up)) + 1)
    #expect(frames.first?["time"] as? Double == 0)
    #expect(frames.first?["progress"] as? Double == 0)
    #expect(frames.last?["time"] as? Double == duration)
    #expect(frames.last?["progress"] as? Double == 1)
    let alwaysPrinted = try StateDumpDocs.fields(section: "Layer").filter(\.always).map(\.name)
    var viewKeys: Set<String> = []
    for (i, frame) in frames.enumerated() {
      #expect(frame["index"] as? Int == i)
      let layers = try #require(frame["layers"] as? [[String: Any]])
      #expect(!layers.isEmpty)
      for layer in layers {
        for field in alwaysPrinted { #expect(layer[field] != nil, "frame \(i) layer lacks \(field)") }
        #expect((layer["transform"] as? [Double])?.count == 16)
        #expect(["snapshot", "view", "image", "none"].contains(layer["content"] as? String ?? ""))
        if let view = layer["view"] as? String, let side = layer["side"] as? String {
          #expect(layer["key"] as? String == "\(side)/\(view)")
          viewKeys.insert("\(side)/\(view)")
        }
      }
    }
    #expect(viewKeys.contains("to/red") || viewKeys.contains("from/red"))
  }

  @Test func writesToAFile() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = try CLIRunner.run(
      ["states", CLIRunner.scene("basics/match-basic.json"), "-o", "dumps/m.json"], in: dir)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    let data = try Data(contentsOf: URL(fileURLWithPath: dir + "/dumps/m.json"))
    let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    #expect(json?["fps"] as? Double == 60)
  }

  /// `hero states … | head -c 100`: the reader going away ends the dump at the next write, without
  /// a message and with status 141 (docs/cli.md), also when SIGPIPE is ignored (inherited, as here)
  /// and the write fails instead of the signal ending `hero`.
  @Test func aClosedPipeEndsTheDumpQuietly() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // At 1000 fps the dump is far more than a pipe holds, so writes go on after `head` has left.
    let script = """
      trap '' PIPE
      "$0" states "$1" --fps 1000 2>"$2" | head -c 100 >/dev/null
      echo "${PIPESTATUS[0]}"
      """
    let status = try CLIRunner.standardOutput(
      "bash", ["-c", script, heroExecutablePath(), CLIRunner.scene("basics/match-basic.json"), dir + "/stderr"])
    #expect(String(decoding: status, as: UTF8.self) == "141\n")
    #expect(try String(contentsOfFile: dir + "/stderr", encoding: .utf8) == "")
  }
}
