import HeroModel
import Testing

@testable import HeroEngine

/// `ModifierParser.parseReportingAll`: every error of a modifier string, in column order, for
/// `hero lint`; `parse` throws the first of them.
@Suite struct ModifierErrorRecoveryTests {
  func errors(_ text: String) -> [String] {
    ModifierParser.parseReportingAll(text).errors.map(\.description)
  }

  @Test func goesOnAfterAModifierWithWrongArguments() {
    let found = errors("translate(0, 30, 1, 2) cornerRadius()")
    #expect(found.count == 2, "\(found)")
    #expect(found.first == "too many arguments for 'translate': expected at most 3, found 4 at column 21", "\(found)")
    #expect(found.last == "'cornerRadius' takes 1 number, found 0 arguments at column 24", "\(found)")
    // `parse` throws the first.
    let first = #expect(throws: ModifierSyntaxError.self) {
      try ModifierParser.parse("translate(0, 30, 1, 2) cornerRadius()")
    }
    #expect(first?.description == found.first)
  }

  @Test func recoversFromSyntaxErrorsAtTheNextTopLevelModifier() {
    #expect(
      errors("scale(1 +) fade fdae")
        == [
          "expected a modifier or value, found ')' at column 10",
          "unknown modifier 'fdae' at column 17; did you mean 'fade'?",
        ])
    #expect(
      errors("fade, scale(2) + fdae")
        == [
          "unexpected ',' between modifiers (separate modifiers with spaces) at column 5",
          "expected a modifier or value, found '+' at column 16",
          "unknown modifier 'fdae' at column 18; did you mean 'fade'?",
        ])
    // An unclosed '(' runs to the end: one error, not one per token after it.
    #expect(errors("scale(1 fade fdae") == ["unterminated argument list 'scale(1 fade fdae': missing ')' at column 1"])
    // A run of bad tokens is one error: the parser goes on at the next modifier.
    #expect(errors("fade ,,, ) fdae").count == 2)
  }

  @Test func aLexerErrorIsReportedOnceAndTheRestIsRead() {
    #expect(
      errors("scale(1.2.3) fdae")
        == ["malformed number '1.2.3' at column 7", "unknown modifier 'fdae' at column 14; did you mean 'fade'?"])
    #expect(
      errors("fdae source('abc") == [
        "unknown modifier 'fdae' at column 1; did you mean 'fade'?", "unterminated string 'abc at column 13",
      ])
  }

  @Test func goodModifiersAroundBadOnesAreKept() {
    let report = ModifierParser.parseReportingAll("fade fdae scale(0.5)")
    #expect(report.modifiers == [.fade, .scale(0.5)])
    #expect(report.errors.count == 1)
  }

  @Test func keepsAtMostTheLimitAndCountsTheRest() {
    let report = ModifierParser.parseReportingAll(String(repeating: "fdae ", count: 250), errorLimit: 100)
    #expect(report.errors.count == 100)
    #expect(report.omittedErrors == 150)
    #expect(report.errors.map(\.column) == (0..<100).map { 1 + 5 * $0 })
  }
}
