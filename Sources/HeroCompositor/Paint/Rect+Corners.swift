import HeroModel

extension Rect {
  /// The four corners, clockwise on screen (y down) from the top-left: (minX, minY), (maxX, minY),
  /// (maxX, maxY), (minX, maxY). Consecutive corners share an edge.
  var corners: [Point] {
    [Point(minX, minY), Point(maxX, minY), Point(maxX, maxY), Point(minX, maxY)]
  }
}
