import HeroModel

/// The order in which a cascade delays a view's subviews (hero-spec §4.7).
public enum CascadeOrder {
  /// Indices into `frames` (subview frames in the cascading view's coordinates), first = delay 0.
  ///
  /// Comparators ("a before b" when): topToBottom minY ascending; bottomToTop maxY descending, then
  /// maxX descending; leftToRight minX ascending; rightToLeft maxX descending; radial centre
  /// distance ascending; inverseRadial descending. Leading/trailing are left-to-right/right-to-left
  /// (HeroFrames renders a left-to-right interface). Ties keep tree order (a stable sort,
  /// hero-spec decision 16).
  public static func sorted(frames: [Rect], direction: CascadeDirection) -> [Int] {
    let before: (Rect, Rect) -> Bool
    switch direction {
    case .topToBottom: before = { $0.minY < $1.minY }
    case .bottomToTop:
      before = { a, b in a.maxY == b.maxY ? a.maxX > b.maxX : a.maxY > b.maxY }
    case .leftToRight, .leadingToTrailing: before = { $0.minX < $1.minX }
    case .rightToLeft, .trailingToLeading: before = { $0.maxX > $1.maxX }
    case .radial(let c): before = { $0.center.distance(to: c) < $1.center.distance(to: c) }
    case .inverseRadial(let c): before = { $0.center.distance(to: c) > $1.center.distance(to: c) }
    }
    // Swift's sort is not documented as stable: break ties by the original index explicitly.
    return frames.indices.sorted { i, j in
      if before(frames[i], frames[j]) { return true }
      if before(frames[j], frames[i]) { return false }
      return i < j
    }
  }
}
