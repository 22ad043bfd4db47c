import Foundation
import HeroCompositor
import HeroImport
import HeroLayout
import HeroModel
import HeroTestSupport
import Testing

/// One storyboard screen imported for scene variants (scenes/variants/Profile.storyboard, the
/// gallery's): the device's size, leading and trailing swapped in rtl, text styles at the content
/// size (wrapping labels grow and push what is below), system colours and the asset catalog's
/// colour set in their dark values.
@Suite struct VariantImportTests {
  static let storyboard = repositoryRoot() + "/scenes/variants/Profile.storyboard"

  static func screen(
    _ device: String, direction: LayoutDirection = .leftToRight, appearance: Appearance = .light,
    contentSize: ContentSizeCategory = .large
  ) throws -> [String: View] {
    let importer = try StoryboardImporter(path: storyboard)
    var target = LayoutTarget(device: try #require(Device.withSlug(device)), direction: direction)
    target.scale = 1
    let (view, _) = try importer.importScreen(
      "profile", side: .from, target: target, appearance: appearance, contentSize: contentSize,
      measureText: LayoutImportTests.measure)
    return ImportFixtures.views(view)
  }

  @Test func theDeviceSizesTheScreenAndRightToLeftSwapsLeadingAndTrailing() throws {
    let se = try Self.screen("iPhone-SE")
    let wide = try Self.screen("iPhone-15")
    #expect(se["row-vw-001"]?.frame == Rect(0, 0, 375, 667))
    #expect(wide["row-vw-001"]?.frame == Rect(0, 0, 393, 852))
    // The avatar is 20 points in from the leading edge, below the safe area's top.
    #expect(se["row-vw-avt"]?.frame.origin.x == 20)
    #expect(wide["row-vw-avt"]?.frame.origin.y ?? 0 > se["row-vw-avt"]?.frame.origin.y ?? 0)
    let rtl = try Self.screen("iPhone-SE", direction: .rightToLeft)
    #expect(rtl["row-vw-avt"]?.frame == Rect(375 - 20 - 56, se["row-vw-avt"]!.frame.origin.y, 56, 56))
    // The name sits to the left of the avatar, right-aligned (natural alignment in rtl).
    let name = try #require(rtl["row-lb-nam"])
    #expect(name.frame.maxX == 375 - 20 - 56 - 12)
    #expect(name.text?.alignment == .right)
    #expect(se["row-lb-nam"]?.text?.alignment == .natural)
  }

  @Test func textStylesTakeTheContentSizeAndTheLayoutReflows() throws {
    let medium = try Self.screen("iPhone-SE", contentSize: .medium)
    let large = try Self.screen("iPhone-SE", contentSize: .extraExtraExtraLarge)
    #expect(medium["row-lb-bdy"]?.text?.font.size == 16)
    #expect(large["row-lb-bdy"]?.text?.font.size == 23)
    #expect(medium["row-lb-nam"]?.text?.font == Font(size: 16, weight: .semibold))
    // The body wraps onto more lines, so it is taller and the separator and button move down.
    let (m, l) = (try #require(medium["row-lb-bdy"]).frame, try #require(large["row-lb-bdy"]).frame)
    #expect(l.height > m.height + 20)
    #expect((large["row-vw-sep"]?.frame.origin.y ?? 0) - (medium["row-vw-sep"]?.frame.origin.y ?? 0) > 20)
  }

  @Test func darkTakesTheSystemColoursAndTheColourSetsDarkValues() throws {
    let light = try Self.screen("iPhone-SE")
    let dark = try Self.screen("iPhone-SE", appearance: .dark)
    #expect(light["row-vw-001"]?.backgroundColor?.red == 1)
    #expect(dark["row-vw-001"]?.backgroundColor == Color(hex: "#000000")!)
    #expect(dark["row-lb-nam"]?.text?.color == Color(hex: "#FFFFFF")!)
    #expect(dark["row-vw-btn"]?.backgroundColor == Color(hex: "#0A84FF")!)
    #expect(dark["row-vw-sep"]?.backgroundColor == Color(hex: "#545458")!.withAlpha(0.6))
    // Tile.colorset: light (0.95, 0.42, 0.38), dark (0.70, 0.30, 0.26).
    #expect(light["row-vw-avt"]?.backgroundColor == Color(red: 0.95, green: 0.42, blue: 0.38))
    #expect(dark["row-vw-avt"]?.backgroundColor == Color(red: 0.7, green: 0.3, blue: 0.26))
  }

  /// A `heroModifierString`'s colour arguments take system colours in the variant's appearance.
  @Test func modifierStringsTakeSystemColoursInTheAppearance() throws {
    let xml = try String(contentsOfFile: Self.storyboard, encoding: .utf8)
      .replacingOccurrences(of: #"value="fade translate(0, 40)""#, with: #"value="fade backgroundColor(systemIndigo)""#)
    let folder = NSTemporaryDirectory() + "variant-modifiers-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try xml.write(toFile: folder + "/Profile.storyboard", atomically: true, encoding: .utf8)
    let importer = try StoryboardImporter(path: folder + "/Profile.storyboard")
    // Apple's published systemIndigo.
    let indigo = DynamicColor(light: Color(hex: "#5856D6")!, dark: Color(hex: "#5E5CE6")!)
    for (appearance, expected) in [(Appearance.light, indigo.light), (.dark, indigo.dark)] {
      var target = LayoutTarget(device: try #require(Device.withSlug("iPhone-SE")))
      target.scale = 1
      let (view, _) = try importer.importScreen(
        "person", side: .to, target: target, appearance: appearance, measureText: nil)
      let body = try #require(view.children.first { $0.id == "prs-lb-bdy" })
      #expect(body.modifiers == [.fade, .backgroundColor(expected)], "\(appearance)")
    }
  }

  /// An adaptive material takes its dark style in the dark appearance (Travel.storyboard's menu
  /// sits on `systemMaterial`).
  @Test func materialsTakeTheirDarkStyle() throws {
    let importer = try StoryboardImporter(path: repositoryRoot() + "/scenes/import/Travel.storyboard")
    var target = LayoutTarget(device: try #require(Device.withSlug("iPhone-SE")))
    target.scale = 1
    func effect(_ appearance: Appearance) throws -> VisualEffect? {
      let (view, _) = try importer.importScreen(
        "menu", side: .to, target: target, appearance: appearance, measureText: LayoutImportTests.measure)
      var found: VisualEffect?
      func walk(_ v: View) {
        if let e = v.effect { found = found ?? e }
        v.children.forEach(walk)
      }
      walk(view)
      return found
    }
    #expect(try effect(.light) == VisualEffect.named("systemMaterial"))
    #expect(try effect(.dark) == VisualEffect.named("systemMaterial", appearance: .dark))
    #expect(VisualEffect.named("systemMaterial") != VisualEffect.named("systemMaterial", appearance: .dark))
  }
}
