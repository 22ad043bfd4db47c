import Foundation
import HeroEngine
import HeroModel
import HeroRender
import HeroTestSupport
import Testing

@testable import HeroScene

/// The state dump of the reference example scene has docs/state-dump.md's fields, names, JSON types,
/// frame sampling and paint order.
@Suite struct StateDumpFormatTests {
  /// The dump text of the reference example, with its transition `duration` set when given.
  static func dumpText(duration: Double? = nil, edit: (inout Scene) -> Void = { _ in }) throws -> String {
    var scene = try SceneLoader.load(path: SceneFormatConformanceTests.example)
    scene.transition.duration = duration
    edit(&scene)
    return StatesPipeline.encode(scene: scene, transition: try Transition(scene: scene))
  }

  static func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func documentAndFrameKeysInOrder() throws {
    let document = try JSONReader.parse(Array(try Self.dumpText().utf8))
    guard case .object(let top) = document.node, case .array(let frames)? = top.last?.value.node,
      case .object(let frame) = frames[0].node, case .object(let canvas) = top[1].value.node,
      case .array(let layers) = frame[3].value.node
    else {
      Issue.record("unexpected document shape")
      return
    }
    #expect(top.map(\.key) == (try StateDumpDocs.fields(section: "Document").map(\.name)))
    #expect(canvas.map(\.key) == ["width", "height", "scale"])
    #expect(frame.map(\.key) == (try StateDumpDocs.fields(section: "Frame").map(\.name)))
    let documented = try StateDumpDocs.fields(section: "Layer")
    for layer in layers {
      guard case .object(let fields) = layer.node else { continue }
      let keys = fields.map(\.key)
      // Every field the docs list as always printed, and the optional ones present, in the docs' order.
      #expect(keys == documented.filter { $0.always || keys.contains($0.name) }.map(\.name))
    }
  }

  /// The layer properties the dump prints (`LayerProperty.all`) are the ones docs/state-dump.md lists,
  /// in its order; the others of its table are the layer's identity and content.
  @Test func layerPropertiesAreTheDocumentedOnes() throws {
    let documented = try StateDumpDocs.fields(section: "Layer").map(\.name)
    let printed = LayerProperty.all.filter {
      if case .never = $0.dump { return false }
      return true
    }.map(\.name)
    #expect(documented.filter { printed.contains($0) } == printed)
    #expect(
      documented.filter { !printed.contains($0) }
        == [
          "key", "side", "view", "heroID", "content", "text", "textLayoutSize", "contentsGravity", "contentsTint",
          "effect", "sublayers",
        ])
  }

  /// docs/state-dump.md: duration 0.5 at 60 fps → 31 frames (t = 0 … 29/60, plus the end at 0.5).
  @Test func framesSampleIOverFpsPlusTheEnd() throws {
    let dump = try Self.object(try Self.dumpText(duration: 0.5))
    #expect(dump["scene"] as? String == "match-basic")
    #expect(dump["canvas"] as? [String: Double] == ["width": 375, "height": 667, "scale": 2])
    #expect(dump["fps"] as? Double == 60)
    #expect(dump["duration"] as? Double == 0.5)
    #expect(dump["frameCount"] as? Int == 31)
    let frames = try #require(dump["frames"] as? [[String: Any]])
    #expect(frames.count == 31)
    for (i, frame) in frames.enumerated() {
      #expect(frame["index"] as? Int == i)
      let time = try #require(frame["time"] as? Double)
      #expect(abs(time - min(Double(i) / 60, 0.5)) < 1e-9)
      let progress = try #require(frame["progress"] as? Double)
      #expect((0...1).contains(progress))
    }
    #expect(frames[30]["time"] as? Double == 0.5)
    #expect(frames[0]["progress"] as? Double == 0)
    #expect(frames[30]["progress"] as? Double == 1)
  }

  /// The reference example's layer `from/red` at frame 0, field by field. The one difference:
  /// `backgroundColor` is null, because the engine (hero-semantics §6.4) keeps a snapshot's background in
  /// its bitmap, not on the layer.
  @Test func theExampleLayer() throws {
    let dump = try Self.object(try Self.dumpText(duration: 0.5))
    let frames = try #require(dump["frames"] as? [[String: Any]])
    let layers = try #require(frames[0]["layers"] as? [[String: Any]])
    let red = try #require(layers.first { $0["key"] as? String == "from/red" })
    let expected: [String: Any] = [
      "key": "from/red", "side": "from", "view": "red", "heroID": "redView",
      "position": [70, 150], "size": [100, 100], "anchorPoint": [0.5, 0.5],
      "transform": [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1],
      "opacity": 1, "allowsGroupOpacity": false, "zPosition": 0, "hidden": false,
      "backgroundColor": NSNull(), "cornerRadius": 0, "masksToBounds": false,
      "borderWidth": 0, "borderColor": [0, 0, 0, 1],
      "shadowColor": [0, 0, 0, 1], "shadowOpacity": 0, "shadowOffset": [0, -3], "shadowRadius": 3,
      "overlay": NSNull(), "contentsRect": [0, 0, 1, 1], "content": "snapshot", "sublayers": [Any](),
    ]
    #expect(NSDictionary(dictionary: red) == NSDictionary(dictionary: expected))
  }

  /// Scene views carry side, view and `side/view` keys; engine layers `view: null` and a descriptive
  /// key; top-level layers are in paint order (the container first, zPosition not decreasing).
  @Test func keysSidesAndPaintOrder() throws {
    let dump = try Self.object(try Self.dumpText())
    /// Every `sublayers` list, recursively, is in paint order too.
    func checkSublayers(_ layer: [String: Any]) {
      let subs = layer["sublayers"] as? [[String: Any]] ?? []
      let z = subs.compactMap { $0["zPosition"] as? Double }
      #expect(z == z.sorted(), "\(layer["key"] ?? "?")")
      subs.forEach(checkSublayers)
    }
    let frames = try #require(dump["frames"] as? [[String: Any]])
    for frame in frames {
      let layers = try #require(frame["layers"] as? [[String: Any]])
      #expect(layers.first?["key"] as? String == "container")
      #expect(layers.first?["view"] is NSNull)
      #expect(layers.first?["side"] is NSNull)
      let z = layers.compactMap { $0["zPosition"] as? Double }
      #expect(z == z.sorted())
      for layer in layers {
        checkSublayers(layer)
        #expect((layer["transform"] as? [Double])?.count == 16)
        #expect(["snapshot", "view", "image", "none"].contains(layer["content"] as? String ?? "?"))
        if let view = layer["view"] as? String {
          let side = try #require(layer["side"] as? String)
          #expect(["\(side)/\(view)", "\(side)/\(view)#standIn"].contains(layer["key"] as? String ?? "?"))
        }
      }
    }
    let first = try #require(frames.first?["layers"] as? [[String: Any]])
    #expect(
      first.compactMap { $0["key"] as? String }
        == ["container", "from/home", "to/detail", "from/red", "to/red", "from/blue", "to/blue"])
  }

  /// Layer keys are unique within every frame of every gallery scene (a consumer may index layers
  /// by key): an animating view's hidden stand-in in its live parent is `side/view#standIn`, its
  /// snapshot layer `side/view`.
  @Test func layerKeysAreUniqueInEveryFrame() throws {
    let scenes = Gallery.scenes
    var standIns = 0
    for relative in scenes {
      let scene = try SceneLoader.load(path: SchemaTests.root.appendingPathComponent("scenes/" + relative).path)
      let dump = try Self.object(StatesPipeline.encode(scene: scene, transition: try Transition(scene: scene), fps: 10))
      for frame in try #require(dump["frames"] as? [[String: Any]]) {
        var keys: [String] = []
        func collect(_ layers: [[String: Any]]) {
          for layer in layers {
            keys.append(layer["key"] as? String ?? "?")
            collect(layer["sublayers"] as? [[String: Any]] ?? [])
          }
        }
        collect(try #require(frame["layers"] as? [[String: Any]]))
        #expect(Set(keys).count == keys.count, "\(relative) frame \(frame["index"] ?? "?"): \(keys)")
        standIns += keys.filter { $0.hasSuffix("#standIn") }.count
      }
    }
    #expect(standIns > 0, "no gallery scene has a stand-in: the test would be vacuous")
  }

  /// `transition.timing` and `containerColor` reach the frames: with `linear` over 0.5 s the red
  /// view is halfway from x 70 to 187.5 at t = 0.25; the container layer shows the colour.
  @Test func transitionTimingAndContainerColourReachTheDump() throws {
    let text = try Self.dumpText(duration: 0.5) { scene in
      scene.transition.timing = .linear
      scene.transition.containerColor = .orange
    }
    let frames = try #require(try Self.object(text)["frames"] as? [[String: Any]])
    let layers = try #require(frames[15]["layers"] as? [[String: Any]])
    #expect(frames[15]["time"] as? Double == 0.25)
    #expect(frames[15]["progress"] as? Double == 0.5)
    let red = try #require(layers.first { $0["key"] as? String == "from/red" })
    #expect(red["position"] as? [Double] == [128.75, 150])
    #expect(layers.first?["backgroundColor"] as? [Double] == [1, 0.5, 0, 1])
  }

  /// With zPositions set, top-level layers and the live roots' sublayers list in ascending zPosition.
  @Test func zPositionsReorderEveryList() throws {
    let text = try Self.dumpText { scene in
      scene.from.children[0].zPosition = 5
      scene.to.children[1].zPosition = -1
    }
    let frames = try #require(try Self.object(text)["frames"] as? [[String: Any]])
    let first = try #require(frames.first?["layers"] as? [[String: Any]])
    #expect(
      first.compactMap { $0["key"] as? String }
        == ["container", "to/blue", "from/home", "to/detail", "to/red", "from/blue", "from/red"])
    let home = try #require(first.first { $0["key"] as? String == "from/home" })
    let sub = try #require(home["sublayers"] as? [[String: Any]])
    #expect(sub.compactMap { $0["key"] as? String } == ["from/blue#standIn", "from/red#standIn"])
    let end = try #require(frames.last?["layers"] as? [[String: Any]])
    let detail = try #require(end.first { $0["key"] as? String == "to/detail" })
    let endSub = try #require(detail["sublayers"] as? [[String: Any]])
    #expect(endSub.compactMap { $0["key"] as? String } == ["to/blue", "to/red"])
  }
}
