import HeroModel

/// The order in which a cascade delays a view's subviews (hero-semantics §4.7).
public enum CascadeOrder {
  /// Indices into `frames` (subview frames in the cascading view's coordinates), first = delay 0.
  ///
  /// Comparators ("a before b" when): topToBottom minY ascending; bottomToTop maxY descending, then
  /// maxX descending; leftToRight minX ascending; rightToLeft maxX descending; radial centre
  /// distance ascending; inverseRadial descending. Leading/trailing are left-to-right/right-to-left
  /// (HeroFrames renders a left-to-right interface). Ties keep tree order (a stable sort,
  /// hero-semantics D16).
  public static func sorted(frames: [Rect], direction: CascadeDirection) -> [Int] {
    sorted(frames: frames, centers: frames.map(\.center), direction: direction)
  }

  /// Indices into `frames`, with the radial directions measuring from `centers` (UIKit's
  /// `center`, the layer position) rather than from the frames' middles: for a view under a
  /// perspective transform the two differ.
  public static func sorted(frames: [Rect], centers: [Point], direction: CascadeDirection) -> [Int] {
    let before: (Int, Int) -> Bool
    switch direction {
    case .topToBottom: before = { frames[$0].minY < frames[$1].minY }
    case .bottomToTop:
      before = { i, j in
        let (a, b) = (frames[i], frames[j])
        return a.maxY == b.maxY ? a.maxX > b.maxX : a.maxY > b.maxY
      }
    case .leftToRight, .leadingToTrailing: before = { frames[$0].minX < frames[$1].minX }
    case .rightToLeft, .trailingToLeading: before = { frames[$0].maxX > frames[$1].maxX }
    case .radial(let c): before = { centers[$0].distance(to: c) < centers[$1].distance(to: c) }
    case .inverseRadial(let c): before = { centers[$0].distance(to: c) > centers[$1].distance(to: c) }
    }
    // Swift's sort is not documented as stable: break ties by the original index explicitly.
    return frames.indices.sorted { i, j in
      if before(i, j) { return true }
      if before(j, i) { return false }
      return i < j
    }
  }
}
