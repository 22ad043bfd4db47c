import HeroModel

/// Every error of a modifier string, for `hero lint`: the parser goes on after a bad modifier.
extension ModifierParser {
  /// The errors of a string kept at most: a hostile string of a million commas has a million.
  public static let defaultErrorLimit = 100

  /// What `parseReportingAll` found: the modifiers that parsed, and the errors in column order.
  public struct Report: Sendable, Hashable {
    /// The modifiers of the well-formed top-level nodes (meaningful only without errors: a bad
    /// modifier is left out).
    public var modifiers: [Modifier]
    /// The first `errorLimit` errors, in column order.
    public var errors: [ModifierSyntaxError]
    /// Errors found beyond the limit (counted, not kept).
    public var omittedErrors: Int
  }

  /// Parses `text` strictly (as `parse`), but goes on after an error: past a malformed number or
  /// a modifier whose arguments are wrong (`translate(0, 30, 1, 2) cornerRadius()` reports both), and
  /// after a syntax error from the next top-level modifier (`ModifierNodeParser.skipNode`). A
  /// node holding a lexer error reports that error only (its parse or arguments would repeat it).
  /// Linear in the string's length like `parse`; at most `errorLimit` errors are kept.
  public static func parseReportingAll(
    _ text: String, errorLimit: Int = defaultErrorLimit, appearance: Appearance = .light
  ) -> Report {
    var lexErrors: [ModifierSyntaxError] = []
    var parser = ModifierNodeParser(text, lexErrors: &lexErrors)
    var report = Report(modifiers: [], errors: [], omittedErrors: 0)
    func add(_ error: ModifierSyntaxError) {
      if report.errors.count < errorLimit { report.errors.append(error) } else { report.omittedErrors += 1 }
    }
    var nextLexError = 0
    while parser.index < parser.tokens.count {
      let start = parser.index
      var node: ModifierNode?
      var syntaxError: ModifierSyntaxError?
      do throws(ModifierSyntaxError) {
        node = try parser.parseNext()
      } catch {
        syntaxError = error
        parser.skipNode(from: start)
      }
      // The lexer's errors inside this node (every lexer error lies in some node: a malformed
      // number and an unterminated string are tokens).
      let end = parser.tokens[parser.index - 1].end
      var spoiled = false
      while nextLexError < lexErrors.count, lexErrors[nextLexError].column - 1 < end {
        add(lexErrors[nextLexError])
        nextLexError += 1
        spoiled = true
      }
      guard !spoiled else { continue }
      if let syntaxError { add(syntaxError) }
      guard let node else { continue }
      // Past the limit an unknown name is only counted: its "did you mean" (an edit distance to
      // every modifier name) would be thrown away.
      if report.errors.count >= errorLimit, let name = node.name, ModifierSpec.byName[name] == nil {
        report.omittedErrors += 1
        continue
      }
      var warnings: [ModifierSyntaxError] = []
      do throws(ModifierSyntaxError) {
        report.modifiers.append(
          contentsOf: try modifiers(from: [node], lenient: false, appearance: appearance, warnings: &warnings))
      } catch {
        add(error)
      }
    }
    for error in lexErrors[nextLexError...] { add(error) }
    return report
  }
}
