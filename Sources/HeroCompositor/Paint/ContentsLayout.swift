import HeroModel

/// Where a layer's contents land inside its bounds, by `contentsGravity` (Core Animation's rules,
/// with the edge gravities named as they look on an iOS screen: `top` puts the content's top edge
/// at the bounds' top).
enum ContentsLayout {
  /// The rect (bounds coordinates, points) that contents of natural size `content` (points) fill.
  ///
  /// - `resize`: the whole bounds, stretched.
  /// - `resizeAspect`: the largest rect of the content's aspect ratio inside the bounds, centred.
  /// - `resizeAspectFill`: the smallest rect of that ratio covering the bounds, centred (it
  ///   overflows the bounds unless the layer masks to bounds, as in Core Animation).
  /// - `center` and the eight edge and corner gravities: the natural size, centred or against the
  ///   named edges; content larger than the bounds overflows on the other side (centred on an axis
  ///   the gravity does not name).
  static func rect(gravity: ContentsGravity, content: Size, bounds: Rect) -> Rect {
    if let (ax, ay) = gravity.alignment {
      return Rect(
        edge(ax, low: bounds.minX, mid: bounds.midX, high: bounds.maxX, length: content.width),
        edge(ay, low: bounds.minY, mid: bounds.midY, high: bounds.maxY, length: content.height),
        content.width, content.height)
    }
    switch gravity {
    case .resizeAspect, .resizeAspectFill:
      guard content.width > 0, content.height > 0 else { return Rect(bounds.midX, bounds.midY, 0, 0) }
      let sx = bounds.width / content.width
      let sy = bounds.height / content.height
      let s = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
      let size = Size(content.width * s, content.height * s)
      return Rect(bounds.midX - size.width / 2, bounds.midY - size.height / 2, size.width, size.height)
    default:
      return bounds
    }
  }

  /// Where a span of `length` starts on one axis: against the low edge (0), centred (½) or against
  /// the high edge (1).
  private static func edge(_ alignment: Double, low: Double, mid: Double, high: Double, length: Double) -> Double {
    alignment == 0 ? low : alignment == 1 ? high - length : mid - length / 2
  }
}
