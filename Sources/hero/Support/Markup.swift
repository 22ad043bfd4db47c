import HeroModel

/// Escaping text for the HTML report and the JUnit XML.
enum Markup {
  /// XML attribute- and text-safe: the five entities; line breaks and tabs as character references;
  /// every other control character (`Excerpt.isControl`: XML 1.0 does not allow most C0 controls
  /// even as references, and bidi controls would reorder the page's text) and the non-characters
  /// U+FFFE and U+FFFF written visibly as `\u{…}`, so a hostile name shows what it holds.
  static func escape(_ s: String) -> String {
    var out = ""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\n": out += "&#10;"
      case "\t": out += "&#9;"
      case "\u{FFFE}", "\u{FFFF}": out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default:
        if Excerpt.isControl(scalar) {
          out += Excerpt.visible(String(scalar))
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }
}
