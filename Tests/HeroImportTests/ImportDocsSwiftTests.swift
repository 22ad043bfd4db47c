import Foundation
import HeroImport
import HeroTestSupport
import Testing

/// docs/import.md's Swift example, as written (paths from the repository root).
@Suite struct ImportDocsSwiftTests {
  @Test func swiftExampleRuns() throws {
    let root = repositoryRoot()
    let doc = try String(contentsOfFile: root + "/docs/import.md", encoding: .utf8)
    #expect(doc.contains(#"try StoryboardImporter(path: "scenes/import/Travel.storyboard")"#))
    #expect(doc.contains(#"importer.importScene(.init(segue: "openPlace", scale: 1, name: "list-detail"))"#))
    let importer = try StoryboardImporter(path: root + "/scenes/import/Travel.storyboard")
    let result = try importer.importScene(.init(segue: "openPlace", scale: 1, name: "list-detail"))
    let text = try ImportedSceneFile.text(result.scene, path: root + "/scenes/import/list-detail.json")
    #expect(text == (try String(contentsOfFile: root + "/scenes/import/list-detail.json", encoding: .utf8)))
    #expect(!result.report.notes.isEmpty)
  }
}
