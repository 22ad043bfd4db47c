import Foundation
import HeroTestSupport
import Testing

/// `hero record` / `verify` / `render` over a scene's variant matrix: golden folders per variant,
/// `--variant` filters and their errors, `--shard` dealing scene×variant pairs, failure lines and
/// accept commands that name the variant, and the report's variant column and filter.
@Suite struct VariantCommandTests {
  /// A small scene in four variants (light/dark × ltr/rtl) that mirrors in rtl.
  static let scene = """
    {
      "canvas": { "width": 60, "height": 40, "scale": 1 },
      "variants": { "appearances": ["light", "dark"], "directions": ["ltr", "rtl"] },
      "layoutDirection": "followsLayoutDirection",
      "transition": { "animation": "fade" },
      "golden": { "samples": [0, 1] },
      "from": { "id": "a", "backgroundColor": "systemBackground", "children": [
        { "id": "dot", "frame": [4, 4, 12, 12], "backgroundColor": { "light": "#FF0000", "dark": "#00FF00" } }
      ]},
      "to": { "id": "b", "backgroundColor": "secondarySystemBackground" }
    }
    """

  /// A project holding that scene as scenes/v/card.json, and a plain scene beside it, recorded.
  func project(label: String = #function) throws -> String {
    let dir = try CLIRunner.temporaryDirectory(label)
    try FileManager.default.createDirectory(atPath: dir + "/scenes/v", withIntermediateDirectories: true)
    try CLIRunner.writeGalleryProjectFile(in: dir)
    try Data(Self.scene.utf8).write(to: URL(fileURLWithPath: dir + "/scenes/v/card.json"))
    try FileManager.default.copyItem(atPath: CLIRunner.scene("basics/fade.json"), toPath: dir + "/scenes/v/fade.json")
    let record = try CLIRunner.run(["record"], in: dir)
    #expect(record.status == 0, "\(record.stderr)")
    #expect(
      record.stdout.contains("recorded v/card/dark.rtl: 2 of 2 samples → golden/v/card/dark.rtl/\n"), "\(record.stdout)"
    )
    return dir
  }

  @Test func recordWritesAFolderPerVariantAndVerifyChecksTheMatrix() throws {
    let dir = try project()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let folders = try FileManager.default.contentsOfDirectory(atPath: dir + "/golden/v/card").sorted()
    #expect(folders == ["dark.ltr", "dark.rtl", "light.ltr", "light.rtl"])
    // A scene without variants keeps its folder as before.
    #expect(FileManager.default.fileExists(atPath: dir + "/golden/v/fade/p050.png"))
    // Each variant renders differently: dark is not light, rtl is not ltr.
    let pngs = try folders.map { try Data(contentsOf: URL(fileURLWithPath: dir + "/golden/v/card/\($0)/p000.png")) }
    #expect(Set(pngs).count == 4)
    let verify = try CLIRunner.run(["verify"], in: dir)
    #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
    #expect(verify.stdout.contains("ok    v/card/light.rtl (2 samples)"))
    #expect(verify.stdout.hasSuffix("5 passed, 0 failed\n"), "\(verify.stdout)")
  }

  @Test func variantFiltersSelectAndMistakesAreClearErrors() throws {
    let dir = try project()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let dark = try CLIRunner.run(["verify", "--variant", "dark"], in: dir)
    #expect(dark.status == 0)
    #expect(dark.stdout.hasSuffix("2 passed, 0 failed\n"), "\(dark.stdout)")
    #expect(!dark.stdout.contains("v/fade"))
    let two = try CLIRunner.run(["verify", "--variant", "light.ltr", "--variant", "dark.rtl"], in: dir)
    #expect(two.stdout.hasSuffix("2 passed, 0 failed\n"), "\(two.stdout)")
    let typo = try CLIRunner.run(["verify", "--variant", "drak"], in: dir)
    #expect(typo.status == 2)
    #expect(
      typo.stderr.contains("error: --variant 'drak': unknown value 'drak'; did you mean 'dark'?"), "\(typo.stderr)")
    // Path characters are values like any other; an empty one (`../..`, `dark.`) says so, not "did you mean 'S'".
    let traversal = try CLIRunner.run(["verify", "--variant", "../.."], in: dir)
    #expect(traversal.status == 2)
    #expect(
      traversal.stderr.contains(
        "error: --variant '../..': an empty value; join values with single dots, as in iPhone-SE.dark"),
      "\(traversal.stderr)")
    let slash = try CLIRunner.run(["verify", "--variant", "dark/../../x"], in: dir)
    #expect(slash.stderr.contains("unknown value 'dark/'"), "\(slash.stderr)")
    let none = try CLIRunner.run(["verify", "scenes/v/card.json", "--variant", "iPhone-SE"], in: dir)
    #expect(none.status == 2)
    #expect(
      none.stderr.contains(
        "--variant iPhone-SE selects no variant of the scene given (their variants: light.ltr, light.rtl, dark.ltr, dark.rtl; docs/variants.md)"
      ), "\(none.stderr)")
    let lint = try CLIRunner.run(["lint", "scenes/v/card.json"], in: dir)
    #expect(
      lint.stdout.hasPrefix("ok    scenes/v/card.json (transition ") && lint.stdout.contains(" s; 4 variants)\n"),
      "\(lint.stdout)")
    // render takes the first variant selected, and the rtl one is the mirror of the ltr one.
    let render = try CLIRunner.run(
      ["render", "scenes/v/card.json", "--variant", "light.rtl", "--at", "0", "-o", "out"], in: dir)
    #expect(render.status == 0, "\(render.stderr)")
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: dir + "/out/card/p000.png"))
        == Data(contentsOf: URL(fileURLWithPath: dir + "/golden/v/card/light.rtl/p000.png")))
  }

  @Test func shardsDealSceneVariantPairs() throws {
    let dir = try project()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    var seen: [String] = []
    for i in 1...2 {
      let shard = try CLIRunner.run(["verify", "--shard", "\(i)/2"], in: dir)
      #expect(shard.status == 0)
      seen += shard.stdout.split(separator: "\n").filter { $0.hasPrefix("ok ") }.map(String.init)
    }
    #expect(seen.count == 5)
    #expect(Set(seen).count == 5)
    // The four variants of one scene do not all land on one shard.
    let first = try CLIRunner.run(["verify", "--shard", "1/2"], in: dir).stdout
    #expect(first.contains("v/card/") && first.split(separator: "\n").filter { $0.contains("v/card/") }.count < 4)
  }

  @Test func failuresNameTheVariantAndTheReportGroupsByIt() throws {
    let dir = try project()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let golden = dir + "/golden/v/card"
    try FileManager.default.removeItem(atPath: golden + "/dark.ltr/p000.png")
    try FileManager.default.copyItem(atPath: golden + "/light.ltr/p000.png", toPath: golden + "/dark.ltr/p000.png")
    let fail = try CLIRunner.run(["verify", "--report", "report", "--junit", "junit.xml"], in: dir)
    #expect(fail.status == 1)
    let line = try #require(fail.stdout.split(separator: "\n").first { $0.hasPrefix("FAIL") }.map(String.init))
    #expect(line.hasPrefix("FAIL  scenes/v/card.json [dark.ltr] p000 "), "\(line)")
    #expect(line.contains("golden golden/v/card/dark.ltr/p000.png"))
    #expect(line.hasSuffix("accept: hero record scenes/v/card.json --variant dark.ltr --samples p000"), "\(line)")
    let html = try String(contentsOfFile: dir + "/report/index.html", encoding: .utf8)
    #expect(html.contains(#"<select id="variant" aria-label="variant"><option value="">all variants</option>"#))
    #expect(html.contains(#"<option value="dark">dark</option>"#))
    #expect(html.contains(#"data-scene="v/card/dark.ltr" data-status="failed" data-variant="dark.ltr""#))
    #expect(html.contains("<th>variant</th>"))
    let report = try JSONSerialization.jsonObject(
      with: Data(contentsOf: URL(fileURLWithPath: dir + "/report/report.json")))
    let scenes = (report as? [String: Any])?["scenes"] as? [[String: Any]] ?? []
    #expect(scenes.first { $0["id"] as? String == "v/card/dark.ltr" }?["variant"] as? String == "dark.ltr")
    #expect(scenes.first { $0["id"] as? String == "v/fade" }?["variant"] is NSNull)
    let junit = try String(contentsOfFile: dir + "/junit.xml", encoding: .utf8)
    #expect(junit.contains(#"<testsuite name="v/card/dark.ltr""#))
    let command = try #require(line.components(separatedBy: "; accept: hero ").last)
    let accept = try CLIRunner.run(command.split(separator: " ").map(String.init), in: dir)
    #expect(accept.status == 0, "\(accept.stderr)")
    #expect(accept.stdout == "recorded v/card/dark.ltr: 1 of 2 samples → golden/v/card/dark.ltr/\n")
    #expect(try CLIRunner.run(["verify"], in: dir).status == 0)
  }

  /// A storyboard side is read like any file a scene refers to: under `--sandbox`, one outside the
  /// project root is refused, naming the scene and the key.
  @Test func aStoryboardOutsideTheProjectIsRefusedUnderSandbox() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(atPath: dir + "/app/scenes", withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: CLIRunner.scene("variants"), toPath: dir + "/outside")
    try "{}".write(toFile: dir + "/app/hero.json", atomically: true, encoding: .utf8)
    let scene = """
      { "canvas": { "width": 375, "height": 667, "scale": 1 }, "golden": { "samples": [1] },
        "from": { "storyboard": "../../outside/Profile.storyboard", "controller": "profile" },
        "to": { "storyboard": "../../outside/Profile.storyboard", "controller": "person" } }
      """
    try scene.write(toFile: dir + "/app/scenes/s.json", atomically: true, encoding: .utf8)
    let confined = try CLIRunner.run(["record", "--sandbox", "scenes/s.json"], in: dir + "/app")
    #expect(confined.status == 2)
    #expect(confined.stderr.contains("scenes/s.json: from.storyboard: "), "\(confined.stderr)")
    #expect(confined.stderr.contains("the storyboard is outside the sandbox folder"), "\(confined.stderr)")
    let trusted = try CLIRunner.run(["record", "scenes/s.json"], in: dir + "/app")
    #expect(trusted.status == 0, "\(trusted.stderr)")
  }

  /// A controller the storyboard does not hold, or a class thousands of its controllers share: the
  /// error is at `from.controller` (not the storyboard, which is fine), with its line and column, and
  /// lists a few ids to choose from. Every one of 3000 ids was listed: a 250 kB message.
  @Test func aControllerNotFoundOrSharedByManyIsAShortErrorAtItsKey() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let controllers = (0..<3000).map {
      """
      <scene sceneID="s\($0)"><objects><viewController id="vc\($0)-\(String(repeating: "x", count: 60))" customClass="Card" \
      sceneMemberID="viewController"><view key="view" id="v\($0)"><rect key="frame" x="0" y="0" width="60" height="40"/>\
      </view></viewController></objects></scene>
      """
    }
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>
      \(controllers.joined(separator: "\n"))
      </scenes></document>
      """
    try storyboard.write(toFile: dir + "/Cards.storyboard", atomically: true, encoding: .utf8)
    func lint(controller: String) throws -> CLIRunner.Result {
      let scene = """
        { "canvas": { "width": 60, "height": 40, "scale": 1 },
          "from": { "storyboard": "Cards.storyboard", "controller": "\(controller)" },
          "to": { "storyboard": "Cards.storyboard", "controller": "vc1-\(String(repeating: "x", count: 60))" } }
        """
      try scene.write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
      return try CLIRunner.run(["lint", "s.json"], in: dir)
    }
    let shared = try lint(controller: "Card")
    #expect(shared.status == 2)
    #expect(shared.stderr.hasPrefix("error: s.json: from.controller: "), "\(shared.stderr.prefix(300))")
    #expect(
      shared.stderr.contains("3000 view controllers have class 'Card'; name one by id ('vc0-"),
      "\(shared.stderr.prefix(300))")
    #expect(shared.stderr.contains(", … 2995 more) (line 2, column 61)"), "\(shared.stderr.prefix(300))")
    #expect(shared.stderr.utf8.count < 1000, "\(shared.stderr.utf8.count) bytes")
    let unknown = try lint(controller: "Crad")
    #expect(unknown.status == 2)
    #expect(unknown.stderr.hasPrefix("error: s.json: from.controller: "), "\(unknown.stderr)")
    #expect(unknown.stderr.contains("did you mean 'Card'?"), "\(unknown.stderr)")
  }

  /// The report's variant picker in a real browser (chromium through Playwright, skipped without
  /// them unless on CI): `dark` hides the light variants' rows and sections, a whole name shows
  /// one variant, `all variants` shows every row again.
  static let variantPickerScript =
    chromiumScript(
      opening: .file,
      """
      def shown():
          return page.evaluate("() => [...document.querySelectorAll('table.summary tr[data-scene]')].filter(r => !r.hidden).map(r => r.dataset.scene)")
      everything = shown()
      page.select_option("#variant", "dark")
      dark = shown()
      page.select_option("#variant", "light.rtl")
      one = shown()
      sections = page.evaluate("() => [...document.querySelectorAll('section.scene')].filter(s => !s.hidden).map(s => s.dataset.scene)")
      page.select_option("#variant", "")
      again = shown()
      """) + "print(len(everything), sorted(dark), one, sections, len(again), problems)\n"

  @Test(
    .enabled(if: ReportBrowserTests.browserAvailable || ReportBrowserTests.required, "needs chromium and Playwright"))
  func theReportsVariantPickerFiltersInABrowser() throws {
    let dir = try project()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let golden = dir + "/golden/v/card"
    for variant in ["dark.ltr", "light.rtl"] {
      try FileManager.default.removeItem(atPath: golden + "/\(variant)/p100.png")
      try FileManager.default.copyItem(atPath: golden + "/\(variant)/p000.png", toPath: golden + "/\(variant)/p100.png")
    }
    #expect(try CLIRunner.run(["verify", "--report", "report"], in: dir).status == 1)
    let run = try runPython(["-c", Self.variantPickerScript, dir + "/report/index.html"])
    #expect(run.status == 0, "\(run.output)")
    #expect(
      run.output.trimmingCharacters(in: .whitespacesAndNewlines)
        == "5 ['v/card/dark.ltr', 'v/card/dark.rtl'] ['v/card/light.rtl'] ['v/card/light.rtl'] 5 []")
  }
}
