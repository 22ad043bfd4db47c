/// "Did you mean …?" for misspelt names: modifier names, scene keys, colours, view ids.
///
/// A case-insensitive exact match wins; otherwise the candidate with the smallest case-insensitive
/// edit distance (Levenshtein plus adjacent transpositions, so `fdae` → `fade` is one edit) within a
/// third of the longer name's length (at least 1, at most 3 edits), so `backgroundColour` suggests
/// `backgroundColor` but `zz` suggests nothing. Ties go to the earlier candidate (deterministic).
public enum NameSuggestion {
  ///
  /// Cost stays linear in the name's length: a candidate whose length differs by more than the
  /// edit limit cannot be within it and is skipped before any table is built, and a name longer
  /// than every candidate by that much (a megabyte-long typo) is answered by the length check alone.
  public static func closest(to name: String, in candidates: [String]) -> String? {
    let length = name.count
    let lowered = name.lowercased()
    if let exact = candidates.first(where: { $0.count == length && $0.lowercased() == lowered }) {
      return exact
    }
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let limit = min(maximumEdits, max(1, max(length, candidate.count) / 3))
      guard abs(candidate.count - length) <= limit else { continue }
      let distance = editDistance(lowered, candidate.lowercased())
      guard distance <= limit else { continue }
      if let current = best, current.distance <= distance { continue }
      best = (candidate, distance)
    }
    return best?.name
  }

  /// The most edits a suggestion may be away.
  static let maximumEdits = 3

  /// Optimal-string-alignment distance over characters: insertions, deletions, substitutions and
  /// swaps of adjacent characters each cost 1.
  public static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { d[i][0] = i }
    for j in 0...b.count { d[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
        }
      }
    }
    return d[a.count][b.count]
  }
}
