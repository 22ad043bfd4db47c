import Foundation
import HeroImport
import HeroModel
import HeroTestSupport
import Testing

/// The gallery's imported scenes (`scenes/import/*.json`) are exactly what the importer makes of
/// `scenes/import/Travel.storyboard` and `ContentModes.storyboard` today. If this fails after an
/// importer change, re-import with the commands in docs/import.md, look at the scenes, and re-record
/// their goldens with `hero record`.
@Suite struct GalleryImportTests {
  static let folder = repositoryRoot() + "/scenes/import"

  @Test(arguments: [
    ("Travel", "list-detail", "openPlace"), ("Travel", "menu-over-blur", "plc-to-mnu"),
    ("ContentModes", "content-modes", "mds-to-sqz"),
  ])
  func committedSceneIsTheImportersOutput(_ storyboard: String, _ name: String, _ segue: String) throws {
    let path = "\(Self.folder)/\(name).json"
    let importer = try StoryboardImporter(path: "\(Self.folder)/\(storyboard).storyboard")
    let result = try importer.importScene(.init(segue: segue, scale: 1, name: name))
    let text = try ImportedSceneFile.text(result.scene, path: path)
    let committed = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text == committed)
  }

  /// Every `contentMode` of `ContentModes.storyboard`: each image view's gravity is its mode's (the
  /// view's heroID names the mode), and each label keeps its mode (none written: UILabel's `redraw`).
  @Test func everyContentModeIsImported() throws {
    let importer = try StoryboardImporter(path: Self.folder + "/ContentModes.storyboard")
    let result = try importer.importScene(.init(segue: "mds-to-sqz", scale: 1, name: "content-modes"))
    let expected: [String: ContentsGravity] = [
      "scaleToFill": .resize, "scaleAspectFit": .resizeAspect, "scaleAspectFill": .resizeAspectFill,
      "redraw": .resize, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
      "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
    ]
    for screen in [result.scene.from, result.scene.to] {
      let images = screen.children.filter { $0.image != nil }
      #expect(Set(images.compactMap(\.heroID)) == Set(expected.keys))
      for view in images { #expect(view.image?.gravity == expected[view.heroID ?? ""], "\(view.id)") }
    }
    let labels = result.scene.to.children.compactMap(\.text).map(\.contentMode)
    #expect(labels == [.redraw, .left, .center, .scaleAspectFit, .bottomRight])
    #expect(!result.report.notes.contains { $0.message.contains("contentMode") })
  }
}
