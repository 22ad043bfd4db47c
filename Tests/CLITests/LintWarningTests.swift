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
        "warning s.json: from.children[1]: heroID 'nobody' has no partner on the 'to' screen, so Hero matches nothing; give a view there the same heroID, or remove it (line 4, column 5)",
        "warning s.json: to.children[1].modifiers: cascade on a view without subviews does nothing (it delays the subviews one after another); put it on the subviews' superview, or remove it (line 7, column 87)",
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
