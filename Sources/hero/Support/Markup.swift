/// Escaping text for the HTML report and the JUnit XML.
enum Markup {
  /// XML attribute- and text-safe: the five entities, and control characters (not allowed in XML 1.0) dropped.
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
      default: if scalar.value >= 0x20 { out.unicodeScalars.append(scalar) }
      }
    }
    return out
  }
}
