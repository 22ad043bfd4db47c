import HeroModel

/// Escaping text for the HTML report and the JUnit XML.
enum Markup {
  /// XML attribute- and text-safe: the five entities; line breaks and tabs as character references;
  /// every other control character (`Excerpt.isControl`: XML 1.0 does not allow most C0 controls
  /// even as references, and bidi controls would reorder the page's text) and the non-characters
  /// U+FFFE and U+FFFF written visibly as `\u{…}`, so a hostile name shows what it holds.
  /// Writes UTF-8 bytes (the report escapes megabytes of inlined images).
  static func escape(_ s: String) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(s.utf8.count)
    for scalar in s.unicodeScalars {
      switch scalar {
      case "&": out += Array("&amp;".utf8)
      case "<": out += Array("&lt;".utf8)
      case ">": out += Array("&gt;".utf8)
      case "\"": out += Array("&quot;".utf8)
      case "'": out += Array("&apos;".utf8)
      case "\n": out += Array("&#10;".utf8)
      case "\t": out += Array("&#9;".utf8)
      case "\u{FFFE}", "\u{FFFF}": out += Array("\\u{\(String(scalar.value, radix: 16, uppercase: true))}".utf8)
      default:
        if Excerpt.isControl(scalar) {
          out += Array(Excerpt.visible(String(scalar)).utf8)
        } else {
          out.append(contentsOf: scalar.utf8)
        }
      }
    }
    return String(decoding: out, as: UTF8.self)
  }
}
