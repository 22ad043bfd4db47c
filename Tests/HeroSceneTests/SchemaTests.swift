import Foundation
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

  /// The object at `path` (keys) below `value`.
  func member(_ value: JSONValue, _ path: [String]) -> JSONValue? {
    var current = value
    for key in path {
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

  @Test func colourNamesMatchTheModel() throws {
    let s = try schema()
    guard case .array(let options)? = member(s, ["$defs", "color", "oneOf"])?.node,
      case .array(let names)? = member(options[1], ["enum"])?.node
    else {
      Issue.record("schema shape changed")
      return
    }
    #expect(
      names.compactMap { if case .string(let n) = $0.node { n } else { nil } } == SceneDecoder.colorNames)
  }

  @Test(arguments: ["basics/match-basic.json", "basics/card-shadow.json", "basics/push-interactive.json"])
  func exampleScenesLoad(_ relative: String) throws {
    let scene = try SceneLoader.load(path: Self.root.appendingPathComponent("scenes/" + relative).path)
    #expect(scene.canvas.pixelWidth == 400)
    #expect(scene.canvas.pixelHeight == 712)
  }
}
