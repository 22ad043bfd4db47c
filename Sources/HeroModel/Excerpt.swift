/// A value quoted in an error message, cut to a short excerpt: a megabyte-long unknown name must
/// not turn into a megabyte-long message.
public enum Excerpt {
  /// Characters of a value an error message quotes at most.
  public static let maximumLength = 80

  /// `text` itself when short; else its first characters, `…` and the full length.
  public static func quote(_ text: String) -> String {
    var end = text.startIndex
    var kept = 0
    while end < text.endIndex, kept < maximumLength {
      end = text.index(after: end)
      kept += 1
    }
    guard end < text.endIndex else { return text }
    let cut = text.index(text.startIndex, offsetBy: maximumLength - 1)
    return "\(text[..<cut])… (\(text.utf8.count) bytes)"
  }
}
