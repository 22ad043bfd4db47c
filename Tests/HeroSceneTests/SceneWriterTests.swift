import Foundation
import HeroModel
import HeroScene
import HeroTestSupport
import Testing

/// `SceneWriter` is the inverse of the loader: every gallery scene of view trees, written and read
/// back, is the same `Scene` (interactive applies aside from their entry numbering: the writer
/// gives each apply its own entry). Scenes whose sides are storyboard screens are left out: their
/// colours come from Interface Builder with 17 digits, which the writer's numbers (9 significant
/// digits, as everywhere in its output) do not keep.
@Suite struct SceneWriterTests {
  static let root = SchemaTests.root.path
  static let scenes = galleryScenes().filter {
    !((try? String(contentsOfFile: Gallery.path($0), encoding: .utf8))?.contains("\"storyboard\":") ?? false)
  }

  static func withoutEntries(_ scene: Scene) -> Scene {
    var s = scene
    if var script = s.transition.interactive {
      script.applies = script.applies.map {
        var a = $0
        a.entry = nil
        return a
      }
      s.transition.interactive = script
    }
    return s
  }

  @Test(arguments: scenes)
  func writtenSceneReadsBackTheSame(_ relative: String) throws {
    let path = Self.root + "/scenes/" + relative
    let scene = try Gallery.load(relative)
    let directory = (path as NSString).deletingLastPathComponent
    let text = SceneWriter.text(scene, directory: directory)
    let again = try SceneLoader.decode(json: Array(text.utf8), file: path, baseDirectory: directory)
    #expect(Self.withoutEntries(again) == Self.withoutEntries(scene))
    // Deterministic: the same scene gives the same bytes.
    #expect(SceneWriter.text(again, directory: directory) == text)
  }

  @Test func imagePathsAreRelativeToTheFileAndDefaultsAreLeftOut() throws {
    let view = View(
      id: "photo", frame: Rect(0, 0, 10, 10),
      image: ImageContent(path: "/work/app/Assets.xcassets/a.imageset/a.png", gravity: .center))
    let scene = Scene(
      name: "x", canvas: Canvas(width: 100, height: 100), from: View(id: "a", frame: Rect(0, 0, 100, 100)),
      to: View(id: "b", frame: Rect(0, 0, 100, 100), children: [view]))
    let text = SceneWriter.text(scene, directory: "/work/app/scenes")
    #expect(
      text.contains(#""image": { "path": "../Assets.xcassets/a.imageset/a.png", "gravity": "center" }"#))
    #expect(text.contains(#""from": { "id": "a" }"#))
    #expect(text.contains(#""transition": { "kind": "present", "animation": "auto" }"#))
  }
}
