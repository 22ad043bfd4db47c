import Foundation
import HeroTestSupport
import Testing

/// `hero import measure` (what scripts/measure-layout runs): per file and in total, the share of views
/// within 0.5 pt of the frames IB stored, and a non-zero exit when a document does not import.
@Suite struct ImportMeasureCommandTests {
  static let fixtures = "Tests/HeroImportTests/Fixtures"

  @Test func measuresTheFixtures() throws {
    let result = try CLIRunner.run(
      ["import", "measure", Self.fixtures + "/bars.storyboard", Self.fixtures + "/stored-frames.xib", "--details"],
      in: CLIRunner.repositoryRoot)
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("100.0% (") && $0.hasSuffix("bars.storyboard") }, "\(result.stdout)")
    #expect(lines.contains { $0.contains("IB-flawed 1  errors 0") && $0.hasSuffix("stored-frames.xib") })
    #expect(lines.contains { $0.hasPrefix("  off   10.0  plain  view card-stale line 12") }, "\(result.stdout)")
    #expect(lines.last?.hasSuffix("total of 2 files") == true)
  }

  @Test func aDocumentThatDoesNotImportFails() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("measure-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try "<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"/>".write(
      toFile: dir + "/Old.xib", atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(["import", "measure", dir], in: dir)
    #expect(result.status == 1)
    #expect(result.stdout.contains("error  \(dir)/Old.xib"), "\(result.stdout)")
    #expect(result.stdout.contains("errors 1  total of 1 files"))
  }
}
