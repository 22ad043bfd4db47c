import Foundation
import HeroImport
import HeroTestSupport
import Testing

/// The gallery's imported scenes (`scenes/import/*.json`) are exactly what the importer makes of
/// `scenes/import/Travel.storyboard` today. If this fails after an importer change, re-import with
/// the commands in docs/import.md, look at the scenes, and re-record their goldens with `hero record`.
@Suite struct GalleryImportTests {
  static let folder = repositoryRoot() + "/scenes/import"

  @Test(arguments: [("list-detail", "openPlace"), ("menu-over-blur", "plc-to-mnu")])
  func committedSceneIsTheImportersOutput(_ name: String, _ segue: String) throws {
    let path = "\(Self.folder)/\(name).json"
    let importer = try StoryboardImporter(path: Self.folder + "/Travel.storyboard")
    let result = try importer.importScene(.init(segue: segue, scale: 1, name: name))
    let text = try ImportedSceneFile.text(result.scene, path: path)
    let committed = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text == committed)
  }
}
