import Foundation
import HeroImport
import HeroModel
import Testing

/// A constraint's numbers as a hostile or broken xib writes them (issue 29, §3): a priority outside
/// 1…1000 or not a number, a NaN or infinite constant, an absurd multiplier. Each is a warning naming
/// the constraint and its line, never a silent value; before, priority 0 became 1 and a NaN constant
/// became 0 without a word, and a multiplier of 1e300 reached the solver.
@Suite struct ConstraintNumberTests {
  static let measure = LayoutImportTests.measure

  static func xib(_ constraints: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
    <device id="retina4_7"/><objects><view contentMode="scaleToFill" id="root"><rect key="frame" x="0" y="0" width="375" height="667"/>
    <subviews><view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="10" y="20" width="30" height="40"/></view></subviews>
    <constraints>
    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="x"/>
    <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="y"/>
    <constraint firstItem="box" firstAttribute="height" constant="40" id="h"/>
    \(constraints)
    </constraints></view></objects></document>
    """
  }

  static func layOut(_ constraints: String) throws -> (frames: [String: Rect], warnings: [String]) {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("hero-numbers-\(UUID()).xib").path
    try xib(constraints).write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try StoryboardImporter(xibs: [path]).layOut("root", measureText: measure)
    return (result.frames, result.report.notes(.warning).map(\.description))
  }

  @Test(arguments: [
    ("priority=\"0\"", "priority 0 is outside 1…1000 (UIKit refuses it); used 1"),
    ("priority=\"-5\"", "priority -5 is outside 1…1000 (UIKit refuses it); used 1"),
    ("priority=\"5000\"", "priority 5000 is outside 1…1000 (UIKit refuses it); used 1000"),
    ("priority=\"nan\"", "priority 'nan' is not a number; left out"),
    ("priority=\"high\"", "priority 'high' is not a number; left out"),
    ("constant=\"nan\"", "constant 'nan' is not a finite number within ±1000000 points; left out"),
    ("constant=\"inf\"", "constant 'inf' is not a finite number within ±1000000 points; left out"),
    ("constant=\"1e300\"", "constant '1e300' is not a finite number within ±1000000 points; left out"),
    ("multiplier=\"1e300\"", "multiplier '1e300' is not a number or ratio, 0, or beyond ±10000; left out"),
    ("multiplier=\"0\"", "multiplier '0' is not a number or ratio, 0, or beyond ±10000; left out"),
  ])
  func eachBadNumberIsAWarningWithItsLine(attribute: String, message: String) throws {
    let (frames, warnings) = try Self.layOut(
      "<constraint firstItem=\"box\" firstAttribute=\"width\" \(attribute) id=\"w\"/>")
    let line = 9
    #expect(
      warnings.contains { $0.contains("from/constraint w (line \(line))") && $0.hasSuffix(message) },
      "\(warnings)")
    #expect(frames["box"]?.origin == Point(10, 20))
  }
}
