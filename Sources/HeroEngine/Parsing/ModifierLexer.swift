import HeroModel

/// One token of a modifier string (hero-semantics §2.1).
struct ModifierToken: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    /// `[a-zA-Z][a-zA-Z0-9]*`
    case identifier(String)
    /// `-?[0-9.]+`
    case number(Double)
    /// `#` followed by letters and digits, validated where a colour is expected (HeroFrames).
    case color(String)
    /// `'…'` or `"…"` with backslash escapes, for ids such as `'my-id'` (HeroFrames).
    case string(String)
    case parensOpen, parensClose, comma
    /// `:` after an argument label, as in `selectBy(presenting: …)` (HeroFrames).
    case colon
    case other(Character)
  }
  var kind: Kind
  /// 0-based offsets of the token in the source's Unicode scalars, end exclusive.
  var start: Int
  var end: Int
  /// 1-based column.
  var column: Int { start + 1 }
}

/// Hero's lexer (hero-semantics §2.1), extended with colour and string tokens and `:`.
///
/// Rules, tried in order at each position: whitespace (space, tab, newline, carriage return) is
/// skipped; an identifier; a number (`-?[0-9.]+`, where Hero's forced unwrap of a malformed number
/// such as `1.2.3` becomes an error); `#…` a colour; a quoted string; `(`, `)`, `,`, `:`; anything
/// else is a one-character `other` token (operators, or an error later).
enum ModifierLexer {
  /// Tokens of `chars`, the string's Unicode scalars: 4 bytes each rather than a Character's 16,
  /// and a CR LF line break is two whitespace scalars (one Character, which was neither). Throws
  /// the first malformed number or unterminated string.
  static func tokenize(_ chars: [Unicode.Scalar]) throws(ModifierSyntaxError) -> [ModifierToken] {
    var errors: [ModifierSyntaxError] = []
    let tokens = tokenize(chars, errors: &errors)
    if let first = errors.first { throw first }
    return tokens
  }

  /// Tokens of `chars`, going on after a malformed number (which stands as the number 0, so the
  /// modifier around it still parses) and stopping at an unterminated string (which runs to the
  /// end). `errors` gets each in column order.
  static func tokenize(_ chars: [Unicode.Scalar], errors: inout [ModifierSyntaxError]) -> [ModifierToken] {
    var tokens: [ModifierToken] = []
    var i = 0
    func isLetter(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || ("A"..."Z").contains(c) }
    func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }
    while i < chars.count {
      let c = chars[i]
      let start = i
      if c == " " || c == "\t" || c == "\n" || c == "\r" {
        i += 1
        continue
      }
      if isLetter(c) {
        while i < chars.count, isLetter(chars[i]) || isDigit(chars[i]) { i += 1 }
        tokens.append(ModifierToken(kind: .identifier(String(scalars: chars[start..<i])), start: start, end: i))
        continue
      }
      let startsNumber = isDigit(c) || c == "."
      let negativeNumber = c == "-" && i + 1 < chars.count && (isDigit(chars[i + 1]) || chars[i + 1] == ".")
      if startsNumber || negativeNumber {
        i += 1
        while i < chars.count, isDigit(chars[i]) || chars[i] == "." { i += 1 }
        // An exponent (`1e6`, `2.5E-3`): `e`, an optional sign, then at least one digit.
        if i < chars.count, chars[i] == "e" || chars[i] == "E" {
          var j = i + 1
          if j < chars.count, chars[j] == "+" || chars[j] == "-" { j += 1 }
          if j < chars.count, isDigit(chars[j]) {
            i = j
            while i < chars.count, isDigit(chars[i]) { i += 1 }
          }
        }
        let text = String(scalars: chars[start..<i])
        let value = Double(text) ?? .nan
        if !value.isFinite {
          errors.append(
            ModifierSyntaxError(column: start + 1, text: text, message: "malformed number '\(Excerpt.quote(text))'"))
        }
        tokens.append(ModifierToken(kind: .number(value.isFinite ? value : 0), start: start, end: i))
        continue
      }
      if c == "#" {
        i += 1
        while i < chars.count, isLetter(chars[i]) || isDigit(chars[i]) { i += 1 }
        tokens.append(ModifierToken(kind: .color(String(scalars: chars[start..<i])), start: start, end: i))
        continue
      }
      if c == "'" || c == "\"" {
        i += 1
        var value = ""
        var closed = false
        while i < chars.count {
          let d = chars[i]
          if d == "\\", i + 1 < chars.count {
            value.unicodeScalars.append(chars[i + 1])
            i += 2
            continue
          }
          i += 1
          if d == c {
            closed = true
            break
          }
          value.unicodeScalars.append(d)
        }
        guard closed else {
          errors.append(
            ModifierSyntaxError(
              column: start + 1, text: String(scalars: chars[start..<i]),
              message: "unterminated string \(String(scalars: chars[start..<i]))"))
          tokens.append(ModifierToken(kind: .string(value), start: start, end: i))
          return tokens
        }
        tokens.append(ModifierToken(kind: .string(value), start: start, end: i))
        continue
      }
      let kind: ModifierToken.Kind
      switch c {
      case "(": kind = .parensOpen
      case ")": kind = .parensClose
      case ",": kind = .comma
      case ":": kind = .colon
      default: kind = .other(Character(c))
      }
      i += 1
      tokens.append(ModifierToken(kind: kind, start: start, end: i))
    }
    return tokens
  }
}
