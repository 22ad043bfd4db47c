import Foundation
import Testing

@Suite struct LintCommandTests {
  /// Writes `json` as `name` in a fresh folder and lints it there.
  func lint(_ json: String, name: String = "bad.json", extra: [String] = []) throws -> CLIRunner.Result {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try json.write(toFile: dir + "/" + name, atomically: true, encoding: .utf8)
    return try CLIRunner.run(["lint", name] + extra, in: dir)
  }

  let valid = """
    { "canvas": { "width": 100, "height": 100, "scale": 1 },
      "from": { "id": "a", "children": [ { "id": "v", "frame": [0, 0, 10, 10], "backgroundColor": "red" } ] },
      "to": { "id": "b" } }
    """

  @Test func acceptsAValidScene() throws {
    let result = try lint(valid, name: "good.json")
    #expect(result.status == 0, "\(result.stdout)")
    #expect(result.stdout.hasPrefix("ok    good.json ("))
  }

  @Test func namesTheUnknownKeyAndSuggestsTheRightOne() throws {
    let result = try lint(valid.replacingOccurrences(of: "\"backgroundColor\"", with: "\"backgroundColour\""))
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "error: bad.json: from.children[0].backgroundColour (view from/v): unknown key 'backgroundColour'; did you mean 'backgroundColor'? (line 2, column 76)\n"
    )
  }

  @Test func namesLineAndColumnOfBrokenJSON() throws {
    let result = try lint(valid.replacingOccurrences(of: "\"scale\": 1 },", with: "\"scale\": 1 }"))
    #expect(result.status == 2)
    #expect(result.stderr == "error: bad.json: line 2, column 3: expected ',' or '}', found '\"'\n")
  }

  @Test func wrapsModifierErrorsWithTheirPath() throws {
    let result = try lint(
      valid.replacingOccurrences(of: "\"backgroundColor\": \"red\"", with: "\"modifiers\": \"fdae\""))
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "error: bad.json: from.children[0].modifiers (view from/v): unknown modifier 'fdae' at column 1; did you mean 'fade'? (line 2, column 89)\n"
    )
  }

  @Test func buildsTheTransitionToo() throws {
    // Well-formed for the loader, rejected by the engine's validation: lint must still fail.
    let result = try lint(
      valid.replacingOccurrences(of: "\"backgroundColor\": \"red\"", with: "\"modifiers\": \"size(-10, 5)\""))
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("error: bad.json: from.children[0].modifiers (view from/v): size(-10"))
  }

  /// An error from the engine's checks is placed like a decoding error: path, line and column,
  /// also in `--json`. Here: a shadow nested past `Shadow.maximumNesting` (8), which `render`
  /// could not draw in bounded time.
  @Test func placesTheEnginesErrorsAtTheirLineAndColumn() throws {
    var view = #"{ "id": "v9", "frame": [1, 1, 5, 5], "shadow": { "opacity": 0.5 } }"#
    for level in stride(from: 8, through: 1, by: -1) {
      view =
        #"{ "id": "v\#(level)", "frame": [1, 1, 20, 20], "shadow": { "opacity": 0.5 },"#
        + "\n  \"children\": [\(view)] }"
    }
    let scene = valid.replacingOccurrences(
      of: #"[ { "id": "v", "frame": [0, 0, 10, 10], "backgroundColor": "red" } ]"#, with: "[\(view)]")
    let nested = String(repeating: ".children[0]", count: 9)
    let result = try lint(scene)
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix(
        "error: bad.json: from\(nested).shadow (view from/v1/v2/v3/v4/v5/v6/v7/v8/v9): this shadow is cast inside 8 views that cast shadows; at most 8 shadows may nest"
      ), "\(result.stderr)")
    #expect(result.stderr.hasSuffix("(line 10, column 63)\n"), "\(result.stderr)")
    let json = try lint(scene, extra: ["--json"])
    let entry = try #require(
      (try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])?.first)
    #expect(entry["path"] as? String == "from\(nested).shadow")
    #expect(entry["line"] as? Int == 10)
    // Eight nested shadows are drawn.
    let eight = scene.replacingOccurrences(
      of: #""id": "v9", "frame": [1, 1, 5, 5], "shadow": { "opacity": 0.5 }"#,
      with: #""id": "v9", "frame": [1, 1, 5, 5]"#)
    #expect(try lint(eight, name: "eight.json").status == 0)
  }

  @Test func reportsStructuredErrorsAsJSON() throws {
    let result = try lint(valid.replacingOccurrences(of: "\"red\"", with: "\"rde\""), extra: ["--json"])
    #expect(result.status == 2)
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
    let entry = try #require(json?.first)
    #expect(entry["ok"] as? Bool == false)
    #expect(entry["path"] as? String == "from.children[0].backgroundColor")
    #expect(entry["line"] as? Int == 2)
    #expect(entry["column"] as? Int == 95)
    #expect(entry["message"] as? String == "unknown colour 'rde'")
    #expect(entry["suggestion"] as? String == "red")
  }

  /// An error that is not inside any value (broken JSON) has `"path": null`, as docs/cli.md says,
  /// with its line and column still given.
  @Test func aFileLevelErrorHasANullPath() throws {
    let result = try lint(valid.replacingOccurrences(of: "\"scale\": 1 },", with: "\"scale\": 1 }"), extra: ["--json"])
    #expect(result.status == 2)
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
    let entry = try #require(json?.first)
    #expect(entry["path"] is NSNull)
    #expect(entry["line"] as? Int == 2)
    #expect(entry["column"] as? Int == 3)
  }
}

/// Lint reports everything in one run (issue 21): every error of a file, views named by ids, a
/// summary line that says what its number is.
@Suite struct LintReportsEverythingTests {
  let base = LintCommandTests()

  @Test func theSummaryLineNamesTheTransitionsLength() throws {
    let result = try base.lint(base.valid, name: "good.json")
    #expect(result.stdout.hasPrefix("ok    good.json (transition 0."), "\(result.stdout)")
    #expect(result.stdout.split(separator: "\n").first?.hasSuffix(" s)") == true)
  }

  @Test func printsEveryErrorOfAFileWithItsPlaceAndView() throws {
    let json = base.valid.replacingOccurrences(
      of: "\"backgroundColor\": \"red\"",
      with: "\"backgroundColor\": \"rde\", \"modifiers\": \"translate(0, 30, 1, 2) cornerRadius()\", \"hiden\": true")
    let result = try base.lint(json)
    #expect(result.status == 2)
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(lines.count == 4, "\(result.stderr)")
    #expect(lines.allSatisfy { $0.hasPrefix("error: bad.json: from.children[0].") && $0.contains(" (view from/v): ") })
    #expect(lines.map { $0.contains("(line 2, column") } == [true, true, true, true])
    #expect(lines[0].contains("unknown colour 'rde'"))
    #expect(lines[1].contains("translate") && lines[1].contains("at column 21 "))
    #expect(lines[2].contains("cornerRadius") && lines[2].contains("at column 24 "))
    #expect(lines[3].contains("unknown key 'hiden'; did you mean 'hidden'?"))

    let listed = try base.lint(json, extra: ["--json"])
    let entry = try #require(
      (try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])?.first)
    let errors = try #require(entry["errors"] as? [[String: Any]])
    #expect(errors.count == 4)
    #expect(errors.allSatisfy { $0["view"] as? String == "from/v" })
    #expect(
      errors.map { $0["path"] as? String } == [
        "from.children[0].backgroundColor", "from.children[0].modifiers", "from.children[0].modifiers",
        "from.children[0].hiden",
      ])
    #expect(entry["moreErrors"] as? Int == 0)
    // The first error's fields stay at the top, as before `errors`.
    #expect(entry["path"] as? String == "from.children[0].backgroundColor")
    #expect(entry["view"] as? String == "from/v")
  }

  @Test func saysHowManyMoreErrorsBeyondAHundred() throws {
    let keys = (0..<130).map { "\"x\($0)\": 1" }.joined(separator: ", ")
    let json = base.valid.replacingOccurrences(
      of: "\"to\": { \"id\": \"b\" }", with: "\"to\": { \"id\": \"b\", \(keys) }")
    let result = try base.lint(json)
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 101, "\(lines.count)")
    #expect(lines.last == "error: bad.json: and 30 more errors (130 in all)")
  }

  @Test func aTrailingCommaIsNamed() throws {
    let result = try base.lint(base.valid.replacingOccurrences(of: "\"scale\": 1 }", with: "\"scale\": 1, }"))
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "error: bad.json: line 1, column 54: trailing comma before '}': JSON allows no comma after the last item; remove this ','\n"
    )
  }
}

extension LintReportsEverythingTests {
  /// In GitHub Actions, each error and warning is an annotation at its line and column, the view
  /// named as in the terminal.
  @Test func annotatesEveryErrorAndWarningForGitHub() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let bad = base.valid.replacingOccurrences(
      of: "\"backgroundColor\": \"red\"", with: "\"backgroundColor\": \"rde\", \"modifiers\": \"fdae\"")
    try bad.write(toFile: dir + "/bad.json", atomically: true, encoding: .utf8)
    let warned = base.valid.replacingOccurrences(
      of: "\"backgroundColor\": \"red\"", with: "\"backgroundColor\": \"red\", \"modifiers\": \"relayoutText\"")
    try warned.write(toFile: dir + "/warned.json", atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(
      ["lint", "bad.json", "warned.json"], in: dir, environment: ["GITHUB_ACTIONS": "true"])
    let annotations = result.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }
    #expect(annotations.count == 3, "\(result.stdout)")
    #expect(
      annotations.first?.hasPrefix(
        "::error file=bad.json,line=2,col=95,title=hero lint%3A invalid scene::bad.json: from.children[0].backgroundColor (view from/v): unknown colour 'rde'"
      ) == true, "\(annotations)")
    #expect(annotations.dropFirst().first?.contains("unknown modifier 'fdae'") == true)
    #expect(
      annotations.last?.hasPrefix(
        "::warning file=warned.json,line=2,col=115,title=hero lint%3A relayoutTextOnNonLabel::warned.json: from.children[0].modifiers (view from/v): 'relayoutText'"
      ) == true, "\(annotations)")
    // Not with --json, whose standard output is one JSON document.
    let json = try CLIRunner.run(
      ["lint", "bad.json", "--json"], in: dir, environment: ["GITHUB_ACTIONS": "true"])
    #expect(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) is [Any])
  }
}
