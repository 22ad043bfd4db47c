import Testing

@testable import HeroScene

/// Every validation names the file, the JSON path, the location and, where it helps, a suggestion.
@Suite struct SceneErrorTests {
  func error(child: String = "", top: String = "") -> String? {
    SceneFixtures.error(SceneFixtures.matchBasic(child: child, top: top))
  }

  @Test func brokenJSONNamesLineAndColumn() {
    let json = SceneFixtures.matchBasic().replacingOccurrences(of: "\"fps\": 30,", with: "\"fps\": 30")
    #expect(SceneFixtures.error(json) == "t.json: line 5, column 3: expected ',' or '}', found '\"'")
  }

  @Test func unknownKeysSuggestTheClosestKnownKey() {
    #expect(
      error(child: ", \"backgroundColour\": \"red\"")
        == "t.json: to.children[1].backgroundColour (view to/blue): unknown key 'backgroundColour'; did you mean 'backgroundColor'? (line 11, column 84)"
    )
    #expect(
      error(top: " \"fsp\": 1,") == "t.json: fsp: unknown key 'fsp'; did you mean 'fps'? (line 2, column 26)")
    #expect(
      error(child: ", \"zzz\": 1")
        == "t.json: to.children[1].zzz (view to/blue): unknown key 'zzz' (line 11, column 84)")
  }

  @Test func wrongTypes() {
    #expect(
      error(child: ", \"opacity\": \"1\"")
        == "t.json: to.children[1].opacity (view to/blue): expected a number, found a string (line 11, column 95)")
    #expect(
      error(child: ", \"hidden\": 1")
        == "t.json: to.children[1].hidden (view to/blue): expected true or false, found a number (line 11, column 94)")
    #expect(
      error(child: ", \"children\": {}")
        == "t.json: to.children[1].children (view to/blue): expected an array, found an object (line 11, column 96)")
  }

  @Test func colours() {
    #expect(
      error(child: ", \"border\": { \"width\": 1, \"color\": \"grey\" }")
        == "t.json: to.children[1].border.color (view to/blue): unknown colour 'grey'; did you mean 'gray'? (line 11, column 117)"
    )
    #expect(
      error(child: ", \"shadow\": { \"color\": \"#12345\" }")
        == "t.json: to.children[1].shadow.color (view to/blue): invalid colour '#12345'; expected #RRGGBB or #RRGGBBAA (line 11, column 105)"
    )
    #expect(
      error(child: ", \"shadow\": { \"color\": [1, 0, 2, 1] }")
        == "t.json: to.children[1].shadow.color[2] (view to/blue): colour component 2 is out of range; expected 0…1 (line 11, column 112)"
    )
    #expect(
      error(child: ", \"shadow\": { \"color\": true }")
        == "t.json: to.children[1].shadow.color (view to/blue): expected a colour (\"#RRGGBB\", \"#RRGGBBAA\", [r, g, b, a], a name or {\"light\": …, \"dark\": …}), found a boolean (line 11, column 105)"
    )
  }

  @Test func duplicateIdsWithinAScreen() {
    #expect(
      error(child: ", \"children\": [{ \"id\": \"red\", \"frame\": [0, 0, 1, 1] }]")
        == "t.json: to.children[1].children[0].id (view to/blue/red): duplicate view id 'red' (already used at to.children[0]) (line 11, column 105)"
    )
  }

  @Test func frames() {
    #expect(
      error(child: ", \"children\": [{ \"id\": \"x\", \"frame\": [0, 0, -1, 5] }]")
        == "t.json: to.children[1].children[0].frame (view to/blue/x): size must not be negative (found -1×5) (line 11, column 119)"
    )
    #expect(
      error(child: ", \"children\": [{ \"id\": \"x\", \"frame\": [0, 0, 5] }]")
        == "t.json: to.children[1].children[0].frame (view to/blue/x): expected [x, y, width, height] (4 numbers), found 3 elements (line 11, column 119)"
    )
    #expect(
      error(child: ", \"children\": [{ \"id\": \"x\" }]")
        == "t.json: to.children[1].children[0] (view to/blue/x): missing required key 'frame' (line 11, column 97)")
    let rootFrame = SceneFixtures.matchBasic().replacingOccurrences(
      of: "\"id\": \"home\",", with: "\"id\": \"home\", \"frame\": [0, 0, 10, 10],")
    #expect(
      SceneFixtures.error(rootFrame)
        == "t.json: from.frame: a screen's frame is the canvas; remove 'frame' or set it to [0, 0, 200, 356] (line 6, column 36)"
    )
  }

  @Test func missingImages() {
    #expect(
      error(child: ", \"image\": { \"path\": \"nope.png\" }")
        == "t.json: to.children[1].image.path (view to/blue): image file 'nope.png' not found (looked for /nonexistent/nope.png) (line 11, column 103)"
    )
    #expect(
      error(child: ", \"image\": { \"path\": \"/\" }")
        == "t.json: to.children[1].image.path (view to/blue): image file '/' is a directory, not an image (line 11, column 103)"
    )
  }

  @Test func canvasLimits() {
    func canvas(_ c: String) -> String? {
      SceneFixtures.error(
        SceneFixtures.matchBasic().replacingOccurrences(
          of: "{ \"width\": 200, \"height\": 356, \"scale\": 2 }", with: c))
    }
    #expect(
      canvas("{ \"width\": 9000, \"height\": 100, \"scale\": 2 }")
        == "t.json: canvas: canvas is 18000×200 pixels at scale 2; each side must be at most 16384 pixels (line 3, column 13)"
    )
    #expect(
      canvas("{ \"width\": 8000, \"height\": 8000, \"scale\": 3 }")
        == "t.json: canvas: canvas is 24000×24000 pixels at scale 3; each side must be at most 16384 pixels (line 3, column 13)"
    )
    #expect(canvas("{ \"width\": 8192, \"height\": 8192, \"scale\": 2 }") == nil)
    #expect(
      canvas("{ \"width\": 100, \"height\": 100, \"scale\": 4 }")
        == "t.json: canvas.scale: 4 is out of range; expected more than 0 and at most 3 (line 3, column 53)")
    // The one scale rule (`Canvas.scaleProblem`): more than 0, at most 3, at least a pixel a side.
    #expect(canvas("{ \"width\": 100, \"height\": 100, \"scale\": 0.5 }") == nil)
    #expect(canvas("{ \"width\": 100, \"height\": 100, \"scale\": 1.5 }") == nil)
    #expect(
      canvas("{ \"width\": 100, \"height\": 100, \"scale\": 0 }")
        == "t.json: canvas.scale: 0 is out of range; expected more than 0 and at most 3 (line 3, column 53)")
    #expect(
      canvas("{ \"width\": 0.3, \"height\": 100, \"scale\": 1 }")
        == "t.json: canvas: canvas is 0.3×100 pixels at scale 1; each side must be at least 1 pixel (line 3, column 13)"
    )
    #expect(
      canvas("{ \"width\": 0, \"height\": 100 }")
        == "t.json: canvas.width: must be greater than 0 (found 0) (line 3, column 24)")
    #expect(
      canvas("{ \"width\": 100 }") == "t.json: canvas: missing required key 'height' (line 3, column 13)")
  }

  @Test func fpsMustBePositive() {
    let json = SceneFixtures.matchBasic().replacingOccurrences(of: "\"fps\": 30", with: "\"fps\": 0")
    #expect(SceneFixtures.error(json) == "t.json: fps: must be greater than 0 (found 0) (line 4, column 10)")
  }

  @Test func transitionEnumerations() {
    func transition(_ t: String) -> String? {
      SceneFixtures.error(
        SceneFixtures.matchBasic().replacingOccurrences(
          of: "{ \"kind\": \"present\", \"containerColor\": \"black\" }", with: t))
    }
    #expect(
      transition("{ \"kind\": \"presnt\" }")
        == "t.json: transition.kind: unknown transition kind 'presnt'; expected one of present, dismiss, push, pop, tabForward, tabBackward; did you mean 'present'? (line 5, column 27)"
    )
    #expect(
      transition("{ \"presentation\": \"overFullscreen\" }")
        == "t.json: transition.presentation: unknown presentation 'overFullscreen'; expected one of fullScreen, overFullScreen; did you mean 'overFullScreen'? (line 5, column 35)"
    )
    #expect(
      transition("{ \"duration\": -1 }")
        == "t.json: transition.duration: must not be negative (found -1) (line 5, column 31)")
    #expect(
      transition("{ \"interactive\": { \"release\": { \"at\": 1, \"action\": \"finsh\" } } }")
        == "t.json: transition.interactive.release.action: unknown release action 'finsh'; expected one of finish, cancel; did you mean 'finish'? (line 5, column 68)"
    )
    #expect(
      transition("{ \"interactive\": { \"progress\": [[0.5, 0], [0.2, 1]] } }")
        == "t.json: transition.interactive.progress[1]: keyframe times must not decrease (0.2 after 0.5) (line 5, column 59)"
    )
  }

  @Test func presentationIsForModalKindsOnly() {
    let json = SceneFixtures.matchBasic().replacingOccurrences(
      of: "{ \"kind\": \"present\", \"containerColor\": \"black\" }",
      with: "{ \"kind\": \"push\", \"presentation\": \"overFullScreen\" }")
    #expect(
      SceneFixtures.error(json)
        == "t.json: transition.presentation: 'presentation' applies to modal transitions (present, dismiss) only, not 'push' (line 5, column 51)"
    )
  }

  @Test func nothingMayFollowTheRelease() {
    func script(_ s: String) -> String? {
      SceneFixtures.error(
        SceneFixtures.matchBasic().replacingOccurrences(
          of: "{ \"kind\": \"present\", \"containerColor\": \"black\" }", with: "{ \"interactive\": \(s) }"))
    }
    #expect(
      script("{ \"progress\": [[0, 0], [0.5, 0.5]], \"release\": { \"at\": 0.3, \"action\": \"finish\" } }")
        == "t.json: transition.interactive.progress[1]: keyframe at 0.5 s comes after the release at 0.3 s; Hero ignores calls after the release (line 5, column 57)"
    )
    #expect(
      script(
        "{ \"apply\": [{ \"at\": 1, \"view\": \"blue\", \"modifiers\": \"fade\" }], \"release\": { \"at\": 0.3, \"action\": \"cancel\" } }"
      )
        == "t.json: transition.interactive.apply[0]: apply at 1 s comes after the release at 0.3 s; Hero ignores calls after the release (line 5, column 46)"
    )
    // A bare id in both screens becomes two applies; the late entry is still named by its JSON index.
    #expect(
      script(
        "{ \"apply\": [{ \"at\": 0, \"view\": \"red\", \"modifiers\": \"fade\" }, { \"at\": 1, \"view\": \"blue\", \"modifiers\": \"fade\" }], \"release\": { \"at\": 0.3, \"action\": \"cancel\" } }"
      )
        == "t.json: transition.interactive.apply[1]: apply at 1 s comes after the release at 0.3 s; Hero ignores calls after the release (line 5, column 95)"
    )
  }

  @Test func applyViewsMustExist() {
    func apply(_ view: String) -> String? {
      SceneFixtures.error(
        SceneFixtures.matchBasic().replacingOccurrences(
          of: "{ \"kind\": \"present\", \"containerColor\": \"black\" }",
          with:
            "{ \"interactive\": { \"apply\": [{ \"at\": 0, \"view\": \"\(view)\", \"modifiers\": \"fade\" }] } }"
        ))
    }
    #expect(apply("red") == nil)
    #expect(
      apply("blu")
        == "t.json: transition.interactive.apply[0].view: no view 'blu' in either screen; did you mean 'blue'? (line 5, column 65)"
    )
    #expect(
      apply("from/blue")
        == "t.json: transition.interactive.apply[0].view: no view 'blue' in 'from' (line 5, column 65)")
    #expect(
      apply("form/blue")
        == "t.json: transition.interactive.apply[0].view: unknown side 'form' in 'form/blue'; expected 'from' or 'to'; did you mean 'from/blue'? (line 5, column 65)"
    )
  }

  @Test func shadowPaths() {
    #expect(
      error(child: ", \"shadow\": { \"path\": { \"ellipse\": [0, 0, 1, 1], \"rect\": [0, 0, 1, 1] } }")
        == "t.json: to.children[1].shadow.path (view to/blue): give either 'rect' or 'ellipse', not both (line 11, column 104)"
    )
    #expect(
      error(child: ", \"shadow\": { \"path\": { \"elipse\": [0, 0, 1, 1] } }")
        == "t.json: to.children[1].shadow.path.elipse (view to/blue): unknown key 'elipse'; did you mean 'ellipse'? (line 11, column 106)"
    )
  }

  @Test func goldenSettings() {
    #expect(
      error(top: " \"golden\": { \"tolerance\": 1.5 },")
        == "t.json: golden.tolerance: expected a whole number, found 1.5 (line 2, column 51)")
    #expect(
      error(top: " \"golden\": { \"samples\": [0, 0.5, 0.5] },")
        == "t.json: golden.samples[2]: samples must be strictly increasing (0.5 after 0.5) (line 2, column 58)"
    )
    #expect(
      error(top: " \"golden\": { \"pixelBudget\": -1 },")
        == "t.json: golden.pixelBudget: -1 is out of range; expected 0… (line 2, column 53)")
  }

  @Test func modifierErrorsCarryThePath() {
    #expect(
      error(child: ", \"modifiers\": \"fdae\"")
        == "t.json: to.children[1].modifiers (view to/blue): unknown modifier 'fdae' at column 1; did you mean 'fade'? (line 11, column 97)"
    )
  }

  @Test func errorFieldsAreStructured() throws {
    do {
      _ = try SceneFixtures.decode(SceneFixtures.matchBasic(child: ", \"backgroundColour\": 1"))
      Issue.record("expected an error")
    } catch {
      #expect(error.file == "t.json")
      #expect(error.path == "to.children[1].backgroundColour")
      #expect(error.line == 11)
      #expect(error.column == 84)
      #expect(error.message == "unknown key 'backgroundColour'")
      #expect(error.suggestion == "backgroundColor")
      #expect(!error.isSyntaxError)
    }
  }
}
