import Foundation
import HeroImport
import HeroModel
import HeroTestSupport
import Testing

/// Cost grows linearly with the storyboard: importing, listing and cutting 4n of something takes
/// about four times as long as n, not sixteen. Thread CPU seconds, best of three; the figures are
/// printed and only their ratio is checked (HeroTestSupport's `expectLinearCost`).
@Suite struct ImportCostTests {
  /// A storyboard whose two screens hold `n` views each: rows of labelled, coloured cards with
  /// runtime attributes, some unknown elements (each a report note) and one segue.
  static func storyboard(views n: Int) -> Data {
    var xml = #"""
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
      <device id="retina4_7" orientation="portrait"/>
      <scenes>
      """#
    for side in 0..<2 {
      xml +=
        #"<scene sceneID="s\#(side)"><objects><viewController storyboardIdentifier="vc\#(side)" id="vc\#(side)" sceneMemberID="viewController">"#
      xml +=
        #"<view key="view" id="root\#(side)"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/><subviews>"#
      for i in 0..<n {
        let element = i % 10 == 0 ? "slider" : (i % 3 == 0 ? "label" : "view")
        xml +=
          #"<\#(element) text="Row \#(i)" id="v\#(side)-\#(i)"><rect key="frame" x="\#(i % 5 * 70)" y="\#(i / 5 * 20)" width="60" height="16"/>"#
        xml +=
          #"<color key="backgroundColor" red="0.5" green="0.\#(i % 10)" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        xml +=
          #"<userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="heroModifierString" value="fade scale(0.5)"/></userDefinedRuntimeAttributes>"#
        xml += "</\(element)>"
      }
      xml += "</subviews></view>"
      if side == 0 {
        xml += #"<connections><segue destination="vc1" kind="presentation" id="go"/></connections>"#
      }
      xml += "</viewController></objects></scene>"
    }
    xml += "</scenes></document>"
    return Data(xml.utf8)
  }

  /// One import of `data` (the segue `go`); the views imported.
  static func importViews(_ data: Data) throws -> Int {
    let board = try StoryboardReader.parse(data, file: "cost.storyboard")
    let result = try StoryboardImporter(storyboard: board, catalog: AssetCatalog()).importScene(
      .init(segue: "go", name: "cost"))
    return result.scene.from.children.count + result.scene.to.children.count
  }

  @Test func fourTimesTheViewsCostsAboutFourTimesAsMuch() throws {
    let n = 600
    let (small, large) = (Self.storyboard(views: n), Self.storyboard(views: 4 * n))
    var views: [Int] = []
    expectLinearCost(
      "import of \(2 * n) / \(8 * n) views",
      small: try bestThreadCPUSeconds { views.append(try Self.importViews(small)) },
      large: try bestThreadCPUSeconds { views.append(try Self.importViews(large)) })
    #expect(views == [2 * n, 2 * n, 2 * n, 8 * n, 8 * n, 8 * n])
  }

  /// Views naming one colour set and one image set of an asset catalog whose `Contents.json` files
  /// are large: each set is read once per import, so 4× the views and 4× the files cost about 4×,
  /// not 16× (every view reading the files).
  @Test func catalogSetsAreReadOncePerImport() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("cost-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    /// A catalog `name` whose two sets carry `n` entries Xcode would skip (other appearances, Mac).
    func catalog(_ name: String, padding n: Int) throws -> AssetCatalog {
      let folder = root + "/" + name + ".xcassets"
      let skippedColor =
        #"{ "idiom": "universal", "appearances": [{ "appearance": "luminosity", "value": "dark" }], "color": { "components": { "red": "0", "green": "0", "blue": "0" } } }"#
      let color =
        #"{ "idiom": "universal", "color": { "color-space": "srgb", "components": { "red": "0.2", "green": "0.4", "blue": "0.6", "alpha": "1" } } }"#
      let skippedImage = #"{ "idiom": "mac", "filename": "icon-mac.png", "scale": "2x" }"#
      let image = #"{ "idiom": "universal", "filename": "icon.png", "scale": "2x" }"#
      for (set, contents) in [
        (
          "Brand.colorset",
          #"{ "colors": [\#(Array(repeating: skippedColor, count: n).joined(separator: ",")), \#(color)] }"#
        ),
        (
          "Icon.imageset",
          #"{ "images": [\#(Array(repeating: skippedImage, count: n).joined(separator: ",")), \#(image)] }"#
        ),
      ] {
        try FileManager.default.createDirectory(atPath: folder + "/" + set, withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: URL(fileURLWithPath: folder + "/" + set + "/Contents.json"))
      }
      // Only its header is read by the import.
      try Data(PNGBomb.black(width: 1, height: 1)).write(to: URL(fileURLWithPath: folder + "/Icon.imageset/icon.png"))
      var catalog = AssetCatalog()
      try catalog.add(folder)
      return catalog
    }
    /// `n` image views coloured and filled from the catalog, presented over an empty screen.
    func storyboard(_ n: Int) throws -> Storyboard {
      var xml = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>"#
      xml +=
        #"<scene sceneID="s0"><objects><viewController id="vc0" sceneMemberID="viewController"><view key="view" id="root0"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/><subviews>"#
      for i in 0..<n {
        xml +=
          #"<imageView image="Icon" id="v\#(i)"><rect key="frame" x="0" y="\#(i)" width="10" height="10"/><color key="backgroundColor" name="Brand"/></imageView>"#
      }
      xml +=
        #"</subviews></view><connections><segue destination="vc1" kind="presentation" id="go"/></connections></viewController></objects></scene>"#
      xml +=
        #"<scene sceneID="s1"><objects><viewController id="vc1" sceneMemberID="viewController"><view key="view" id="root1"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view></viewController></objects></scene>"#
      return try StoryboardReader.parse(Data((xml + "</scenes></document>").utf8), file: "assets.storyboard")
    }
    let (small, large) = (
      (try storyboard(250), try catalog("small", padding: 250)),
      (try storyboard(1000), try catalog("large", padding: 1000))
    )
    var views: [View] = []
    func importViews(_ input: (Storyboard, AssetCatalog)) throws {
      views = try StoryboardImporter(storyboard: input.0, catalog: input.1).importScene(
        .init(segue: "go", name: "assets")
      ).scene.from.children
    }
    expectLinearCost(
      "catalog sets named by 250 / 1000 views", small: try bestThreadCPUSeconds { try importViews(small) },
      large: try bestThreadCPUSeconds { try importViews(large) })
    #expect(views.count == 1000)
    #expect(
      views.allSatisfy { $0.backgroundColor == Color(red: 0.2, green: 0.4, blue: 0.6) },
      "\(views.first.map { "\($0)" } ?? "")")
    #expect(
      views.allSatisfy { $0.image?.path.hasSuffix("/Icon.imageset/icon.png") == true },
      "\(views.first.map { "\($0)" } ?? "")")
  }

  /// A storyboard of `n` plain scenes, each with a segue to the next (the listing's input).
  static func scenes(_ n: Int) -> Data {
    var xml = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>"#
    for i in 0..<n {
      xml +=
        #"<scene sceneID="s\#(i)"><objects><viewController storyboardIdentifier="screen\#(i)" id="vc\#(i)" sceneMemberID="viewController">"#
      xml += #"<connections><segue destination="vc\#((i + 1) % n)" kind="show" id="g\#(i)"/></connections>"#
      xml += "</viewController></objects></scene>"
    }
    return Data((xml + "</scenes></document>").utf8)
  }

  /// `--list` of thousands of scenes and segues: each segue end names its scene by one lookup (it
  /// searched every scene per end: 4× the scenes cost 16×).
  @Test func listingThousandsOfScenesIsLinear() throws {
    let (small, large) = (Self.scenes(1500), Self.scenes(6000))
    var table = ""
    func list(_ data: Data) throws {
      table = StoryboardListing.table(try StoryboardReader.parse(data, file: "many.storyboard"))
    }
    expectLinearCost(
      "listing of 1500 / 6000 scenes", small: try bestThreadCPUSeconds { try list(small) },
      large: try bestThreadCPUSeconds { try list(large) })
    #expect(
      table.split(separator: "\n").contains {
        $0.hasPrefix("g5999 ") && $0.hasSuffix("screen5999 (vc5999) → screen0 (vc0)")
      },
      "\(table.suffix(300))")
  }

  /// A label whose text attribute is a megabyte (the XML reader's limit for one attribute) is read in linear time; the cut to the scene format's
  /// limit walks only the characters kept (it removed characters one at a time from the end).
  @Test func hugeLabelTextIsCutInLinearTime() throws {
    func storyboard(_ text: String) -> Data {
      Data(
        String(decoding: Self.storyboard(views: 1), as: UTF8.self)
          .replacingOccurrences(of: "<slider text=\"Row 0\"", with: "<label text=\"\(text)\"")
          .replacingOccurrences(of: "</slider>", with: "</label>").utf8)
    }
    let (small, large) = (
      storyboard(String(repeating: "é", count: 125_000)), storyboard(String(repeating: "é", count: 500_000))
    )
    var labels: [String] = []
    func importLabel(_ data: Data) throws {
      let board = try StoryboardReader.parse(data, file: "long.storyboard")
      let scene = try StoryboardImporter(storyboard: board, catalog: AssetCatalog()).importScene(
        .init(segue: "go", name: "long")
      ).scene
      labels.append(scene.from.children[0].text?.string ?? "")
    }
    expectLinearCost(
      "label text of 0.25 / 1 MB", small: try bestThreadCPUSeconds { try importLabel(small) },
      large: try bestThreadCPUSeconds { try importLabel(large) })
    #expect(labels.allSatisfy { $0 == String(repeating: "é", count: TextContent.maximumStringBytes / 2) })
  }
}
