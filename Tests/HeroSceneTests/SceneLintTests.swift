import Foundation
import HeroCompositor
import HeroEngine
import HeroModel
import HeroRender
import HeroScene
import HeroTestSupport
import Testing

/// `SceneLint`: each rule fires where Hero really ignores or overwrites something, stays quiet where
/// it does not, and places its warning at the JSON path, line and column. For the "does nothing"
/// rules, the claim itself is checked: the scene renders the same pixels without the modifier.
@Suite struct SceneLintTests {
  /// A 100 × 100 scene with no default animation; `from` and `to` are the screens' children.
  static func scene(from: String, to: String, animation: String = "none", extra: String = "") -> String {
    """
    { "canvas": { "width": 100, "height": 100, "scale": 1 },\(extra)
      "transition": { "kind": "present", "animation": "\(animation)" },
      "from": { "id": "a", "backgroundColor": "white", "children": [
    \(from)
      ] },
      "to": { "id": "b", "backgroundColor": "white", "children": [
    \(to)
      ] } }
    """
  }

  static let plain = #"{ "id": "plain", "frame": [60, 60, 20, 20], "backgroundColor": "blue" }"#

  func lint(_ json: String) throws -> [SceneWarning] {
    let bytes = Array(json.utf8)
    let scene = try SceneLoader.decode(json: bytes, file: "s.json", baseDirectory: repositoryRoot() + "/scenes/content")
    return SceneLint.warnings(scene, transition: try Transition(scene: scene), json: bytes)
  }

  /// Renders both scenes at the same times (scale 1) and expects the same pixels.
  func expectSamePixels(_ a: String, _ b: String, times: [Double] = [0, 0.05, 0.1, 0.15, 0.2]) throws {
    func frames(_ json: String) throws -> [RGBAImage] {
      let scene = try SceneLoader.decode(
        json: Array(json.utf8), file: "s.json", baseDirectory: repositoryRoot() + "/scenes/content")
      let transition = try Transition(scene: scene)
      let compositor = Compositor()
      return try times.map { try compositor.render(transition.frame(at: $0), scale: 1) }
    }
    #expect(try frames(a) == frames(b))
  }

  func only(_ warnings: [SceneWarning], _ rule: SceneLint.Rule) -> SceneWarning? {
    #expect(warnings.map(\.rule) == [rule], "\(warnings)")
    return warnings.first
  }

  @Test func modifiersOnAViewThatTakesNoPart() throws {
    let json = Self.scene(
      from: #"""
            { "id": "off", "frame": [10, 10, 20, 20], "backgroundColor": "red", "heroEnabled": false,
              "modifiers": "scale(0.5)" },
            { "id": "box", "frame": [10, 40, 40, 40], "heroEnabledForSubviews": false, "children": [
              { "id": "inner", "frame": [0, 0, 10, 10], "backgroundColor": "red", "modifiers": "fade" } ] }
        """#, to: Self.plain)
    let warnings = try lint(json)
    #expect(warnings.map(\.rule) == [.notTakingPart, .notTakingPart], "\(warnings)")
    #expect(warnings.map(\.path) == ["from.children[0].modifiers", "from.children[1].children[0].modifiers"])
    #expect(warnings.first?.message.contains("its heroEnabled is false") == true)
    #expect(warnings.last?.message.contains("from.children[1] has heroEnabledForSubviews false") == true)
    #expect(warnings.first?.line == 5)
    #expect(warnings.first?.column == 20)
    try expectSamePixels(
      json,
      json.replacingOccurrences(of: #""modifiers": "scale(0.5)""#, with: #""zPosition": 0"#)
        .replacingOccurrences(of: #", "modifiers": "fade""#, with: ""))
  }

  @Test func modifiersOnAViewOffScreen() throws {
    let json = Self.scene(
      from:
        #"{ "id": "gone", "frame": [120, 10, 20, 20], "backgroundColor": "red", "modifiers": "translate(-100, 0)" }"#,
      to: Self.plain)
    #expect(only(try lint(json), .offScreen)?.path == "from.children[0].modifiers")
    try expectSamePixels(json, json.replacingOccurrences(of: #", "modifiers": "translate(-100, 0)""#, with: ""))
    // forceAnimate takes it past the visibility filter: then the translate is real.
    #expect(
      try lint(json.replacingOccurrences(of: "translate(-100, 0)", with: "forceAnimate translate(-100, 0)")).isEmpty)
  }

  @Test func modifiersDiscardedByIgnoreSubviewModifiers() throws {
    let json = Self.scene(
      from: #"""
            { "id": "box", "frame": [10, 10, 60, 60], "backgroundColor": "gray", "modifiers": "fade ignoreSubviewModifiers",
              "children": [ { "id": "dot", "frame": [5, 5, 10, 10], "backgroundColor": "red", "modifiers": "scale(3)" } ] }
        """#, to: Self.plain)
    let w = only(try lint(json), .ignoredBySuperview)
    #expect(w?.path == "from.children[0].children[0].modifiers")
    #expect(w?.message.contains("from.children[0]") == true)
    try expectSamePixels(json, json.replacingOccurrences(of: #", "modifiers": "scale(3)""#, with: ""))
  }

  @Test func rootModifiersReplacedByTheDefaultAnimation() throws {
    let json = """
      { "canvas": { "width": 100, "height": 100, "scale": 1 },
        "transition": { "kind": "present", "animation": "push(left)" },
        "from": { "id": "a", "backgroundColor": "white" },
        "to": { "id": "b", "backgroundColor": "yellow", "modifiers": "scale(0.2)" } }
      """
    let w = only(try lint(json), .replacedByDefaultAnimation)
    #expect(w?.path == "to.modifiers")
    #expect(w?.message.contains("push(left)") == true)
    try expectSamePixels(json, json.replacingOccurrences(of: #", "modifiers": "scale(0.2)""#, with: ""))
    // With no default animation the root's modifiers are its own.
    #expect(try lint(json.replacingOccurrences(of: "push(left)", with: "none")).isEmpty)
  }

  @Test func opacityAndGeometryOfAMatchedViewAreTheMatchs() throws {
    let json = Self.scene(
      from:
        #"{ "id": "card", "frame": [10, 10, 20, 20], "backgroundColor": "red", "heroID": "card", "modifiers": "fade" }"#,
      to:
        #"{ "id": "card", "frame": [10, 50, 80, 40], "backgroundColor": "red", "heroID": "card", "modifiers": "scale(0.5) arc" }"#
    )
    let warnings = try lint(json)
    #expect(warnings.map(\.rule) == [.overwrittenByMatch, .overwrittenByMatch], "\(warnings)")
    #expect(warnings.map(\.path) == ["from.children[0].modifiers", "to.children[0].modifiers"])
    #expect(warnings.first?.message.hasPrefix("'fade' on a matched view") == true)
    #expect(warnings.last?.message.hasPrefix("'scale(0.5)' does nothing") == true)
    try expectSamePixels(
      json,
      json.replacingOccurrences(of: #", "modifiers": "fade""#, with: "")
        .replacingOccurrences(of: "scale(0.5) arc", with: "arc"))
  }

  /// Each modifier that changes nothing is its own warning: `fade scale(1)` on a matched view warns
  /// about both, named by the view's id beside the JSON path.
  @Test func everyUselessModifierOfAViewIsNamed() throws {
    let json = Self.scene(
      from:
        #"{ "id": "card", "frame": [10, 10, 20, 20], "backgroundColor": "red", "heroID": "card", "modifiers": "fade scale(1)" }"#,
      to: #"{ "id": "card", "frame": [10, 50, 80, 40], "backgroundColor": "red", "heroID": "card" }"#)
    let warnings = try lint(json)
    #expect(warnings.map(\.rule) == [.overwrittenByMatch, .overwrittenByMatch], "\(warnings)")
    #expect(warnings.map(\.view) == ["from/card", "from/card"])
    #expect(warnings.first?.message.hasPrefix("'fade' on a matched view") == true)
    #expect(warnings.last?.message.hasPrefix("'scale(1)' does nothing") == true)
    #expect(warnings.first?.description.hasPrefix("from.children[0].modifiers (view from/card): 'fade'") == true)
    try expectSamePixels(json, json.replacingOccurrences(of: #", "modifiers": "fade scale(1)""#, with: ""))
  }

  /// `relayoutText` on a matched image view or plain view: nothing to re-lay out, the same pixels.
  @Test func relayoutTextOnAViewWithoutText() throws {
    let json = Self.scene(
      from:
        #"{ "id": "icon", "frame": [10, 10, 20, 20], "image": { "path": "icons/heart.png" }, "heroID": "icon", "modifiers": "relayoutText" }"#,
      to:
        #"{ "id": "icon", "frame": [10, 50, 40, 40], "image": { "path": "icons/heart.png" }, "heroID": "icon" }, { "id": "box", "frame": [60, 10, 20, 20], "backgroundColor": "red", "heroID": "box", "modifiers": "relayoutText" }"#
    )
    let warnings = try lint(json).filter { $0.rule == .relayoutTextOnNonLabel }
    #expect(warnings.map(\.path) == ["from.children[0].modifiers", "to.children[1].modifiers"], "\(warnings)")
    #expect(warnings.first?.message.hasSuffix("this is an image view") == true)
    #expect(warnings.last?.message.hasSuffix("this is a plain view") == true)
    try expectSamePixels(json, json.replacingOccurrences(of: #", "modifiers": "relayoutText""#, with: ""))
    // On a label it is what it is for.
    let label = json.replacingOccurrences(
      of: #""backgroundColor": "red", "heroID": "box""#, with: #""text": { "string": "Hi" }, "heroID": "box""#)
    #expect(try lint(label).filter { $0.path == "to.children[1].modifiers" }.isEmpty)
  }

  /// A view that moves for longer than a fade lasts, so the fades below do not set the length.
  static let mover =
    #"{ "id": "mover", "frame": [60, 60, 20, 20], "backgroundColor": "blue", "modifiers": "translate(0, -40)" }"#

  @Test func fadingAViewNobodySees() throws {
    let hidden = Self.scene(
      from:
        #"{ "id": "ghost", "frame": [10, 10, 20, 20], "backgroundColor": "red", "hidden": true, "modifiers": "fade" }"#,
      to: Self.mover)
    #expect(only(try lint(hidden), .invisibleView)?.message.contains("hidden view") == true)
    try expectSamePixels(hidden, hidden.replacingOccurrences(of: #", "modifiers": "fade""#, with: ""))
    let transparent = Self.scene(
      from: Self.mover,
      to: #"{ "id": "ghost", "frame": [10, 10, 20, 20], "backgroundColor": "red", "opacity": 0, "modifiers": "fade" }"#)
    #expect(only(try lint(transparent), .invisibleView)?.message.contains("opacity 0") == true)
    try expectSamePixels(transparent, transparent.replacingOccurrences(of: #", "modifiers": "fade""#, with: ""))
    // Fading in from opacity 0 to 1 (beginWith) is visible; so is a hidden view's animated subview.
    #expect(try lint(transparent.replacingOccurrences(of: #""fade""#, with: #""beginWith(opacity(1)) fade""#)).isEmpty)
    let parent = hidden.replacingOccurrences(
      of: #""modifiers": "fade" }"#,
      with:
        #""modifiers": "fade", "children": [ { "id": "kid", "frame": [0, 0, 5, 5], "backgroundColor": "red", "modifiers": "scale(2)" } ] }"#
    )
    #expect(try lint(parent).isEmpty)
  }

  @Test func identityTransforms() throws {
    let json = Self.scene(
      from: #"{ "id": "box", "frame": [10, 10, 20, 20], "backgroundColor": "red", "modifiers": "scale(1) fade" }"#,
      to: Self.plain)
    let w = only(try lint(json), .identityTransform)
    #expect(w?.message == "'scale(1)' leaves the transform as it is")
    try expectSamePixels(json, json.replacingOccurrences(of: "scale(1) fade", with: "fade"))
    // scale(1) on a rotated view animates the rotation away: not a no-op.
    let rotated = json.replacingOccurrences(of: #""modifiers""#, with: #""transform": "rotate(0.3)", "modifiers""#)
    #expect(try lint(rotated).isEmpty)
    // After another transform modifier, composing the identity changes nothing.
    #expect(
      only(
        try lint(rotated.replacingOccurrences(of: "scale(1) fade", with: "rotate(1) translate(0, 0)")),
        .identityTransform) != nil)
  }

  @Test func imagesNeverDrawn() throws {
    let json = Self.scene(
      from: #"{ "id": "icon", "frame": [10, 10, 20, 20], "hidden": true, "image": { "path": "icons/heart.png" } }"#,
      to: #"{ "id": "flat", "frame": [10, 10, 20, 0], "image": { "path": "icons/star.png" } }"#)
    let warnings = try lint(json)
    #expect(warnings.map(\.rule) == [.imageNeverDrawn, .imageNeverDrawn], "\(warnings)")
    #expect(warnings.map(\.path) == ["from.children[0].image", "to.children[0].image"])
  }

  @Test func fontsNoLabelUses() throws {
    let font = try #require(FontLibrary.bundledFiles.first)
    let unused = Self.scene(from: Self.plain, to: Self.plain, extra: #" "fonts": ["\#(font)"],"#)
    let w = only(try lint(unused), .unusedFont)
    #expect(w?.path == "fonts[0]")
    #expect(w?.line == 1)
    let used = Self.scene(
      from: #"{ "id": "title", "frame": [0, 0, 100, 20], "text": { "string": "Hi" } }"#, to: Self.plain,
      extra: #" "fonts": ["\#(font)"],"#)
    #expect(try lint(used).isEmpty)
  }

  /// `hero lint` reads the scene file and each font file once: a `ParsedScene` carries the document
  /// and the fonts' families, so linting it after both files are gone gives the same warnings, placed
  /// at the same lines and columns, as reading them again.
  @Test func aParsedSceneIsLintedWithoutReadingAgain() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("hero-lint-\(#line)-\(getpid())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let font = dir.appendingPathComponent("font.ttf")
    try FileManager.default.copyItem(atPath: try #require(FontLibrary.bundledFiles.first), toPath: font.path)
    let file = dir.appendingPathComponent("s.json")
    let json = Self.scene(
      from: #"{ "id": "off", "frame": [10, 10, 20, 20], "heroEnabled": false, "modifiers": "fade" }"#,
      to: Self.plain, extra: #" "fonts": ["font.ttf"],"#)
    try json.write(to: file, atomically: true, encoding: .utf8)
    let parsed = try SceneLoader.loadParsed(path: file.path)
    let transition = try Transition(scene: parsed.scene)
    let readAgain = SceneLint.warnings(parsed.scene, transition: transition, json: Array(json.utf8))
    #expect(readAgain.map(\.rule) == [.notTakingPart, .unusedFont])
    #expect(readAgain.allSatisfy { $0.line != nil && $0.column != nil })
    try FileManager.default.removeItem(at: font)
    try FileManager.default.removeItem(at: file)
    #expect(SceneLint.warnings(parsed, transition: transition) == readAgain)
  }

  @Test func aPlainSceneHasNoWarnings() throws {
    let json = Self.scene(
      from: #"{ "id": "card", "frame": [10, 10, 20, 20], "backgroundColor": "red", "heroID": "card" }"#,
      to:
        #"{ "id": "card", "frame": [10, 50, 80, 40], "backgroundColor": "red", "heroID": "card", "modifiers": "arc" },"#
        + #"{ "id": "x", "frame": [0, 0, 10, 10], "backgroundColor": "blue", "modifiers": "fade scale(0.5)" }"#)
    #expect(try lint(json).isEmpty)
  }
}
