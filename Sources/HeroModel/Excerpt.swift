/// A value quoted in an error message, cut to a short excerpt with its control characters made
/// visible: a megabyte-long unknown name must not turn into a megabyte-long message, and a name
/// holding a line break must not start a line of its own (`x\n::error::…` would be a GitHub
/// workflow command on the next line; `ESC[2J` would clear the terminal; U+202E would show the rest
/// of the line reversed).
public enum Excerpt {
  /// Characters of a value an error message quotes at most.
  public static let maximumLength = 80

  /// `text` itself when short; else its first characters, `…` and the full length. Control
  /// characters are escaped (`visible`); the excerpt counts escaped characters.
  public static func quote(_ text: String) -> String {
    var out = ""
    var kept = 0
    /// The longest prefix that leaves room for the `…`.
    var cut: String?
    for character in text {
      let shown = visible(character)
      if cut == nil, kept + shown.count > maximumLength - 1 { cut = out }
      kept += shown.count
      if kept > maximumLength { return "\(cut ?? out)… (\(text.utf8.count) bytes)" }
      out += shown
    }
    return out
  }

  /// Whether `scalar` moves the cursor, changes the terminal or reorders text: C0 controls (line
  /// breaks and tabs included), DEL, C1 controls, the Unicode line and paragraph separators, and
  /// the bidirectional embeddings, overrides and isolates (U+202A–202E, U+2066–2069).
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// `text` with every control character (`isControl`) written as a Swift escape: `\n`, `\r`,
  /// `\t`, else `\u{1B}`. Everything else is kept as it is (a backslash too: the escapes are for
  /// reading, not for reading back).
  public static func visible(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var out = ""
    for character in text { out += visible(character) }
    return out
  }

  /// `text` with its control characters escaped except line breaks and tabs, which multi-line
  /// messages are made of; a lone carriage return is escaped (it rewrites the line on a terminal).
  public static func visibleKeepingLines(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      if scalar == "\n" || scalar == "\t" || !isControl(scalar) {
        out.unicodeScalars.append(scalar)
      } else {
        out += escape(scalar)
      }
    }
    return out
  }

  private static func visible(_ character: Character) -> String {
    guard character.unicodeScalars.contains(where: isControl) else { return String(character) }
    var out = ""
    for scalar in character.unicodeScalars {
      if isControl(scalar) { out += escape(scalar) } else { out.unicodeScalars.append(scalar) }
    }
    return out
  }

  private static func escape(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\n": "\\n"
    case "\r": "\\r"
    case "\t": "\\t"
    default: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }
  }
}
