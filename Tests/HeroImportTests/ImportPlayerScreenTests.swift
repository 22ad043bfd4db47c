import Foundation
import HeroCompositor
import HeroImport
import HeroModel
import HeroScene
import HeroTestSupport
import Testing

@testable import HeroImport

/// A music player's screens as Hero's own example app draws them (scenes/import/Player.storyboard,
/// our fixture of the same shape): the cover is a JPEG from the asset catalog, the custom play
/// button's white icon keeps its colours, the card's shadow comes from the app's inspectables.
@Suite struct ImportPlayerScreenTests {
  static let storyboard = repositoryRoot() + "/scenes/import/Player.storyboard"

  func child(_ view: View, _ id: String) -> View? { ImportFixtures.views(view)[id] }

  func imported() throws -> StoryboardImporter.Result {
    try StoryboardImporter(path: Self.storyboard).importScene(.init(segue: "openPlayer", name: "player"))
  }

  @Test func theJPEGCoverIsShownNotAPlaceholder() throws {
    let r = try imported()
    let cover = try #require(child(r.scene.from, "Cov-iv-001"))
    #expect(cover.image?.path.hasSuffix("cover.imageset/cover.jpg") == true, "\(String(describing: cover.image))")
    #expect(cover.backgroundColor == nil)
    #expect(!r.report.notes.contains { $0.message.contains("cover") && $0.message.contains("placeholder") })
  }

  /// IB writes no buttonType for a custom button: its image is drawn in its own colours; the system
  /// button beside it tints its image (the asset says nothing either way).
  @Test func aCustomButtonKeepsItsIconsColoursAndASystemButtonTintsIt() throws {
    let r = try imported()
    let play = try #require(child(r.scene.from, "Ply-bt-001.image")?.image)
    #expect(play.rendering == .original)
    #expect(play.path.hasSuffix("play.imageset/play@2x.png"))  // the scene's scale 2 (retina4_7)
    #expect(child(r.scene.to, "Skp-bt-002.image")?.image?.rendering == .template)
  }

  /// The app's `shadowColor`, `shadowRadius`, `shadowOpacity`, `shadowOffset` and `cornerRadius`
  /// inspectables reach the card's layer, each noted as an assumption about the app's setter.
  @Test func inspectableShadowsReachTheLayer() throws {
    let r = try imported()
    let card = try #require(child(r.scene.from, "Crd-vw-001"))
    let shadow = try #require(card.shadow)
    #expect(shadow.radius == 12 && shadow.opacity == 0.35 && shadow.offset == Size(0, 8))
    #expect(shadow.color == Color(red: 0.1, green: 0.12, blue: 0.2))
    #expect(card.cornerRadius == 14)
    let notes = r.report.notes.map(\.message)
    #expect(notes.contains("app-defined inspectable 'shadowRadius' read as layer.shadowRadius"))
    #expect(!notes.contains { $0.contains("not read") }, "\(notes)")
  }

  /// UIKit's choice of file for a scale: exact, else the nearest larger, else the largest smaller;
  /// in the dark appearance a luminosity-dark file replaces the plain one of its scale.
  @Test func scaleAndAppearanceChooseTheFileAsUIKitDoes() throws {
    let contents = try JSONReader.parse(
      Array(
        """
        { "images": [
          { "idiom": "universal", "filename": "a.png", "scale": "1x" },
          { "idiom": "universal", "filename": "c.png", "scale": "3x" },
          { "idiom": "universal", "filename": "c-dark.png", "scale": "3x",
            "appearances": [{ "appearance": "luminosity", "value": "dark" }] },
          { "idiom": "universal", "filename": "c-hc.png", "scale": "3x",
            "appearances": [{ "appearance": "contrast", "value": "high" }] },
          { "idiom": "ipad", "filename": "pad.png", "scale": "2x" } ] }
        """.utf8))
    func pick(_ scale: Double, _ appearance: Appearance) -> String? {
      AssetCatalog.nearest(AssetCatalog.imageEntries(contents, appearance: appearance), to: scale)?.file
    }
    #expect(pick(1, .light) == "a.png")
    #expect(pick(2, .light) == "c.png")  // the nearest larger, scaled down
    #expect(pick(3, .light) == "c.png")
    #expect(pick(4, .light) == "c.png")  // the largest, scaled up
    #expect(pick(3, .dark) == "c-dark.png")
    #expect(pick(1, .dark) == "a.png")  // no dark file of that scale: the plain one
  }
}

/// iOS's built-in families are drawn in their free stand-ins (`FontStandIns`): metric-compatible
/// clones where they exist, look-alikes elsewhere, each substitution noted once with its stand-in.
@Suite struct ImportFontStandInTests {
  /// A screen with labels in Arial, Times New Roman, Courier New, Helvetica Neue and Avenir Next
  /// (as IB writes them: PostScript name and family), presented over an empty one.
  static func storyboard() throws -> String {
    let labels = [
      ("ari", "ArialMT", "Arial"), ("tim", "TimesNewRomanPS-BoldMT", "Times New Roman"),
      ("cou", "CourierNewPSMT", "Courier New"), ("hel", "HelveticaNeue-Light", "Helvetica Neue"),
      ("ave", "AvenirNext-Regular", "Avenir Next"), ("ave2", "AvenirNext-Regular", "Avenir Next"),
    ].map { id, name, family in
      """
      <label text="Hamburgefonstiv" id="\(id)"><rect key="frame" x="0" y="0" width="300" height="30"/>
      <fontDescription key="fontDescription" name="\(name)" family="\(family)" pointSize="20"/></label>
      """
    }.joined()
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>
      <scene sceneID="s0"><objects><viewController id="vc0" sceneMemberID="viewController"><view key="view" id="r0"><rect key="frame" x="0.0" y="0.0" width="320" height="400"/><subviews>
      \(labels)
      </subviews></view><connections><segue destination="vc1" kind="presentation" id="go"/></connections></viewController></objects></scene>
      <scene sceneID="s1"><objects><viewController id="vc1" sceneMemberID="viewController"><view key="view" id="r1"><rect key="frame" x="0.0" y="0.0" width="320" height="400"/></view></viewController></objects></scene>
      </scenes></document>
      """
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/Main.storyboard"))
    return folder + "/Main.storyboard"
  }

  @Test func builtInFamiliesAreDrawnInTheirStandIns() throws {
    let path = try Self.storyboard()
    defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
    let r = try StoryboardImporter(path: path).importScene(.init(segue: "go", scale: 2, name: "fonts"))
    let views = ImportFixtures.views(r.scene.from)
    func font(_ id: String) -> Font? { views[id]?.text?.font }
    #expect(font("ari")?.family == "Liberation Sans")
    #expect(font("tim")?.family == "Liberation Serif" && font("tim")?.weight == .bold)
    #expect(font("cou")?.family == "Liberation Mono")
    #expect(font("hel")?.family == "Nimbus Sans" && font("hel")?.weight == .light)
    #expect(font("ave")?.family == "Inter")
    let notes = r.report.notes.map(\.description)
    #expect(
      notes.contains {
        $0.contains(
          "font 'ArialMT' (Arial) drawn in Liberation Sans, a metric-compatible stand-in (Debian fonts-liberation2)")
      }, "\(notes)")
    #expect(
      notes.contains { $0.contains("font 'HelveticaNeue-Light' (Helvetica Neue) drawn in Nimbus Sans, a look-alike") })
    // One note per font, however many labels use it.
    #expect(notes.filter { $0.contains("AvenirNext-Regular") }.count == 1, "\(notes)")
  }

  /// The stand-ins are really loaded: the same text measures differently in each, and the scene
  /// reader accepts their families.
  @Test func standInsAreLoadedByTheCompositor() throws {
    let measurer = try TextMeasurer()
    var widths: Set<Double> = []
    for family in ["Inter", "Liberation Sans", "Liberation Serif", "Liberation Mono", "Nimbus Sans", "DejaVu Serif"] {
      var text = TextContent("Hamburgefonstiv")
      text.font = Font(family: family, size: 20)
      widths.insert(measurer.measure(text, width: nil).size.width)
    }
    #expect(widths.count == 6, "\(widths)")
  }
}
