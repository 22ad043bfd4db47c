import HeroModel

/// The smallest and largest x and y of a non-empty list of points (e.g. a layer's projected
/// corners), for the boxes that bound offscreens and clips.
///
/// Four numbers rather than a `Rect`: a rect would give `maxX` back as `minX + width`, which can
/// differ from the largest x in its last bit. Comparisons are `Sequence.min()`'s and `max()`'s.
struct PointBounds {
  var minX: Double
  var minY: Double
  var maxX: Double
  var maxY: Double

  /// Nil for an empty list.
  init?(_ points: [Point]) {
    guard let first = points.first else { return nil }
    (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for p in points.dropFirst() {
      if p.x < minX { minX = p.x }
      if p.y < minY { minY = p.y }
      if maxX < p.x { maxX = p.x }
      if maxY < p.y { maxY = p.y }
    }
  }
}
