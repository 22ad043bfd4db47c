/// A modifier, transform, animation, curve or colour string that does not parse (hero-spec
/// decision 10: never a crash).
///
/// `description` reads "unknown modifier 'fdae' at column 1; did you mean 'fade'?": the message
/// (what went wrong, quoting the offending text), the 1-based column in the parsed string, and a
/// suggestion when the text is close to a known name (edit distance ≤ 2, or equal ignoring case).
public struct ModifierSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// 1-based column (in characters) where the offending text starts.
  public var column: Int
  /// The offending text, as written.
  public var text: String
  /// What went wrong, without the position, e.g. "unknown modifier 'fdae'".
  public var message: String
  /// The name the author probably meant.
  public var suggestion: String?

  public init(column: Int, text: String, message: String, suggestion: String? = nil) {
    self.column = column
    self.text = text
    self.message = message
    self.suggestion = suggestion
  }

  public var description: String {
    var s = "\(message) at column \(column)"
    if let suggestion { s += "; did you mean '\(suggestion)'?" }
    return s
  }
}

/// "Did you mean" for names: a case-insensitive match first, then the nearest name within
/// Levenshtein distance 2 (ties go to the earlier name in `candidates`, so results are stable).
enum NameSuggestion {
  static func closest(to name: String, in candidates: [String]) -> String? {
    let lower = name.lowercased()
    if let exact = candidates.first(where: { $0.lowercased() == lower }) { return exact }
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let d = distance(lower, candidate.lowercased())
      if d <= 2, d < (best?.distance ?? .max) { best = (candidate, d) }
    }
    return best?.name
  }

  /// Levenshtein distance over characters.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
