import Foundation
import HeroImport
import HeroModel
import Testing

/// Cost grows linearly with the storyboard: importing 4n views takes about four times as long as
/// n, not sixteen. The figures are printed; the check is on the ratio only (never on a time), with
/// room for a busy machine: under 12, where quadratic work would give about 16.
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

  /// Seconds for one import of the storyboard with `n` views, and the views imported.
  static func seconds(_ data: Data) throws -> (Double, Int) {
    let start = ContinuousClock.now
    let board = try StoryboardReader.parse(data, file: "cost.storyboard")
    let result = try StoryboardImporter(storyboard: board, catalog: AssetCatalog()).importScene(
      .init(segue: "go", name: "cost"))
    let elapsed = ContinuousClock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    return (seconds, result.scene.from.children.count + result.scene.to.children.count)
  }

  /// n and 4n are measured back to back, three times; the smallest ratio is checked, so a busy
  /// machine slowing one run does not decide the result.
  @Test func fourTimesTheViewsCostsAboutFourTimesAsMuch() throws {
    let n = 600
    let (small, large) = (Self.storyboard(views: n), Self.storyboard(views: 4 * n))
    var ratios: [Double] = []
    for _ in 0..<3 {
      let (a, smallViews) = try Self.seconds(small)
      let (b, largeViews) = try Self.seconds(large)
      #expect(smallViews == 2 * n && largeViews == 8 * n)
      ratios.append(b / a)
      print(
        "import cost: \(2 * n) views \(String(format: "%.1f", a * 1000)) ms, \(8 * n) views \(String(format: "%.1f", b * 1000)) ms, ratio \(String(format: "%.2f", b / a)) (linear 4, quadratic 16)"
      )
    }
    let best = ratios.min() ?? .infinity
    #expect(best < 12, "importing 4n views cost \(best)× n's at best")
  }
}
