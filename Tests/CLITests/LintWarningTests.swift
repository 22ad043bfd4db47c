import Foundation
import Testing

/// `hero lint` warnings: printed with the view's path, exit 0, errors with `--strict`.
@Suite struct LintWarningTests {
  let scene = """
    { "canvas": { "width": 100, "height": 100, "scale": 1 },
      "from": { "id": "a", "children": [
        { "id": "card", "frame": [0, 0, 10, 10], "backgroundColor": "red", "heroID": "card" },
        { "id": "lonely", "frame": [0, 20, 10, 10], "backgroundColor": "red", "heroID": "nobody" } ] },
      "to": { "id": "b", "children": [
        { "id": "big", "frame": [0, 0, 100, 50], "backgroundColor": "red", "heroID": "card" },
        { "id": "leaf", "frame": [0, 60, 10, 10], "backgroundColor": "blue", "modifiers": "cascade" } ] } }
    """

  func lint(_ json: String, _ extra: [String] = []) throws -> CLIRunner.Result {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try json.write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
    return try CLIRunner.run(["lint", "s.json"] + extra, in: dir)
  }

  @Test func warnsAboutAnUnpartneredHeroIDAndAUselessCascade() throws {
    let result = try lint(scene)
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    let warnings = result.stdout.split(separator: "\n").filter { $0.hasPrefix("warning ") }
    #expect(
      warnings == [
        "warning s.json: from.children[1] (view from/lonely): heroID 'nobody' has no partner on the 'to' screen, so Hero matches nothing; give a view there the same heroID, or remove it (line 4, column 5)",
        "warning s.json: to.children[1].modifiers (view to/leaf): cascade on a view without subviews does nothing (it delays the subviews one after another); put it on the subviews' superview, or remove it (line 7, column 87)",
      ], "\(result.stdout)")
    let strict = try lint(scene, ["--strict"])
    #expect(strict.status == 2)
    let json = try lint(scene, ["--json"])
    let parsed = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
    let listed = try #require(parsed?.first?["warnings"] as? [[String: Any]])
    #expect(listed.map { $0["rule"] as? String } == ["unpartneredHeroID", "cascadeWithoutSubviews"])
    #expect(listed.map { $0["line"] as? Int } == [4, 7])
    #expect(listed.map { $0["column"] as? Int } == [5, 87])
    #expect(listed.last?["suggestion"] as? String == "put it on the subviews' superview, or remove it")
  }

  @Test func aSourceModifierCountsAsAPartner() throws {
    let partnered = scene.replacingOccurrences(
      of: "\"backgroundColor\": \"blue\", \"modifiers\": \"cascade\"",
      with: "\"backgroundColor\": \"blue\", \"modifiers\": \"source(nobody)\"")
    let result = try lint(partnered, ["--strict"])
    #expect(result.status == 0, "\(result.stdout)")
    #expect(!result.stdout.contains("warning"))
  }

  /// Each modifier that changes nothing gets its own warning: `fade` and `scale(1)` on a matched
  /// view are both overwritten by the match (before, only `fade` was named).
  @Test func warnsAboutEachUselessModifierOfAMatchedView() throws {
    let both = scene.replacingOccurrences(
      of: #"[0, 0, 10, 10], "backgroundColor": "red", "heroID": "card" }"#,
      with: #"[0, 0, 10, 10], "backgroundColor": "red", "heroID": "card", "modifiers": "fade scale(1)" }"#)
    let result = try lint(both)
    let warnings = result.stdout.split(separator: "\n").filter { $0.contains("from.children[0].modifiers") }
    #expect(warnings.count == 2, "\(result.stdout)")
    #expect(
      warnings.first?.contains("from.children[0].modifiers (view from/card): 'fade' on a matched view does nothing")
        == true, "\(result.stdout)")
    #expect(
      warnings.last?.contains("'scale(1)' does nothing: the view animates from its partner's position") == true,
      "\(result.stdout)")
    let json = try lint(both, ["--json"])
    let parsed = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
    let listed = try #require(parsed?.first?["warnings"] as? [[String: Any]])
    #expect(listed.filter { $0["rule"] as? String == "overwrittenByMatch" }.count == 2)
    #expect(listed.first { $0["rule"] as? String == "overwrittenByMatch" }?["view"] as? String == "from/card")
  }

  /// `relayoutText` re-lays out a label's text: on an image view or a plain view it does nothing.
  @Test func warnsAboutRelayoutTextOnAViewWithoutText() throws {
    let plain = scene.replacingOccurrences(
      of: #"[0, 0, 10, 10], "backgroundColor": "red", "heroID": "card" }"#,
      with: #"[0, 0, 10, 10], "backgroundColor": "red", "heroID": "card", "modifiers": "relayoutText" }"#)
    let result = try lint(plain)
    let warning = result.stdout.split(separator: "\n").first { $0.contains("relayoutText") }
    #expect(
      warning
        == "warning s.json: from.children[0].modifiers (view from/card): 'relayoutText' on a view without text does nothing: it re-lays out a label's text, and this is a plain view; remove it, or put it on the label (a view with 'text') (line 3, column 103)",
      "\(result.stdout)")
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let image = plain.replacingOccurrences(
      of: #""heroID": "card", "modifiers": "relayoutText""#,
      with: #""heroID": "card", "image": { "path": "icon.png" }, "modifiers": "relayoutText""#)
    try Data(Self.onePixelPNG).write(to: URL(fileURLWithPath: dir + "/icon.png"))
    try image.write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
    let imageResult = try CLIRunner.run(["lint", "s.json", "--json"], in: dir)
    let parsed = try JSONSerialization.jsonObject(with: Data(imageResult.stdout.utf8)) as? [[String: Any]]
    let listed = try #require(
      parsed?.first?["warnings"] as? [[String: Any]], "\(imageResult.stdout)\(imageResult.stderr)")
    let relayout = try #require(listed.first { $0["rule"] as? String == "relayoutTextOnNonLabel" })
    #expect((relayout["message"] as? String)?.hasSuffix("and this is an image view") == true)
    // On a label it is what the modifier is for: no warning.
    let label = plain.replacingOccurrences(
      of: #""heroID": "card", "modifiers": "relayoutText""#,
      with: #""heroID": "card", "text": { "string": "Hi" }, "modifiers": "relayoutText""#)
    #expect(try !lint(label).stdout.contains("relayoutText"))
  }

  /// A 1×1 opaque PNG.
  static let onePixelPNG: [UInt8] = [
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00,
    0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4, 0x89, 0x00, 0x00, 0x00, 0x0D, 0x49,
    0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0xF8, 0xCF, 0xC0, 0xF0, 0x1F, 0x00, 0x05, 0x00, 0x01, 0xFF, 0x89, 0x99, 0x3D,
    0x1D, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
  ]

  /// The hand-written gallery has no warnings. Scenes made by `hero import` are left out: they keep every
  /// heroID of their storyboard, and one may pair with a view of another segue (list-detail's 'menu'
  /// belongs to the detail → menu transition), which lint rightly reports for this one.
  @Test func galleryScenesAreWarningFree() throws {
    let dir = CLIRunner.repositoryRoot
    let files = try FileManager.default.subpathsOfDirectory(atPath: dir + "/scenes").filter {
      $0.hasSuffix(".json") && !$0.contains(".xcassets/") && !$0.hasPrefix("import/")
    }
    #expect(files.count > 10)
    let result = try CLIRunner.run(["lint", "--strict"] + files.map { "scenes/" + $0 }, in: dir)
    #expect(result.status == 0, "\(result.stdout.split(separator: "\n").filter { !$0.hasPrefix("ok") })")
  }
}
