import HeroModel

/// Geometry of views as Core Animation lays them out: the maps from a view's bounds coordinates to
/// its parent's and on up to the Hero container.
///
/// Why a separate piece: Hero flattens ancestors' transforms by concatenating them parent-first
/// (D6); HeroFrames composes the full maps instead (hero-semantics D6), so a snapshot placed
/// in another coordinate space lands exactly where the view was drawn, whatever its ancestors'
/// positions, rotations and scales.
enum ViewGeometry {
  /// Projects a layer's output onto its parent's plane: Core Animation flattens every sublayer
  /// into its parent (no `CATransformLayer`), so the z produced by one level never reaches the
  /// perspective row of the next.
  static let flatten: Transform3D = {
    var f = Transform3D.identity
    f.m33 = 0
    return f
  }()

  /// `child` followed by `parent`, with the child's output flattened onto the parent's plane.
  ///
  /// The flattening only changes anything when the parent reads z (its third row maps z into x,
  /// y or w: a 3D rotation or perspective); otherwise the plain product is used, so a view under
  /// 2D ancestors keeps its own 3D transform intact (and interpolates as Core Animation would).
  static func compose(_ child: Transform3D, _ parent: Transform3D) -> Transform3D {
    if parent.m31 == 0 && parent.m32 == 0 && parent.m34 == 0 { return child.concatenating(parent) }
    return child.concatenating(flatten).concatenating(parent)
  }

  /// The map from a view's content space (where its subviews' frames live: the bounds, origin at
  /// `contentOffset`, as `UIScrollView` scrolls) to its own drawing space (origin at the top-left).
  static func contentToBounds(_ view: View) -> Transform3D {
    .translation(x: -view.contentOffset.x, y: -view.contentOffset.y)
  }

  /// The map from a view's content space to its parent's content space.
  static func contentToParent(_ view: View) -> Transform3D {
    contentToBounds(view).concatenating(view.toParent)
  }

  /// The axis-aligned bounding box of `size`'s bounds mapped by `m`, or nil when a corner lands
  /// behind the viewer.
  static func boundingBox(of size: Size, mappedBy m: Transform3D) -> Rect? {
    let corners = [Point(0, 0), Point(size.width, 0), Point(0, size.height), Point(size.width, size.height)]
    var box: Rect?
    for c in corners {
      guard let p = m.project(c), p.isFinite else { return nil }
      let r = Rect(origin: p, size: .zero)
      box = box.map { $0.union(r) } ?? r
    }
    return box
  }

  /// Where a layer of bounds `size` must sit in a parent space, and with which transform, so it
  /// draws exactly as `map` (its bounds → the parent space) says, anchor at the centre.
  ///
  /// The position is the image of the bounds centre; the transform is what is left of `map` once
  /// the anchor offset and that position are taken out: `T = translate(size / 2) · map ·
  /// translate(−position)`. Nil when the centre lands behind the viewer.
  static func placement(size: Size, map: Transform3D) -> (position: Point, transform: Transform3D)? {
    guard let p = map.project(Point(size.width / 2, size.height / 2)), p.isFinite else { return nil }
    let t = Transform3D.translation(x: size.width / 2, y: size.height / 2)
      .concatenating(map)
      .concatenating(.translation(x: -p.x, y: -p.y))
    return (p, t)
  }
}
