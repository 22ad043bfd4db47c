import Testing

@testable import HeroScene

/// The decoder goes on after an error where it can: a file's errors come together, in document
/// order, each at its line and column, with the view named by ids beside the JSON path.
@Suite struct SceneErrorCollectionTests {
  func errors(_ json: String) -> SceneError? {
    do {
      _ = try SceneFixtures.decode(json)
      return nil
    } catch {
      return error
    }
  }

  let scene = """
    { "canvas": { "width": 100, "height": 100, "scale": 1 }, "fsp": 30,
      "from": { "id": "a", "children": [
        { "id": "card", "frame": [0, 0, 10, 10], "backgroundColor": "rde", "modifiers": "translate(0, 30, 1, 2) cornerRadius()" },
        { "id": "box", "children": [ { "id": "title", "frame": [0, 0, 5, 5], "opacity": 2 } ] },
        { "id": "ok", "frame": [0, 0, 10, 10], "hidden": 1 } ] },
      "to": { "id": "b", "transition": 1 } }
    """

  @Test func reportsEveryErrorInDocumentOrder() throws {
    let e = try #require(errors(scene))
    let all = e.all.map(\.description)
    #expect(
      all == [
        "t.json: fsp: unknown key 'fsp'; did you mean 'fps'? (line 1, column 58)",
        "t.json: from.children[0].backgroundColor (view from/card): unknown colour 'rde'; did you mean 'red'? (line 3, column 65)",
        "t.json: from.children[0].modifiers (view from/card): too many arguments for 'translate': expected at most 3, found 4 at column 21 (line 3, column 85)",
        "t.json: from.children[0].modifiers (view from/card): 'cornerRadius' takes 1 number, found 0 arguments at column 24 (line 3, column 85)",
        "t.json: from.children[1] (view from/box): missing required key 'frame' (line 4, column 5)",
        "t.json: from.children[1].children[0].opacity (view from/box/title): 2 is out of range; expected 0…1 (line 4, column 85)",
        "t.json: from.children[2].hidden (view from/ok): expected true or false, found a number (line 5, column 54)",
        "t.json: to.transition: unknown key 'transition' (line 6, column 22)",
      ], "\(all.joined(separator: "\n"))")
    #expect(e.unlisted == 0)
    // The error thrown is the first; `render` and `verify` print it alone, the same text.
    #expect(e.description == all[0])
  }

  @Test func aViewInsideAViewIsNamedByItsIds() throws {
    let json = scene.replacingOccurrences(
      of: #"{ "id": "box", "children""#, with: #"{ "id": "box", "frame": [0, 0, 9, 9], "children""#)
    let e = try #require(errors(json))
    let title = try #require(e.all.first { $0.path.hasSuffix(".opacity") })
    #expect(title.path == "from.children[1].children[0].opacity")
    #expect(title.view == "from/box/title")
  }

  /// What depends on a part that is wrong is not reported as well: with the fonts unreadable, a
  /// label's family is not called unknown; with a misspelt required key, it is not called missing.
  @Test func noErrorsThatFollowFromAnother() throws {
    let fonts = try #require(
      errors(
        #"{ "canvas": { "width": 10, "height": 10 }, "fonts": ["nope.ttf"], "from": { "id": "a", "children": [ { "id": "l", "frame": [0, 0, 5, 5], "text": { "string": "A", "font": { "family": "Nope Sans" } } } ] }, "to": { "id": "b" } }"#
      ))
    #expect(fonts.all.count == 1, "\(fonts.all)")
    #expect(fonts.path == "fonts[0]")
    let misspelt = try #require(
      errors(
        #"{ "canvas": { "width": 10, "height": 10 }, "from": { "id": "a", "children": [ { "id": "v", "frme": [0, 0, 5, 5] } ] }, "to": { "id": "b" } }"#
      ))
    #expect(
      misspelt.all.map(\.description) == [
        "t.json: from.children[0].frme (view from/v): unknown key 'frme'; did you mean 'frame'? (line 1, column 92)"
      ])
  }

  @Test func keepsAHundredAndCountsTheRest() throws {
    let keys = (0..<250).map { "\"k\($0)\": 1" }.joined(separator: ", ")
    let e = try #require(
      errors(#"{ "canvas": { "width": 10, "height": 10 }, "from": { "id": "a" }, "to": { "id": "b", \#(keys) } }"#))
    #expect(e.all.count == SceneErrorLog.limit)
    #expect(e.unlisted == 150)
    #expect(e.all.first?.path == "to.k0")
    #expect(e.all.last?.path == "to.k99")
  }

  @Test func aTrailingCommaSaysSo() {
    #expect(
      SceneFixtures.error("{ \"canvas\": { \"width\": 10, \"height\": 10, },\n \"from\": {} }")
        == "t.json: line 1, column 40: trailing comma before '}': JSON allows no comma after the last item; remove this ','"
    )
    #expect(
      SceneFixtures.error("{ \"a\": [1, 2,\n ] }")
        == "t.json: line 1, column 13: trailing comma before ']': JSON allows no comma after the last item; remove this ','"
    )
  }
}
