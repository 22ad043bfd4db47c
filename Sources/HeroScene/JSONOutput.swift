import HeroModel

/// A JSON value to write, with object members in a fixed order, and its deterministic text form.
///
/// Why not `JSONEncoder`: the state dump is a public format whose key order, number format and
/// layout must be stable byte for byte (diffable between runs and machines). Numbers are rounded to
/// 1e-9 and printed in their shortest form (`70`, `0.25`, `1e-05`); −0 prints as `0`; non-finite
/// numbers print as `null`.
public indirect enum JSONOutput: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONOutput])
  case object([Member])

  public struct Member: Hashable, Sendable {
    public var key: String
    public var value: JSONOutput
    public init(_ key: String, _ value: JSONOutput) {
      self.key = key
      self.value = value
    }
  }

  /// Pretty text: objects one member per line (two-space indent) unless small and flat; arrays of
  /// scalars on one line. `indent` is the nesting level the value starts at.
  public func rendered(indent: Int = 0) -> String {
    var out = ""
    write(to: &out, indent: indent)
    return out
  }

  public func write(to out: inout String, indent: Int) {
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let n): out += Self.format(n)
    case .string(let s): Self.writeString(s, to: &out)
    case .array(let elements):
      if elements.isEmpty {
        out += "[]"
      } else if elements.allSatisfy(\.isScalar) {
        out += "["
        for (i, e) in elements.enumerated() {
          if i > 0 { out += ", " }
          e.write(to: &out, indent: indent)
        }
        out += "]"
      } else {
        out += "[\n"
        for (i, e) in elements.enumerated() {
          out += String(repeating: "  ", count: indent + 1)
          e.write(to: &out, indent: indent + 1)
          out += i == elements.count - 1 ? "\n" : ",\n"
        }
        out += String(repeating: "  ", count: indent) + "]"
      }
    case .object(let members):
      if members.isEmpty {
        out += "{}"
      } else if isInlineObject {
        out += "{ "
        for (i, m) in members.enumerated() {
          if i > 0 { out += ", " }
          Self.writeString(m.key, to: &out)
          out += ": "
          m.value.write(to: &out, indent: indent)
        }
        out += " }"
      } else {
        out += "{\n"
        for (i, m) in members.enumerated() {
          out += String(repeating: "  ", count: indent + 1)
          Self.writeString(m.key, to: &out)
          out += ": "
          m.value.write(to: &out, indent: indent + 1)
          out += i == members.count - 1 ? "\n" : ",\n"
        }
        out += String(repeating: "  ", count: indent) + "}"
      }
    }
  }

  private var isScalar: Bool {
    switch self {
    case .null, .bool, .number, .string: true
    case .array, .object: false
    }
  }

  /// Up to four members, each a scalar or an array of scalars: `{ "width": 375, "height": 667 }`.
  private var isInlineObject: Bool {
    guard case .object(let members) = self, members.count <= 4 else { return false }
    return members.allSatisfy { m in
      if m.value.isScalar { return true }
      if case .array(let e) = m.value { return e.allSatisfy(\.isScalar) }
      return false
    }
  }

  /// Shortest round-trip form after rounding to 1e-9 (so float noise below a nano-point vanishes).
  public static func format(_ n: Double) -> String {
    guard n.isFinite else { return "null" }
    var v = n
    if abs(v) < 1e6 { v = (v * 1e9).rounded() / 1e9 }
    return NumberText.shortest(v)
  }

  /// `s` quoted, with JSON's escapes. The runs between escapes are appended whole (a scalar at a
  /// time, a long string cost seconds); escapes are ASCII, so every run is whole scalars. Beyond
  /// what JSON requires, DEL, the C1 controls, the line and paragraph separators and the bidi
  /// controls (`Excerpt.isControl`) are written as `\u` escapes too: the value read back is the
  /// same, and JSON shown on a terminal or in a page cannot move the cursor or reorder text.
  static func writeString(_ s: String, to out: inout String) {
    out += "\""
    let utf8 = s.utf8
    var run = utf8.startIndex
    var i = run
    while i < utf8.endIndex {
      var next = utf8.index(after: i)
      var escaped = escape(utf8[i])
      // DEL is one byte; the C1 controls start with 0xC2, the others with 0xE2.
      if escaped == nil, utf8[i] == 0x7F || utf8[i] == 0xC2 || utf8[i] == 0xE2 {
        let scalar = s.unicodeScalars[i]
        if Excerpt.isControl(scalar) {
          escaped = unicodeEscape(scalar.value)
          next = s.unicodeScalars.index(after: i)
        }
      }
      if let escaped {
        out += Substring(s.unicodeScalars[run..<i])
        out += escaped
        run = next
      }
      i = next
    }
    out += Substring(s.unicodeScalars[run...])
    out += "\""
  }

  /// `\u001b`: a scalar of the Basic Multilingual Plane as JSON's escape.
  private static func unicodeEscape(_ value: UInt32) -> String {
    let hex = String(value, radix: 16)
    return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
  }

  /// JSON's escape for a byte that must not appear as itself in a string, or nil.
  private static func escape(_ byte: UInt8) -> String? {
    switch byte {
    case UInt8(ascii: "\""): return "\\\""
    case UInt8(ascii: "\\"): return "\\\\"
    case UInt8(ascii: "\n"): return "\\n"
    case UInt8(ascii: "\r"): return "\\r"
    case UInt8(ascii: "\t"): return "\\t"
    case 0..<0x20: return unicodeEscape(UInt32(byte))
    default: return nil
    }
  }
}
