import HeroModel
import Testing

@testable import HeroScene

/// A scene's `variants`: how they are read (errors with paths and suggestions) and what each
/// variant resolves (colours, text styles, the device's canvas, autoresizing, mirroring).
@Suite struct VariantSceneTests {
  /// A 200×300 scene with `top` spliced into the document and `children` as the `from` screen's.
  static func scene(top: String = "", children: String = "") -> String {
    """
    {
      "canvas": { "width": 200, "height": 300, "scale": 1 },\(top)
      "from": { "id": "home", "backgroundColor": "systemBackground", "children": [\(children)] },
      "to": { "id": "detail", "backgroundColor": "white" }
    }
    """
  }

  static let axes = """
     "variants": { "devices": ["iPhone-SE"], "appearances": ["light", "dark"], "contentSizes": ["M", "XXXL"], "directions": ["ltr", "rtl"] },
    """

  func decode(_ json: String, variant: String? = nil) throws(SceneError) -> ParsedScene {
    try SceneLoader.decodeParsed(
      json: Array(json.utf8), file: "t.json", baseDirectory: "/nonexistent", variant: variant)
  }

  func error(_ json: String, variant: String? = nil) -> String? {
    do {
      _ = try decode(json, variant: variant)
      return nil
    } catch { return error.description }
  }

  @Test func variantsAreReadInMatrixOrderAndTheFirstIsTheDefault() throws {
    let parsed = try decode(Self.scene(top: Self.axes))
    #expect(parsed.variants.count == 8)
    #expect(parsed.variant?.name == "iPhone-SE.light.M.ltr")
    #expect(parsed.variants.last?.name == "iPhone-SE.dark.XXXL.rtl")
    let none = try decode(Self.scene())
    #expect(none.variant == nil && none.variants.isEmpty)
  }

  @Test func mistakesNameThePathAndSuggest() {
    #expect(
      error(Self.scene(top: #" "variants": { "devices": ["iPhone-S"] },"#))
        == "t.json: variants.devices[0]: unknown device 'iPhone-S'; expected one of iPhone-SE, iPhone-15, iPhone-15-Pro, iPhone-15-Pro-Max, iPhone-16-Pro, iPhone-16-Pro-Max, iPad-10; did you mean 'iPhone-SE'? (line 2, column 84)"
    )
    #expect(
      error(Self.scene(top: #" "variants": { "devices": ["iPhone SE (3rd generation)"] },"#))?.contains(
        "did you mean 'iPhone-SE'?") == true)
    #expect(
      error(Self.scene(top: #" "variants": { "appearances": ["dark", "drak"] },"#))
        == "t.json: variants.appearances[1]: unknown appearance 'drak'; expected one of light, dark; did you mean 'dark'? (line 2, column 96)"
    )
    #expect(
      error(Self.scene(top: #" "variants": { "directions": ["rtl", "rtl"] },"#))
        == "t.json: variants.directions[1]: listed twice (also variants.directions[0], of 2 listed); each value is listed once, so a scene has at most 7 devices × 2 appearances × 12 contentSizes × 2 directions = 336 variants; remove this one (line 2, column 94)"
    )
    #expect(
      error(Self.scene(top: #" "variants": { "contentSizes": [] },"#))
        == "t.json: variants.contentSizes: must list at least one value; leave the axis out when it does not vary (line 2, column 88)"
    )
    #expect(
      error(Self.scene(top: #" "variants": { "appearance": ["dark"] },"#))
        == "t.json: variants.appearance: unknown key 'appearance'; did you mean 'appearances'? (line 2, column 72)")
    #expect(
      error(Self.scene(top: #" "layoutDirection": "rtl","#))
        == "t.json: layoutDirection: unknown layout direction 'rtl'; expected one of leftToRight, followsLayoutDirection; did you mean 'followsLayoutDirection'? (line 2, column 77)"
    )
    #expect(
      error(Self.scene(top: #" "layoutDirection": "leftToRigth","#))?.contains("did you mean 'leftToRight'?") == true)
    #expect(
      error(Self.scene(top: Self.axes), variant: "iPhone-SE.dark")?.hasPrefix(
        "t.json: variants: the scene has no variant 'iPhone-SE.dark'; its variants are iPhone-SE.light.M.ltr,")
        == true)
    #expect(
      error(Self.scene(), variant: "dark")
        == "t.json: the scene has no variant 'dark'; it declares none (line 1, column 1)")
  }

  @Test func coloursResolveForTheAppearance() throws {
    let children =
      ##"{ "id": "dot", "frame": [0, 0, 10, 10], "backgroundColor": { "light": "#FF0000", "dark": "#00FF00" }, "tintColor": "separator" }"##
    let light = try decode(Self.scene(top: Self.axes, children: children), variant: "iPhone-SE.light.M.ltr").scene
    let dark = try decode(Self.scene(top: Self.axes, children: children), variant: "iPhone-SE.dark.M.ltr").scene
    #expect(light.from.backgroundColor == .white)
    #expect(dark.from.backgroundColor == .black)
    #expect(light.from.children[0].backgroundColor == .red)
    #expect(dark.from.children[0].backgroundColor == .green)
    #expect(dark.from.children[0].tintColor == Color(hex: "#545458")!.withAlpha(0.6))
    // Without variants, the light values.
    #expect(try decode(Self.scene(children: children)).scene.from.children[0].backgroundColor == .red)
    // Colour arguments of modifier strings too.
    let modified =
      #"{ "id": "m", "frame": [0, 0, 1, 1], "modifiers": "backgroundColor(systemBlue) overlay(label, 0.5)" }"#
    for (variant, pick) in [("iPhone-SE.light.M.ltr", \DynamicColor.light), ("iPhone-SE.dark.M.ltr", \.dark)] {
      let view = try decode(Self.scene(top: Self.axes, children: modified), variant: variant).scene.from.children[0]
      #expect(
        view.modifiers == [
          .backgroundColor(DynamicColor(light: Color(hex: "#007AFF")!, dark: Color(hex: "#0A84FF")!)[keyPath: pick]),
          .overlay(
            color: DynamicColor(light: Color(hex: "#000000")!, dark: Color(hex: "#FFFFFF")!)[keyPath: pick],
            opacity: 0.5),
        ], "\(variant)")
    }
    #expect(
      error(Self.scene(children: #"{ "id": "d", "frame": [0, 0, 1, 1], "backgroundColor": { "light": "red" } }"#))
        == "t.json: from.children[0].backgroundColor (view from/d): missing required key 'dark' (line 3, column 134)")
    #expect(
      error(Self.scene(children: #"{ "id": "d", "frame": [0, 0, 1, 1], "backgroundColor": "systemBlu" }"#))?.contains(
        "did you mean 'systemBlue'?") == true)
    // Each side of a pair is one colour: a system colour on a side takes that side's value, and
    // a pair inside a pair is refused.
    let sides =
      ##"{ "id": "s", "frame": [0, 0, 1, 1], "backgroundColor": { "light": "label", "dark": "systemBlue" } }"##
    for (variant, expected) in [
      ("iPhone-SE.light.M.ltr", Color(hex: "#000000")!),
      ("iPhone-SE.dark.M.ltr", Color(hex: "#0A84FF")!),
    ] {
      let view = try decode(Self.scene(top: Self.axes, children: sides), variant: variant).scene.from.children[0]
      #expect(view.backgroundColor == expected, "\(variant)")
    }
    #expect(
      error(
        Self.scene(
          children:
            ##"{ "id": "n", "frame": [0, 0, 1, 1], "backgroundColor": { "light": { "light": "red", "dark": "blue" }, "dark": "red" } }"##
        ))?.contains(
          "backgroundColor.light (view from/n): a light or dark value is one colour, not another {\"light\": …, \"dark\": …} pair"
        ) == true)
  }

  @Test func textStylesTakeTheContentSizesSizeAndNaturalAlignmentFollowsTheDirection() throws {
    let label = #"{ "id": "t", "frame": [0, 0, 200, 100], "text": { "string": "Hi", "textStyle": "headline" } }"#
    let medium = try decode(Self.scene(top: Self.axes, children: label), variant: "iPhone-SE.light.M.ltr").scene
    let large = try decode(Self.scene(top: Self.axes, children: label), variant: "iPhone-SE.light.XXXL.rtl").scene
    #expect(medium.from.children[0].text?.font.size == 16)
    #expect(medium.from.children[0].text?.font.weight == .semibold)
    #expect(medium.from.children[0].text?.alignment == .natural)
    #expect(large.from.children[0].text?.font.size == 23)
    #expect(large.from.children[0].text?.alignment == .right)
    let weighted =
      #"{ "id": "t", "frame": [0, 0, 9, 9], "text": { "string": "Hi", "textStyle": "body", "font": { "weight": "bold" } } }"#
    #expect(
      try decode(Self.scene(children: weighted)).scene.from.children[0].text?.font == Font(size: 17, weight: .bold))
    #expect(
      error(
        Self.scene(
          children:
            #"{ "id": "t", "frame": [0, 0, 9, 9], "text": { "string": "Hi", "textStyle": "body", "font": { "size": 12 } } }"#
        ))
        == "t.json: from.children[0].text.font.size (view from/t): a label with a 'textStyle' takes its size from the Dynamic Type table; remove font.size (or the text style) (line 3, column 170)"
    )
  }

  @Test func devicesResizeTheCanvasAndAutoresizingViewsFollow() throws {
    let children = """
      { "id": "bar", "frame": [10, 10, 180, 40], "autoresizing": ["flexibleWidth"] },
      { "id": "corner", "frame": [150, 250, 40, 40], "autoresizing": ["flexibleLeftMargin", "flexibleTopMargin"] },
      { "id": "fixed", "frame": [10, 60, 30, 30] }
      """
    let top = #" "variants": { "devices": ["iPhone-SE", "iPhone-15"] },"#
    let se = try decode(Self.scene(top: top, children: children), variant: "iPhone-SE").scene
    #expect(se.canvas == Canvas(width: 375, height: 667, scale: 1))
    #expect(se.from.frame == Rect(0, 0, 375, 667))
    #expect(se.from.children[0].frame == Rect(10, 10, 355, 40))
    #expect(se.from.children[1].frame == Rect(325, 617, 40, 40))
    #expect(se.from.children[2].frame == Rect(10, 60, 30, 30))
    // Without canvas.scale, the device's scale.
    let scaled = Self.scene(top: top, children: children).replacingOccurrences(of: #", "scale": 1"#, with: "")
    #expect(try decode(scaled, variant: "iPhone-15").scene.canvas == Canvas(width: 393, height: 852, scale: 3))
    #expect(
      error(Self.scene(children: #"{ "id": "b", "frame": [0, 0, 1, 1], "autoresizing": ["flexibleWdith"] }"#))?
        .contains(
          "unknown autoresizing mask 'flexibleWdith'; expected one of flexibleLeftMargin, flexibleWidth, flexibleRightMargin, flexibleTopMargin, flexibleHeight, flexibleBottomMargin; did you mean 'flexibleWidth'?"
        ) == true)
  }

  @Test func aSceneThatFollowsTheLayoutDirectionIsMirroredInRightToLeft() throws {
    let children =
      #"{ "id": "card", "frame": [10, 20, 50, 30], "children": [{ "id": "dot", "frame": [5, 5, 10, 10] }] }"#
    let top = #" "variants": { "directions": ["ltr", "rtl"] }, "layoutDirection": "followsLayoutDirection","#
    let ltr = try decode(Self.scene(top: top, children: children), variant: "ltr").scene
    let rtl = try decode(Self.scene(top: top, children: children), variant: "rtl").scene
    #expect(ltr.from.children[0].frame == Rect(10, 20, 50, 30))
    #expect(rtl.from.children[0].frame == Rect(140, 20, 50, 30))
    #expect(rtl.from.children[0].children[0].frame == Rect(35, 5, 10, 10))
    // A scene that does not say so keeps its frames.
    let fixed = try decode(Self.scene(top: #" "variants": { "directions": ["rtl"] },"#, children: children)).scene
    #expect(fixed.from.children[0].frame == Rect(10, 20, 50, 30))
  }

  @Test func theProjectsVariantsApplyUnlessTheSceneHasItsOwn() throws {
    let settings = try ProjectFileDecoder.decode(
      Array(#"{ "variants": { "appearances": ["dark"] } }"#.utf8), file: "hero.json")
    #expect(settings.variants == VariantAxes(appearances: [.dark]))
    func load(_ json: String) throws(SceneError) -> ParsedScene {
      try SceneLoader.decodeParsed(
        json: Array(json.utf8), file: "t.json", baseDirectory: "/", variantDefaults: settings.variants)
    }
    #expect(try load(Self.scene()).variant?.name == "dark")
    #expect(try load(Self.scene(top: #" "variants": {},"#)).variants.isEmpty)
    #expect(
      SceneVariants.matrix(json: Array(Self.scene().utf8), file: "t.json", defaults: settings.variants)?.map(\.name)
        == ["dark"])
    #expect(
      SceneVariants.matrix(json: Array(Self.scene(top: #" "variants": 3,"#).utf8), file: "t.json", defaults: .init())
        == nil)
  }

  @Test func aStoryboardSideNeedsAnImporter() {
    let json = Self.scene().replacingOccurrences(
      of: #""to": { "id": "detail", "backgroundColor": "white" }"#,
      with: #""to": { "storyboard": "P.storyboard", "controller": "p" }"#)
    #expect(
      error(json)
        == "t.json: to: a screen from a storyboard is laid out by HeroImport; load the scene with LoadedScene (HeroVerify), as hero's commands do (line 4, column 9)"
    )
  }
}
