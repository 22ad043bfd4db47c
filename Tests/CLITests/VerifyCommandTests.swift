import Foundation
import Testing

@Suite struct VerifyCommandTests {
  /// A temp project with scenes/basics/match-basic.json and its goldens recorded by `hero record`.
  func project() throws -> String {
    let dir = try CLIRunner.temporaryDirectory()
    try FileManager.default.createDirectory(atPath: dir + "/scenes/basics", withIntermediateDirectories: true)
    try CLIRunner.writeGalleryProjectFile(in: dir)
    try FileManager.default.copyItem(
      atPath: CLIRunner.scene("basics/match-basic.json"), toPath: dir + "/scenes/basics/match-basic.json")
    let record = try CLIRunner.run(["record"], in: dir)
    #expect(record.status == 0, "\(record.stderr)")
    #expect(record.stdout == "recorded basics/match-basic: 5 of 5 samples → golden/basics/match-basic/\n")
    return dir
  }

  @Test func recordWritesOneGoldenPerSample() throws {
    let dir = try project()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(
      CLIRunner.files(in: dir + "/golden/basics/match-basic")
        == ["p000.png", "p025.png", "p050.png", "p075.png", "p100.png", "renderer.json"])
    let size = try CLIRunner.pngSize(dir + "/golden/basics/match-basic/p050.png")
    #expect(size.width == 400 && size.height == 712)
  }

  @Test func passesAgainstFreshGoldens() throws {
    let dir = try project()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = try CLIRunner.run(["verify"], in: dir)
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout == "ok    basics/match-basic (5 samples)\n1 passed, 0 failed\n")
    #expect(!FileManager.default.fileExists(atPath: dir + "/artefacts"))
  }

  @Test func failsWithDiffImagesWhenAGoldenIsAltered() throws {
    let dir = try project()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let golden = dir + "/golden/basics/match-basic"
    // The start frame in place of the middle one: a visible, real difference.
    try FileManager.default.removeItem(atPath: golden + "/p050.png")
    try FileManager.default.copyItem(atPath: golden + "/p000.png", toPath: golden + "/p050.png")
    let result = try CLIRunner.run(
      ["verify", "scenes/basics/match-basic.json", "--report", "report"], in: dir)
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix("FAIL  scenes/basics/match-basic.json p050 (t 0.") == true)
    #expect(lines.first?.contains("; diff report/basics/match-basic/p050/diff.png; ") == true)
    #expect(
      lines.first?.hasSuffix("; accept: hero record scenes/basics/match-basic.json --samples p050") == true)
    #expect(lines.last == "0 passed, 1 failed; report: report/index.html")
    let artefacts = CLIRunner.files(in: dir + "/report/basics/match-basic/p050")
    #expect(
      artefacts.contains("diff.png") && artefacts.contains("actual.png")
        && artefacts.contains("reference.png"))
    #expect(CLIRunner.files(in: dir + "/report/basics/match-basic") == ["p050"])
    let html = try String(contentsOfFile: dir + "/report/index.html", encoding: .utf8)
    let diff = try Data(contentsOf: URL(fileURLWithPath: dir + "/report/basics/match-basic/p050/diff.png"))
    #expect(html.contains("data:image/png;base64," + diff.base64EncodedString()), "the diff is inlined in the page")
  }

  /// A scene never recorded is one line that says how to record it, not a "no golden" line per sample.
  @Test func aSceneWithoutGoldensIsOneLine() throws {
    let dir = try project()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.copyItem(
      atPath: CLIRunner.scene("basics/fade.json"), toPath: dir + "/scenes/basics/fade.json")
    let result = try CLIRunner.run(["verify", "--golden", "golden"], in: dir)
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        FAIL  scenes/basics/fade.json: no goldens (5 samples in golden/basics/fade/): record with hero record scenes/basics/fade.json
        ok    basics/match-basic (5 samples)
        1 passed, 1 failed

        """, "\(result.stdout)")
    let elsewhere = try CLIRunner.run(["verify", "scenes/basics/fade.json", "--golden", "other"], in: dir)
    #expect(
      elsewhere.stdout.hasSuffix(
        "record with hero record scenes/basics/fade.json --golden other\n0 passed, 1 failed\n"), "\(elsewhere.stdout)")
  }

  @Test func failsWhenAGoldenIsMissing() throws {
    let dir = try project()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.removeItem(atPath: dir + "/golden/basics/match-basic/p100.png")
    let result = try CLIRunner.run(["verify", "--json"], in: dir)
    #expect(result.status == 1)
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
    let samples = try #require(json?.first?["samples"] as? [[String: Any]])
    #expect(samples.map { $0["status"] as? String } == ["passed", "passed", "passed", "passed", "missing"])
    #expect(FileManager.default.fileExists(atPath: dir + "/artefacts/basics/match-basic/p100/actual.png"))
  }
}
