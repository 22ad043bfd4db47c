import Foundation
import HeroImport
import HeroLayout
import HeroModel
import HeroTestSupport
import Testing

/// Right to left as UIKit does it, in `hero import` (`importScene`) and in a scene variant's
/// storyboard screen (`importScreen`): natural alignment is right where a view's direction is
/// right to left, and `semanticContentAttribute` decides each view's direction, for its text and
/// for the leading and trailing of the constraints it holds. scenes/variants/Contact.storyboard
/// has a phone-number field forced left to right; frames worked out by hand from its constraints.
@Suite struct SemanticContentImportTests {
  static let contact = repositoryRoot() + "/scenes/variants/Contact.storyboard"

  static func frames(_ views: [String: View]) -> [String: Rect] { views.mapValues(\.frame) }

  /// The contact screen as `hero import storyboard --device iPhone-SE --direction …` imports it.
  static func imported(_ direction: LayoutDirection) throws -> [String: View] {
    let importer = try StoryboardImporter(path: contact)
    let target = LayoutTarget(device: try #require(Device.withSlug("iPhone-SE")), direction: direction)
    let result = try importer.importScene(
      .init(from: "contact", to: "call", name: "contact", layout: target, measureText: LayoutImportTests.measure))
    // No layout warning (the one warning says the call screen does not set isHeroEnabled).
    let warnings = result.report.notes(.warning).map(\.description).filter { !$0.contains("isHeroEnabled") }
    #expect(warnings.isEmpty, "\(warnings)")
    return ImportFixtures.views(result.scene.from)
  }

  @Test func naturalAlignmentIsRightInRightToLeftExceptWhereAViewIsForcedLeftToRight() throws {
    let ltr = try Self.imported(.leftToRight)
    let rtl = try Self.imported(.rightToLeft)
    for id in ["cnt-lb-ttl", "cnt-lb-phl", "cnt-lb-not"] {
      #expect(ltr[id]?.text?.alignment == .natural, "\(id)")
      #expect(rtl[id]?.text?.alignment == .right, "\(id)")
    }
    // The number and its country code are forced left to right: natural stays left to right.
    for id in ["cnt-lb-cod", "cnt-lb-num"] {
      #expect(rtl[id]?.text?.alignment == .natural, "\(id)")
    }
  }

  @Test func theForcedFieldKeepsItsOrderWhileTheScreenAroundItFlips() throws {
    let ltr = try Self.frames(Self.imported(.leftToRight))
    let rtl = try Self.frames(Self.imported(.rightToLeft))
    // The label is 20 from the leading edge, 72 wide; the field 12 after it to 20 before the trailing edge.
    #expect(ltr["cnt-lb-phl"]?.minX == 20)
    #expect(rtl["cnt-lb-phl"]?.minX == 283)  // 375 − 20 − 72
    #expect(ltr["cnt-vw-fld"]?.minX == 104)  // 20 + 72 + 12
    #expect(rtl["cnt-vw-fld"]?.minX == 20)
    #expect(rtl["cnt-vw-fld"]?.width == 251)  // 375 − 20 − 72 − 12 − 20
    // Inside the field (its own constraints, left to right): the code 12 from the left, the number
    // 8 after it (12 + 40 + 8) to 12 before the field's right end (251 − 12).
    for frames in [ltr, rtl] {
      #expect(frames["cnt-lb-cod"]?.minX == 12)
      #expect(frames["cnt-lb-num"]?.minX == 60)
      #expect(frames["cnt-lb-num"]?.maxX == 239)
    }
  }

  /// Without a layout (a storyboard of stored frames, `hero import` without `--device`), the
  /// direction still decides natural alignment.
  @Test func theDirectionAlignsTextWithoutALayout() throws {
    let importer = try StoryboardImporter(path: ImportFixtures.path("labels"))
    var request = StoryboardImporter.Request(segue: "art-to-hdr", name: "labels")
    request.direction = .rightToLeft
    let rtl = ImportFixtures.views(try importer.importScene(request).scene.from)
    let ltr = ImportFixtures.views(try importer.importScene(.init(segue: "art-to-hdr", name: "labels")).scene.from)
    #expect(ltr["ttl-Lb-l01"]?.text?.alignment == .natural)
    #expect(rtl["ttl-Lb-l01"]?.text?.alignment == .right)
    // Explicit alignments stay as written.
    #expect(rtl["cap-Lb-l03"]?.text?.alignment == .right)
    #expect(rtl["sec-Lb-l04"]?.text?.alignment == .center)
    #expect(rtl["bdy-Lb-l02"]?.text?.alignment == .justified)
    #expect(rtl["ttl-Lb-l01"]?.frame == ltr["ttl-Lb-l01"]?.frame)
  }

  /// A screen laid out for a scene variant takes the same path: the forced field inside an `rtl`
  /// variant's screen.
  @Test func aRightToLeftVariantKeepsTheForcedFieldLeftToRight() throws {
    let importer = try StoryboardImporter(path: Self.contact)
    var target = LayoutTarget(device: try #require(Device.withSlug("iPhone-SE")), direction: .rightToLeft)
    target.scale = 1
    let (screen, report) = try importer.importScreen(
      "call", side: .to, target: target, measureText: LayoutImportTests.measure)
    #expect(report.notes(.warning).isEmpty, "\(report.notes(.warning))")
    let views = ImportFixtures.views(screen)
    #expect(views["cal-lb-sts"]?.text?.alignment == .right)
    #expect(views["cal-lb-num"]?.text?.alignment == .natural)
    #expect(views["cal-vw-fld"]?.frame.minX == 20)
    #expect(views["cal-lb-cod"]?.frame.minX == 16)
    #expect(views["cal-lb-num"]?.frame.minX == 64)  // 16 + 40 + 8
  }

  /// Every value UIKit has, on a label in a right-to-left interface; one it does not have is a
  /// warning naming it with the nearest, and is read as `unspecified`.
  @Test func everyAttributeDecidesTheLabelsDirection() throws {
    let expected: [(String, TextAlignment)] = [
      ("unspecified", .right), ("playback", .natural), ("spatial", .natural), ("forceLeftToRight", .natural),
      ("forceRightToLeft", .right), ("forceLeftToRigth", .right),
    ]
    for (attribute, alignment) in expected {
      let xml = try String(contentsOfFile: ImportFixtures.path("labels"), encoding: .utf8)
        .replacingOccurrences(
          of: "id=\"ttl-Lb-l01\"", with: "semanticContentAttribute=\"\(attribute)\" id=\"ttl-Lb-l01\"")
      let folder = NSTemporaryDirectory() + "semantic-\(UUID().uuidString)"
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(atPath: folder) }
      try xml.write(toFile: folder + "/labels.storyboard", atomically: true, encoding: .utf8)
      var request = StoryboardImporter.Request(segue: "art-to-hdr", name: "labels")
      request.direction = .rightToLeft
      let result = try StoryboardImporter(path: folder + "/labels.storyboard").importScene(request)
      #expect(ImportFixtures.views(result.scene.from)["ttl-Lb-l01"]?.text?.alignment == alignment, "\(attribute)")
      let warnings = result.report.notes(.warning).map(\.description).filter { $0.contains("semanticContent") }
      if attribute == "forceLeftToRigth" {
        #expect(
          warnings.count == 1 && warnings[0].contains("'forceLeftToRigth' is not UIKit's; read as 'unspecified'")
            && warnings[0].contains("did you mean 'forceLeftToRight'?"), "\(warnings)")
      } else {
        #expect(warnings.isEmpty, "\(warnings)")
      }
    }
  }
}
