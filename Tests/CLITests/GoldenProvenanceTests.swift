import Foundation
import HeroCompositor
import HeroProject
import HeroVerify
import Testing

/// `hero record` keeps the renderer beside the goldens (`renderer.json`); a failing `verify` under
/// another renderer says what differs (docs/ci.md).
@Suite struct GoldenProvenanceTests {
  func project(label: String = #function) throws -> String {
    let dir = try CLIRunner.temporaryDirectory(label)
    try FileManager.default.createDirectory(atPath: dir + "/scenes/basics", withIntermediateDirectories: true)
    try CLIRunner.writeGalleryProjectFile(in: dir)
    try FileManager.default.copyItem(
      atPath: CLIRunner.scene("basics/fade.json"), toPath: dir + "/scenes/basics/fade.json")
    return dir
  }

  /// The CLI writes this process's renderer, one fact a line, and the value reads back.
  @Test func recordWritesTheRendererBesideTheGoldens() throws {
    let dir = try project()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(try CLIRunner.run(["record"], in: dir).status == 0)
    let text = try String(contentsOfFile: dir + "/golden/basics/fade/renderer.json", encoding: .utf8)
    #expect(text == GoldenProvenance.text(.current))
    #expect(GoldenProvenance.parse(Array(text.utf8)) == .current)
    let names = RendererProvenance.current.libraries.map(\.name)
    #expect(names == ["Cairo", "pixman", "Pango", "HarfBuzz", "FreeType", "libpng"])
    // Versions come from the libraries themselves: dotted numbers, never empty.
    for library in RendererProvenance.current.libraries {
      #expect(library.version.split(separator: ".").count >= 2, "\(library)")
      #expect(text.contains("\"\(library.name)\": \"\(library.version)\""))
    }
    #expect(RendererProvenance.current.fonts.hasPrefix("Inter: "))
    // A build from source uses the system's libraries: no `native` line, so its goldens' files stay
    // as they were.
    #expect(!text.contains("\"native\""))
  }

  /// The release archive's libraries are recorded as a line of their own (the manifest's checksum):
  /// it reads back, and a golden recorded with the system's libraries (or another bundle) names it.
  @Test func bundledLibrariesAreOneLineOfTheRecording() throws {
    var bundled = RendererProvenance.current
    bundled.native = "bundled: 43 libraries, CRC-32 0badf00d"
    let text = GoldenProvenance.text(bundled)
    #expect(text.hasSuffix(",\n  \"native\": \"bundled: 43 libraries, CRC-32 0badf00d\"\n}\n"), "\(text)")
    #expect(GoldenProvenance.parse(Array(text.utf8)) == bundled)
    let system = RendererProvenance.current
    #expect(
      bundled.differences(from: system) == [
        "native libraries the system's, this run uses bundled: 43 libraries, CRC-32 0badf00d"
      ])
    var other = bundled
    other.native = "bundled: 43 libraries, CRC-32 12345678"
    #expect(
      other.differences(from: bundled) == [
        "native libraries bundled: 43 libraries, CRC-32 0badf00d, this run uses bundled: 43 libraries, CRC-32 12345678"
      ])
  }

  /// Recorded with one renderer, verified under another: a pass stays a pass, a failure names what
  /// differs; under the recording renderer the failure says nothing about it.
  @Test func aFailureUnderAnotherRendererSaysWhatDiffers() throws {
    let dir = try project()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let project = try Project.find(from: dir)
    let loaded = try LoadedScene.load(dir + "/scenes/basics/fade.json", sandbox: true, project: project)
    #expect(loaded.goldenID == "basics/fade")
    let samples = GoldenSamples(loaded, goldenRoot: dir + "/golden")
    var old = RendererProvenance.current
    old.libraries[0].version = "1.0.0"
    #expect(try samples.record(.init(), workers: 1, progress: nil, provenance: old) == 5)
    #expect(GoldenProvenance.read(in: samples.goldenFolder, id: "basics/fade") == old)

    func verify(_ provenance: RendererProvenance) throws -> SceneVerification {
      try SceneVerification.run(
        samples, goldenRoot: dir + "/golden", artefactsRoot: dir + "/artefacts", workers: 1, progress: nil,
        provenance: provenance)
    }
    #expect(try verify(.current).passed)
    let golden = dir + "/golden/basics/fade"
    try FileManager.default.removeItem(atPath: golden + "/p050.png")
    try FileManager.default.copyItem(atPath: golden + "/p000.png", toPath: golden + "/p050.png")
    let failed = try verify(.current)
    let line = try #require(failed.failures.first.map(failed.failureLine))
    let cairo = RendererProvenance.current.libraries[0].version
    #expect(
      line.contains(
        "; golden recorded with Cairo 1.0.0, this run uses \(cairo): re-record on the pinned image, see docs/ci.md;"),
      "\(line)")
    let same = try verify(old)
    #expect(same.failures.count == 1)
    #expect(same.failures.first?.renderer == nil)
    #expect(!same.failureLine(same.failures[0]).contains("golden recorded with"))
  }
}
