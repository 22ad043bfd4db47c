import Foundation
import HeroEngine
import HeroImport
import HeroModel
import HeroScene
import HeroSwiftSource
import HeroTestSupport
import Testing

/// The Music fixture (a navigation controller showing a Swift list controller, which pushes an
/// Objective-C album page and presents a Swift player) imported with its controllers' code.
enum MusicFixture {
  static let folder = repositoryRoot() + "/Tests/HeroSwiftSourceTests/Fixtures/Music"
  static let storyboard = folder + "/Base.lproj/Music.storyboard"

  static func importScene(from: String, to: String, sources: [String] = [folder]) throws -> StoryboardImporter.Result {
    let importer = try StoryboardImporter(path: storyboard)
    let reader = try HeroSetupReader(folders: sources)
    var request = StoryboardImporter.Request(from: from, to: to, name: "music")
    request.heroSetup = { reader.setup(for: $0) }
    return try importer.importScene(request)
  }

  static func view(_ root: View, _ id: String) -> View? {
    if root.id == id { return root }
    for c in root.children { if let found = view(c, id) { return found } }
    return nil
  }

  static func messages(_ r: StoryboardImporter.Result, _ kind: ImportReport.Kind) -> [String] {
    r.report.notes(kind).map { $0.subject.isEmpty ? $0.message : "\($0.subject): \($0.message)" }
  }
}

@Suite struct HeroSetupImportTests {
  @Test func swiftIDsModifiersAndTheNavigationAnimationAreReadFromTheCode() throws {
    let r = try MusicFixture.importScene(from: "albums", to: "album")
    let from = r.scene.from
    #expect(MusicFixture.view(from, "alb-img-001")?.heroID == "album")
    // The code's id replaces the storyboard's runtime attribute, as viewDidLoad runs after it.
    #expect(MusicFixture.view(from, "alb-lbl-002")?.heroID == "title")
    #expect(
      MusicFixture.view(from, "alb-lbl-002")?.modifiers
        == (try ModifierParser.parse("fade scale(0.5) translate(0, 100)")))
    // Set in a method viewDidLoad calls.
    #expect(MusicFixture.view(from, "alb-bar-003")?.heroID == "player")
    #expect(
      MusicFixture.view(from, "alb-bar-003")?.modifiers
        == (try ModifierParser.parse("duration(0.4) cascade(0.05, bottomToTop) useGlobalCoordinateSpace")))
    #expect(r.scene.transition.kind == .push)
    #expect(r.scene.transition.animation == .selectBy(presenting: .zoom, dismissing: .zoomOut))
    let sources = MusicFixture.messages(r, .source)
    #expect(
      sources.contains {
        $0.contains("from/alb-img-001: heroID 'album' from ") && $0.contains("AlbumsViewController.swift:17")
      })
    #expect(sources.contains { $0.contains("heroID 'storyboardTitle' of the storyboard replaced by the code's") })
    #expect(
      sources.contains { $0.hasPrefix("default animation 'selectBy(presenting: zoom, dismissing: zoomOut)' from ") })
    // navigationController?.hero.isEnabled = true: no warning that Hero is off.
    #expect(!MusicFixture.messages(r, .warning).contains { $0.contains("does not set isHeroEnabled") })
  }

  @Test func whatIsNotALiteralIsAWarningWithFileAndLineNeverAGuess() throws {
    let r = try MusicFixture.importScene(from: "albums", to: "album")
    let warnings = MusicFixture.messages(r, .warning)
    let swift = "AlbumsViewController.swift"
    #expect(
      warnings.contains { $0.contains("\(swift):21: `shuffleButton.hero.id` set from `cellID`; give it in the scene") })
    #expect(
      warnings.contains {
        $0.contains("\(swift):23: `albumArt.hero.modifiers` set inside an `if`; give it in the scene")
      })
    #expect(
      warnings.contains {
        $0.contains("\(swift):36: `segue.destination.hero.modalAnimationType` is set on `segue.destination`")
      })
    #expect(
      warnings.contains {
        $0.contains("\(swift):43: `cell.artwork.hero.id` is set in `collectionView(_:cellForItemAt:)`")
      })
    #expect(MusicFixture.view(r.scene.from, "alb-btn-004")?.heroID == nil)
    // The conditional modifiers are not applied: the literal ones stay unset for albumArt.
    #expect(MusicFixture.view(r.scene.from, "alb-img-001")?.modifiers == [])
  }

  @Test func objectiveCPropertyAssignmentsAreRead() throws {
    let r = try MusicFixture.importScene(from: "albums", to: "album")
    let to = r.scene.to
    #expect(MusicFixture.view(to, "dtl-img-001")?.heroID == "album")
    #expect(MusicFixture.view(to, "dtl-lbl-002")?.heroID == "title")
    #expect(
      MusicFixture.view(to, "dtl-trk-003")?.modifiers == (try ModifierParser.parse("fade translate(0, 200) cascade")))
    #expect(MusicFixture.view(to, "dtl-trk-003")?.heroID == nil)
    let warnings = MusicFixture.messages(r, .warning)
    #expect(
      warnings.contains {
        $0.contains("AlbumViewController.m:20: `self.tracksView.heroID` set inside a condition or block")
      })
    #expect(
      warnings.contains {
        $0.contains("AlbumViewController.m:25: `self.view.heroModifierString` set from `self.modifierText`")
      })
  }

  @Test func anInitializerAndAnExtensionSetThePresentedControllersSetup() throws {
    let r = try MusicFixture.importScene(from: "albums", to: "player")
    #expect(r.scene.transition.kind == .present)
    #expect(r.scene.transition.animation == .push(.up))
    #expect(MusicFixture.view(r.scene.to, "ply-art-001")?.heroID == "player")
    #expect(
      MusicFixture.view(r.scene.to, "ply-btn-002")?.modifiers
        == (try ModifierParser.parse("fade rotate(\(Double.pi / 2)) whenPresenting(delay(0.2))")))
    #expect(!MusicFixture.messages(r, .warning).contains { $0.contains("isHeroEnabled") })
  }

  @Test func withoutTheCodeOnlyTheStoryboardsSettingsAreUsedAndTheImportSaysSo() throws {
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent("herocode-empty-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: empty) }
    // A storyboard-only project: nothing to say.
    let bare = try MusicFixture.importScene(from: "albums", to: "album", sources: [empty])
    #expect(MusicFixture.view(bare.scene.from, "alb-lbl-002")?.heroID == "storyboardTitle")
    #expect(MusicFixture.view(bare.scene.from, "alb-img-001")?.heroID == nil)
    #expect(MusicFixture.messages(bare, .source).isEmpty)
    // Code, but not the controllers': the import says where it looked.
    try "final class Other: UIView {}".write(toFile: empty + "/Other.swift", atomically: false, encoding: .utf8)
    let r = try MusicFixture.importScene(from: "albums", to: "album", sources: [empty])
    #expect(MusicFixture.view(r.scene.from, "alb-img-001")?.heroID == nil)
    #expect(
      MusicFixture.messages(r, .source).contains { $0.contains("class 'AlbumsViewController' is not in the sources") })
  }

  @Test func aScenesOverridesWinOverTheCodeByOutletOrObjectID() throws {
    let importer = try StoryboardImporter(path: MusicFixture.storyboard)
    let reader = try HeroSetupReader(folders: [MusicFixture.folder])
    let controller = try #require(importer.storyboard.controller(id: importer.controllerID("albums")))
    let target = LayoutTarget(screen: .init(width: 375, height: 667), scale: 2, direction: .leftToRight)
    let (view, report) = try importer.importScreen(
      "albums", side: .from, target: target, measureText: nil, heroSetup: reader.setup(for: controller),
      overrides: [
        "titleLabel": ScreenOverride(heroID: "sceneTitle"),
        "alb-bar-003": ScreenOverride(modifiers: try ModifierParser.parse("fade")),
      ])
    #expect(MusicFixture.view(view, "alb-lbl-002")?.heroID == "sceneTitle")
    #expect(MusicFixture.view(view, "alb-bar-003")?.modifiers == [.fade])
    #expect(MusicFixture.view(view, "alb-bar-003")?.heroID == "player")
    let notes = report.notes(.source).map(\.message)
    #expect(notes.contains { $0.hasPrefix("heroID 'sceneTitle' from the scene file, not the code's 'title' (") })
    #expect(notes.contains { $0.hasPrefix("modifiers from the scene file, not the code's (") })
    #expect(throws: ImportError.self) {
      _ = try importer.importScreen(
        "albums", side: .from, target: target, measureText: nil, overrides: ["albumArtt": ScreenOverride(heroID: "x")])
    }
  }
}
