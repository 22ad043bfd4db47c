import Foundation
import HeroCompositor
import HeroEngine
import HeroFiles
import HeroModel
import HeroRender
import HeroScene
import HeroTestSupport
import Testing

/// What a scene's images cost to decode: the largest size each is shown at, measured over the
/// transition from the engine's frames (`ImageDemand`), the scene reader's hard cap on a file's
/// pixels, and `hero lint`'s warning about files far larger than they are shown.
@Suite("Image decode cost")
struct ImageCostTests {
  /// A 200 × 200 point canvas @3x whose from screen shows `bomb.png` in a 100 × 100 view with
  /// `modifiers`, going to a plain screen with `animation`.
  static func scene(animation: String = "fade", modifiers: String = "") -> String {
    """
    { "canvas": { "width": 200, "height": 200, "scale": 3 },
      "transition": { "kind": "present", "animation": "\(animation)", "duration": 0.3 },
      "from": { "id": "a", "backgroundColor": "white", "children": [
        { "id": "photo", "frame": [50, 50, 100, 100], "image": { "path": "bomb.png" },
          "modifiers": "\(modifiers)" } ] },
      "to": { "id": "b", "backgroundColor": "black" } }
    """
  }

  /// A folder holding `bomb.png` (`png`) and `s.json`.
  static func folder(png: [UInt8], scene: String = scene()) throws -> String {
    let dir = NSTemporaryDirectory() + "hero-image-cost-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    try Data(png).write(to: URL(fileURLWithPath: dir + "/bomb.png"))
    try scene.write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
    return dir
  }

  @Test func theImageIsShownAtItsViewsSizeTimesTheScale() throws {
    let dir = try Self.folder(png: PNGBomb.black(width: 16384, height: 16384))
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let transition = try Transition(scene: SceneLoader.load(path: dir + "/s.json"))
    let demand = FrameRenderer.imageDemand(of: transition, scale: 3)
    let shown = try #require(demand.shown.values.first)
    #expect(demand.shown.count == 1)
    #expect(abs(shown.width - 300) < 1e-9 && abs(shown.height - 300) < 1e-9, "\(shown)")
  }

  /// A `scale(4)` modifier zooms the view to four times its size on the way out: the demand covers it.
  @Test func aZoomModifierRaisesTheDemand() throws {
    let dir = try Self.folder(
      png: PNGBomb.black(width: 16384, height: 16384), scene: Self.scene(animation: "none", modifiers: "fade scale(4)"))
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let scene = try SceneLoader.load(path: dir + "/s.json")
    let shown = try #require(FrameRenderer.imageDemand(of: Transition(scene: scene), scale: 3).shown.values.first)
    #expect(shown.width > 1100 && shown.width <= 1200, "\(shown)")
  }

  @Test func lintWarnsAboutAFileFarLargerThanItIsShown() throws {
    let dir = try Self.folder(png: PNGBomb.black(width: 16384, height: 16384))
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let parsed = try SceneLoader.loadParsed(path: dir + "/s.json")
    let warnings = ImageCost.warnings(parsed, transition: try Transition(scene: parsed.scene))
    let warning = try #require(warnings.first)
    #expect(warnings.count == 1)
    #expect(warning.rule == .imageDecodeCost)
    #expect(warning.path == "from.children[0].image.path")
    #expect(warning.view == "from/photo")
    #expect(warning.line == 4)
    #expect(
      warning.message
        == "the image file bomb.png is 16384x16384 pixels (1-bit grey, 268435456 pixels) but is shown at most at 300x300 pixels at scale 3: it is decoded downsampled 27× to 607x607 pixels (1.4 MB), yet every decode still reads all 268435456 pixels of the file"
    )
    #expect(
      warning.suggestion == "scale the file down to about 600x600 pixels (2 times the largest size it is shown at)")
  }

  @Test func lintSaysNothingAboutAnImageShownAtItsSize() throws {
    let dir = try Self.folder(png: PNGBomb.black(width: 300, height: 300))
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let parsed = try SceneLoader.loadParsed(path: dir + "/s.json")
    #expect(ImageCost.warnings(parsed, transition: try Transition(scene: parsed.scene)).isEmpty)
  }

  /// Over the hard cap, the scene is refused when it is read, naming the file, the path in the
  /// scene, the size and the cap — from the header alone (this file has no pixels at all).
  @Test func aFileOverTheCapIsRefusedWhenTheSceneIsRead() throws {
    let dir = try Self.folder(png: PNGBomb.headerOnly(width: 20000, height: 20000))
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let error = #expect(throws: SceneError.self) { try SceneLoader.load(path: dir + "/s.json") }
    #expect(error?.path == "from.children[0].image.path")
    #expect(
      error?.message
        == "image file 'bomb.png' is 20000x20000 pixels (400000000 in all); an image file may hold at most 268435456 pixels and 65535 a side, however small it is shown, since decoding reads every pixel; scale the file down to the largest size it is shown at"
    )
    // Advice, not a spelling: it printed as "did you mean 'scale the file down …'?".
    #expect(error?.suggestion == nil)
    #expect(error?.description.contains("did you mean") == false, "\(error?.description ?? "")")
  }
}
