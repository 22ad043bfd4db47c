import Foundation
import HeroImport
import HeroLayout
import HeroModel
import HeroTestSupport
import Testing

/// What UIKit feeds Auto Layout besides the constraints: the containing controllers' bars, the
/// document's own device, the controls' intrinsic sizes, texts written as elements, and the check
/// against the frames IB stored. Fixtures of our own (Fixtures/bars.storyboard, controls*.storyboard,
/// stored-frames.xib) whose stored frames are what UIKit gives on the document's device.
@Suite struct ControllerBarsTests {
  static let fixtures = repositoryRoot() + "/Tests/HeroImportTests/Fixtures"

  static func frames(_ file: String, _ controller: String, target: LayoutTarget? = nil) throws -> [String: Rect] {
    let importer =
      file.hasSuffix(".xib")
      ? try StoryboardImporter(xibs: [fixtures + "/" + file]) : try StoryboardImporter(path: fixtures + "/" + file)
    return try importer.layOut(controller, target: target, measureText: LayoutImportTests.measure).frames
  }

  /// Each controller's box, pinned to its safe area, where UIKit puts it on an iPhone SE; and the
  /// height of the controller's view (a view does not extend under an opaque bar or into a sheet's gap).
  @Test(arguments: [
    ("root", 64.0, 667.0), ("pushed", 64, 667), ("opaque", 0, 603), ("includes", 64, 667), ("large", 116, 667),
    ("inline", 64, 667), ("prompted", 94, 667), ("tab", 574, 667), ("toolbar", 579, 623), ("sheet", 0, 647),
    ("hidden", 20, 667), ("ptab", 0, 603),
  ])
  func barsOfTheContainingControllers(controller: String, boxTop: Double, viewHeight: Double) throws {
    let frames = try Self.frames("bars.storyboard", controller)
    #expect(frames["\(controller)-box"] == Rect(0, boxTop, 375, 44))
    #expect(frames["\(controller)-view"]?.height == viewHeight)
  }

  /// Bars add to the window's insets for any device, not only the document's: a push under the
  /// navigation bar of an iPhone 15 Pro Max starts 59 + 44 points down.
  @Test func barsOnAnotherDevice() throws {
    let device = try #require(Device.named("iPhone 15 Pro Max"))
    let pushed = try Self.frames("bars.storyboard", "pushed", target: LayoutTarget(device: device))
    #expect(pushed["pushed-box"] == Rect(0, 103, 430, 44))
    let tab = try Self.frames("bars.storyboard", "tab", target: LayoutTarget(device: device))
    #expect(tab["tab-box"] == Rect(0, 932 - 34 - 49 - 44, 430, 44))
    let opaque = try Self.frames("bars.storyboard", "opaque", target: LayoutTarget(device: device))
    #expect(abs((opaque["opaque-view"]?.height ?? 0) - (932 - 103)) < 1e-6)
    // On an iPad the bars are taller: a 50 pt navigation bar under the 24 pt status bar.
    let pad = try #require(Device.named("iPad (10th generation)"))
    #expect(try Self.frames("bars.storyboard", "root", target: LayoutTarget(device: pad))["root-box"]?.minY == 74)
  }

  /// The imported scene of a push (hero import storyboard --segue) puts the pushed content below the bar.
  @Test func pushImportsBelowTheBar() throws {
    let importer = try StoryboardImporter(path: Self.fixtures + "/bars.storyboard")
    let result = try importer.importScene(
      .init(segue: "push-1", name: "push", measureText: LayoutImportTests.measure))
    #expect(result.scene.to.children.first { $0.id == "pushed-box" }?.frame == Rect(0, 64, 375, 44))
    // The stored frames are UIKit's: no warning that the layout differs from them.
    #expect(!result.report.notes.contains { $0.message.contains("Interface Builder stored") }, "\(result.report.notes)")
  }

  /// A stored frame the layout does not reproduce is a warning for its screen, with both frames
  /// (the example of docs/import.md): here a box IB left under the bar.
  @Test func importWarnsWhereTheLayoutDiffersFromIB() throws {
    let text = try String(contentsOfFile: Self.fixtures + "/bars.storyboard", encoding: .utf8)
    let stale = text.replacingOccurrences(
      of: #"<rect key="frame" x="0.0" y="64" width="375" height="44"/>"#,
      with: #"<rect key="frame" x="0.0" y="20" width="375" height="44"/>"#)
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bars-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try stale.write(toFile: dir + "/bars.storyboard", atomically: true, encoding: .utf8)
    let result = try StoryboardImporter(path: dir + "/bars.storyboard").importScene(
      .init(segue: "push-1", name: "push", measureText: LayoutImportTests.measure))
    let warnings = result.report.notes(.warning).map(\.message)
    #expect(
      warnings.contains {
        $0.hasPrefix("laid out for iPhone SE (3rd generation): 1 of 2 views are more than 0.5 pt")
          && $0.contains("view 'pushed-box' (line 55), by 44 pt: IB (0, 20, 375, 44), here (0, 64, 375, 44)")
      }, "\(warnings)")
    // Laid out for a device named, the stored frames are no reference: no such warning.
    let named = try StoryboardImporter(path: dir + "/bars.storyboard").importScene(
      .init(
        segue: "push-1", name: "push", layout: LayoutTarget(device: try #require(Device.named("iPhone 15"))),
        measureText: LayoutImportTests.measure))
    #expect(!named.report.notes.contains { $0.message.contains("Interface Builder stored") })
  }

  /// Every device id Interface Builder writes is a device of the table, with its own size.
  @Test(arguments: [
    ("retina3_5", 320.0, 480.0, 20.0), ("retina4_0", 320, 568, 20), ("retina4_7", 375, 667, 20),
    ("retina5_5", 414, 736, 20), ("retina5_9", 375, 812, 44), ("retina6_1", 414, 896, 48), ("retina6_5", 414, 896, 44),
    ("retina5_4", 375, 812, 50), ("retina6_0", 390, 844, 47), ("retina6_7", 428, 926, 47),
    ("retina6_12", 393, 852, 59), ("retina6_72", 430, 932, 59), ("retina6_3", 402, 874, 62),
    ("retina6_9", 440, 956, 62), ("iPad", 768, 1024, 20), ("ipad9_7", 768, 1024, 20), ("ipad10_2", 810, 1080, 20),
    ("ipad10_5", 834, 1112, 20), ("ipad11", 834, 1194, 24), ("ipad12_9", 1024, 1366, 20),
    ("ipad12_9rounded", 1024, 1366, 24), ("ipad10_9rounded", 820, 1180, 24),
  ])
  func everyInterfaceBuilderDevice(id: String, width: Double, height: Double, top: Double) throws {
    let device = try #require(Device.interfaceBuilder(id))
    #expect(device.width == width && device.height == height && device.safeArea.top == top)
  }

  /// A landscape document is laid out on the turned screen: a phone's status bar is gone and the
  /// notch insets both sides.
  @Test func landscape() throws {
    let device = try #require(Device.interfaceBuilder("retina6_12"))
    let target = LayoutTarget(landscape: device)
    #expect(target.screen.width == 852 && target.screen.height == 393)
    #expect(target.screen.safeArea == LayoutInsets(top: 0, left: 59, bottom: 21, right: 59))
    #expect(target.bars.navigation == 32)
  }

  /// Fixed-size controls in a vertical stack: their intrinsic heights, of the SDK the document was
  /// saved with (iOS 13's redesign changed several).
  @Test(arguments: [
    ("controls.storyboard", [31.0, 32, 32, 4, 37, 56, 34]),
    ("controls-legacy.storyboard", [31.0, 29, 29, 2, 37, 56, 30]),
  ])
  func controlSizes(file: String, heights: [Double]) throws {
    let frames = try Self.frames(file, "controls")
    let keys = ["sw", "sg", "st", "pr", "ac", "sb", "tf"]
    var y = 0.0
    for (key, h) in zip(keys, heights) {
      // The stack places a switch's alignment rectangle: its frame reaches 2 pt past it.
      #expect(frames["ctl-\(key)"] == Rect(0, y, key == "sw" ? 345 : 343, h), "\(key)")
      y += h
    }
  }

  /// A table cell's content view has 11 pt margins above and below and the system margin at the
  /// sides since iOS 11; a document of an older Xcode keeps a plain view's 8 pt.
  @Test(arguments: [("cells.storyboard", 16.0, 11.0), ("cells-legacy.storyboard", 8, 8)])
  func cellContentMargins(file: String, x: Double, y: Double) throws {
    #expect(try Self.frames(file, "list")["list-box"] == Rect(x, y, 44, 20))
  }

  /// A xib's view keeps the size IB gave it; its stored frames are checked: a view off by 10 pt is
  /// named, a misplaced one and a label written as `<string key="text">` are read as IB wrote them.
  @Test func storedFramesCheck() throws {
    let importer = try StoryboardImporter(xibs: [Self.fixtures + "/stored-frames.xib"])
    let check = try #require(try importer.checkStoredFrames("card", measureText: LayoutImportTests.measure))
    let byID = Dictionary(uniqueKeysWithValues: check.views.map { ($0.id, $0) })
    #expect(byID["card"]?.solved == Rect(0, 0, 300, 200))
    #expect(byID["card-fits"]?.matches == true)
    #expect(byID["card-stale"]?.offset == 10)
    #expect(byID["card-stale"]?.flaw == nil)
    #expect(byID["card-misplaced"]?.flaw == .misplaced)
    // The long text has a height: it was read from its element.
    #expect((byID["card-long"]?.solved.height ?? 0) > 20)
    #expect(byID["card-long"]?.dependsOnText == true)
    #expect(byID["card-fits"]?.dependsOnText == false)
    let warning = try #require(check.warning(screen: "iPhone 11"))
    #expect(
      warning.contains("'card-stale' (line 12), by 10 pt: IB (20, 80, 260, 40), here (20, 90, 260, 40)"), "\(warning)")
    #expect(warning.contains("1 views differ where IB's own stored frames are stale"), "\(warning)")
  }

  /// `hero import measure` counts what it compares (the real command's path: `LayoutMeasure`).
  @Test func measureCountsTheFixtures() throws {
    let bars = LayoutMeasure.measure(file: Self.fixtures + "/bars.storyboard", measureText: LayoutImportTests.measure)
    #expect(bars.errors.isEmpty)
    #expect(bars.plain.views > 0 && bars.plain.matching == bars.plain.views, "\(bars.row)")
    let card = LayoutMeasure.measure(file: Self.fixtures + "/stored-frames.xib", measureText: LayoutImportTests.measure)
    #expect(card.flawed == 1)
    #expect(card.plain.views - card.plain.matching == 1)
    let broken = LayoutMeasure.measure(file: Self.fixtures + "/missing.storyboard", measureText: nil)
    #expect(broken.errors.count == 1)
  }
}
