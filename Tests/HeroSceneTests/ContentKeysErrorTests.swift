import HeroModel
import Testing

@testable import HeroScene

/// The scene keys for real-screen content (`tintColor`, `image.rendering`, `effect`,
/// `contentOffset`): what they decode to, and errors that name the problem.
@Suite struct ContentKeysErrorTests {
  func error(child: String) -> String? { SceneFixtures.error(SceneFixtures.matchBasic(child: child)) }

  /// Expects the error of a scene whose second `to` child gets `child`'s keys to contain `part`.
  func expectError(child: String, contains part: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let message = error(child: child)
    #expect(message?.contains(part) == true, "\(message ?? "no error")", sourceLocation: sourceLocation)
  }

  @Test func effectStylesAndNumbersDecode() throws {
    let styled = try SceneFormatConformanceTests.exampleChild(["effect": "systemThinMaterial"])
    #expect(styled.effect == VisualEffect.named("systemThinMaterial"))
    #expect(styled.effect?.style == "systemThinMaterial")
    let custom = try SceneFormatConformanceTests.exampleChild([
      "effect": ["blur": 20, "saturation": 1.8, "tint": "#FFFFFF99"]
    ])
    #expect(custom.effect == VisualEffect(blur: 20, saturation: 1.8, tint: Color(hex: "#FFFFFF99")))
    // A style with an override keeps the style's other numbers and is no longer that style.
    let dark = try SceneFormatConformanceTests.exampleChild(["effect": ["style": "dark", "blur": 5]])
    #expect(dark.effect == VisualEffect(blur: 5, saturation: 1.8, tint: Color(white: 0.11, alpha: 0.73)))
    // Every documented style name decodes.
    for (name, effect) in VisualEffect.styles {
      #expect(try SceneFormatConformanceTests.exampleChild(["effect": name]).effect?.blur == effect.blur)
    }
  }

  @Test func tintOffsetAndRenderingDecode() throws {
    let v = try SceneFormatConformanceTests.exampleChild(["tintColor": "orange", "contentOffset": [0, 120.5]])
    #expect(v.tintColor == .orange && v.contentOffset == Point(0, 120.5))
    #expect(try SceneFormatConformanceTests.exampleChild([:]).contentOffset == .zero)
  }

  @Test func badEffectsAreNamed() {
    expectError(
      child: ", \"effect\": \"systemThinMaterail\"",
      contains:
        "to.children[1].effect (view to/blue): unknown effect style 'systemThinMaterail'; expected one of extraLight,")
    expectError(child: ", \"effect\": \"systemThinMaterail\"", contains: "did you mean 'systemThinMaterial'?")
    expectError(
      child: ", \"effect\": { \"blur\": -3 }",
      contains: "to.children[1].effect.blur (view to/blue): must not be negative (found -3)")
    expectError(
      child: ", \"effect\": { \"blur\": 21000 }",
      contains: "to.children[1].effect.blur (view to/blue): 21000 is out of range; expected 0…1000")
    expectError(
      child: ", \"effect\": { \"style\": \"dark\", \"blur\": 1e300 }",
      contains: "to.children[1].effect.blur (view to/blue): 1e+300 is out of range; expected 0…1000")
    expectError(
      child: ", \"effect\": { \"saturation\": 2 }",
      contains: "to.children[1].effect (view to/blue): missing required key 'blur'")
    expectError(child: ", \"effect\": { \"blur\": 2, \"tnit\": \"red\" }", contains: "did you mean 'tint'?")
    expectError(
      child: ", \"effect\": { \"style\": \"darkk\" }",
      contains: "to.children[1].effect.style (view to/blue): unknown effect style 'darkk'")
    expectError(child: ", \"effect\": 3", contains: "expected an object, found a number")
  }

  @Test func badOffsetsTintsAndRenderingsAreNamed() {
    expectError(
      child: ", \"contentOffset\": [1]",
      contains: "to.children[1].contentOffset (view to/blue): expected [x, y] (2 numbers), found 1 elements")
    // JSON has no infinities: a number that overflows a Double is refused where it stands.
    expectError(child: ", \"contentOffset\": [0, 1e400]", contains: "t.json: line 11, column")
    let icon =
      "\(#filePath)".components(separatedBy: "/Tests/")[0]
      + "/scenes/content/icons/heart.png"
    expectError(
      child: ", \"image\": { \"path\": \"\(icon)\", \"rendering\": \"templat\" }",
      contains: "image.rendering (view to/blue): unknown rendering mode 'templat'; expected one of original, template")
    expectError(
      child: ", \"image\": { \"path\": \"\(icon)\" }, \"effect\": \"light\"",
      contains:
        "to.children[1].effect (view to/blue): a view with an 'effect' is a UIVisualEffectView and shows no image")
    expectError(
      child: ", \"tintColor\": \"bleu\"",
      contains: "to.children[1].tintColor (view to/blue): unknown colour 'bleu'; did you mean 'blue'?")
  }
}
