import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `hero verify` / `record` as a CI gate: failure lines, accepting, JUnit, annotations, shards, merged reports.
@Suite struct VerifyGateTests {
  /// A temp project holding `scenes` (names under scenes/basics/) with goldens recorded by `hero record`.
  func project(_ scenes: [String] = ["match-basic"], label: String = #function) throws -> String {
    let dir = try CLIRunner.temporaryDirectory(label)
    try FileManager.default.createDirectory(atPath: dir + "/scenes/basics", withIntermediateDirectories: true)
    try CLIRunner.writeGalleryProjectFile(in: dir)
    for name in scenes {
      try FileManager.default.copyItem(
        atPath: CLIRunner.scene("basics/\(name).json"), toPath: dir + "/scenes/basics/\(name).json")
    }
    let record = try CLIRunner.run(["record"], in: dir)
    #expect(record.status == 0, "\(record.stderr)")
    return dir
  }

  /// Puts the start frame in place of the middle one: a visible, real difference.
  func breakMiddleGolden(_ dir: String, scene: String = "match-basic") throws {
    let golden = dir + "/golden/basics/\(scene)"
    try FileManager.default.removeItem(atPath: golden + "/p050.png")
    try FileManager.default.copyItem(atPath: golden + "/p000.png", toPath: golden + "/p050.png")
  }

  @Test func failureLineNamesEverythingAndItsCommandAcceptsTheChange() throws {
    let dir = try project()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try breakMiddleGolden(dir)
    let fail = try CLIRunner.run(["verify"], in: dir)
    #expect(fail.status == 1)
    let line = try #require(fail.stdout.split(separator: "\n").first.map(String.init))
    // match-basic lasts 0.306 s at 60 fps: p050 is t 0.153 s, nearest frame 9.
    #expect(
      line.hasPrefix("FAIL  scenes/basics/match-basic.json p050 (t 0.153 s, frame 9 at 60 fps): "), "\(line)")
    #expect(line.contains(" pixels differ, budget 0; max Δ "), "\(line)")
    #expect(
      line.contains(
        ", tolerance 0; golden golden/basics/match-basic/p050.png; diff artefacts/basics/match-basic/p050/diff.png"
      ))
    let command = try #require(line.components(separatedBy: "; accept: hero ").last)
    let before = try Data(contentsOf: URL(fileURLWithPath: dir + "/golden/basics/match-basic/p000.png"))
    let accept = try CLIRunner.run(command.split(separator: " ").map(String.init), in: dir)
    #expect(accept.status == 0, "\(accept.stderr)")
    #expect(accept.stdout == "recorded basics/match-basic: 1 of 5 samples → golden/basics/match-basic/\n")
    #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/golden/basics/match-basic/p000.png")) == before)
    let pass = try CLIRunner.run(["verify"], in: dir)
    #expect(pass.status == 0, "\(pass.stdout)")
  }

  @Test func recordFailedRewritesOnlyWhatDiffers() throws {
    let dir = try project()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try breakMiddleGolden(dir)
    try FileManager.default.removeItem(atPath: dir + "/golden/basics/match-basic/p100.png")
    let record = try CLIRunner.run(["record", "--failed"], in: dir)
    #expect(record.status == 0, "\(record.stderr)")
    // p050 differed and p100 was missing; the other three still match and are left alone.
    #expect(record.stdout == "recorded basics/match-basic: 2 of 5 samples → golden/basics/match-basic/\n")
    #expect(try CLIRunner.run(["verify"], in: dir).status == 0)
    let again = try CLIRunner.run(["record", "--failed"], in: dir)
    #expect(again.stdout == "recorded basics/match-basic: 0 of 5 samples → golden/basics/match-basic/\n")
  }

  @Test func recordRejectsAnUnknownSampleName() throws {
    let dir = try project()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = try CLIRunner.run(
      ["record", "scenes/basics/match-basic.json", "--samples", "p051"], in: dir)
    #expect(result.status == 2)
    #expect(result.stderr.contains("no sample named p051; its samples are p000, p025, p050, p075, p100"))
  }

  @Test func sizeMismatchSaysBothSizes() throws {
    let dir = try project()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let small = try CLIRunner.run(
      ["render", "scenes/basics/match-basic.json", "--at", "0.5", "--scale", "1", "-o", "small"], in: dir)
    #expect(small.status == 0, "\(small.stderr)")
    try FileManager.default.removeItem(atPath: dir + "/golden/basics/match-basic/p050.png")
    try FileManager.default.copyItem(
      atPath: dir + "/small/match-basic/p050.png", toPath: dir + "/golden/basics/match-basic/p050.png")
    let result = try CLIRunner.run(["verify"], in: dir)
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        ": size differs: golden 200×356, actual 400×712; golden golden/basics/match-basic/p050.png"),
      "\(result.stdout)")
  }

  @Test func junitAndGitHubAnnotations() throws {
    let dir = try project(["match-basic", "fade"])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try breakMiddleGolden(dir)
    try Data("{\n  \"name\": 3\n}\n".utf8).write(to: URL(fileURLWithPath: dir + "/scenes/basics/broken.json"))
    let result = try CLIRunner.run(
      ["verify", "--junit", "out/junit.xml"], in: dir, environment: ["GITHUB_ACTIONS": "true"])
    #expect(result.status == 2, "invalid input outranks a failure")
    let annotations = result.stdout.split(separator: "\n").filter { $0.hasPrefix("::error ") }
    #expect(annotations.count == 2, "\(result.stdout)")
    // At the line of the view that matches the difference best (docs/ci.md), one of those it names.
    let failing = try #require(annotations.first { $0.hasPrefix("::error file=scenes/basics/match-basic.json,line=") })
    #expect(
      failing.contains(
        ",title=hero verify%3A basics/match-basic p050::scenes/basics/match-basic.json p050 (t 0.153 s"),
      "\(failing)")
    let line = try #require(Int(failing.split(separator: ",")[1].dropFirst("line=".count)))
    let changed = try #require(failing.components(separatedBy: "; changed: ").last).components(separatedBy: ", ")
    let text = try String(contentsOfFile: dir + "/scenes/basics/match-basic.json", encoding: .utf8)
    let written = text.components(separatedBy: "\n")[line - 1]
    #expect(
      changed.contains { $0.split(separator: "/").last.map { written.contains("\"id\": \"\($0)\"") } ?? false },
      "line \(line): \(written) for \(changed)")
    #expect(annotations.contains { $0.hasPrefix("::error file=scenes/basics/broken.json,line=2,col=") })
    let xml = try String(contentsOfFile: dir + "/out/junit.xml", encoding: .utf8)
    #expect(
      xml.contains("<testsuites name=\"hero verify\" tests=\"11\" failures=\"1\" errors=\"1\">"), "\(xml)")
    #expect(
      xml.contains("<testcase classname=\"basics/fade\" name=\"p050\" file=\"scenes/basics/fade.json\"/>"))
    #expect(
      xml.contains("<failure message=\"scenes/basics/match-basic.json p050 (t 0.153 s, frame 9 at 60 fps): "))
    #expect(xml.contains("type=\"invalid scene\""))
    // Well-formed XML.
    #expect((try? XMLDocument(xmlString: xml)) != nil)
    let plain = try CLIRunner.run(["verify"], in: dir, environment: ["GITHUB_ACTIONS": "false"])
    #expect(!plain.stdout.contains("::error"))
  }

  @Test func shardsSplitTheScenesOnceAndMergeIntoOneReport() throws {
    let scenes = ["card-shadow", "fade", "match-basic", "push-interactive"]
    let dir = try project(scenes)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try breakMiddleGolden(dir, scene: "fade")
    try breakMiddleGolden(dir, scene: "push-interactive")
    var covered: [String] = []
    for i in 1...3 {
      let r = try CLIRunner.run(
        ["verify", "--shard", "\(i)/3", "--report", "report-\(i)", "--json"], in: dir)
      let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]]
      covered += (json ?? []).compactMap { $0["id"] as? String }
    }
    #expect(covered.sorted() == scenes.map { "basics/" + $0 })
    let merged = try CLIRunner.run(
      ["merge-reports", "report-1", "report-2", "report-3", "-o", "report", "--junit", "report/junit.xml"],
      in: dir)
    #expect(merged.status == 1, "\(merged.stderr)")
    #expect(merged.stdout == "2 passed, 2 failed from 3 reports; report: report/index.html\n")
    for scene in ["fade", "push-interactive"] {
      #expect(
        CLIRunner.files(in: dir + "/report/basics/\(scene)/p050") == [
          "actual.png", "diff.png", "reference.png",
        ])
    }
    let html = try String(contentsOfFile: dir + "/report/index.html", encoding: .utf8)
    let diff = try Data(contentsOf: URL(fileURLWithPath: dir + "/report/basics/fade/p050/diff.png"))
    #expect(html.contains("data:image/png;base64," + diff.base64EncodedString()))
    #expect(html.components(separatedBy: "data-status=\"passed\"").count - 1 == 2)
    let xml = try String(contentsOfFile: dir + "/report/junit.xml", encoding: .utf8)
    #expect(xml.contains("tests=\"20\" failures=\"2\" errors=\"0\""))
    // The same scene in two reports means the shards did not agree.
    let twice = try CLIRunner.run(["merge-reports", "report-1", "report-1", "-o", "twice"], in: dir)
    #expect(twice.status == 2)
    #expect(twice.stderr.contains("were all shards run with the same --shard count?"))
    let missing = try CLIRunner.run(["merge-reports", "report-1", "no-report", "-o", "none"], in: dir)
    #expect(missing.status == 2)
    #expect(
      missing.stderr.contains("no-report/report.json: no such file; run 'hero verify --report no-report' first"),
      "\(missing.stderr)")
  }

  @Test func shardOptionIsChecked() throws {
    let dir = try project()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    for bad in ["0/2", "3/2", "1", "a/b"] {
      let r = try CLIRunner.run(["verify", "--shard", bad], in: dir)
      #expect(r.status == 2 && r.stderr.contains("--shard '\(bad)' must be i/n"), "\(bad): \(r.stderr)")
    }
    let render = try CLIRunner.run(
      ["render", "scenes/basics/match-basic.json", "--at", "0", "--shard", "2/2", "-o", "frames"], in: dir)
    #expect(render.status == 0 && render.stdout.isEmpty, "shard 2 of 2 of one scene renders nothing")
  }

  @Test func reportViewerAndStaleImagesAreCleared() throws {
    let dir = try project(["match-basic", "fade"])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try breakMiddleGolden(dir, scene: "fade")
    _ = try CLIRunner.run(["verify", "--report", "report"], in: dir)
    let html = try String(contentsOfFile: dir + "/report/index.html", encoding: .utf8)
    for part in [
      "['slider', 'slider'], ['overlay', 'overlay'], ['blink', 'blink']", "export function createViewer",
      "accept: <code>hero record scenes/basics/fade.json --samples p050</code>", "t 0.",
      "<tr data-scene=\"basics/match-basic\" data-status=\"passed\">", "<script type=\"module\">",
    ] {
      #expect(html.contains(part), "\(part)")
    }
    #expect(!html.contains("http://") && !html.contains("https://"), "self-contained")
    #expect(CLIRunner.files(in: dir + "/report/basics/fade") == ["p050"])
    // Accepted, then verified again: the old images go, the page lists both scenes as passed.
    _ = try CLIRunner.run(["record", "--failed"], in: dir)
    let pass = try CLIRunner.run(["verify", "--report", "report"], in: dir)
    #expect(pass.status == 0)
    #expect(!FileManager.default.fileExists(atPath: dir + "/report/basics/fade"))
    let after = try String(contentsOfFile: dir + "/report/index.html", encoding: .utf8)
    #expect(after.contains("2 passed, 0 failed · 0 failing samples."))
    #expect(!after.contains("<details class=\"sample\""))
  }
}
