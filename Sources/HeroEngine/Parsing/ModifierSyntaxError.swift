/// A modifier, transform, animation, curve or colour string that does not parse (hero-semantics
/// hero-semantics D10: never a crash).
///
/// `description` reads "unknown modifier 'fdae' at column 1; did you mean 'fade'?": the message
/// (what went wrong, quoting the offending text), the 1-based column in the parsed string, and a
/// suggestion when the text is close to a known name (`NameSuggestion`: equal ignoring case, or within a
/// third of the name's length in edits, at most 3).
public struct ModifierSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// 1-based column where the offending text starts, in Unicode scalars (characters, for any text
  /// but combining sequences).
  public var column: Int
  /// The offending text, as written.
  public var text: String
  /// What went wrong, without the position, e.g. "unknown modifier 'fdae'".
  public var message: String
  /// The name the author probably meant.
  public var suggestion: String?

  public init(column: Int, text: String, message: String, suggestion: String? = nil) {
    self.column = column
    self.text = text
    self.message = message
    self.suggestion = suggestion
  }

  public var description: String {
    var s = "\(message) at column \(column)"
    if let suggestion { s += "; did you mean '\(suggestion)'?" }
    return s
  }
}
