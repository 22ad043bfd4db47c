import Foundation
import HeroFiles
import HeroModel

/// Which documents the XML reader accepts: UTF-8 only, what Xcode writes.
///
/// The encoding is settled before the parser sees a byte, so the checks that run on the bytes
/// (`XMLMarkupScan`) see the same characters as the parser. Another encoding would let markup hide
/// from them: in UTF-7, `<!DOCTYPE` is `<!+AEQ-OCTYPE`, which libxml2 decodes into a document type
/// declaration. UTF-16 with a byte order mark is refused too (one decoding for the checks and the
/// parser, and no storyboard is written in it): the message says how to convert.
enum XMLEncoding {
  /// How far the XML declaration (`<?xml version="1.0" encoding="UTF-8"?>`) may run, bytes.
  static let maximumDeclarationBytes = 1024

  typealias Failure = XMLDocumentReader.Failure

  /// The offset where the document's characters start (past a UTF-8 byte order mark), or why the
  /// document is not read: another byte order mark, a byte pattern of UTF-16/32 or EBCDIC, an XML
  /// declaration naming another encoding, or bytes that are not valid UTF-8.
  static func check(_ bytes: UnsafeRawBufferPointer) throws(Failure) -> Int {
    let start = try charactersStart(of: bytes)
    try checkDeclaration(bytes, from: start)
    try checkUTF8(bytes)
    return start
  }

  /// Past the UTF-8 byte order mark; refuses other marks and the first bytes of other encodings
  /// (XML 1.0, appendix F: a document starts with `<` or white space in its encoding).
  private static func charactersStart(of bytes: UnsafeRawBufferPointer) throws(Failure) -> Int {
    let head = Array(bytes.prefix(4))
    func starts(_ prefix: [UInt8]) -> Bool { head.starts(with: prefix) }
    if starts([0xEF, 0xBB, 0xBF]) { return 3 }
    let convert = "storyboards are UTF-8: convert it (iconv -f ENCODING -t UTF-8) and declare encoding=\"UTF-8\""
    let named: String? =
      if starts([0x00, 0x00, 0xFE, 0xFF]) || starts([0xFF, 0xFE, 0x00, 0x00]) {
        "UTF-32 (byte order mark)"
      } else if starts([0xFE, 0xFF]) || starts([0xFF, 0xFE]) {
        "UTF-16 (byte order mark)"
      } else if head.count >= 2 && head.contains(0) {
        "UTF-16 or UTF-32 (zero bytes between its first characters)"
      } else if starts([0x4C, 0x6F, 0xA7, 0x94]) {
        "EBCDIC (its first bytes are '<?xm' in EBCDIC)"
      } else {
        nil
      }
    if let named { throw Failure(line: 1, column: 1, message: "the document is \(named); \(convert)") }
    return 0
  }

  /// The XML declaration, when the document starts with one, may name only UTF-8.
  private static func checkDeclaration(_ bytes: UnsafeRawBufferPointer, from start: Int) throws(Failure) {
    let rest = bytes[start...]
    guard rest.starts(with: "<?xml".utf8), rest.count > 5, isSpace(rest[start + 5]) else { return }
    let limit = min(bytes.count, start + maximumDeclarationBytes)
    guard let end = ByteSearch.firstOffset(of: Array("?>".utf8), in: bytes, from: start, to: limit) else {
      throw Failure(
        line: 1, column: 1,
        message: "the XML declaration (<?xml …?>) does not end within its first \(maximumDeclarationBytes) bytes")
    }
    let declaration = String(decoding: bytes[start..<end], as: UTF8.self)
    guard let encoding = pseudoAttribute("encoding", in: declaration) else { return }
    guard let name = encoding else {
      throw Failure(line: 1, column: 1, message: "the XML declaration's encoding has no quoted value")
    }
    guard ["utf-8", "utf8"].contains(name.lowercased()) else {
      throw Failure(
        line: 1, column: 1,
        message:
          "the XML declaration says encoding=\"\(Excerpt.quote(name))\"; only UTF-8 documents are read (Xcode writes storyboards in UTF-8): convert it (iconv -f \(Excerpt.quote(name)) -t UTF-8) and declare encoding=\"UTF-8\""
      )
    }
  }

  /// The value of `name="…"` (or `'…'`, with white space around `=`) in an XML declaration: nil
  /// when `name` is absent, `.some(nil)` when it is there without a quoted value.
  static func pseudoAttribute(_ name: String, in declaration: String) -> String?? {
    let scalars = Array(declaration.unicodeScalars)
    let key = Array(name.unicodeScalars)
    var i = 0
    while i + key.count <= scalars.count {
      defer { i += 1 }
      // No white space is required before the name: libxml2 reads `version="1.0"encoding="…"` too.
      guard Array(scalars[i..<i + key.count]) == key else { continue }
      var j = i + key.count
      while j < scalars.count, isSpace(scalars[j]) { j += 1 }
      guard j < scalars.count, scalars[j] == "=" else { continue }
      j += 1
      while j < scalars.count, isSpace(scalars[j]) { j += 1 }
      guard j < scalars.count, scalars[j] == "\"" || scalars[j] == "'" else { return .some(nil) }
      let quote = scalars[j]
      guard let close = scalars[(j + 1)...].firstIndex(of: quote) else { return .some(nil) }
      return .some(String(String.UnicodeScalarView(scalars[(j + 1)..<close])))
    }
    return nil
  }

  /// Refuses bytes that are not UTF-8, naming the line of the first bad one. libxml2 would otherwise
  /// switch to Latin-1 and read on.
  private static func checkUTF8(_ bytes: UnsafeRawBufferPointer) throws(Failure) {
    if String(validating: bytes, as: UTF8.self) != nil { return }
    var line = 1
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    loop: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): if scalar == "\n" { line += 1 }
      case .emptyInput: break loop
      case .error:
        throw Failure(
          line: line, column: 1,
          message: "the document is not valid UTF-8 (storyboards are UTF-8); was it saved in another encoding?")
      }
    }
  }

  static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
  static func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar.isASCII && isSpace(UInt8(scalar.value)) }
}
