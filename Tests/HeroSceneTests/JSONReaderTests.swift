import Testing

@testable import HeroScene

@Suite struct JSONReaderTests {
  func parse(_ text: String) throws -> JSONValue { try JSONReader.parse(Array(text.utf8)) }

  func syntaxError(_ text: String) -> String? {
    do {
      _ = try JSONReader.parse(Array(text.utf8))
      return nil
    } catch {
      return error.description
    }
  }

  @Test func recordsLineAndColumnOfEveryValue() throws {
    let value = try parse("{\n  \"a\": [1, true],\n  \"bé\": \"x\", \"c\": null\n}")
    guard case .object(let members) = value.node else {
      Issue.record("expected an object")
      return
    }
    #expect(value.location == JSONLocation(line: 1, column: 1))
    #expect(members.map(\.key) == ["a", "bé", "c"])
    #expect(members[0].keyLocation == JSONLocation(line: 2, column: 3))
    #expect(members[0].value.location == JSONLocation(line: 2, column: 8))
    guard case .array(let elements) = members[0].value.node else {
      Issue.record("expected an array")
      return
    }
    #expect(elements[1].location == JSONLocation(line: 2, column: 12))
    #expect(elements[1].node == .bool(true))
    // Columns count characters: "é" is two bytes but one column.
    #expect(members[2].keyLocation == JSONLocation(line: 3, column: 14))
    #expect(members[1].value.node == .string("x"))
  }

  @Test func decodesNumbersAndEscapes() throws {
    #expect(try parse("-12.5e1").node == .number(-125))
    #expect(try parse("0").node == .number(0))
    #expect(try parse(#""a\"\\\/\n\u00e9\ud83d\ude00""#).node == .string("a\"\\/\né😀"))
  }

  @Test func namesTheSyntaxErrorAndWhere() {
    #expect(
      syntaxError("{\n  \"a\": 1\n  \"b\": 2\n}") == "line 3, column 3: expected ',' or '}', found '\"'")
    #expect(syntaxError("[1, 2") == "line 1, column 6: unexpected end of file; expected ',' or ']'")
    #expect(
      syntaxError("[1, 2,]")
        == "line 1, column 6: trailing comma before ']': JSON allows no comma after the last item; remove this ','")
    #expect(syntaxError("{\"a\": 1, \"a\": 2}") == "line 1, column 10: duplicate key 'a'")
    #expect(syntaxError("{a: 1}") == "line 1, column 2: expected a string key, found 'a'")
    #expect(syntaxError("01") == "line 1, column 2: leading zeros are not allowed in numbers")
    #expect(syntaxError("1e999") == "line 1, column 1: number '1e999' is out of range")
    #expect(syntaxError("\"abc") == "line 1, column 5: unterminated string")
    #expect(syntaxError("{} x") == "line 1, column 4: unexpected content after the JSON document")
    #expect(syntaxError("") == "line 1, column 1: unexpected end of file; expected a value")
  }

  @Test func limitsNesting() {
    let deep = String(repeating: "[", count: JSONReader.maximumDepth + 1)
    #expect(syntaxError(deep) == "line 1, column 257: nesting deeper than 256 levels")
  }

  /// Strings are copied a run at a time between escapes: the result and the columns after them are
  /// those of a character-by-character read.
  @Test func readsRunsBetweenEscapes() throws {
    #expect(try parse(#""e\u0301\r\nx é😀\"\\tail""#).node == .string("e\u{0301}\r\nx é😀\"\\tail"))
    #expect(try parse(#""""#).node == .string(""))
    #expect(try parse(#""\n\n""#).node == .string("\n\n"))
    let value = try parse("[\"é😀\\\"ab\", 1]")
    guard case .array(let elements) = value.node else {
      Issue.record("expected an array")
      return
    }
    // `"é😀\"ab"` takes columns 2…9 (characters, not bytes); the number starts at column 12.
    #expect(elements[1].location == JSONLocation(line: 1, column: 12))
    #expect(syntaxError("\"ab\u{01}\"") == "line 1, column 4: control character in string (escape it, e.g. \\n)")
    #expect(syntaxError("\"é😀") == "line 1, column 4: unterminated string")
  }

  /// The ASCII fast path places an invalid byte exactly where decoding the whole text does: at the
  /// start of the maximal invalid subpart, after any mix of ASCII and valid multi-byte characters.
  @Test func findsTheFirstInvalidUTF8ByteLikeAWholeDecode() {
    func wholeDecode(_ bytes: [UInt8]) -> Int? {
      var parser = Unicode.UTF8.ForwardParser()
      var iterator = bytes.makeIterator()
      var offset = 0
      while true {
        switch parser.parseScalar(from: &iterator) {
        case .valid(let encoded): offset += encoded.count
        case .error: return offset
        case .emptyInput: return nil
        }
      }
    }
    let pieces: [[UInt8]] = [
      [0x41], [0xC3, 0xA9], [0xF0, 0x9F, 0x98, 0x80], [0xE2, 0x82, 0xAC], [0x80], [0xC3], [0xE2, 0x82],
      [0xF0, 0x9F, 0x98], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF], [0x0A],
    ]
    var checked = 0
    for a in pieces {
      for b in pieces {
        for c in pieces {
          let bytes = a + b + c + [0x7A]
          #expect(JSONReader.firstInvalidUTF8(bytes) == wholeDecode(bytes), "\(bytes)")
          checked += 1
        }
      }
    }
    #expect(checked == pieces.count * pieces.count * pieces.count)
    #expect(JSONReader.firstInvalidUTF8([]) == nil)
  }
}
