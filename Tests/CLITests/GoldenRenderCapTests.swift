import Foundation
import Testing

/// `golden.samples` × variants is capped (issue 29, §3): a small scene asking for tens of millions of
/// renders across its variants passed lint and hung record and verify; now lint refuses it, naming the
/// path and line, and so does every command that loads it.
@Suite struct GoldenRenderCapTests {
  @Test func lintRefusesMoreGoldenRendersThanTheCap() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    var scene = try String(contentsOfFile: CLIRunner.scene("basics/fade.json"), encoding: .utf8)
    let samples = (1...40_001).map { String(Double($0) / 40_002) }.joined(separator: ",")
    scene = scene.replacingOccurrences(
      of: "{\n  \"name\": \"fade\",", with: "{\n  \"golden\": {\"samples\": [\(samples)]},\n  \"name\": \"fade\",")
    try scene.write(toFile: dir + "/fade.json", atomically: true, encoding: .utf8)
    let lint = try CLIRunner.run(["lint", "fade.json"], in: dir)
    #expect(lint.status == 2, "\(lint.stdout)\(lint.stderr)")
    let output = lint.stdout + lint.stderr
    #expect(
      output.contains(
        "golden.samples: 40001 samples × 1 variants = 40001 golden renders; a scene may ask for at most 40000"),
      "\(output.prefix(2000))")
    #expect(output.contains("line 2"), "\(output.prefix(2000))")
  }
}
