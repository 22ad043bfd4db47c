import Foundation
import HeroEngine
import HeroModel
import HeroScene
import HeroTestSupport
import Testing

/// Cost is part of correctness (issue 8, finding 7): each operation runs on an input of size n and
/// 4n, and the time must grow about linearly. A linear cost grows ×4, a quadratic one ×16; the bound
/// of ×8 is generous for noise yet catches a quadratic. No absolute time is asserted.
@Suite(.serialized) struct CostGrowthTests {
  /// A scene of `n` matched views on each side (every one a global snapshot raised by Hero's
  /// `insertGlobalViewTree`).
  static func matchedScene(_ n: Int) -> [UInt8] {
    let children = (0..<n).map {
      "{ \"id\": \"v\($0)\", \"frame\": [\($0 % 100), \($0 % 300), 10, 10], \"backgroundColor\": \"red\", \"heroID\": \"h\($0)\" }"
    }.joined(separator: ",\n")
    return Array(
      """
      { "canvas": { "width": 200, "height": 356, "scale": 1 }, "fps": 60,
        "transition": { "kind": "present", "animation": "none" },
        "from": { "id": "a", "children": [\(children)] },
        "to": { "id": "b", "children": [\(children)] } }
      """.utf8)
  }

  /// Finding 7: lint (decode + transition) of matched views is near-linear; it used to walk every
  /// later sibling per matched view (8k views 3 s, 16k 11 s, 100k never finished).
  @Test func lintOfMatchedViewsIsNearLinear() throws {
    let (small, large) = (Self.matchedScene(500), Self.matchedScene(2000))
    func lint(_ json: [UInt8]) throws {
      _ = try Transition(scene: SceneLoader.decode(json: json, file: "m.json", baseDirectory: "/"))
    }
    expectLinearCost(
      "lint of 500 / 2000 matched views", small: try bestThreadCPUSeconds { try lint(small) },
      large: try bestThreadCPUSeconds { try lint(large) })
  }

  /// Lint reports every error of a file (issue 21): a file of n and 4n views, each with five
  /// errors (an unknown key, a value out of range, three bad modifiers), costs linear time, and
  /// keeps the first 100 in document order while counting the rest; one modifier string of n and
  /// 4n bad modifiers too.
  @Test func filesWithManyErrorsAreNearLinear() throws {
    func scene(_ n: Int) -> [UInt8] {
      let children = (0..<n).map {
        "{ \"id\": \"v\($0)\", \"frame\": [0, 0, 1, 1], \"colour\": 1, \"opacity\": 2, \"modifiers\": \"fdae scale(1 2) translate(1, 2, 3, 4)\" }"
      }.joined(separator: ",\n")
      return Array(
        """
        { "canvas": { "width": 20, "height": 20 },
          "from": { "id": "a", "children": [\(children)] }, "to": { "id": "b" } }
        """.utf8)
    }
    var found: SceneError?
    func load(_ json: [UInt8]) {
      do { _ = try SceneLoader.decode(json: json, file: "e.json", baseDirectory: "/") } catch { found = error }
    }
    let (small, large) = (scene(2_000), scene(8_000))
    expectLinearCost(
      "decoding 2000 / 8000 views of 5 errors each", small: bestThreadCPUSeconds { load(small) },
      large: bestThreadCPUSeconds { load(large) })
    let e = try #require(found)
    #expect(e.all.count == 100)
    #expect(e.unlisted == 5 * 8_000 - 100)
    #expect(e.all.map(\.line) == e.all.map(\.line).sorted { ($0 ?? 0) < ($1 ?? 0) })
    #expect(e.all.first?.path == "from.children[0].colour")
    #expect(e.all.last?.path == "from.children[19].modifiers")

    let (short, long) = (
      String(repeating: "fdae scale(1 2) ", count: 20_000), String(repeating: "fdae scale(1 2) ", count: 80_000)
    )
    expectLinearCost(
      "one modifier string of 40000 / 160000 errors",
      small: bestThreadCPUSeconds { _ = ModifierParser.parseReportingAll(short) },
      large: bestThreadCPUSeconds { _ = ModifierParser.parseReportingAll(long) })
    #expect(ModifierParser.parseReportingAll(long).omittedErrors == 160_000 - 100)
  }

  /// Finding 7: "did you mean" for a huge unknown key costs no more than reading it, and the
  /// message quotes at most ~80 characters of it.
  @Test func suggestionsForHugeNamesAreLinearAndShort() throws {
    func scene(_ key: String) -> [UInt8] {
      Array(
        """
        { "canvas": { "width": 20, "height": 20 }, "\(key)": 1,
          "from": { "id": "a" }, "to": { "id": "b" } }
        """.utf8)
    }
    let (small, large) = (String(repeating: "q", count: 100_000), String(repeating: "q", count: 400_000))
    var message = ""
    func load(_ key: String) {
      do { _ = try SceneLoader.decode(json: scene(key), file: "k.json", baseDirectory: "/") } catch {
        message = error.description
      }
    }
    expectLinearCost(
      "unknown key of 100k / 400k characters", small: bestThreadCPUSeconds { load(small) },
      large: bestThreadCPUSeconds { load(large) })
    #expect(message.count < 300, "\(message.count) characters: \(message.prefix(300))")
    #expect(message.contains("(400000 bytes)"), "\(message)")
    // Direct: a candidate whose length differs by more than the edit limit is never compared.
    #expect(
      NameSuggestion.closest(to: String(repeating: "x", count: 1_000_000), in: ["canvas", "from"]) == nil)
    #expect(NameSuggestion.closest(to: "canvs", in: ["canvas", "from"]) == "canvas")
  }

  /// Finding 7: an unknown colour of megabytes is answered in linear time with a short message.
  @Test func hugeUnknownColourIsLinear() throws {
    func scene(_ colour: String) -> [UInt8] {
      Array(
        """
        { "canvas": { "width": 20, "height": 20 }, "from": { "id": "a", "backgroundColor": "\(colour)" },
          "to": { "id": "b" } }
        """.utf8)
    }
    var message = ""
    func load(_ colour: String) {
      do { _ = try SceneLoader.decode(json: scene(colour), file: "c.json", baseDirectory: "/") } catch {
        message = error.description
      }
    }
    let (small, large) = (String(repeating: "r", count: 100_000), String(repeating: "r", count: 400_000))
    expectLinearCost(
      "unknown colour of 100k / 400k characters", small: bestThreadCPUSeconds { load(small) },
      large: bestThreadCPUSeconds { load(large) })
    #expect(message.count < 200, "\(message.count) characters: \(message.prefix(200))")
  }

  /// Long strings (SVG path data, label texts) are read and written a run at a time between
  /// escapes: a 13 MB string-heavy scene took seconds a character at a time. Plain text, text with
  /// an escape every few characters, and non-ASCII text; what is written reads back the same.
  @Test func longJSONStringsAreNearLinear() throws {
    let kinds = [
      ("plain", "M 10 20 L 30 40 C 1 2 3 4 5 6 "), ("escaped", "a \"quote\"\\\n\t"), ("non-ASCII", "Café 😀 ünï "),
    ]
    for (name, unit) in kinds {
      let (small, large) = (String(repeating: unit, count: 20_000), String(repeating: unit, count: 80_000))
      let (smallJSON, largeJSON) = (
        Array(JSONOutput.string(small).rendered().utf8), Array(JSONOutput.string(large).rendered().utf8)
      )
      #expect(try JSONReader.parse(largeJSON).node == .string(large))
      expectLinearCost(
        "reading a string (\(name)) of \(small.utf8.count) / \(large.utf8.count) bytes",
        small: try bestThreadCPUSeconds { _ = try JSONReader.parse(smallJSON) },
        large: try bestThreadCPUSeconds { _ = try JSONReader.parse(largeJSON) })
      expectLinearCost(
        "writing a string (\(name)) of \(small.utf8.count) / \(large.utf8.count) bytes",
        small: bestThreadCPUSeconds { _ = JSONOutput.string(small).rendered() },
        large: bestThreadCPUSeconds { _ = JSONOutput.string(large).rendered() })
    }
  }

  /// A `shadowPath` given as SVG path data (what the state dump prints) decodes in time linear in
  /// its length, and to every segment it lists.
  @Test func longShadowPathDataIsNearLinear() throws {
    func scene(segments: Int) -> [UInt8] {
      let lines = (0..<segments).map { "L \($0 % 97).5,-\($0 % 89) C 1 2 3 4 5e1 6E-1" }
      return Array(
        """
        { "canvas": { "width": 20, "height": 20 },
          "from": { "id": "a", "shadow": { "opacity": 0.5, "path": "M 0 0 \(lines.joined(separator: " ")) Z" } },
          "to": { "id": "b" } }
        """.utf8)
    }
    let (small, large) = (scene(segments: 5_000), scene(segments: 20_000))
    func decode(_ json: [UInt8]) throws -> Scene {
      try SceneLoader.decode(json: json, file: "p.json", baseDirectory: "/")
    }
    #expect(try decode(large).from.shadow?.path?.elements.count == 2 + 2 * 20_000)
    expectLinearCost(
      "shadow path data of 5000 / 20000 segments", small: try bestThreadCPUSeconds { _ = try decode(small) },
      large: try bestThreadCPUSeconds { _ = try decode(large) })
  }
}
