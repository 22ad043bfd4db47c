import Foundation
import Testing

/// The `verify --report` page's script, run by a real headless Chromium: each mode applies to the
/// images as meant. Screenshots of the page for docs/ are made by the same run.
@Suite struct ReportBrowserTests {
  static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// Runs headless Chromium on `url` with `arguments`; returns standard output.
  static func chromium(_ arguments: [String], url: String) throws -> String {
    let browser = try #require(chromium, "install chromium (scripts/install-deps)")
    let options = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1100,900"]
    return String(decoding: try CLIRunner.standardOutput(browser, options + arguments + [url]), as: UTF8.self)
  }

  @Test func viewerModesWorkInABrowser() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(atPath: dir + "/scenes/basics", withIntermediateDirectories: true)
    try CLIRunner.writeGalleryProjectFile(in: dir)
    try FileManager.default.copyItem(
      atPath: CLIRunner.scene("basics/fade.json"), toPath: dir + "/scenes/basics/fade.json")
    #expect(try CLIRunner.run(["record"], in: dir).status == 0)
    let golden = dir + "/golden/basics/fade"
    try FileManager.default.removeItem(atPath: golden + "/p050.png")
    try FileManager.default.copyItem(atPath: golden + "/p000.png", toPath: golden + "/p050.png")
    #expect(try CLIRunner.run(["verify", "--report", "report"], in: dir).status == 1)
    let page = "file://\(dir)/report/index.html"

    let side = try Self.chromium(["--dump-dom"], url: page)
    #expect(side.contains("<button type=\"button\" data-mode=\"side\" class=\"on\">"), "\(side.prefix(400))")
    let slider = try Self.chromium(["--dump-dom"], url: page + "#slider")
    #expect(
      slider.contains("style=\"clip-path: inset(0px 0px 0px 50%);\""), "the new frame is clipped at the split"
    )
    let overlay = try Self.chromium(["--dump-dom"], url: page + "#overlay")
    #expect(overlay.contains("style=\"opacity: 0.5;\""), "the new frame is half transparent over the golden")
    let blink = try Self.chromium(["--dump-dom", "--virtual-time-budget=1200"], url: page + "#blink")
    #expect(blink.contains("data-mode=\"blink\" class=\"on\""))

    // Screenshots for docs/ (written only when asked, like goldens).
    if let target = ProcessInfo.processInfo.environment["HERO_DOCS_SCREENSHOTS"] {
      for mode in ["side", "slider"] {
        _ = try Self.chromium(["--screenshot=\(target)/report-\(mode).png"], url: page + "#" + mode)
      }
    }
  }
}
