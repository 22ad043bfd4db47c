import HeroModel
import Testing

@testable import HeroEngine

/// hero-semantics D10: strict parsing never crashes; errors name the column, the text and a suggestion.
@Suite struct ModifierSyntaxErrorTests {
  func error(_ text: String) -> ModifierSyntaxError? {
    #expect(throws: ModifierSyntaxError.self) { try ModifierParser.parse(text) }
  }

  @Test func unknownModifierWithSuggestion() {
    let e = error("fdae")
    #expect(e?.description == "unknown modifier 'fdae' at column 1; did you mean 'fade'?")
    #expect(e?.column == 1 && e?.text == "fdae" && e?.suggestion == "fade")
    #expect(
      error("scale(2) Fade")?.description == "unknown modifier 'Fade' at column 10; did you mean 'fade'?")
    #expect(
      error("fade transalte(1)")?.description
        == "unknown modifier 'transalte' at column 6; did you mean 'translate'?")
    #expect(error("fade catch")?.description == "unknown modifier 'catch' at column 6")
    #expect(
      error("beginWith(fade sclae(2))")?.description
        == "unknown modifier 'sclae' at column 16; did you mean 'scale'?")
  }

  @Test func malformedNumbers() {
    #expect(error("scale(1.2.3)")?.description == "malformed number '1.2.3' at column 7")
    #expect(error("translate(., 2)")?.description == "malformed number '.' at column 11")
  }

  @Test func cutOffArgumentLists() {
    #expect(
      error("fade scale(1")?.description == "unterminated argument list 'scale(1': missing ')' at column 6")
    #expect(
      error("fade(")?.description
        == "unexpected end of text: unterminated argument list of 'fade': expected an argument at column 6")
    #expect(
      error("scale(1,")?.description
        == "unexpected end of text: unterminated argument list of 'scale': expected an argument at column 9")
    #expect(error("scale(1, )")?.description == "expected an argument after ',' in 'scale' at column 10")
  }

  @Test func topLevelCommaAndOperators() {
    #expect(
      error("fade, scale(2)")?.description
        == "unexpected ',' between modifiers (separate modifiers with spaces) at column 5")
    #expect(error("fade + arc")?.description == "expected a modifier or value, found '+' at column 6")
    #expect(error("()")?.description == "expected an expression inside '()' at column 2")
    #expect(error("fade)")?.description == "unexpected ')' at column 5")
    #expect(error("source(my_id)")?.description == "undefined operator '_' at column 10")
  }

  @Test func wrongArguments() {
    #expect(
      error("translate(10*2)")?.description
        == "expected a number for argument 1 of 'translate', found '10*2' at column 11")
    #expect(
      error("translate(10-5)")?.description
        == "expected a number for argument 1 of 'translate', found '10-5' at column 11")
    #expect(
      error("fade(1)")?.description
        == "too many arguments for 'fade': expected at most 0, found 1 at column 6")
    #expect(
      error("duration")?.description == "'duration' takes 1 number (seconds), found 0 arguments at column 1")
    #expect(
      error("cornerRadius(a)")?.description
        == "expected a number for argument 1 of 'cornerRadius', found 'a' at column 14")
    #expect(
      error("masksToBounds(ture)")?.description
        == "expected true or false for argument 1 of 'masksToBounds', found 'ture' at column 15; did you mean 'true'?"
    )
    #expect(
      error("cascade(0.1, topTobottom)")?.description
        == "unknown cascade direction 'topTobottom' at column 14; did you mean 'topToBottom'?")
    #expect(
      error("backgroundColor(rde)")?.description == "unknown colour 'rde' at column 17; did you mean 'red'?")
    // A system colour is a colour (light or dark as the variant says; ModifierSystemColorTests); a
    // misspelt one is an unknown colour with the system name as the suggestion.
    #expect(throws: Never.self) { try ModifierParser.parse("backgroundColor(systemBlue)") }
    #expect(
      error("backgroundColor(systemBleu)")?.description
        == "unknown colour 'systemBleu' at column 17; did you mean 'systemBlue'?")
    #expect(
      error("backgroundColor(#FF3B3)")?.description
        == "malformed colour '#FF3B3': expected #RRGGBB or #RRGGBBAA at column 17")
    #expect(
      error("timingFunction(standrd)")?.description
        == "unknown timing curve 'standrd' at column 16; did you mean 'standard'?")
    #expect(
      error("source(12)")?.description
        == "expected a heroID for 'source', found '12' (quote ids that are not plain names: '12') at column 8"
    )
    #expect(
      error("transform(1, 2)")?.description
        == "'transform' takes 16 numbers (m11, m12, … m44) or none (identity), found 2 arguments at column 1")
    #expect(error("shadowPath(circle, 1)")?.description == "unknown path shape 'circle' at column 12")
    #expect(error("scale(x: 2)")?.description == "unexpected label in the arguments of 'scale' at column 7")
    #expect(error("source('abc")?.description == "unterminated string 'abc at column 8")
    #expect(error("fade 12")?.description == "expected a modifier name, found '12' at column 6")
  }

  @Test func lenientSkipsUnknownNamesWithWarnings() throws {
    let (mods, warnings) = try ModifierParser.parseLenient("fade fdae catch(1) scale(2) beginWith(zoom fade)")
    #expect(mods == [.fade, .scale(2), .beginWith(.fade)])
    #expect(
      warnings.map(\.description) == [
        "unknown modifier 'fdae' at column 6; did you mean 'fade'?", "unknown modifier 'catch' at column 11",
        "unknown modifier 'zoom' at column 39",
      ])
    let numbers = try ModifierParser.parseLenient("12 fade")
    #expect(numbers.modifiers == [.fade])
    #expect(numbers.warnings.map(\.description) == ["expected a modifier name, found '12' at column 1"])
    // Syntax errors still throw in lenient mode.
    #expect(throws: ModifierSyntaxError.self) { try ModifierParser.parseLenient("fade, arc") }
  }

  @Test func defaultAnimationErrors() {
    func e(_ text: String) -> String? {
      (#expect(throws: ModifierSyntaxError.self) { try ModifierParser.parseDefaultAnimation(text) })?
        .description
    }
    #expect(e("pish(left)") == "unknown default animation 'pish' at column 1; did you mean 'push'?")
    #expect(e("push") == "'push' needs a direction (left, right, up, down, leading, trailing) at column 1")
    #expect(e("push(lft)") == "unknown direction 'lft' at column 6; did you mean 'left'?")
    #expect(e("fade zoom") == "expected one value (a default animation), found more: 'zoom' at column 6")
    #expect(
      e("selectBy(presenting: fade)")
        == "'selectBy' takes 2 arguments (presenting: …, dismissing: …), found 1 at column 1")
    #expect(
      e("selectBy(presenting: fade, dismisng: zoom)")
        == "unknown label 'dismisng:' in 'selectBy' at column 28; did you mean 'dismissing'?")
    #expect(e("") == "expected a default animation, found nothing at column 1")
  }

  @Test func valueStringErrors() {
    let colour = #expect(throws: ModifierSyntaxError.self) { try ModifierParser.parseColor("lightgrey") }
    #expect(colour?.description == "unknown colour 'lightgrey' at column 1; did you mean 'lightGray'?")
    let curve = #expect(throws: ModifierSyntaxError.self) {
      try ModifierParser.parseTimingCurve("cubicBezier(1, 2)")
    }
    #expect(
      curve?.description == "'cubicBezier' takes 4 numbers (x1, y1, x2, y2), found 2 arguments at column 1")
    // Control x values outside 0…1 are rejected in every form, as the scene file's array form does.
    for (text, column) in [
      ("cubicBezier(1.5, 0, 1, 1)", 13), ("cubicBezier(0, 0, -0.1, 1)", 19),
    ] {
      let outside = #expect(throws: ModifierSyntaxError.self) { try ModifierParser.parseTimingCurve(text) }
      #expect(outside?.column == column, "\(text)")
      #expect(outside?.message.hasPrefix("control point x must be in 0…1 (found ") == true, "\(text)")
    }
    #expect(error("timingFunction(0.2, 0, 1.2, 1)")?.message == "control point x must be in 0…1 (found 1.2)")
    #expect(error("timingFunction(cubicBezier(2, 0, 1, 1))")?.message == "control point x must be in 0…1 (found 2)")
  }

  @Test func deepNestingIsAnErrorNotAStackOverflow() {
    let deep =
      String(repeating: "beginWith(", count: 100_000) + "fade" + String(repeating: ")", count: 100_000)
    #expect(error(deep)?.description == "nesting deeper than 64 levels at column 641")
    let parens = String(repeating: "(", count: 100_000)
    #expect(error(parens)?.description == "nesting deeper than 64 levels at column 65")
    #expect(throws: Never.self) {
      try ModifierParser.parse(
        String(repeating: "beginWith(", count: 30) + "fade" + String(repeating: ")", count: 30))
    }
  }

  /// Found by fuzzing: `a: b: c: …` recursed once per label (a stack overflow for long chains).
  @Test func aLabelCannotLabelALabel() {
    #expect(
      error("selectBy(presenting: dismissing: fade)")?.description
        == "expected ',' or ')' in the arguments of 'selectBy', found ':' at column 32")
    let chain = "selectBy(" + String(repeating: "presenting: ", count: 100_000) + "fade)"
    #expect(
      error(chain)?.description
        == "expected ',' or ')' in the arguments of 'selectBy', found ':' at column 32")
  }

  /// Found by fuzzing: a long `1 + 1 + …` built a tree as deep as the chain (no depth check in the
  /// operator loop), which crashed when it was destroyed. Operators now count as nesting.
  @Test func longOperatorChainsAreAnError() {
    let chain = "opacity(" + Array(repeating: "1", count: 100_000).joined(separator: " + ") + ")"
    #expect(error(chain)?.description == "nesting deeper than 64 levels at column 261")
    #expect(
      error("opacity(1 + 2)")?.description
        == "expected a number for argument 1 of 'opacity', found '1 + 2' at column 9")
  }

  /// Hostile strings are rejected by every entry point with an error that points into the string
  /// (a column from 1 to one past its end) and says something; none crashes or parses as a modifier.
  @Test func neverCrashesOnHostileInput() {
    for text in [
      "(((", ")))", "-", "#", "'", "a(b(c(d(e(", "fade(,)", "1..2", "x:y", "::", "🙂", "\u{0}",
    ] {
      let entryPoints: [(String, () throws(ModifierSyntaxError) -> Void)] = [
        ("parse", { () throws(ModifierSyntaxError) in _ = try ModifierParser.parse(text) }),
        (
          "parseDefaultAnimation",
          { () throws(ModifierSyntaxError) in _ = try ModifierParser.parseDefaultAnimation(text) }
        ),
        ("parseTransform", { () throws(ModifierSyntaxError) in _ = try ModifierParser.parseTransform(text) }),
      ]
      for (name, entry) in entryPoints {
        let error = #expect(throws: ModifierSyntaxError.self, "\(name)(\(text.debugDescription))") { try entry() }
        if let error {
          #expect((1...text.count + 1).contains(error.column), "\(name): \(error.description)")
          #expect(!error.message.isEmpty)
        }
      }
      // The lenient form drops what it cannot read instead of failing, and keeps no modifier from it.
      #expect((try? ModifierParser.parseLenient(text))?.modifiers.isEmpty ?? true, "\(text.debugDescription)")
    }
    // Redundant parentheses are grouping, not hostility.
    #expect((try? ModifierParser.parse("scale(((1)))")) == [.scale(1)])
  }
}
