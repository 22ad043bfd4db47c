import Foundation
import HeroCompositor
import HeroImport
import HeroLayout
import HeroModel
import HeroTestSupport
import Testing

/// Storyboards and xibs laid out for devices, against frames worked out by hand from the
/// constraints (scenes/import/Profile.storyboard and Card.xib, the examples of docs/import.md). Label heights
/// are what our text engine measures, rounded up to the device's pixels as UIKit rounds them.
@Suite struct LayoutImportTests {
  /// The compositor's text measurer (the bundled fonts are a test prerequisite, as for every text
  /// test), shared by the suites that run in parallel: one Pango context used by two threads at
  /// once crashes, so it is the locked `SharedTextMeasurer` the commands use.
  static let measurer: SharedTextMeasurer = {
    let measurer = SharedTextMeasurer()
    do { try measurer.start() } catch { fatalError("the text engine could not start: \(error)") }
    return measurer
  }()
  static let measure: TextMeasuring = { text, width in measurer.measure(text, width: width) }

  static let examples = repositoryRoot() + "/scenes/import"

  static func frames(_ view: View, into result: inout [String: Rect]) {
    result[view.id] = view.frame
    for child in view.children { frames(child, into: &result) }
  }

  static func importProfile(_ device: String, direction: LayoutDirection = .leftToRight) throws -> (
    from: [String: Rect], to: [String: Rect], report: ImportReport
  ) {
    let importer = try StoryboardImporter(path: Self.examples + "/Profile.storyboard")
    let target = LayoutTarget(device: try #require(Device.named(device)), direction: direction)
    let result = try importer.importScene(
      .init(from: "profile", to: "detail", name: "profile", layout: target, measureText: measure))
    var from: [String: Rect] = [:]
    var to: [String: Rect] = [:]
    frames(result.scene.from, into: &from)
    frames(result.scene.to, into: &to)
    return (from, to, result.report)
  }

  /// A label's intrinsic height as UIKit rounds it: up to the next device pixel.
  static func lineHeight(
    _ text: String, size: Double, bold: Bool = false, width: Double? = nil, lines: Int = 1, scale: Double
  )
    -> Double
  {
    var t = TextContent(text)
    t.font.size = size
    if bold { t.font.weight = .bold }
    t.lines = lines
    let h = measurer.measure(t, width: width).size.height
    return (h * scale - 1e-6).rounded(.up) / scale
  }

  static func close(_ a: Rect?, _ b: Rect, _ note: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let a else {
      Issue.record("no frame", sourceLocation: sourceLocation)
      return
    }
    let ok = [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-4 }
    #expect(ok, "\(a) is not \(b)", sourceLocation: sourceLocation)
  }

  @Test(arguments: [
    ("iPhone SE (3rd generation)", 375.0, 667.0, 20.0, 0.0, 16.0, 2.0), ("iPhone 15 Pro Max", 430, 932, 59, 34, 20, 3),
  ])
  func constraintsStackViewsSafeAreaAndLabels(
    device: String, width: Double, height: Double, safeTop: Double, safeBottom: Double, margin: Double, scale: Double
  ) throws {
    let (from, to, report) = try Self.importProfile(device)
    #expect(report.notes(.warning).filter { $0.subject.contains("layout") }.isEmpty, "\(report.notes)")
    // Title: 20 from the safe area's sides, 16 below its top, one line of 17 pt text.
    let title = Self.lineHeight("Profile", size: 17, scale: scale)
    Self.close(from["prf-lb-ttl"], Rect(20, safeTop + 16, width - 40, title))
    // Avatar: 80×80 (height = width × 1:1), centred, 24 below the title.
    let avatarTop = safeTop + 16 + title + 24
    Self.close(from["prf-vw-avt"], Rect((width - 80) / 2, avatarTop, 80, 80))
    // Buttons: between the root's layout margins, 44 high; fillEqually with spacing 8.
    let stackWidth = width - 2 * margin
    Self.close(from["prf-st-btn"], Rect(margin, avatarTop + 80 + 24, stackWidth, 44))
    let button = (stackWidth - 16) / 3
    for (k, id) in ["prf-vw-bt1", "prf-vw-bt2", "prf-vw-bt3"].enumerated() {
      Self.close(from[id], Rect(Double(k) * (button + 8), 0, button, 44))
    }
    // Bottom bar: full width, on the safe area's bottom.
    Self.close(from["prf-vw-bar"], Rect(0, height - safeBottom - 50, width, 50))

    // Detail: the banner follows its autoresizing mask (flexible width: 10 from each side).
    Self.close(to["dtl-vw-bnr"], Rect(10, 20, width - 20, 40))
    // A vertical stack of a heading and a wrapping paragraph, 12 apart; the hidden view takes no room.
    let heading = Self.lineHeight("Heading", size: 24, bold: true, scale: scale)
    let paragraph = Self.lineHeight(
      "A paragraph long enough to wrap onto more than one line on the narrow screen of the smallest phone.", size: 17,
      width: stackWidth, lines: 0, scale: scale)
    #expect(paragraph > title * 1.5)  // it wraps
    Self.close(to["dtl-st-txt"], Rect(margin, safeTop + 56, stackWidth, heading + 12 + paragraph))
    Self.close(to["dtl-lb-hdg"], Rect(0, 0, stackWidth, heading))
    Self.close(to["dtl-lb-bdy"], Rect(0, heading + 12, stackWidth, paragraph))
    #expect(to["dtl-vw-hid"]?.height == 0)
  }

  @Test func rightToLeftSwapsLeadingAndTrailing() throws {
    let (from, _, _) = try Self.importProfile("iPhone SE (3rd generation)", direction: .rightToLeft)
    // Leading 20 / trailing 20 is symmetric; a fillEqually stack starts at the right.
    let title = try #require(from["prf-lb-ttl"])
    #expect(title.minX == 20 && title.width == 335)
    Self.close(from["prf-vw-bt1"], Rect(234, 0, 109, 44))
    Self.close(from["prf-vw-bt3"], Rect(0, 0, 109, 44))
  }

  @Test func xibViewsImportWithConflictsReportedAsUIKitDoes() throws {
    let importer = try StoryboardImporter(xibs: [Self.examples + "/Card.xib"])
    #expect(importer.storyboard.controllers.map(\.id) == ["crd-vw-001", "crd-vw-002"])
    for (device, width, top) in [("iPhone 15", 393.0, 59.0), ("iPhone SE (3rd generation)", 375, 20)] {
      let result = try importer.importScene(
        .init(
          from: "card", to: "detail", kind: .present, name: "card",
          layout: LayoutTarget(device: try #require(Device.named(device))),
          measureText: Self.measure))
      var frames: [String: Rect] = [:]
      Self.frames(result.scene.from, into: &frames)
      let boxWidth = width - 48
      Self.close(frames["crd-vw-box"], Rect(24, top + 24, boxWidth, boxWidth / 3 + 5))
      // The later of two required widths is broken, as UIKit breaks it; the first holds.
      Self.close(frames["crd-vw-tag"], Rect(24, top + 24 + boxWidth / 3 + 5 + 16, 100, 30))
      let conflict = result.report.notes(.warning).map(\.description).filter { $0.contains("simultaneously") }
      #expect(
        conflict == [
          "warning       from/layout (line 35): unable to simultaneously satisfy constraints: view Tag.width == 100 (line 33); broke view Tag.width == 140 (line 35)"
        ])
    }
  }

  @Test func withoutADeviceTheDocumentsDeviceIsUsed() throws {
    let importer = try StoryboardImporter(path: Self.examples + "/Profile.storyboard")
    let result = try importer.importScene(.init(from: "profile", to: "detail", name: "p", measureText: Self.measure))
    #expect(result.scene.canvas.size == Size(375, 667))
    #expect(result.scene.canvas.scale == 2)
    #expect(result.report.notes.contains { $0.message == "laid out with Auto Layout for iPhone SE (3rd generation)" })
  }

  /// The largest screen tried: 400 cards of a label and two views each, pinned in a column.
  @Test func layoutCostGrowsLinearly() throws {
    func storyboard(_ n: Int) -> String {
      var views = ""
      var constraints = ""
      for i in 0..<n {
        views += """
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="c\(i)"><rect key="frame" x="0" y="0" width="10" height="10"/>
          <subviews><label text="Card \(i)" translatesAutoresizingMaskIntoConstraints="NO" id="l\(i)"><rect key="frame" x="0" y="0" width="10" height="10"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label></subviews>
          <constraints><constraint firstItem="l\(i)" firstAttribute="leading" secondItem="c\(i)" secondAttribute="leading" constant="8" id="cl\(i)"/>
          <constraint firstItem="l\(i)" firstAttribute="centerY" secondItem="c\(i)" secondAttribute="centerY" id="cy\(i)"/></constraints></view>

          """
        constraints += """
          <constraint firstItem="c\(i)" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="a\(i)"/>
          <constraint firstItem="root" firstAttribute="trailingMargin" secondItem="c\(i)" secondAttribute="trailing" id="b\(i)"/>
          <constraint firstItem="c\(i)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(i * 50)" id="t\(i)"/>
          <constraint firstItem="c\(i)" firstAttribute="height" constant="44" id="h\(i)"/>

          """
      }
      return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <device id="retina4_7"/><objects><view contentMode="scaleToFill" id="root"><rect key="frame" x="0" y="0" width="375" height="667"/>
        <subviews>\(views)</subviews><constraints>\(constraints)</constraints></view></objects></document>
        """
    }
    func run(_ n: Int) throws -> Double {
      let text = storyboard(n)
      let path = FileManager.default.temporaryDirectory.appendingPathComponent("hero-layout-cost-\(getpid())-\(n).xib")
        .path
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      defer { try? FileManager.default.removeItem(atPath: path) }
      let importer = try StoryboardImporter(xibs: [path])
      return try bestThreadCPUSeconds(runs: 2) {
        _ = try importer.layOut("root", measureText: Self.measure)
      }
    }
    let small = try run(100)
    let large = try run(400)
    print("layout: 400 cards (801 views, 4,000 constraints with the content sizes) in \(large) s of CPU")
    expectLinearCost("layout of 100 vs 400 cards", small: small, large: large)
  }
}
