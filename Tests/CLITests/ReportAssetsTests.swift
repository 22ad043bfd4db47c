import Foundation
import HeroTestSupport
import Testing

/// `hero` carries the report page's script and style compiled in (HeroReviewAssets, from the files in
/// Sources/HeroReviewAssets/: the shared golden viewer, which `hero serve` serves too, and the
/// report's own), so `verify --report` writes one self-contained page.
@Suite struct ReportAssetsTests {
  @Test func reportInlinesTheSharedViewer() throws {
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
    let html = try String(contentsOfFile: dir + "/report/index.html", encoding: .utf8)
    let viewer = try String(
      contentsOfFile: CLIRunner.repositoryRoot + "/Sources/HeroReviewAssets/viewer.js", encoding: .utf8)
    #expect(html.contains("<script type=\"module\">\n" + viewer.trimmingCharacters(in: .newlines)))
    #expect(!html.contains("src=\"p050"), "images are inlined, not loaded from files beside the page")
    #expect(html.contains("data:image/png;base64,"))
    // The difference box comes from the verifier, in report.json and the page alike.
    let report = try String(contentsOfFile: dir + "/report/report.json", encoding: .utf8)
    #expect(report.contains("\"differenceBox\": {"))
    #expect(html.contains("&quot;box&quot;: {"))
  }
}
