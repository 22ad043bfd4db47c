import Foundation
import HeroImport
import HeroModel
import Testing

/// What the importer reads from each form IB writes, and what it reports as approximated.
@Suite struct ImportReportTests {
  func run(_ name: String) throws -> StoryboardImporter.Result {
    try ImportFixtures.run(try #require(ImportFixtures.cases.first { $0.name == name }))
  }

  func child(_ view: View, _ id: String) -> View? {
    if view.id == id { return view }
    for c in view.children { if let found = child(c, id) { return found } }
    return nil
  }

  func messages(_ r: StoryboardImporter.Result, _ kind: ImportReport.Kind) -> [String] {
    r.report.notes(kind).map { $0.subject.isEmpty ? $0.message : "\($0.subject): \($0.message)" }
  }

  @Test func everyColourForm() throws {
    let r = try run("colors")
    let from = r.scene.from
    func bg(_ id: String) -> Color? { child(from, id)?.backgroundColor }
    #expect(bg("sys-Co-lo1") == Color(red: 1, green: 0.23137254901960785, blue: 0.18823529411764706))
    #expect(bg("wht-Gr-ay1") == Color(white: 0.33333333333333331, alpha: 0.5))
    // The asset catalog wins over the document's copy; 8-bit hex components are /255.
    #expect(bg("nam-Co-lo1") == Color(red: 0.902, green: 0.420, blue: 0.302))
    #expect(bg("hex-Co-lo1") == Color(red: 0x1A / 255.0, green: 0x2E / 255.0, blue: 0x5C / 255.0))
    // Not in the catalog: the document's resources.
    #expect(bg("doc-Co-lo1") == Color(red: 0, green: 0.7803921568627451, blue: 0.74509803921568629))
    #expect(bg("gry-Co-lo1") == Color(white: 0.96))
    #expect(bg("old-Co-lo1") == Color(red: 0.937, green: 0.937, blue: 0.957))
    // Display P3 (0.8, 0.3, 0.2) is a more saturated sRGB colour; pure P3 red clips to sRGB red.
    let p3 = try #require(bg("p3C-Co-lo1"))
    #expect(p3.red > 0.85 && p3.green < 0.3 && p3.blue < 0.2)
    let clipped = try #require(bg("opn-Bt-n01"))
    #expect(abs(clipped.red - 1) < 1e-9 && clipped.green == 0 && clipped.blue == 0)
    #expect(
      r.scene.to.backgroundColor
        == Color(red: 0.94901960784313721, green: 0.94901960784313721, blue: 0.96862745098039216))
    let notes = messages(r, .approximated)
    #expect(notes.contains("colour space 'calibratedRGB' read as sRGB (a few levels per channel off)"))
    #expect(notes.contains("Display P3 colours outside sRGB clipped to sRGB"))
  }

  @Test func imagesResolveThroughTheAssetCatalogAndMissingOnesArePlaceholders() throws {
    let r = try run("images")
    let from = r.scene.from
    let photo = try #require(child(from, "fil-Im-g01")?.image)
    #expect(photo.path.hasSuffix("Fixtures/Assets.xcassets/photo.imageset/photo@2x.png"))  // the scale-2 file
    #expect(photo.gravity == .resizeAspectFill)
    #expect(child(from, "tpl-Im-g04")?.image?.path.hasSuffix("Icons/heart.imageset/heart.png") == true)
    #expect(child(from, "mis-Im-g07")?.image == nil)
    #expect(child(from, "mis-Im-g07")?.backgroundColor == Color(red: 0.898, green: 0.898, blue: 0.918))
    let warnings = messages(r, .warning)
    #expect(
      warnings.contains(
        "from/mis-Im-g07 (imageView, line 45): image 'missing-banner' not found (not in Assets.xcassets); drawn as a grey placeholder"
      ))
    #expect(warnings.contains { $0.contains("image 'logo' is not a PNG or JPEG (logo.pdf)") })
    // Every contentMode is UIKit's gravity now: a corner mode is no longer approximated.
    #expect(child(from, "tpl-Im-g04")?.image?.gravity == .topLeft)
    #expect(!messages(r, .approximated).contains { $0.contains("contentMode") })
    // The presented controller sets isHeroEnabled: no warning.
    #expect(!warnings.contains { $0.contains("isHeroEnabled") })
  }

  @Test func imagesAtScaleOnePickTheOneXFile() throws {
    var c = try #require(ImportFixtures.cases.first { $0.name == "images" })
    c.request.scale = 1
    let r = try ImportFixtures.run(c)
    #expect(child(r.scene.from, "fil-Im-g01")?.image?.path.hasSuffix("photo.imageset/photo.png") == true)
    #expect(r.scene.canvas.scale == 1)
  }

  @Test func runtimeAttributesBecomeHeroAndLayerProperties() throws {
    let r = try run("runtime-attributes")
    let card = try #require(child(r.scene.from, "crd-Vw-001"))
    #expect(card.heroID == "card")
    #expect(
      card.modifiers.map(\.stringForm) == ["arc(1)", "cascade(0.05, topToBottom, false)", "zPosition(2)"])
    #expect(card.cornerRadius == 16)
    #expect(
      card.shadow
        == Shadow(
          color: Color(red: 0.10000000149011612, green: 0.10000000149011612, blue: 0.30000001192092896),
          opacity: 0.3, offset: Size(0, 4), radius: 8))
    let bordered = try #require(child(r.scene.from, "bdr-Vw-002"))
    #expect(
      bordered.border
        == Border(width: 3, color: Color(red: 1, green: 0.23137254901960785, blue: 0.18823529411764706)))
    #expect(bordered.modifiers.map(\.stringForm) == ["fade", "scale(0.5)"])  // 'wobble' skipped, as Hero does
    #expect(child(r.scene.from, "off-Vw-003")?.isHeroEnabled == false)
    let group = try #require(child(r.scene.from, "grp-Vw-005"))
    #expect(group.isHeroEnabledForSubviews == false)
    #expect(group.zPosition == 5)
    #expect(child(r.scene.from, "grp-Ch-006")?.modifiers == [])  // does not parse: Hero drops it all
    let hidden = try #require(child(r.scene.from, "hid-Vw-007"))
    #expect(hidden.isHidden && hidden.opacity == 0.5 && hidden.masksToBounds)
    #expect(
      r.scene.transition.animation == .selectBy(presenting: .zoomSlide(.left), dismissing: .zoomOut))
    let warnings = messages(r, .warning)
    #expect(
      warnings.contains { $0.contains("unknown modifier 'wobble'") && $0.contains("Hero skips it too") })
    #expect(
      warnings.contains { $0.hasPrefix("from/grp-Ch-006") && $0.contains("Hero drops the whole string") })
    #expect(
      messages(r, .approximated).contains(
        "from/grp-Vw-005 (view, line 72): runtime attribute 'accessibilityHint' not read"))
  }

  @Test func unknownElementsArePlainViewsAndListed() throws {
    let r = try run("table")
    let search = try #require(child(r.scene.from, "Tbl-sb-001"))
    #expect(search.frame == Rect(0, 0, 375, 56))
    let unknown = r.report.notes(.unknownElement).map(\.message)
    #expect(
      unknown == [
        "<searchBar> kept as a plain view (frame and background only)",
        "<switch> kept as a plain view (frame and background only)",
      ])
    // Prototype cells as laid out: below the header, content views inside, stack view children by frame.
    let cell = try #require(child(r.scene.from, "Tbl-ce-001"))
    #expect(cell.frame == Rect(0, 84, 375, 72))
    #expect(child(cell, "Tbl-nm-001")?.frame == Rect(0, 0, 279, 20.5))
    #expect(child(r.scene.to, "Prf-av-001")?.heroID == "avatar")
  }

  @Test func buttonsShowTheirNormalStateImageAtItsNaturalSize() throws {
    let r = try run("buttons")
    let favourite = try #require(child(r.scene.from, "fav-Bt-n01.image"))
    #expect(favourite.frame == Rect(12, 12, 24, 24))
    #expect(favourite.image?.path.hasSuffix("star.imageset/star.png") == true)
    #expect(r.scene.transition.presentation == .overFullScreen)
    #expect(r.scene.transition.animation == .fade)
    #expect(favourite.image?.rendering == .template)  // a system button tints its image
    #expect(
      child(r.scene.from, "fav-Bt-n01")?.tintColor
        == Color(red: 0.90200001001358032, green: 0.41999998688697815, blue: 0.30199998617172241))
    // The title is a centred label: the state's title colour, else (system button) the tint.
    let save = try #require(child(r.scene.from, "sav-Bt-n02.title")?.text)
    #expect(
      save.string == "Save" && save.color == .white && save.alignment == .center && save.font.weight == .bold)
    let filled = try #require(child(r.scene.from, "cfg-Bt-n04.title")?.text)
    #expect(filled.string == "Filled" && filled.color == View.defaultTintColor && filled.font.size == 15)
    // A custom button keeps its image's own colours.
    #expect(child(r.scene.from, "lke-Bt-n03.image")?.image?.rendering == .original)
    #expect(
      messages(r, .approximated).contains(
        "from/cfg-Bt-n04 (button, line 53): image and title drawn over each other, centred (UIKit puts them side by side)"
      ))
  }

  @Test func segueKindsAndContainersGiveTheTransitionKind() throws {
    let kinds = try Dictionary(
      uniqueKeysWithValues: ImportFixtures.cases.map { c in
        (c.name, try ImportFixtures.run(c).scene.transition.kind)
      })
    #expect(kinds["navigation-push"] == .push)
    #expect(kinds["navigation-pop"] == .pop)
    #expect(kinds["navigation-controller-end"] == .push)
    #expect(kinds["segue-show-outside-navigation"] == .present)
    #expect(kinds["segue-unwind"] == .dismiss)
    #expect(kinds["tab-forward"] == .tabForward)
    let tab = try run("tab-forward")
    #expect(tab.scene.transition.animation == .slide(.left))
    #expect(
      messages(tab, .approximated).contains("the tab bar is not drawn: it stays outside Hero's container"))
    let push = try run("navigation-push")
    #expect(push.scene.transition.animation == .autoReverse(presenting: .cover(.up)))
    #expect(
      messages(try run("segue-popover"), .approximated).contains(
        "segue kind 'popoverPresentation' imported as a modal presentation"))
    #expect(
      messages(try run("segue-popover"), .warning).contains(
        "'popover' does not set isHeroEnabled: on a device UIKit's own transition runs, not Hero's"))
  }

  @Test func labelsBecomeText() throws {
    let r = try run("labels")
    let title = try #require(child(r.scene.from, "ttl-Lb-l01")?.text)
    // Interface Builder writes `contentMode="left"` on labels.
    #expect(title == TextContent("Mountains at dawn", font: Font(size: 28, weight: .bold), contentMode: .left))
    let body = try #require(child(r.scene.from, "bdy-Lb-l02")?.text)
    #expect(body.lines == 3 && body.lineBreak == .wordWrap && body.alignment == .justified)
    #expect(body.font.weight == .light)
    #expect(
      body.color
        == Color(
          red: 0.23529411764705882, green: 0.23529411764705882, blue: 0.2627450980392157,
          alpha: 0.59999999999999998))
    let caption = try #require(child(r.scene.from, "cap-Lb-l03")?.text)
    #expect(caption.font == Font(family: "Inter", size: 15, weight: .regular, italic: true))
    #expect(caption.alignment == .right && caption.lineBreak == .truncateMiddle)
    #expect(child(r.scene.to, "ttl-Lb-l11")?.text?.font.weight == .heavy)
    #expect(child(r.scene.to, "ttl-Lb-l11")?.text?.color == .black)  // nil textColor: labelColor
    let table = try run("table")
    #expect(child(table.scene.from, "Tbl-rl-001")?.text?.font.size == 15)  // Subhead at Large
    #expect(
      messages(table, .approximated).contains(
        "from/Tbl-rl-001 (label, line 56): text style 'UICTFontTextStyleSubhead' drawn at the default (Large) size, 15 pt"
      ))
  }

  @Test func everyImportSaysFramesAreIBs() throws {
    for c in ImportFixtures.cases {
      let r = try ImportFixtures.run(c)
      #expect(
        messages(r, .approximated).contains(
          "frames are the ones IB stored for device 'retina4_7'; constraints are not solved"))
    }
  }
}
