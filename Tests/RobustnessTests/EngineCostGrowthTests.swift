import Foundation
import HeroEngine
import HeroModel
import HeroScene
import HeroTestSupport
import Testing

/// The engine and scene reader's cost-growth tests (`CostGrowthTests`' n / 4n bound, thread CPU
/// time): lint warnings, interactive scripts, long modifier strings.
extension CostGrowthTests {
  /// `SceneLint.warnings` itself (replayed passes, both walks, a warning per view placed at its line
  /// and column in the text) is near-linear: every matched view's `fade` is overwritten by the match,
  /// and the container's `fade` looks through all its descendants.
  @Test func lintWarningsAreNearLinear() throws {
    func scene(_ n: Int) -> [UInt8] {
      let children = (0..<n).map {
        "{ \"id\": \"v\($0)\", \"frame\": [\($0 % 100), \($0 % 300), 10, 10], \"heroID\": \"h\($0)\", \"modifiers\": \"fade\" }"
      }.joined(separator: ",\n")
      let container =
        "{ \"id\": \"c\", \"frame\": [0, 0, 200, 356], \"modifiers\": \"fade\", \"children\": [\(children)] }"
      return Array(
        """
        { "canvas": { "width": 200, "height": 356, "scale": 1 }, "fps": 60,
          "transition": { "kind": "present", "animation": "none" },
          "from": { "id": "a", "children": [\(container)] },
          "to": { "id": "b", "children": [\(container)] } }
        """.utf8)
    }
    func lint(_ json: [UInt8]) throws -> () -> [SceneWarning] {
      let loaded = try SceneLoader.decode(json: json, file: "w.json", baseDirectory: "/")
      let transition = try Transition(scene: loaded)
      return { SceneLint.warnings(loaded, transition: transition, json: json) }
    }
    let (small, large) = (try lint(scene(500)), try lint(scene(2000)))
    let found = large()
    #expect(found.filter { $0.rule == .overwrittenByMatch }.count == 2 * 2000, "\(found.count) warnings")
    #expect(found.allSatisfy { $0.line != nil }, "every warning placed in the text")
    expectLinearCost(
      "lint warnings of 500 / 2000 matched views", small: bestThreadCPUSeconds { _ = small() },
      large: bestThreadCPUSeconds { _ = large() })
  }

  /// An interactive script naming views in many `apply` entries is read in near-linear time: each
  /// entry is looked up in ids gathered once, not by walking both trees again (n entries × n views).
  @Test func scriptAppliesAreNearLinear() throws {
    func scene(_ n: Int) -> [UInt8] {
      let children = (0..<n).map { "{ \"id\": \"v\($0)\", \"frame\": [0, 0, 10, 10] }" }.joined(separator: ",")
      let applies = (0..<n).map { "{ \"at\": 0.1, \"view\": \"v\($0)\", \"modifiers\": \"fade\" }" }
        .joined(separator: ",")
      return Array(
        """
        { "canvas": { "width": 20, "height": 20 },
          "transition": { "interactive": { "progress": [[0, 0], [0.2, 0.5]], "apply": [\(applies)] } },
          "from": { "id": "a", "children": [\(children)] }, "to": { "id": "b", "children": [\(children)] } }
        """.utf8)
    }
    let (small, large) = (scene(500), scene(2000))
    let loaded = try SceneLoader.decode(json: large, file: "s.json", baseDirectory: "/")
    #expect(loaded.transition.interactive?.applies.count == 2 * 2000, "each bare id reaches both screens")
    expectLinearCost(
      "script of 500 / 2000 applies and views",
      small: try bestThreadCPUSeconds { _ = try SceneLoader.decode(json: small, file: "s.json", baseDirectory: "/") },
      large: try bestThreadCPUSeconds { _ = try SceneLoader.decode(json: large, file: "s.json", baseDirectory: "/") })
  }

  /// A long modifier string (the scene file is its only cap) parses, and prints back, in near-linear
  /// time, nested lists included.
  @Test func longModifierStringsAreNearLinear() throws {
    let unit = "scale(0.5) translate(1, 2, 3) whenMatched(fade spring(300, 20)) cascade(0.05, radial(1, 2)) "
    let (small, large) = (String(repeating: unit, count: 2000), String(repeating: unit, count: 8000))
    #expect(try ModifierParser.parse(large).count == 4 * 8000)
    expectLinearCost(
      "modifier string of 2000 / 8000 groups",
      small: try bestThreadCPUSeconds { _ = try ModifierParser.parse(small).map(\.stringForm) },
      large: try bestThreadCPUSeconds { _ = try ModifierParser.parse(large).map(\.stringForm) })
  }
}
