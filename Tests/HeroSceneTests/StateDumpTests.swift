import HeroModel
import Testing

@testable import HeroScene

@Suite struct StateDumpTests {
  let scene = Scene(
    name: "dump", canvas: Canvas(width: 200, height: 100, scale: 2), fps: 2,
    from: View(id: "a", frame: Rect(0, 0, 200, 100)), to: View(id: "b", frame: Rect(0, 0, 200, 100)))

  func frame(_ time: Double, layers: [Layer]) -> FrameState {
    FrameState(time: time, progress: time / 0.5, canvasSize: Size(200, 100), layers: layers)
  }

  @Test func writesTheDocumentedFieldsInOrder() throws {
    let layer = Layer(
      key: "from/red", side: .from, view: "red", heroID: "redView", position: Point(70, 150),
      size: Size(100, 100), opacity: 0.25, backgroundColor: .red, contents: .snapshot(id: "from/red"))
    let text = StateDump.encode(scene: scene, fps: 2, duration: 0.5, frameCount: 1) { _ in
      frame(0, layers: [layer])
    }
    #expect(
      text == """
        {
          "scene": "dump",
          "canvas": { "width": 200, "height": 100, "scale": 2 },
          "fps": 2,
          "duration": 0.5,
          "frameCount": 1,
          "frames": [
            {
              "index": 0,
              "time": 0,
              "progress": 0,
              "layers": [
                {
                  "key": "from/red",
                  "side": "from",
                  "view": "red",
                  "heroID": "redView",
                  "position": [70, 150],
                  "size": [100, 100],
                  "anchorPoint": [0.5, 0.5],
                  "transform": [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1],
                  "opacity": 0.25,
                  "allowsGroupOpacity": true,
                  "zPosition": 0,
                  "hidden": false,
                  "backgroundColor": [1, 0, 0, 1],
                  "cornerRadius": 0,
                  "masksToBounds": false,
                  "borderWidth": 0,
                  "borderColor": [0, 0, 0, 1],
                  "shadowColor": [0, 0, 0, 1],
                  "shadowOpacity": 0,
                  "shadowOffset": [0, -3],
                  "shadowRadius": 3,
                  "overlay": null,
                  "contentsRect": [0, 0, 1, 1],
                  "content": "snapshot",
                  "sublayers": []
                }
              ]
            }
          ]
        }

        """)
  }

  @Test func addsShadowPathOverlayAndSublayers() throws {
    let child = Layer(key: "to/b/x", side: .to, view: "x", position: Point(5, 5), size: Size(10, 10))
    let layer = Layer(
      key: "container", position: Point(100, 50), size: Size(200, 100), shadowPath: .rect(Rect(0, 0, 10, 20)),
      overlay: Overlay(color: .black, opacity: 0.5), contents: .view, sublayers: [child])
    let text = StateDump.encode(scene: scene, fps: 2, duration: 0.5, frameCount: 2) { i in
      frame(Double(i) * 0.5, layers: [layer])
    }
    let document = try JSONReader.parse(Array(text.utf8))
    guard case .object(let top) = document.node, case .array(let frames) = top.last?.value.node,
      case .object(let f1) = frames[1].node, case .array(let layers) = f1.last?.value.node,
      case .object(let fields) = layers[0].node
    else {
      Issue.record("unexpected document shape")
      return
    }
    #expect(top.map(\.key) == ["scene", "canvas", "fps", "duration", "frameCount", "frames"])
    #expect(frames.count == 2)
    #expect(f1.map(\.key) == ["index", "time", "progress", "layers"])
    #expect(f1[1].value.node == .number(0.5))
    #expect(f1[2].value.node == .number(1))
    let keys = fields.map(\.key)
    #expect(keys.firstIndex(of: "shadowPath") == keys.firstIndex(of: "shadowRadius").map { $0 + 1 })
    #expect(fields.first { $0.key == "shadowPath" }?.value.node == .string("M 0 0 L 10 0 L 10 20 L 0 20 Z"))
    #expect(text.contains("\"overlay\": { \"color\": [0, 0, 0, 1], \"opacity\": 0.5 }"))
    #expect(text.contains("\"content\": \"view\""))
    #expect(text.contains("\"key\": \"to/b/x\""))
  }

  /// Sublayers are printed in paint order (ascending zPosition, ties in tree order), as the
  /// compositor paints them, so every `sublayers` list reads back to front.
  @Test func printsSublayersInPaintOrder() throws {
    func sub(_ id: String, _ z: Double) -> Layer {
      Layer(key: "from/\(id)", side: .from, view: id, position: Point(5, 5), size: Size(10, 10), zPosition: z)
    }
    let root = Layer(
      key: "from/a", side: .from, view: "a", position: Point(100, 50), size: Size(200, 100), contents: .view,
      sublayers: [sub("top", 5), sub("first", 0), sub("back", -1), sub("second", 0)])
    let json = StateDump.layer(root)
    guard case .object(let fields) = json, case .array(let subs)? = fields.last?.value else {
      Issue.record("unexpected layer shape")
      return
    }
    let keys = subs.compactMap { s -> String? in
      guard case .object(let f) = s, case .string(let k)? = f.first?.value else { return nil }
      return k
    }
    #expect(keys == ["from/back", "from/first", "from/second", "from/top"])
  }

  /// A live label's layer says `"content": "text"` and prints the text with every default spelled out.
  @Test func printsTextContent() throws {
    let label = Layer(
      key: "to/title", side: .to, view: "title", position: Point(50, 20), size: Size(100, 20),
      contents: .text(TextContent("Hi \"there\"", font: Font(size: 12.5, weight: .semibold), lines: 2)))
    let member = try #require(StateDump.layer(label).encodedMember("text"))
    #expect(
      member == """
        {
          "string": "Hi \\"there\\"",
          "font": { "family": "Inter", "size": 12.5, "weight": "semibold", "italic": false },
          "color": [0, 0, 0, 1],
          "alignment": "natural",
          "lines": 2,
          "lineBreak": "truncateTail",
          "lineHeight": 1,
          "contentMode": "redraw"
        }
        """)
    #expect(StateDump.layer(label).encodedMember("content") == #""text""#)
    #expect(StateDump.layer(Layer(key: "x", position: .zero, size: .zero)).encodedMember("text") == nil)
  }

  /// The first write the sink refuses (a closed pipe, a client gone) ends the dump: no frame after
  /// it is computed, and the failure reaches the caller.
  @Test func stopsAtTheFirstFailedWrite() {
    struct Refused: Error {}
    var computed = 0
    var writes = 0
    #expect(throws: Refused.self) {
      try StateDump.write(scene: scene, fps: 2, duration: 500, frameCount: 1000) { i in
        computed += 1
        return frame(Double(i) * 0.5, layers: [])
      } to: { _ in
        writes += 1
        // The header and frames 0 and 1 go through; frame 2's write fails.
        if writes == 4 { throw Refused() }
      }
    }
    #expect(writes == 4)
    #expect(computed == 3)
  }

  @Test func formatsNumbersDeterministically() {
    #expect(JSONOutput.format(70) == "70")
    #expect(JSONOutput.format(-0.0) == "0")
    #expect(JSONOutput.format(0.1 + 0.2) == "0.3")
    #expect(JSONOutput.format(1e-12) == "0")
    #expect(JSONOutput.format(-0.002) == "-0.002")
    #expect(JSONOutput.format(.infinity) == "null")
    #expect(JSONOutput.format(1e20) == "1e+20")
  }

  @Test func escapesStrings() {
    #expect(JSONOutput.string("a\"b\\c\n\u{01}é").rendered() == "\"a\\\"b\\\\c\\n\\u0001é\"")
  }
}

extension JSONOutput {
  /// One member of an object's value, as the dump writes it at the top level (nil when absent).
  func encodedMember(_ key: String) -> String? {
    guard case .object(let members) = self, let m = members.first(where: { $0.key == key }) else { return nil }
    var out = ""
    m.value.write(to: &out, indent: 0)
    return out
  }
}
