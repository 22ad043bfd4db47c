import Foundation
import HeroTestSupport
import Testing

/// The `verify --report` page in a real headless browser: Debian's chromium driven by Playwright for
/// Python (`report_page.py`, which says what it checks), on a run with 20 failing samples in 4 scenes,
/// a scene without goldens and a passing one. Skipped without chromium or Playwright, except under
/// `CI=true`, where that fails. Screenshots for docs/ci.md only when `HERO_DOCS_SCREENSHOTS` names a
/// folder (scripts/update-screenshots).
@Suite struct ReportBrowserTests {
  static let chromium = "/usr/bin/chromium"

  static var browserAvailable: Bool {
    FileManager.default.isExecutableFile(atPath: chromium)
      && ((try? runPython(["-c", "import playwright.sync_api"]))?.status == 0)
  }

  static var required: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

  /// Four scenes recorded and then given a new background colour (every sample fails), one scene
  /// never recorded, one untouched: the folder the report is written from.
  static func projectWithManyFailures() throws -> String {
    let dir = try CLIRunner.temporaryDirectory()
    let files = FileManager.default
    try CLIRunner.writeGalleryProjectFile(in: dir)
    for folder in ["scenes/basics", "scenes/new", "scenes/steady"] {
      try files.createDirectory(atPath: dir + "/" + folder, withIntermediateDirectories: true)
    }
    let changed = ["fade", "match-basic", "card-shadow", "push-interactive"]
    for name in changed {
      try files.copyItem(atPath: CLIRunner.scene("basics/\(name).json"), toPath: dir + "/scenes/basics/\(name).json")
    }
    try files.copyItem(atPath: CLIRunner.scene("basics/fade.json"), toPath: dir + "/scenes/steady/fade-steady.json")
    #expect(try CLIRunner.run(["record"], in: dir).status == 0)
    try files.copyItem(atPath: CLIRunner.scene("basics/fade.json"), toPath: dir + "/scenes/new/fresh.json")
    // Three screens change colour (every pixel of the background differs); on the fourth only the
    // avatar does, so its difference box is small (what crop to difference is for).
    for name in changed {
      let path = dir + "/scenes/basics/\(name).json"
      let text = try String(contentsOfFile: path, encoding: .utf8)
      let recoloured =
        name == "push-interactive"
        ? text.replacingOccurrences(of: "\"#34C759\"", with: "\"#2FA84F\"")
        : text.replacingOccurrences(of: "\"backgroundColor\": \"white\"", with: "\"backgroundColor\": \"#f4efe2\"")
      #expect(recoloured != text, "\(name).json has the colour to change")
      try recoloured.write(toFile: path, atomically: true, encoding: .utf8)
    }
    return dir
  }

  @Test(
    .enabled(if: browserAvailable || required, "needs chromium and Playwright (scripts/install-deps --with-chromium)"))
  func reportWithManyFailuresWorksInABrowser() throws {
    try #require(
      Self.browserAvailable, "chromium or Playwright for Python is missing: run scripts/install-deps --with-chromium")
    let dir = try Self.projectWithManyFailures()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let verify = try CLIRunner.run(["verify", "--report", "report"], in: dir)
    #expect(verify.status == 1)
    let fails = verify.stdout.split(separator: "\n").filter { $0.hasPrefix("FAIL") }
    #expect(fails.count == 21, "20 failing samples and one line for the scene without goldens:\n\(verify.stdout)")
    var arguments = [CLIRunner.repositoryRoot + "/Tests/CLITests/report_page.py", dir + "/report/index.html"]
    if let target = ProcessInfo.processInfo.environment["HERO_DOCS_SCREENSHOTS"], !target.isEmpty {
      arguments.append(target)
    }
    let run = try runPython(arguments)
    #expect(run.status == 0, "report_page.py:\n\(run.output)")
    #expect(run.output.contains("report checks passed"))
  }

  /// A scene name or message holding markup is shown as text, never run as HTML.
  @Test func reportEscapesWhatItShows() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let group = dir + "/scenes/<b>x'\"&"
    try CLIRunner.writeGalleryProjectFile(in: dir)
    try FileManager.default.createDirectory(atPath: group, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: CLIRunner.scene("basics/fade.json"), toPath: group + "/fade.json")
    #expect(try CLIRunner.run(["verify", "--report", "report"], in: dir).status == 1)
    let html = try String(contentsOfFile: dir + "/report/index.html", encoding: .utf8)
    #expect(!html.contains("<b>x"))
    #expect(html.contains("&lt;b&gt;x&apos;&quot;&amp;/fade"))
    #expect(html.contains("no goldens (5 samples): record with"))
  }
}
