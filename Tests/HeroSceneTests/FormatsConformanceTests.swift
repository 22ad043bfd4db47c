import Foundation
import HeroEngine
import HeroModel
import Testing

@testable import HeroScene

/// Every key and value form of the scene file as `/work/shared/formats.md` writes it is accepted with
/// its documented meaning and default. `Tests/Fixtures/formats-example.json` is formats.md's example
/// scene, verbatim.
@Suite struct FormatsConformanceTests {
  static let example = SchemaTests.root.appendingPathComponent("Tests/Fixtures/formats-example.json").path

  /// formats.md's example with `edit` applied to its parsed JSON (re-serialised).
  static func exampleJSON(_ edit: (inout [String: Any]) -> Void) throws -> String {
    let data = try Data(contentsOf: URL(fileURLWithPath: example))
    var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    edit(&json)
    return String(
      decoding: try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]), as: UTF8.self)
  }

  /// The example with `fields` merged into the `to` screen's second child (`blue`).
  static func exampleChild(_ fields: [String: Any]) throws -> View {
    let json = try exampleJSON { json in
      var to = json["to"] as! [String: Any]
      var children = to["children"] as! [[String: Any]]
      children[1].merge(fields) { $1 }
      to["children"] = children
      json["to"] = to
    }
    return try SceneFixtures.decode(json).to.children[1]
  }

  static func exampleTransition(_ fields: [String: Any]) throws -> TransitionSettings {
    let json = try exampleJSON { json in
      var t = json["transition"] as! [String: Any]
      t.merge(fields) { $1 }
      json["transition"] = t
    }
    return try SceneFixtures.decode(json).transition
  }

  @Test func theExampleLoadsWithItsMeaning() throws {
    let scene = try SceneLoader.load(path: Self.example)
    #expect(scene.name == "match-basic")
    #expect(scene.canvas == Canvas(width: 375, height: 667, scale: 2))
    #expect(scene.fps == 60)
    #expect(scene.transition.kind == .present)
    #expect(scene.transition.animation == .auto)
    #expect(scene.transition.duration == nil)
    #expect(scene.transition.timing == nil)
    #expect(scene.transition.containerColor == .black)
    #expect(scene.transition.interactive == nil)
    #expect(scene.from.frame == Rect(0, 0, 375, 667))
    #expect(scene.to.frame == Rect(0, 0, 375, 667))
    #expect(scene.from.backgroundColor == .white)
    #expect(scene.from.children.map(\.frame) == [Rect(20, 100, 100, 100), Rect(150, 100, 100, 100)])
    #expect(scene.to.children.map(\.frame) == [Rect(0, 0, 375, 300), Rect(50, 400, 275, 200)])
    #expect(scene.to.children.map(\.heroID) == ["redView", "blueView"])
    #expect(scene.to.children[1].modifiers == [.fade])
    #expect(scene.to.children[0].cornerRadius == 0)
  }

  @Test func defaultsFpsAndScale() throws {
    let json = try Self.exampleJSON { json in
      json["fps"] = nil
      json["canvas"] = ["width": 375, "height": 667]
    }
    let scene = try SceneFixtures.decode(json)
    #expect(scene.fps == 60)
    #expect(scene.canvas.scale == 2)
    #expect(scene.canvas.pixelWidth == 750)
  }

  @Test(arguments: [
    ("present", TransitionKind.present), ("dismiss", .dismiss), ("push", .push), ("pop", .pop),
    ("tabForward", .tabForward), ("tabBackward", .tabBackward),
  ])
  func transitionKinds(_ name: String, _ kind: TransitionKind) throws {
    #expect(try Self.exampleTransition(["kind": name]).kind == kind)
  }

  @Test(arguments: [
    ("auto", DefaultAnimation.auto), ("none", .none), ("fade", .fade), ("zoom", .zoom), ("zoomOut", .zoomOut),
    ("push(left)", .push(.left)), ("pull(right)", .pull(.right)), ("cover(up)", .cover(.up)),
    ("uncover(down)", .uncover(.down)), ("slide(left)", .slide(.left)),
    ("zoomSlide(left)", .zoomSlide(.left)),
    ("pageIn(left)", .pageIn(.left)), ("pageOut(right)", .pageOut(.right)),
    (
      "selectBy(presenting: push(left), dismissing: pull(right))",
      .selectBy(presenting: .push(.left), dismissing: .pull(.right))
    ),
    ("autoReverse(presenting: push(left))", .selectBy(presenting: .push(.left), dismissing: .pull(.right))),
    ("autoReverse(presenting: cover(up))", .selectBy(presenting: .cover(.up), dismissing: .uncover(.down))),
  ])
  func animations(_ text: String, _ animation: DefaultAnimation) throws {
    #expect(try Self.exampleTransition(["animation": text]).animation == animation)
  }

  @Test func presentationDurationAndTiming() throws {
    #expect(try Self.exampleTransition([:]).presentation == .fullScreen)
    #expect(try Self.exampleTransition(["presentation": "overFullScreen"]).presentation == .overFullScreen)
    #expect(try Self.exampleTransition(["duration": 0.5]).duration == 0.5)
    #expect(try Self.exampleTransition(["timing": "easeInOut"]).timing == TimingCurve(0.42, 0, 0.58, 1))
    #expect(
      try Self.exampleTransition(["timing": "cubicBezier(0.1,0.2,0.3,1)"]).timing
        == TimingCurve(0.1, 0.2, 0.3, 1))
    #expect(try Self.exampleTransition(["containerColor": "#336699"]).containerColor == Color(hex: "#336699"))
  }

  /// formats.md's interactive example names the view by bare id (`"view": "id"`), here an id both
  /// screens have (a matched pair): the apply goes to both, as Hero's reaches the view and its pair.
  @Test func interactiveScriptAsFormatsWritesIt() throws {
    let t = try Self.exampleTransition([
      "interactive": [
        "progress": [[0, 0], [0.2, 0.5]],
        "apply": [["at": 0.1, "view": "red", "modifiers": "position(200,300)"]],
        "release": ["at": 0.2, "action": "finish", "animate": true],
      ] as [String: Any]
    ])
    let script = try #require(t.interactive)
    #expect(script.progress == [.init(time: 0, progress: 0), .init(time: 0.2, progress: 0.5)])
    #expect(
      script.applies == [
        .init(time: 0.1, view: ViewKey(.from, "red"), modifiers: [.position(x: 200, y: 300)], entry: 0),
        .init(time: 0.1, view: ViewKey(.to, "red"), modifiers: [.position(x: 200, y: 300)], entry: 0),
      ])
    #expect(script.release == .init(time: 0.2, action: .finish, animate: true))
    // The scripted transition builds: the engine accepts both applies.
    let json = try Self.exampleJSON { json in
      var tr = json["transition"] as! [String: Any]
      tr["interactive"] =
        [
          "progress": [[0, 0], [0.2, 0.5]],
          "apply": [["at": 0.1, "view": "red", "modifiers": "position(200,300)"]],
          "release": ["at": 0.2, "action": "cancel"],
        ] as [String: Any]
      json["transition"] = tr
    }
    let transition = try Transition(scene: try SceneFixtures.decode(json))
    let atApply = transition.frame(at: 0.15).layers.filter { $0.key == "to/red" || $0.key == "from/red" }
    #expect(atApply.count == 2)
    for layer in atApply { #expect(layer.position == Point(200, 300)) }
  }

  static let colourCases: [(String, [Double])] = [
    ("clear", [0, 0, 0, 0]), ("black", [0, 0, 0, 1]), ("white", [1, 1, 1, 1]), ("gray", [0.5, 0.5, 0.5, 1]),
    ("darkGray", [1.0 / 3, 1.0 / 3, 1.0 / 3, 1]), ("lightGray", [2.0 / 3, 2.0 / 3, 2.0 / 3, 1]),
    ("red", [1, 0, 0, 1]), ("green", [0, 1, 0, 1]), ("blue", [0, 0, 1, 1]), ("cyan", [0, 1, 1, 1]),
    ("yellow", [1, 1, 0, 1]), ("magenta", [1, 0, 1, 1]), ("orange", [1, 0.5, 0, 1]),
    ("purple", [0.5, 0, 0.5, 1]), ("brown", [0.6, 0.4, 0.2, 1]),
    ("#FF8000", [1, 128.0 / 255, 0, 1]), ("#00FF0080", [0, 1, 0, 128.0 / 255]),
  ]

  /// A bare id in both screens where one side is left out of the transition reaches the other only.
  @Test func bareApplyIdSkipsADisabledSide() throws {
    let json = try Self.exampleJSON { json in
      var from = json["from"] as! [String: Any]
      var children = from["children"] as! [[String: Any]]
      children[0]["heroEnabled"] = false
      from["children"] = children
      json["from"] = from
      var tr = json["transition"] as! [String: Any]
      tr["interactive"] =
        [
          "apply": [["at": 0, "view": "red", "modifiers": "fade"]],
          "release": ["at": 0.1, "action": "finish"],
        ] as [String: Any]
      json["transition"] = tr
    }
    let scene = try SceneFixtures.decode(json)
    #expect(scene.transition.interactive?.applies.map(\.view) == [ViewKey(.to, "red")])
    _ = try Transition(scene: scene)
  }

  @Test(arguments: colourCases)
  func colours(_ text: String, _ components: [Double]) throws {
    let view = try Self.exampleChild(["backgroundColor": text])
    #expect(view.backgroundColor?.components == components)
  }

  @Test func colourArrays() throws {
    let view = try Self.exampleChild(["backgroundColor": [0.2, 0.4, 0.6, 0.8]])
    #expect(view.backgroundColor == Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8))
  }

  @Test func viewKeysAsFormatsWritesThem() throws {
    let v = try Self.exampleChild([
      "opacity": 0.5, "hidden": true, "cornerRadius": 6, "masksToBounds": true, "zPosition": 2,
      "border": ["width": 2, "color": "black"],
      "shadow": ["color": "black", "opacity": 0.3, "offset": [0, 4], "radius": 8, "path": NSNull()]
        as [String: Any],
      "transform": "rotate(0.2) scale(0.9) translate(10, 0) perspective(-500)",
      "modifiers": "fade scale(0.8) cascade(0.02, topToBottom, true)",
      "children": [["id": "inner", "frame": [1, 2, 3, 4]]],
    ])
    #expect(v.opacity == 0.5)
    #expect(v.isHidden)
    #expect(v.cornerRadius == 6)
    #expect(v.masksToBounds)
    #expect(v.zPosition == 2)
    #expect(v.border == Border(width: 2, color: .black))
    #expect(v.shadow == Shadow(color: .black, opacity: 0.3, offset: Size(0, 4), radius: 8, path: nil))
    #expect(
      v.modifiers == [
        .fade, .scale(0.8), .cascade(delta: 0.02, direction: .topToBottom, delayMatchedViews: true),
      ])
    #expect(v.children.map(\.id) == ["inner"])
    #expect(v.children[0].frame == Rect(1, 2, 3, 4))
    // Core Animation's composition: translate acts first, then scale (x and y), then rotate; m34 = −1/d.
    let (c, s) = (0.9 * cos(0.2), 0.9 * sin(0.2))
    let expected = [c, s, 0, 0, -s, c, 0, 0, 0, 0, 1, 0.002, 10 * c, 10 * s, 0, 1]
    for (got, want) in zip(v.transform.elements, expected) { #expect(abs(got - want) < 1e-12) }
  }

  /// UIKit's class default: a plain view is opaque whatever its background; an image view and an
  /// effect view are not; an explicit `opaque` wins.
  @Test func opaqueDefaultRule() throws {
    #expect(try Self.exampleChild([:]).isOpaque)
    #expect(try Self.exampleChild(["backgroundColor": "#00FFFF80"]).isOpaque)
    #expect(try Self.exampleChild(["backgroundColor": "clear"]).isOpaque)
    #expect(try Self.exampleChild(["backgroundColor": NSNull()]).isOpaque)
    #expect(try !Self.exampleChild(["effect": "systemMaterial"]).isOpaque)
    #expect(try Self.exampleChild(["effect": "systemMaterial", "opaque": true]).isOpaque)
    #expect(try !Self.exampleChild(["opaque": false]).isOpaque)
    #expect(try Self.exampleChild(["backgroundColor": "clear", "opaque": true]).isOpaque)
  }
}
