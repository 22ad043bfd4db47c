import HeroModel

/// A broken JSON document: what was expected and where (1-based line and column).
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  public var location: JSONLocation
  public var message: String
  public var description: String { "line \(location.line), column \(location.column): \(message)" }
}

/// A strict RFC 8259 JSON reader that records the location of every value and key.
///
/// Why our own: Foundation's `JSONSerialization` forgets where values were, and scene errors must
/// point at the offending value. Strict: no comments, no trailing commas, no duplicate keys, no
/// NaN/Infinity; numbers that overflow a Double are rejected rather than becoming infinite.
/// Nesting is limited (`maximumDepth`) so hostile input cannot exhaust the stack.
public struct JSONReader {
  /// Deepest nesting of arrays and objects accepted. Default 256.
  public static let maximumDepth = 256

  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var column = 1
  private var depth = 0

  private init(bytes: [UInt8]) { self.bytes = bytes }

  /// Parses one JSON document (a UTF-8 byte order mark is skipped).
  /// `parse`, its syntax error reported as `file`'s scene error (at the document's root path).
  public static func parse(_ bytes: [UInt8], file: String) throws(SceneError) -> JSONValue {
    do {
      return try parse(bytes)
    } catch {
      throw SceneError(
        file: file, path: "", line: error.location.line, column: error.location.column, message: error.message,
        isSyntaxError: true)
    }
  }

  public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
    var reader = JSONReader(bytes: bytes)
    // RFC 8259: JSON text is UTF-8. Invalid bytes are an error, not silently replaced.
    if let offset = firstInvalidUTF8(bytes) {
      while reader.index < offset { reader.advance() }
      throw reader.error("invalid UTF-8 at byte offset \(offset); scene files must be UTF-8 text")
    }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
    reader.skipWhitespace()
    let value = try reader.parseValue()
    reader.skipWhitespace()
    if reader.index < bytes.count {
      throw reader.error("unexpected content after the JSON document")
    }
    return value
  }

  /// The offset of the first byte that is not part of valid UTF-8, or nil (one linear pass).
  /// ASCII bytes, the bulk of a scene, are skipped one comparison each; only multi-byte sequences
  /// are decoded, each from its first byte, so an error is at the start of the maximal invalid
  /// subpart, as in a decode of the whole text.
  static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { buffer in
      var offset = 0
      while offset < buffer.count {
        if buffer[offset] < 0x80 {
          offset += 1
          continue
        }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = buffer[offset...].makeIterator()
        switch parser.parseScalar(from: &iterator) {
        case .valid(let encoded): offset += encoded.count
        case .error, .emptyInput: return offset
        }
      }
      return nil
    }
  }

  // MARK: - Cursor

  private var location: JSONLocation { JSONLocation(line: line, column: column) }
  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private func error(_ message: String) -> JSONSyntaxError {
    JSONSyntaxError(location: location, message: message)
  }

  private func unexpected(expected: String) -> JSONSyntaxError {
    guard let c = current else { return error("unexpected end of file; expected \(expected)") }
    return error(
      "expected \(expected)" + (c < 0x20 || c >= 0x80 ? "" : ", found '\(Character(Unicode.Scalar(c)))'"))
  }

  private mutating func advance() {
    guard let c = current else { return }
    index += 1
    if c == UInt8(ascii: "\n") {
      line += 1
      column = 1
    } else if c & 0xC0 != 0x80 {
      // Count characters, not bytes: UTF-8 continuation bytes do not start a column.
      column += 1
    }
  }

  private mutating func skipWhitespace() {
    while let c = current, c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 { advance() }
  }

  private mutating func consume(_ literal: String) -> Bool {
    let utf8 = Array(literal.utf8)
    guard bytes.count - index >= utf8.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
      return false
    }
    for _ in utf8 { advance() }
    return true
  }

  // MARK: - Values

  private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
    let start = location
    guard let c = current else { throw error("unexpected end of file; expected a value") }
    switch c {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return JSONValue(.string(try parseString()), at: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default:
      if consume("true") { return JSONValue(.bool(true), at: start) }
      if consume("false") { return JSONValue(.bool(false), at: start) }
      if consume("null") { return JSONValue(.null, at: start) }
      throw unexpected(expected: "a value")
    }
  }

  /// Past an object's or array's opening bracket, one level deeper; true (and past `close`,
  /// back out) when the container is empty.
  private mutating func enter(closing close: UInt8) throws(JSONSyntaxError) -> Bool {
    depth += 1
    if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    advance()
    skipWhitespace()
    guard current == close else { return false }
    leave()
    return true
  }

  /// Past a container's closing bracket, one level up.
  private mutating func leave() {
    advance()
    depth -= 1
  }

  private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
    let start = location
    if try enter(closing: UInt8(ascii: "}")) { return JSONValue(.object([]), at: start) }
    var members: [JSONMember] = []
    var seen: Set<String> = []
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else { throw unexpected(expected: "a string key") }
      let keyLocation = location
      let key = try parseString()
      guard seen.insert(key).inserted else {
        throw JSONSyntaxError(location: keyLocation, message: "duplicate key '\(Excerpt.quote(key))'")
      }
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { throw unexpected(expected: "':'") }
      advance()
      skipWhitespace()
      let value = try parseValue()
      members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): try comma(before: "}")
      case UInt8(ascii: "}"):
        leave()
        return JSONValue(.object(members), at: start)
      default: throw unexpected(expected: "',' or '}'")
      }
    }
  }

  /// Past a `,` between members or elements. JSON has no trailing comma, and one before the
  /// closing `close` is the usual slip (from JavaScript or Swift): said so, at the comma.
  private mutating func comma(before close: Character) throws(JSONSyntaxError) {
    let at = location
    advance()
    skipWhitespace()
    if current == close.asciiValue {
      throw JSONSyntaxError(
        location: at,
        message: "trailing comma before '\(close)': JSON allows no comma after the last item; remove this ','")
    }
  }

  private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
    let start = location
    if try enter(closing: UInt8(ascii: "]")) { return JSONValue(.array([]), at: start) }
    var elements: [JSONValue] = []
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): try comma(before: "]")
      case UInt8(ascii: "]"):
        leave()
        return JSONValue(.array(elements), at: start)
      default: throw unexpected(expected: "',' or ']'")
      }
    }
  }

  private mutating func parseString() throws(JSONSyntaxError) -> String {
    advance()  // opening quote
    var text = ""
    while true {
      text += plainRun()
      guard let c = current else { throw error("unterminated string") }
      switch c {
      case UInt8(ascii: "\""):
        advance()
        return text
      case UInt8(ascii: "\\"):
        advance()
        text.unicodeScalars.append(try parseEscape())
      default:
        throw error("control character in string (escape it, e.g. \\n)")
      }
    }
  }

  /// The bytes from here to the next quote, backslash or control character, decoded in one go
  /// (a byte at a time, a long string cost seconds). The run holds no newline, so only the column
  /// moves, by one per character (continuation bytes do not start one); the text was checked to be
  /// UTF-8 and the run ends at an ASCII byte, so it is whole characters.
  private mutating func plainRun() -> String {
    let start = index
    while index < bytes.count {
      let c = bytes[index]
      if c == UInt8(ascii: "\"") || c == UInt8(ascii: "\\") || c < 0x20 { break }
      if c & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    return index == start ? "" : String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
    guard let c = current else { throw error("unterminated string") }
    // A switch, not a dictionary built per escape: text with many escapes reads at the same pace.
    let simple: Unicode.Scalar? =
      switch c {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): Unicode.Scalar(c)
      case UInt8(ascii: "b"): "\u{08}"
      case UInt8(ascii: "f"): "\u{0C}"
      case UInt8(ascii: "n"): "\n"
      case UInt8(ascii: "r"): "\r"
      case UInt8(ascii: "t"): "\t"
      default: nil
      }
    if let simple {
      advance()
      return simple
    }
    guard c == UInt8(ascii: "u") else { throw error("invalid escape sequence") }
    advance()
    let high = try parseHex4()
    if (0xD800..<0xDC00).contains(high) {
      guard consume("\\u") else { throw error("unpaired surrogate in \\u escape") }
      let low = try parseHex4()
      guard (0xDC00..<0xE000).contains(low),
        let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
      else { throw error("invalid surrogate pair in \\u escape") }
      return scalar
    }
    guard let scalar = Unicode.Scalar(high) else { throw error("unpaired surrogate in \\u escape") }
    return scalar
  }

  private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let c = current, let digit = UInt32(String(Unicode.Scalar(c)), radix: 16) else {
        throw error("expected 4 hexadecimal digits after \\u")
      }
      value = value * 16 + digit
      advance()
    }
    return value
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
    let start = location
    let first = index
    func isDigit(_ c: UInt8?) -> Bool { c.map { (0x30...0x39).contains($0) } ?? false }
    if current == UInt8(ascii: "-") { advance() }
    guard isDigit(current) else { throw unexpected(expected: "a digit") }
    if current == UInt8(ascii: "0") {
      advance()
      if isDigit(current) { throw error("leading zeros are not allowed in numbers") }
    } else {
      while isDigit(current) { advance() }
    }
    if current == UInt8(ascii: ".") {
      advance()
      guard isDigit(current) else { throw unexpected(expected: "a digit after '.'") }
      while isDigit(current) { advance() }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      advance()
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
      guard isDigit(current) else { throw unexpected(expected: "a digit in the exponent") }
      while isDigit(current) { advance() }
    }
    let text = String(decoding: bytes[first..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw JSONSyntaxError(location: start, message: "number '\(Excerpt.quote(text))' is out of range")
    }
    return JSONValue(.number(value), at: start)
  }
}
