import HeroEngine
import HeroModel
import Testing

@testable import HeroScene

/// The state dump shows the bounds origin, the resolved template tint and the material, each only
/// when set, so existing dumps are unchanged.
@Suite struct ContentStateDumpTests {
  @Test func contentFieldsAppearOnlyWhenSet() {
    let plain = StateDump.layer(Layer(key: "p", position: .zero, size: Size(10, 10))).rendered()
    #expect(!plain.contains("boundsOrigin") && !plain.contains("contentsTint") && !plain.contains("effect"))
    let layer = Layer(
      key: "l", position: .zero, size: Size(10, 10), boundsOrigin: Point(0, 140),
      contents: .image(path: "/i.png"), contentsTint: Color(red: 1, green: 0, blue: 0),
      effect: VisualEffect.named("dark"))
    let text = StateDump.layer(layer).rendered()
    #expect(text.contains("\"boundsOrigin\": [0, 140]"))
    #expect(text.contains("\"contentsTint\": [1, 0, 0, 1]"))
    #expect(text.contains("\"style\": \"dark\""))
    #expect(text.contains("\"blur\": 20"))
    #expect(text.contains("\"saturation\": 1.8"))
  }

  /// The gallery's scrolled list (both pages slide, so the list is inside the from page's
  /// snapshot): its layer carries the offset as its bounds origin, and the icons their tints.
  @Test func theScrolledSettingsListDumpsItsOffsetAndTints() throws {
    let scene = try SceneLoader.load(
      path: "\(#filePath)".components(separatedBy: "/Tests/")[0] + "/scenes/content/settings-scrolled.json")
    let tr = try Transition(scene: scene)
    let page = try #require(tr.frame(at: 0).snapshots["from/settings"])
    let text = page.layers.map { StateDump.layer($0).rendered() }.joined()
    #expect(text.contains("\"boundsOrigin\": [0, 140]"))
    #expect(text.contains("\"contentsTint\": [1, 1, 1, 1]"))
  }
}
