import Foundation
import HeroTestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Names and values from input files reach every output with their control characters escaped: a
/// JSON key `"x\n::error::INJECTED"` put a line starting `::error::` on stderr, which GitHub's runner
/// reads as a workflow command. Each output is checked with a hostile key, a hostile id and a
/// hostile file name holding a line break.
@Suite struct HostileTextTests {
  static let injected = "::error::INJECTED"

  /// No line of `text` starts (after blanks) with a workflow command but our own annotations.
  func expectNoInjectedCommand(_ text: String, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
    for line in text.split(separator: "\n") {
      let body = line.drop { $0 == " " || $0 == "\t" }
      #expect(
        !(body.hasPrefix("::") || body.hasPrefix("##[")) || body.hasPrefix("::error file="),
        "\(what): \(line)", sourceLocation: sourceLocation)
    }
    #expect(
      !text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0 == "\u{9B}" || $0 == "\u{202E}" },
      "\(what)", sourceLocation: sourceLocation)
  }

  /// A copy of `basics/fade.json` with `members` (JSON text) added first in its top-level object.
  func scene(adding members: String) throws -> String {
    let text = try String(contentsOfFile: CLIRunner.scene("basics/fade.json"), encoding: .utf8)
    let brace = try #require(text.firstIndex(of: "{"))
    return "{" + members + "," + text[text.index(after: brace)...]
  }

  /// `##[command]` is read by the runner anywhere in a line, not only at its start (issue 29, §4):
  /// `unknown colour 'x ##[stop-commands]…'` reached it raw. The terminal writes it `#\u0023[`,
  /// which `lint --json` decodes back to the value.
  @Test func aWorkflowCommandInsideALineIsEscaped() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let text = try String(contentsOfFile: CLIRunner.scene("basics/fade.json"), encoding: .utf8)
    try text.replacingOccurrences(of: "\"#F2F2F7\"", with: "\"x ##[stop-commands]token\"").write(
      toFile: dir + "/hostile.json", atomically: true, encoding: .utf8)
    let lint = try CLIRunner.run(["lint", "hostile.json"], in: dir)
    #expect(lint.status == 2)
    #expect(!lint.stderr.contains("##["), "\(lint.stderr)")
    #expect(lint.stderr.contains(#"unknown colour 'x #\u0023[stop-commands]token'"#), "\(lint.stderr)")
    let json = try CLIRunner.run(["lint", "--json", "hostile.json"], in: dir)
    #expect(!json.stdout.contains("##["))
    let parsed = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
    #expect(String(describing: parsed ?? []).contains("##[stop-commands]"), "\(json.stdout)")
  }

  @Test func aHostileKeyInTerminalMessagesAndLintJSON() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try scene(adding: #""x\n::error::INJECTED\u001b[2J\u202e": 1"#).write(
      toFile: dir + "/hostile.json", atomically: true, encoding: .utf8)
    let lint = try CLIRunner.run(["lint", "hostile.json"], in: dir)
    #expect(lint.status == 2)
    expectNoInjectedCommand(lint.stderr, "lint")
    #expect(lint.stderr.contains(#"unknown key 'x\n::error::INJECTED\u{1B}[2J\u{202E}'"#), "\(lint.stderr)")
    let json = try CLIRunner.run(["lint", "--json", "hostile.json"], in: dir)
    expectNoInjectedCommand(json.stdout, "lint --json")
    let parsed = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
    #expect(parsed?.count == 1, "\(json.stdout)")
    // And through a duplicate key, which the JSON reader reports.
    try #"{"a\u2028::error::X": 1, "a\u2028::error::X": 2}"#.write(
      toFile: dir + "/twice.json", atomically: true, encoding: .utf8)
    let twice = try CLIRunner.run(["lint", "twice.json"], in: dir)
    expectNoInjectedCommand(twice.stderr, "duplicate key")
    #expect(twice.stderr.contains(#"duplicate key 'a\u{2028}::error::X'"#), "\(twice.stderr)")
  }

  /// `hero verify` with GitHub annotations, JUnit and the HTML report, over a failing scene whose file
  /// name (and so its id) holds a line break, a C0 control and a bidi override, and an invalid
  /// scene with a hostile key.
  /// A project whose one scene is `basics/match-basic.json` copied to `scenes/<name>.json`,
  /// recorded (what `record` printed), then with its p050 golden replaced by p000, so verify fails it.
  func projectFailingOneSample(named name: String, label: String = #function) throws -> (
    dir: String, record: CLIRunner.Result
  ) {
    let dir = try CLIRunner.temporaryDirectory(label)
    try FileManager.default.createDirectory(atPath: dir + "/scenes", withIntermediateDirectories: true)
    try CLIRunner.writeGalleryProjectFile(in: dir)
    try FileManager.default.copyItem(
      atPath: CLIRunner.scene("basics/match-basic.json"), toPath: dir + "/scenes/\(name).json")
    let record = try CLIRunner.run(["record"], in: dir)
    #expect(record.status == 0, "\(record.stderr)")
    let golden = dir + "/golden/\(name)"
    try FileManager.default.removeItem(atPath: golden + "/p050.png")
    try FileManager.default.copyItem(atPath: golden + "/p000.png", toPath: golden + "/p050.png")
    return (dir, record)
  }

  @Test func aHostileFileNameAndIdInVerifyOutputs() throws {
    let (dir, record) = try projectFailingOneSample(named: "m\n::error::ID\u{1}\u{202E}")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    expectNoInjectedCommand(record.stdout + record.stderr, "record")
    try scene(adding: #""x\n::error::INJECTED": 1"#).write(
      toFile: dir + "/scenes/broken.json", atomically: true, encoding: .utf8)
    let verify = try CLIRunner.run(
      ["verify", "--junit", "out/junit.xml", "--report", "out/report"], in: dir,
      environment: ["GITHUB_ACTIONS": "true"])
    #expect(verify.status == 2, "\(verify.stderr)")
    expectNoInjectedCommand(verify.stdout, "verify stdout")
    expectNoInjectedCommand(verify.stderr, "verify stderr")
    let annotations = verify.stdout.split(separator: "\n").filter { $0.hasPrefix("::error ") }
    #expect(annotations.count == 2, "\(verify.stdout)")
    // The line break in the file property is percent-encoded (the runner decodes it back); the
    // other controls are shown escaped, in the file, the title (the id) and the message.
    #expect(
      annotations.contains {
        $0.hasPrefix(#"::error file=scenes/m%0A%3A%3Aerror%3A%3AID\u{1}\u{202E}.json,line="#)
          && $0.contains(#",title=hero verify%3A "#)
      }, "\(annotations)")
    #expect(annotations.contains { $0.contains(#"unknown key 'x\n::error::INJECTED'"#) }, "\(annotations)")
    // JUnit: well-formed XML 1.0, the controls shown.
    let xml = try String(contentsOfFile: dir + "/out/junit.xml", encoding: .utf8)
    #expect((try? XMLDocument(xmlString: xml)) != nil, "\(xml)")
    #expect(!xml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" } && !xml.contains("\u{202E}"), "\(xml)")
    #expect(xml.contains(#"m&#10;::error::ID\u{1}\u{202E}"#), "\(xml)")
    // The HTML report: no raw control reaches the page.
    let html = try String(contentsOfFile: dir + "/out/report/index.html", encoding: .utf8)
    #expect(!html.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" } && !html.contains("\u{202E}"))
    #expect(html.contains(#"\u{1}\u{202E}"#), "\(html)")
  }

  /// The accept command `hero verify` prints for a scene file named `x $(touch pwned) 'q'.json` (a
  /// file a pull request may add): pasted into a shell it records that scene's sample, and runs
  /// nothing its name holds. It was printed unquoted, so the shell ran `touch pwned`.
  @Test func theAcceptCommandIsOneShellWordPerArgument() throws {
    let name = "x $(touch pwned) 'q'"
    let dir = try projectFailingOneSample(named: name).dir
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(atPath: dir + "/my goldens", withIntermediateDirectories: true)
    let verify = try CLIRunner.run(["verify", "--golden", "my goldens/../golden"], in: dir)
    #expect(verify.status == 1, "\(verify.stderr)")
    let line = try #require(verify.stdout.split(separator: "\n").first { $0.hasPrefix("FAIL") }, "\(verify.stdout)")
    let command = try #require(line.range(of: "accept: ").map { String(line[$0.upperBound...]) })
    #expect(command.hasPrefix("hero record "), "\(command)")
    // What a shell hands `hero` for the pasted line: exactly the scene file, the sample and the folder.
    let words = try runProcess(
      "/bin/sh", ["-c", #"hero() { printf '%s\n' "$@"; }; "# + command], workingDirectory: dir)
    #expect(
      words.standardOutput.split(separator: "\n").map(String.init) == [
        "record", "scenes/\(name).json", "--samples", "p050", "--golden", "my goldens/../golden",
      ], "\(command)")
    #expect(!FileManager.default.fileExists(atPath: dir + "/pwned"), "\(command)")
    // Run for real, it records the golden verify failed on.
    let accept = try runProcess(
      "/bin/sh", ["-c", #"hero() { "$HERO" "$@"; }; "# + command], workingDirectory: dir,
      environment: ["HERO": heroExecutablePath()])
    #expect(accept.status == 0, "\(accept.standardError)")
    #expect(try CLIRunner.run(["verify"], in: dir).status == 0)
    #expect(!FileManager.default.fileExists(atPath: dir + "/pwned"))
  }

  /// `hero import`: a storyboard whose controller identifier and view id hold line breaks (as
  /// `&#10;`): the listing, the import's notes and its errors show them escaped.
  @Test func hostileIdsInAStoryboard() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>
      <scene sceneID="s0"><objects><viewController storyboardIdentifier="a&#10;::error::LIST&#x202E;" id="vc0" sceneMemberID="viewController"><view key="view" id="r0"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/><subviews>
      <slider id="v&#10;::error::NOTE&#x9B;2J"><rect key="frame" x="0" y="0" width="10" height="10"/></slider>
      </subviews></view><connections><segue destination="vc1" kind="presentation" id="go&#10;::error::SEGUE"/></connections></viewController></objects></scene>
      <scene sceneID="s1"><objects><viewController id="vc1" sceneMemberID="viewController"><view key="view" id="r1"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/></view></viewController></objects></scene>
      </scenes></document>
      """
    try storyboard.write(toFile: dir + "/a.storyboard", atomically: true, encoding: .utf8)
    let list = try CLIRunner.run(["import", "storyboard", "a.storyboard", "--list"], in: dir)
    #expect(list.status == 0, "\(list.stderr)")
    expectNoInjectedCommand(list.stdout, "--list")
    let imported = try CLIRunner.run(
      ["import", "storyboard", "a.storyboard", "--from", "vc0", "--to", "vc1", "-o", "a.json"], in: dir)
    #expect(imported.status == 0, "\(imported.stderr)")
    expectNoInjectedCommand(imported.stdout, "import notes")
    #expect(imported.stdout.contains(#"v\n::error::NOTE\u{9B}2J"#), "\(imported.stdout)")
    let missing = try CLIRunner.run(
      ["import", "storyboard", "a.storyboard", "--segue", "go\n::error::ARG", "-o", "b.json"], in: dir)
    #expect(missing.status == 2)
    expectNoInjectedCommand(missing.stderr, "import error")
  }
}
