import Foundation
import HeroModel
import HeroTestSupport
import Testing

@testable import HeroScene

@Suite struct SceneLoaderTests {
  @Test func decodesTheExampleScene() throws {
    let scene = try SceneFixtures.decode(SceneFixtures.matchBasic())
    #expect(scene.name == "match-basic")
    #expect(scene.canvas == Canvas(width: 200, height: 356, scale: 2))
    #expect(scene.fps == 30)
    #expect(scene.transition.kind == .present)
    #expect(scene.transition.animation == .auto)
    #expect(scene.transition.containerColor == .black)
    #expect(scene.from.id == "home")
    #expect(scene.from.frame == Rect(0, 0, 200, 356))
    #expect(scene.to.frame == Rect(0, 0, 200, 356))
    #expect(scene.from.children[0].frame == Rect(20, 100, 100, 100))
    #expect(scene.from.children[0].heroID == "redView")
    #expect(scene.from.children[0].isOpaque)
    #expect(scene.to.children[0].backgroundColor == Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
    // A plain view is opaque (UIKit's default) even with a translucent background.
    #expect(scene.to.children[0].isOpaque)
    #expect(scene.to.children[1].backgroundColor == .cyan)
    #expect(scene.golden == GoldenSettings())
  }

  @Test func appliesDefaults() throws {
    let json = """
      { "canvas": { "width": 100, "height": 50 },
        "from": { "id": "a" }, "to": { "id": "b", "children": [ { "id": "v", "frame": [1, 2, 3, 4] } ] } }
      """
    let scene = try SceneLoader.decode(json: Array(json.utf8), file: "dir/my-scene.json", baseDirectory: "/")
    #expect(scene.name == "my-scene")
    #expect(scene.canvas.scale == 2)
    #expect(scene.fps == 60)
    #expect(scene.transition == TransitionSettings())
    let v = scene.to.children[0]
    #expect(v.backgroundColor == nil)
    #expect(v.opacity == 1)
    #expect(v.cornerRadius == 0)
    #expect(v.shadow == nil)
    #expect(v.border == nil)
    #expect(v.transform == .identity)
    #expect(v.modifiers.isEmpty)
    #expect(v.isHeroEnabled)
  }

  @Test func decodesAppearance() throws {
    let child = """
      , "opacity": 0.5, "hidden": true, "opaque": true, "cornerRadius": 8, "masksToBounds": true, "zPosition": 2,
      "border": { "width": 2, "color": "darkGray" },
      "shadow": { "color": "#000000", "opacity": 0.3, "offset": [0, 4], "radius": 8, "path": { "rect": [0, 0, 100, 100], "cornerRadius": 8 } }
      """
    let v = try SceneFixtures.decode(SceneFixtures.matchBasic(child: child)).to.children[1]
    #expect(v.opacity == 0.5)
    #expect(v.isHidden)
    #expect(v.isOpaque)
    #expect(v.cornerRadius == 8)
    #expect(v.masksToBounds)
    #expect(v.zPosition == 2)
    #expect(v.border == Border(width: 2, color: .darkGray))
    #expect(
      v.shadow
        == Shadow(
          color: .black, opacity: 0.3, offset: Size(0, 4), radius: 8,
          path: .roundedRect(Rect(0, 0, 100, 100), cornerRadius: 8)))
  }

  @Test func decodesShadowPathForms() throws {
    func path(_ json: String) throws -> Path? {
      try SceneFixtures.decode(SceneFixtures.matchBasic(child: ", \"shadow\": { \"path\": \(json) }"))
        .to.children[1].shadow?.path
    }
    #expect(try path("[1, 2, 3, 4]") == .rect(Rect(1, 2, 3, 4)))
    #expect(try path("{ \"rect\": [1, 2, 3, 4] }") == .rect(Rect(1, 2, 3, 4)))
    #expect(try path("{ \"ellipse\": [0, 0, 10, 20] }") == .ellipse(in: Rect(0, 0, 10, 20)))
    #expect(try path("null") == nil)
  }

  @Test func decodesGoldenSettings() throws {
    let scene = try SceneFixtures.decode(
      SceneFixtures.matchBasic(
        top: "\n\"golden\": { \"samples\": [0, 0.5, 1], \"tolerance\": 2, \"pixelBudget\": 10 },"))
    #expect(scene.golden == GoldenSettings(samples: [0, 0.5, 1], tolerance: 2, pixelBudget: 10))
  }

  @Test func resolvesImagesAgainstTheSceneFolder() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("hero-scene-\(#line)-\(getpid())")
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("img"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    // A PNG (its header is checked when the scene is read).
    try Data(PNGBomb.black(width: 4, height: 4)).write(to: dir.appendingPathComponent("img/photo.png"))
    let child = """
      , "image": { "path": "img/photo.png", "contentsRect": [0, 0, 0.5, 1], "gravity": "resizeAspectFill" }
      """
    try SceneFixtures.matchBasic(child: child).write(
      to: dir.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
    let scene = try SceneLoader.load(path: dir.appendingPathComponent("s.json").path)
    let image = try #require(scene.to.children[1].image)
    #expect(image.path == dir.appendingPathComponent("img/photo.png").standardizedFileURL.path)
    #expect(image.path.hasPrefix("/"))
    #expect(image.contentsRect == Rect(0, 0, 0.5, 1))
    #expect(image.gravity == .resizeAspectFill)
    #expect(!scene.to.children[1].isOpaque)
  }

  @Test func decodesTheInteractiveScript() throws {
    let top = """

      "transition": { "kind": "dismiss", "presentation": "overFullScreen", "duration": 0.4,
        "interactive": { "progress": [[0, 0], [0.2, 0.5]],
          "apply": [ { "at": 0.1, "view": "blue", "modifiers": "fade" }, { "at": 0.2, "view": "from/red", "modifiers": "fade" } ],
          "release": { "at": 0.2, "action": "cancel" } } },
      """
    var json = SceneFixtures.matchBasic(top: top)
    json = json.replacingOccurrences(
      of: "\"transition\": { \"kind\": \"present\", \"containerColor\": \"black\" },\n", with: "")
    let t = try SceneFixtures.decode(json).transition
    #expect(t.kind == .dismiss)
    #expect(t.presentation == .overFullScreen)
    #expect(t.duration == 0.4)
    let script = try #require(t.interactive)
    #expect(script.progress == [.init(time: 0, progress: 0), .init(time: 0.2, progress: 0.5)])
    #expect(script.applies.map(\.view) == [ViewKey(.to, "blue"), ViewKey(.from, "red")])
    #expect(script.applies.map(\.time) == [0.1, 0.2])
    #expect(script.release == .init(time: 0.2, action: .cancel, animate: true))
  }

  @Test func reportsUnreadableFiles() {
    #expect(throws: SceneError(file: "/no/such.json", path: "", message: "no such file")) {
      try SceneLoader.load(path: "/no/such.json")
    }
  }
}
