import Foundation
import HeroEngine
import HeroImport
import HeroModel
import HeroProject
import HeroScene
import HeroSwiftSource
import HeroTestSupport
import Testing

/// The README's linked scene and docs/import.md's Swift example, as written.
@Suite struct LinkedSceneTests {
  static let root = repositoryRoot()

  static func view(_ root: View, _ id: String) -> View? {
    if root.id == id { return root }
    for c in root.children { if let found = view(c, id) { return found } }
    return nil
  }

  /// README's second JSON block is docs/examples/a-linked-scene.json, byte for byte, and does what the
  /// README says: the screens come from the storyboard, the ids and modifiers from the Swift beside it,
  /// the toolbar's modifiers from the scene; the notes say where each came from, once a run.
  @Test func readmeLinkedSceneIsTheFileAndDoesWhatItSays() throws {
    let readme = try String(contentsOfFile: Self.root + "/README.md", encoding: .utf8)
    let file = try String(contentsOfFile: Self.root + "/docs/examples/a-linked-scene.json", encoding: .utf8)
    let blocks = readme.components(separatedBy: "```json\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
    #expect(blocks.count == 2)
    #expect(blocks.last == file)

    let project = try Project.find(from: Self.root)
    let loaded = try LoadedScene.load(Self.root + "/docs/examples/a-linked-scene.json", sandbox: true, project: project)
    let from = loaded.scene.from
    let to = loaded.scene.to
    #expect(Self.view(from, "grd-thm-001")?.heroID == "photo")
    #expect(Self.view(from, "grd-thm-002")?.modifiers == (try ModifierParser.parse("fade scale(0.8)")))
    #expect(Self.view(to, "pho-img-001")?.heroID == "photo")
    #expect(Self.view(to, "pho-txt-002")?.modifiers == (try ModifierParser.parse("translate(0, 100, 0) fade")))
    #expect(Self.view(to, "pho-bar-003")?.modifiers == (try ModifierParser.parse("translate(0, 64) fade")))
    // The matched pair morphs: a photo layer is between the thumbnail's size and its own.
    let middle = loaded.transition.frame(at: loaded.transition.totalDuration / 2)
    var all = middle.layers
    var i = 0
    while i < all.count {
      all += all[i].sublayers
      i += 1
    }
    let widths = all.filter { $0.heroID == "photo" }.map(\.size.width)
    #expect(widths.contains { $0 > 100 && $0 < 375 }, "\(widths)")

    let notes = project.storyboardScreens.takeNotes().map { "\($0.storyboard): \($0.text)" }
    #expect(
      notes.contains {
        $0.contains("from/grd-thm-001: heroID 'photo' from ") && $0.contains("PhotoGridViewController.swift:11")
      })
    #expect(notes.contains { $0.contains("to/pho-bar-003: modifiers from the scene file, not the code's (") })
    // docs/import.md shows these two lines as `hero lint` prints them (paths from the repository root).
    let doc = try String(contentsOfFile: Self.root + "/docs/import.md", encoding: .utf8)
    let shown = doc.components(separatedBy: "$ hero lint docs/examples/a-linked-scene.json\n")[1]
      .components(separatedBy: "\n```")[0].split(separator: "\n").map(String.init)
    #expect(shown.count == 2)
    for line in shown { #expect(notes.contains(Self.root + "/" + line), "\(line)") }
    // Loading again in the same run says nothing new.
    _ = try LoadedScene.load(Self.root + "/docs/examples/a-linked-scene.json", sandbox: true, project: project)
    #expect(project.storyboardScreens.takeNotes().isEmpty)
  }

  @Test func importDocsSwiftExampleRuns() throws {
    let doc = try String(contentsOfFile: Self.root + "/docs/import.md", encoding: .utf8)
    #expect(doc.contains(#"let reader = try HeroSetupReader(folders: ["docs/examples/linked"])"#))
    #expect(doc.contains(#"var request = StoryboardImporter.Request(segue: "openPhoto", name: "photos")"#))
    let reader = try HeroSetupReader(folders: [Self.root + "/docs/examples/linked"])
    let photos = try StoryboardImporter(path: Self.root + "/docs/examples/linked/Photos.storyboard")
    var request = StoryboardImporter.Request(segue: "openPhoto", name: "photos")
    request.heroSetup = { reader.setup(for: $0) }
    let withCode = try photos.importScene(request)
    #expect(Self.view(withCode.scene.to, "pho-img-001")?.heroID == "photo")
    #expect(!withCode.report.notes(.warning).contains { $0.message.contains("isHeroEnabled") })
  }
}
