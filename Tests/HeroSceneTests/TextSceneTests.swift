import Foundation
import HeroModel
import HeroTestSupport
import Testing

@testable import HeroScene

/// Labels (`text`) and `fonts` in scene files: defaults, and an error naming the problem for
/// every bad value.
@Suite struct TextSceneTests {
  func label(_ text: String, top: String = "", baseDirectory: String = "/nonexistent") throws(SceneError)
    -> View
  {
    let json = SceneFixtures.matchBasic(child: ", \"text\": \(text)", top: top)
    return try SceneFixtures.decode(json, baseDirectory: baseDirectory).to.children[1]
  }

  func error(_ text: String, top: String = "", baseDirectory: String = "/nonexistent") -> String? {
    SceneFixtures.error(
      SceneFixtures.matchBasic(child: ", \"text\": \(text)", top: top), baseDirectory: baseDirectory)
  }

  @Test func defaultsAreUILabels() throws {
    let view = try label(#"{ "string": "Hi" }"#)
    #expect(view.text == TextContent("Hi"))
    let text = try #require(view.text)
    #expect(text.font == Font(family: "Inter", size: 17, weight: .regular, italic: false))
    #expect(text.color == .black && text.alignment == .natural && text.lines == 1)
    #expect(text.lineBreak == .truncateTail && text.lineHeight == 1)
    #expect(text.contentMode == .redraw)
    #expect(!view.isOpaque)
  }

  /// A label's `contentMode` takes UIKit's thirteen names, is written back only when not `redraw`,
  /// and a misspelt one is refused with a suggestion.
  @Test func contentModeIsReadAndWritten() throws {
    for mode in ContentMode.allCases {
      let text = try #require(try label(#"{ "string": "A", "contentMode": "\#(mode.rawValue)" }"#).text)
      #expect(text.contentMode == mode)
    }
    var scene = try SceneFixtures.decode(
      SceneFixtures.matchBasic(child: #", "text": { "string": "A", "contentMode": "bottomLeft" }"#))
    #expect(SceneWriter.text(scene, directory: "/nonexistent").contains(#""contentMode": "bottomLeft""#))
    scene.to.children[1].text?.contentMode = .redraw
    #expect(!SceneWriter.text(scene, directory: "/nonexistent").contains("contentMode"))
    let message = error(#"{ "string": "A", "contentMode": "topleft" }"#)
    #expect(message?.contains("unknown contentMode 'topleft'") == true)
    #expect(message?.contains("did you mean 'topLeft'?") == true)
  }

  @Test func everyKeyIsRead() throws {
    let text = try #require(
      try label(
        #"{ "string": "A", "font": { "family": "inter display", "size": 28, "weight": "heavy", "italic": true }, "color": "red", "alignment": "justified", "lines": 0, "lineBreak": "charWrap", "lineHeight": 1.5 }"#
      ).text)
    #expect(text.font == Font(family: "inter display", size: 28, weight: .heavy, italic: true))
    #expect(text.color == .red && text.alignment == .justified && text.lines == 0)
    #expect(text.lineBreak == .charWrap && text.lineHeight == 1.5)
  }

  @Test func badValuesNameTheProblem() {
    #expect(
      error(#"{ "string": "A", "font": { "family": "Intr" } }"#)
        == "t.json: to.children[1].text.font.family (view to/blue): unknown font family 'Intr'; available: Inter, Inter Display, Liberation Mono, Liberation Sans, Liberation Serif, C059, D050000L, Nimbus Mono PS, Nimbus Roman, Nimbus Sans, Nimbus Sans Narrow, P052, Standard Symbols PS, URW Bookman, URW Gothic, Z003, DejaVu Math TeX Gyre, DejaVu Sans, DejaVu Sans Mono, DejaVu Serif (add font files with the top-level 'fonts'); did you mean 'Inter'? (line 11, column 129)"
    )
    #expect(
      error(#"{ "string": "A", "font": { "weight": "bolder" } }"#)
        == "t.json: to.children[1].text.font.weight (view to/blue): unknown font weight 'bolder'; expected one of ultraLight, thin, light, regular, medium, semibold, bold, heavy, black; did you mean 'bold'? (line 11, column 129)"
    )
    #expect(
      error(#"{ "string": "A", "alignment": "centre" }"#)?.contains("unknown alignment 'centre'") == true)
    #expect(error(#"{ "string": "A", "alignment": "centre" }"#)?.contains("did you mean 'center'?") == true)
    #expect(
      error(#"{ "string": "A", "lineBreak": "truncate" }"#)?.contains("unknown lineBreak 'truncate'") == true)
    #expect(
      error(#"{ "string": "A", "font": { "size": 0 } }"#)?.contains("font.size (view to/blue): must be greater than 0")
        == true)
    #expect(
      error(#"{ "string": "A", "font": { "size": -3 } }"#)?.contains("must be greater than 0 (found -3)")
        == true)
    #expect(
      error(#"{ "string": "A", "font": { "size": 5000 } }"#)?.contains("too large; at most 1000") == true)
    #expect(error(#"{ "string": "A", "lines": -1 }"#)?.contains("text.lines (view to/blue):") == true)
    #expect(error(#"{ "font": {} }"#)?.contains("missing required key 'string'") == true)
    #expect(error(#"{ "string": "A", "colour": "red" }"#)?.contains("did you mean 'color'?") == true)
    #expect(
      SceneFixtures.error(
        SceneFixtures.matchBasic(
          child:
            #", "image": { "path": "\#(repositoryRoot())/golden/basics/fade/p000.png" }, "text": { "string": "A" }"#)
      )?
      .contains("either an image or text") == true)
  }

  /// A 1 MB string is refused quickly, and the message does not quote it.
  @Test func aHugeStringIsRefused() throws {
    let huge = String(repeating: "x", count: 1 << 20)
    let message = try #require(error("{ \"string\": \"\(huge)\" }"))
    #expect(message.contains("the text is 1048576 bytes of UTF-8; a label takes at most 65536"))
    #expect(message.count < 300)
  }

  @Test func fontFilesMustBeReadableFonts() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hero-fonts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("fonts/dir.otf"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("not a font".utf8).write(to: folder.appendingPathComponent("fonts/bad.otf"))
    try Data(Self.fontNaming("Brand Sans")).write(to: folder.appendingPathComponent("fonts/Brand.otf"))
    let base = folder.path
    #expect(
      error(#"{ "string": "A" }"#, top: #" "fonts": ["fonts/missing.otf"],"#, baseDirectory: base)?
        .contains("fonts[0]: font file 'fonts/missing.otf' not found") == true)
    #expect(
      error(#"{ "string": "A" }"#, top: #" "fonts": ["fonts/dir.otf"],"#, baseDirectory: base)?
        .contains("is a directory, not a font file") == true)
    #expect(
      error(#"{ "string": "A" }"#, top: #" "fonts": ["fonts/bad.otf"],"#, baseDirectory: base)?
        .contains("not an OpenType or TrueType font") == true)
    // The family the file declares becomes available, and the file is kept (absolute).
    let json = SceneFixtures.matchBasic(
      child: #", "text": { "string": "A", "font": { "family": "Brand Sans" } }"#,
      top: #" "fonts": ["fonts/Brand.otf"],"#)
    let scene = try SceneFixtures.decode(json, baseDirectory: base)
    #expect(scene.fonts == [folder.appendingPathComponent("fonts/Brand.otf").standardizedFileURL.path])
    #expect(scene.to.children[1].text?.font.family == "Brand Sans")
    #expect(
      error(#"{ "string": "A", "font": { "family": "Brand Sans" } }"#)?.contains("unknown font family")
        == true)
  }

  /// Inter's files declare the families the decoder offers.
  /// The label fonts (fonts-inter), then the stand-ins for iOS's families, package by package
  /// (fonts-liberation2, fonts-urw-base35, fonts-dejavu-core: FontStandIns), each family once.
  static let standInFamilies = [
    "Liberation Mono", "Liberation Sans", "Liberation Serif", "C059", "D050000L", "Nimbus Mono PS", "Nimbus Roman",
    "Nimbus Sans", "Nimbus Sans Narrow", "P052", "Standard Symbols PS", "URW Bookman", "URW Gothic", "Z003",
    "DejaVu Math TeX Gyre", "DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif",
  ]

  @Test func bundledFamilies() {
    #expect(FontCatalog.bundled.families == ["Inter", "Inter Display"] + Self.standInFamilies)
    #expect(FontCatalog.bundled.contains("inter") && FontCatalog.bundled.contains("Inter Medium"))
  }

  /// Damaged name tables are errors, never out-of-bounds reads.
  @Test func truncatedFontsAreErrors() {
    let font = Self.fontNaming("Brand Sans")
    for length in [0, 4, 11, 20, 40, font.count - 3] {
      #expect(throws: FontFileNames.Failure.self) {
        try FontFileNames.families(in: Array(font.prefix(length)))
      }
    }
    #expect((try? FontFileNames.families(in: font)) == ["Brand Sans"])
  }

  /// A minimal sfnt: one `name` table with a Windows (UTF-16BE) family name.
  static func fontNaming(_ family: String) -> [UInt8] {
    func u16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    func u32(_ v: Int) -> [UInt8] { u16(v >> 16) + u16(v & 0xFFFF) }
    let name = Array(family.utf16).flatMap { u16(Int($0)) }
    let table =
      u16(0) + u16(1) + u16(6 + 12) + u16(3) + u16(1) + u16(0x409) + u16(1) + u16(name.count) + u16(0) + name
    return u32(0x4F54_544F) + u16(1) + u16(16) + u16(0) + u16(0) + u32(0x6E61_6D65) + u32(0) + u32(28)
      + u32(table.count) + table
  }
}
