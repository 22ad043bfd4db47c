/// The errors of one scene file, gathered as the decoder goes on past each one it can (an unknown
/// key, a bad value, a bad modifier, a view that cannot be read), so that `hero lint` reports a
/// file's errors in one run.
///
/// Kept in document order (line, then column, then the order found; a missing key at the end of
/// its object, `SceneError.sortsAt`) and bounded: at most
/// `limit` are kept, the rest only counted, so a file of a million unknown keys costs the same
/// memory as one of a hundred. Adding is amortised O(log limit): the list is sorted and cut back
/// to `limit` whenever it reaches twice that.
final class SceneErrorLog {
  /// The most errors one file reports; beyond, "and N more".
  static let limit = 100

  private var kept: [(error: SceneError, order: Int)] = []
  /// Errors found, kept or not.
  private(set) var count = 0

  var isEmpty: Bool { count == 0 }

  func add(_ error: SceneError) {
    kept.append((error, count))
    count += 1
    if kept.count >= 2 * Self.limit { trim() }
  }

  /// Errors found but not kept by whoever found them (a modifier string's beyond its own limit).
  func addUnlisted(_ n: Int) { count += n }

  /// The first error in document order, with the others (`SceneError.others`) and how many more
  /// were found (`SceneError.unlisted`); nil without errors.
  func failure() -> SceneError? {
    trim()
    guard var first = kept.first?.error else { return nil }
    first.others = kept.dropFirst().map(\.error)
    first.unlisted = count - kept.count
    return first
  }

  private func trim() {
    func place(_ e: SceneError) -> (Int, Int) {
      e.sortsAt.map { ($0.line, $0.column) } ?? (e.line ?? 0, e.column ?? 0)
    }
    kept.sort { a, b in
      let (pa, pb) = (place(a.error), place(b.error))
      return pa != pb ? pa < pb : a.order < b.order
    }
    // An error thrown again where it was already logged (`Fields.missing`) is kept once.
    var unique: [(error: SceneError, order: Int)] = []
    for entry in kept {
      if let last = unique.last, last.error == entry.error {
        count -= 1
      } else {
        unique.append(entry)
      }
    }
    kept = unique
    if kept.count > Self.limit { kept.removeLast(kept.count - Self.limit) }
  }
}
