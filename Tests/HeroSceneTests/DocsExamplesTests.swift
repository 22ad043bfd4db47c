import Foundation
import HeroEngine
import HeroModel
import HeroRender
import Testing

@testable import HeroScene

/// Every JSON example in README.md and docs/*.md works as written, so the docs cannot drift from the
/// loader and the state dump.
@Suite struct DocsExamplesTests {
  static let root = SchemaTests.root

  /// The ```json blocks of a Markdown file under the repository root, in order.
  static func jsonBlocks(_ relative: String) throws -> [String] {
    let text = try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    return text.components(separatedBy: "```json\n").dropFirst().compactMap {
      $0.components(separatedBy: "```").first
    }
  }

  static func load(_ json: String, _ label: String) throws -> Scene {
    try SceneLoader.decode(
      json: Array(json.utf8), file: label, baseDirectory: root.appendingPathComponent("scenes").path)
  }

  /// The state dump of `scene` as `hero states` writes it (its own pipeline).
  static func dump(_ scene: Scene) throws -> [String: Any] {
    let text = StatesPipeline.encode(scene: scene, transition: try Transition(scene: scene))
    return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  /// README's "A scene" is docs/examples/a-scene.json, byte for byte, and does what the README says:
  /// the red views (shared heroID) morph — one layer moves and grows from the small red square
  /// towards the big one — and the blue views fade in place.
  @Test func readmeSceneIsTheFileAndDoesWhatItSays() throws {
    let blocks = try Self.jsonBlocks("README.md")
    // The second is the linked counterpart (docs/examples/a-linked-scene.json, HeroSwiftSourceTests).
    #expect(blocks.count == 2)
    let file = try String(
      contentsOf: Self.root.appendingPathComponent("docs/examples/a-scene.json"), encoding: .utf8)
    #expect(blocks.first == file)
    let scene = try SceneLoader.load(path: Self.root.appendingPathComponent("docs/examples/a-scene.json").path)
    let frames = try #require(try Self.dump(scene)["frames"] as? [[String: Any]])
    func layer(_ key: String, atProgress p: Double) throws -> [String: Any] {
      let frame = try #require(frames.first { ($0["progress"] as? Double ?? -1) >= p })
      let layers = try #require(frame["layers"] as? [[String: Any]])
      return try #require(layers.first { $0["key"] as? String == key }, "\(key) at \(p)")
    }
    // Morph: a red layer (heroID redView) at the middle is strictly between 53 and 200 points wide.
    let middle = try #require(frames.first { ($0["progress"] as? Double ?? -1) >= 0.5 }?["layers"] as? [[String: Any]])
    let widths = middle.filter { $0["heroID"] as? String == "redView" }.compactMap { ($0["size"] as? [Double])?.first }
    #expect(!widths.isEmpty && widths.allSatisfy { $0 > 53 && $0 < 200 }, "\(widths)")
    // Fade: the outgoing blue view keeps its place while its opacity goes from 1 through the
    // middle to 0 (the incoming one fades in with its screen).
    let start = try layer("from/blue", atProgress: 0)
    let halfway = try layer("from/blue", atProgress: 0.5)
    #expect(start["position"] as? [Double] == halfway["position"] as? [Double])
    #expect(start["opacity"] as? Double == 1)
    let opacity = try #require(halfway["opacity"] as? Double)
    #expect(opacity > 0 && opacity < 1)
  }

  @Test func sceneFormatExamplesLoad() throws {
    let blocks = try Self.jsonBlocks("docs/scene-format.md")
    #expect(blocks.count == 4)
    // 1: a whole scene.
    let first = try Self.load(blocks[0], "scene-format.md")
    #expect(first.fps == 60)
    _ = try Transition(scene: first)
    // 2: the `interactive` member, spliced into the first scene's transition.
    let interactive = blocks[1].trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(interactive.hasPrefix("\"interactive\": {"))
    let withScript = blocks[0].replacingOccurrences(
      of: "\"containerColor\": \"black\" }", with: "\"containerColor\": \"black\", \(interactive) }")
    let scripted = try Self.load(withScript, "scene-format.md")
    let script = try #require(scripted.transition.interactive)
    #expect(script.applies.map(\.view) == [ViewKey(.to, "red")])
    #expect(script.release == .init(time: 0.4, action: .finish, animate: true))
    _ = try Transition(scene: scripted)
    // 3: a label view, added to the first scene's `to` screen.
    let label = blocks[2].trimmingCharacters(in: .whitespacesAndNewlines)
    let withLabel = blocks[0].replacingOccurrences(
      of: "\"modifiers\": \"fade\" }\n  ]}\n}", with: "\"modifiers\": \"fade\" },\n\(label)\n  ]}\n}")
    #expect(withLabel != blocks[0])
    let labelled = try Self.load(withLabel, "scene-format.md")
    let text = try #require(labelled.to.children.last?.text)
    #expect(text.string == "Today" && text.font.size == 28 && text.font.weight == .bold && text.lines == 1)
    _ = try Transition(scene: labelled)
    // 4: four `"path": …` lines, each a shadow path of the blue view.
    let paths = blocks[3].split(separator: "\n").map(String.init)
    #expect(paths.count == 4)
    for line in paths {
      let json = blocks[0].replacingOccurrences(
        of: "\"modifiers\": \"fade\" }\n  ]}\n}",
        with: "\"modifiers\": \"fade\", \"shadow\": { \(line) } }\n  ]}\n}")
      #expect(json != blocks[0])
      let scene = try Self.load(json, "scene-format.md")
      #expect(scene.to.children[1].shadow?.path != nil, "\(line)")
    }
  }

  /// docs/state-dump.md's example is the real dump of scenes/basics/match-basic.json, cut down.
  @Test func stateDumpExampleIsTheRealOutput() throws {
    let blocks = try Self.jsonBlocks("docs/state-dump.md")
    #expect(blocks.count == 1)
    let example = try #require(
      try JSONSerialization.jsonObject(with: Data(blocks[0].utf8)) as? [String: Any])
    let scene = try SceneLoader.load(
      path: Self.root.appendingPathComponent("scenes/basics/match-basic.json").path)
    let actual = try Self.dump(scene)
    for key in ["scene", "canvas", "fps", "duration", "frameCount"] {
      #expect(
        (example[key] as? NSObject) == (actual[key] as? NSObject), "\(key): \(example[key] ?? "nil")")
    }
    let exampleFrames = try #require(example["frames"] as? [[String: Any]])
    let actualFrames = try #require(actual["frames"] as? [[String: Any]])
    for (e, a) in zip(exampleFrames, actualFrames) {
      for key in ["index", "time", "progress"] { #expect((e[key] as? NSObject) == (a[key] as? NSObject)) }
      let actualLayers = try #require(a["layers"] as? [[String: Any]])
      for layer in try #require(e["layers"] as? [[String: Any]]) {
        let match = actualLayers.first { $0["key"] as? String == layer["key"] as? String }
        #expect(match.map { NSDictionary(dictionary: $0) } == NSDictionary(dictionary: layer))
      }
    }
  }
}
