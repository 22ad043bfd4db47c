import HeroModel

/// Where a layer's contents land inside its bounds, by `contentsGravity` (Core Animation's rules).
enum ContentsLayout {
  /// The rect (bounds coordinates, points) that contents of natural size `content` (points) fill.
  ///
  /// - `resize`: the whole bounds, stretched.
  /// - `resizeAspect`: the largest rect of the content's aspect ratio inside the bounds, centred.
  /// - `resizeAspectFill`: the smallest rect of that ratio covering the bounds, centred (it
  ///   overflows the bounds unless the layer masks to bounds, as in Core Animation).
  /// - `center`: the natural size, centred.
  static func rect(gravity: ContentsGravity, content: Size, bounds: Rect) -> Rect {
    switch gravity {
    case .resize:
      return bounds
    case .center:
      return centred(content, in: bounds)
    case .resizeAspect, .resizeAspectFill:
      guard content.width > 0, content.height > 0 else { return Rect(bounds.midX, bounds.midY, 0, 0) }
      let sx = bounds.width / content.width
      let sy = bounds.height / content.height
      let s = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
      return centred(Size(content.width * s, content.height * s), in: bounds)
    }
  }

  private static func centred(_ size: Size, in bounds: Rect) -> Rect {
    Rect(bounds.midX - size.width / 2, bounds.midY - size.height / 2, size.width, size.height)
  }
}
