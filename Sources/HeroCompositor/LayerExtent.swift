import HeroModel

/// Where a layer (with its subtree and shadow) can paint, in its own bounds coordinates (points).
///
/// Used to size offscreen surfaces (perspective warps, opacity groups, shadow masks); it may
/// overestimate but never underestimates what is painted.
struct LayerExtent {
  /// The rect image contents cover (gravity can overflow the bounds); the bounds when unknown.
  var contentsBox: (Layer) -> Rect

  func extent(of layer: Layer) -> Rect {
    var r = layer.masksToBounds ? layer.bounds : sublayerExtent(of: layer).union(contentsBox(layer))
    if layer.hasVisibleShadow {
      r = r.union(shadowExtent(of: layer))
    }
    return r
  }

  /// The bounds together with the visible sublayers' extents mapped into this layer's plane.
  func sublayerExtent(of layer: Layer) -> Rect {
    var r = layer.bounds
    for child in layer.sublayers where !child.isHidden && child.opacity > 0 {
      let e = extent(of: child)
      let h = Homography(flattening: child.toParent.concatenating(layer.sublayerSpace))
      for c in e.corners {
        if let p = h.apply(c), p.isFinite { r = r.union(Rect(origin: p, size: .zero)) }
      }
    }
    return r
  }

  /// The shape a shadow is cast from, before offset and blur: the shadow path's box, or what the
  /// layer paints without its shadow.
  func shadowShapeBox(of layer: Layer) -> Rect {
    if let path = layer.shadowPath { return path.controlBounds }
    return sublayerExtent(of: layer).union(contentsBox(layer))
  }

  /// The blurred shadow's box: the shape's box, offset, grown by the blur's reach (3σ).
  func shadowExtent(of layer: Layer) -> Rect {
    let grow = 3 * ShadowMask.sigma(forRadius: layer.shadowRadius) + 1
    return shadowShapeBox(of: layer).offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height)
      .insetBy(dx: -grow, dy: -grow)
  }
}
