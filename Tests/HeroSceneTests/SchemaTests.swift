import Foundation
import HeroModel
import HeroTestSupport
import Testing

@testable import HeroScene

/// docs/scene.schema.json must describe the keys the loader accepts, no more and no fewer, and the
/// example scenes must load.
@Suite struct SchemaTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  func schema() throws -> JSONValue {
    let data = try Data(contentsOf: Self.root.appendingPathComponent("docs/scene.schema.json"))
    return try JSONReader.parse([UInt8](data))
  }

  /// The object at `path` (keys, or indices into arrays) below `value`.
  func member(_ value: JSONValue, _ path: [String]) -> JSONValue? {
    var current = value
    for key in path {
      if case .array(let elements) = current.node, let i = Int(key), elements.indices.contains(i) {
        current = elements[i]
        continue
      }
      guard case .object(let members) = current.node, let next = members.first(where: { $0.key == key })
      else {
        return nil
      }
      current = next.value
    }
    return current
  }

  func propertyNames(_ value: JSONValue?) -> [String] {
    guard let value, case .object(let members) = value.node else { return [] }
    return members.map(\.key)
  }

  @Test func topLevelKeysMatchTheLoader() throws {
    let s = try schema()
    #expect(propertyNames(member(s, ["properties"])).sorted() == SceneDecoder.sceneKeys.sorted())
  }

  @Test func viewKeysMatchTheLoader() throws {
    let s = try schema()
    let keys = SceneDecoder.viewKeys.sorted()
    #expect(propertyNames(member(s, ["$defs", "viewProperties"])).sorted() == keys)
    #expect(propertyNames(member(s, ["$defs", "view", "properties"])).sorted() == keys)
    #expect(propertyNames(member(s, ["$defs", "screen", "properties"])).sorted() == keys)
  }

  /// Every nested object of the schema lists exactly the keys the loader accepts.
  @Test(arguments: [
    (["properties", "canvas", "properties"], SceneDecoder.canvasKeys),
    (["properties", "golden", "properties"], SceneDecoder.goldenKeys),
    (["$defs", "transition", "properties"], SceneDecoder.transitionKeys),
    (["$defs", "viewProperties", "border", "properties"], SceneDecoder.borderKeys),
    (["$defs", "viewProperties", "shadow", "properties"], SceneDecoder.shadowKeys),
    (["$defs", "viewProperties", "image", "properties"], SceneDecoder.imageKeys),
    (["$defs", "viewProperties", "effect", "oneOf", "1", "properties"], SceneDecoder.effectKeys),
  ])
  func nestedKeysMatchTheLoader(_ path: [String], _ keys: [String]) throws {
    #expect(propertyNames(member(try schema(), path)).sorted() == keys.sorted())
  }

  @Test func interactiveKeysMatchTheLoader() throws {
    let s = try schema()
    guard
      case .array(let options)? = member(s, ["$defs", "transition", "properties", "interactive", "oneOf"])?
        .node,
      options.count == 2
    else {
      Issue.record("schema shape changed")
      return
    }
    let script = member(options[1], ["properties"])
    #expect(propertyNames(script).sorted() == SceneDecoder.interactiveKeys.sorted())
    #expect(
      propertyNames(member(options[1], ["properties", "apply", "items", "properties"])).sorted()
        == SceneDecoder.applyKeys.sorted())
    #expect(
      propertyNames(member(options[1], ["properties", "release", "properties"])).sorted()
        == SceneDecoder.releaseKeys.sorted())
  }

  /// Every object schema with `properties` forbids other keys, so the schema rejects an unknown key
  /// wherever the loader does.
  @Test func everyObjectRejectsUnknownKeys() throws {
    var open: [String] = []
    var objects = 0
    func walk(_ value: JSONValue, _ path: String) {
      switch value.node {
      case .object(let members):
        if members.contains(where: { $0.key == "properties" }) { objects += 1 }
        if members.contains(where: { $0.key == "properties" }),
          members.first(where: { $0.key == "additionalProperties" })?.value.node != .bool(false)
        {
          open.append(path)
        }
        for m in members { walk(m.value, path + "/" + m.key) }
      case .array(let elements):
        for (i, e) in elements.enumerated() { walk(e, path + "/\(i)") }
      default: break
      }
    }
    walk(try schema(), "#")
    // with text, text.font, effect, variants, a light/dark colour, a storyboard screen and its views
    #expect(objects == 21)
    #expect(open == [])
  }

  /// A scene with every key of one object in turn (`@` marks where the keys go).
  static let defaultsScene = """
    { "canvas": { "width": 20, "height": 20 @canvas }, "transition": { "duration": 0.3 @transition },
      "golden": { @golden }, "from": { "id": "a" },
      "to": { "id": "b", "children": [
        { "id": "v", "frame": [0, 0, 10, 10] @view },
        { "id": "s", "frame": [0, 0, 10, 10], "shadow": { @shadow }, "border": { "width": 1 @border } },
        { "id": "i", "frame": [0, 0, 10, 10], "image": { "path": "icons/bell.png" @image } },
        { "id": "t", "frame": [0, 0, 10, 10], "text": { "string": "Hi", "font": { @font } @text } },
        { "id": "e", "frame": [0, 0, 10, 10], "effect": { "blur": 5 @effect } }
      ] } @scene }
    """

  /// Each `default` the schema documents is the model's own (the decoder and the writer read them
  /// from `View`, `TransitionSettings`, `Scene.defaultFPS`, …): giving a key its documented default
  /// decodes to the same scene as leaving it out.
  @Test(arguments: [
    ("scene", ["properties"]), ("canvas", ["properties", "canvas", "properties"]),
    ("golden", ["properties", "golden", "properties"]), ("transition", ["$defs", "transition", "properties"]),
    ("view", ["$defs", "viewProperties"]), ("shadow", ["$defs", "viewProperties", "shadow", "properties"]),
    ("border", ["$defs", "viewProperties", "border", "properties"]),
    ("image", ["$defs", "viewProperties", "image", "properties"]),
    ("text", ["$defs", "viewProperties", "text", "properties"]),
    ("font", ["$defs", "viewProperties", "text", "properties", "font", "properties"]),
    ("effect", ["$defs", "viewProperties", "effect", "oneOf", "1", "properties"]),
  ])
  func documentedDefaultsAreTheModels(_ object: String, _ path: [String]) throws {
    func json(_ v: JSONValue) -> String {
      switch v.node {
      case .null: "null"
      case .bool(let b): b ? "true" : "false"
      case .number(let n): JSONOutput.format(n)
      case .string(let s): "\"\(s)\""
      case .array(let a): "[" + a.map(json).joined(separator: ", ") + "]"
      case .object: "{}"
      }
    }
    func decode(_ key: String?, _ value: JSONValue?) throws -> Scene {
      var text = Self.defaultsScene
      for marker in [
        "scene", "canvas", "golden", "transition", "view", "shadow", "border", "image", "text", "font", "effect",
      ] {
        let comma = !["golden", "shadow", "font"].contains(marker)
        let member = marker == object ? key.map { (comma ? ", " : "") + "\"\($0)\": " + json(value!) } ?? "" : ""
        text = text.replacingOccurrences(of: "@" + marker + " ", with: member + " ")
      }
      return try SceneLoader.decode(
        json: Array(text.utf8), file: "d.json", baseDirectory: Self.root.appendingPathComponent("scenes/content").path)
    }
    guard case .object(let properties)? = member(try schema(), path)?.node else {
      Issue.record("schema shape changed at \(path)")
      return
    }
    let left = try decode(nil, nil)
    var checked = 0
    for property in properties {
      guard let given = member(property.value, ["default"]) else { continue }
      #expect(try decode(property.key, given) == left, "\(object).\(property.key): \(json(given))")
      checked += 1
    }
    #expect(checked > 0)
  }

  @Test func colourNamesMatchTheModel() throws {
    let s = try schema()
    guard case .array(let options)? = member(s, ["$defs", "color", "oneOf"])?.node,
      case .array(let names)? = member(options[1], ["enum"])?.node
    else {
      Issue.record("schema shape changed")
      return
    }
    #expect(
      names.compactMap { if case .string(let n) = $0.node { n } else { nil } } == Color.names)
  }

  @Test(arguments: ["basics/match-basic.json", "basics/card-shadow.json", "basics/push-interactive.json"])
  func exampleScenesLoad(_ relative: String) throws {
    let scene = try SceneLoader.load(path: Self.root.appendingPathComponent("scenes/" + relative).path)
    #expect(scene.canvas.pixelWidth == 400)
    #expect(scene.canvas.pixelHeight == 712)
  }
}

/// Validates scenes against docs/scene.schema.json with Python's `jsonschema` (draft 2020-12) when it
/// is installed; skipped otherwise (no network is used, nothing is installed).
@Suite struct SchemaValidationTests {
  /// True when `python3 -c 'import jsonschema'` succeeds.
  static let hasJSONSchema: Bool = (try? run(["-c", "import jsonschema"]))?.status == 0

  static func run(_ arguments: [String]) throws -> (status: Int32, output: String) { try runPython(arguments) }

  /// Prints `valid` or `invalid` per scene file given, as the schema judges it.
  static let script = """
    import json, sys, jsonschema
    schema = json.load(open(sys.argv[1]))
    jsonschema.Draft202012Validator.check_schema(schema)
    v = jsonschema.Draft202012Validator(schema)
    for path in sys.argv[2:]:
        errors = list(v.iter_errors(json.load(open(path))))
        print(path, "valid" if not errors else "invalid: " + errors[0].message)
    """

  /// On CI (`CI=true`) the validator must be there: scripts/install-deps installs it, and a missing
  /// one fails here instead of letting schema drift pass unseen. Elsewhere the schema check is
  /// skipped without it.
  static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"

  @Test func theValidatorIsInstalledOnCI() {
    #expect(!Self.isCI || Self.hasJSONSchema, "python3 -c 'import jsonschema' failed; run scripts/install-deps")
  }

  @Test(.enabled(if: hasJSONSchema, "python3 with the jsonschema module is not installed"))
  func everySceneAndTheExampleAreValidAndUnknownKeysAreNot() throws {
    let root = SchemaTests.root
    let scenes = Gallery.scenes
    #expect(scenes.count >= Gallery.minimumSceneCount)
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("hero-schema-\(getpid())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let example = try String(contentsOfFile: SceneFormatConformanceTests.example, encoding: .utf8)
    let unknownView = example.replacingOccurrences(of: "\"cornerRadius\": 0", with: "\"cornerRadious\": 0")
    let unknownTop = example.replacingOccurrences(of: "\"fps\": 60", with: "\"fsp\": 60")
    #expect(unknownView != example && unknownTop != example)
    try unknownView.write(
      to: dir.appendingPathComponent("unknown-view.json"), atomically: true, encoding: .utf8)
    try unknownTop.write(
      to: dir.appendingPathComponent("unknown-top.json"), atomically: true, encoding: .utf8)
    let valid =
      scenes.map { root.appendingPathComponent("scenes/" + $0).path } + [SceneFormatConformanceTests.example]
    let invalid = ["unknown-view.json", "unknown-top.json"].map { dir.appendingPathComponent($0).path }
    let result = try Self.run(
      ["-c", Self.script, root.appendingPathComponent("docs/scene.schema.json").path] + valid + invalid)
    #expect(result.status == 0, "\(result.output)")
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.count == valid.count + invalid.count)
    for (path, line) in zip(valid + invalid, lines) {
      #expect(line.hasPrefix(path + " "))
      #expect(line.hasSuffix(" valid") == valid.contains(path), "\(line)")
    }
    #expect(lines.last?.hasSuffix("Additional properties are not allowed ('fsp' was unexpected)") == true)
  }
}
