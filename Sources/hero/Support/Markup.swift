/// Escaping text for the HTML report and the JUnit XML.
enum Markup {
  /// XML attribute- and text-safe: the five entities, and control characters (not allowed in XML 1.0) dropped.
  /// Works on UTF-8 bytes (the report escapes megabytes of inlined images; every byte of a
  /// multi-byte character is 0x80 or more, so none is mistaken for one of these).
  static func escape(_ s: String) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(s.utf8.count)
    for byte in s.utf8 {
      switch byte {
      case UInt8(ascii: "&"): out += Array("&amp;".utf8)
      case UInt8(ascii: "<"): out += Array("&lt;".utf8)
      case UInt8(ascii: ">"): out += Array("&gt;".utf8)
      case UInt8(ascii: "\""): out += Array("&quot;".utf8)
      case UInt8(ascii: "'"): out += Array("&apos;".utf8)
      case UInt8(ascii: "\n"): out += Array("&#10;".utf8)
      case UInt8(ascii: "\t"): out += Array("&#9;".utf8)
      default: if byte >= 0x20 { out.append(byte) }
      }
    }
    return String(decoding: out, as: UTF8.self)
  }
}
