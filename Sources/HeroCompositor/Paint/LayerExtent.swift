import HeroModel

/// Where a layer (with its subtree and shadow) can paint, in its own bounds coordinates (points).
///
/// Used to size offscreen surfaces (perspective warps, opacity groups, shadow masks); it may
/// overestimate what is painted. It underestimates in one case: under perspective, corners that land
/// behind the eye are dropped (they have no image), so the extent covers only the visible part.
struct LayerExtent {
  /// The rect image contents cover (gravity can overflow the bounds); the bounds when unknown.
  var contentsBox: (Layer) -> Rect

  /// The unclipped box (subtree and contents) is measured at most once per layer and shared by the
  /// painted box and the shadow's shape: measuring it twice per shadowed layer doubled the work at
  /// every level (2^depth for nested shadowed views).
  func extent(of layer: Layer) -> Rect {
    let shadow = layer.hasVisibleShadow
    let unclipped =
      !layer.masksToBounds || (shadow && layer.shadowPath == nil) ? unclippedBox(of: layer) : layer.bounds
    var r = layer.masksToBounds ? layer.bounds : unclipped
    if shadow {
      r = r.union(shadowExtent(of: layer, shape: layer.shadowPath?.controlBounds ?? unclipped))
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

  /// What the layer paints without its shadow and without clipping to its bounds.
  func unclippedBox(of layer: Layer) -> Rect {
    sublayerExtent(of: layer).union(contentsBox(layer))
  }

  /// The shape a shadow is cast from, before offset and blur: the shadow path's box, or what the
  /// layer paints without its shadow.
  func shadowShapeBox(of layer: Layer) -> Rect {
    layer.shadowPath?.controlBounds ?? unclippedBox(of: layer)
  }

  /// The blurred shadow's box: `shape` (see `shadowShapeBox(of:)`), offset, grown by the blur's reach (3σ).
  func shadowExtent(of layer: Layer, shape: Rect) -> Rect {
    let grow = 3 * ShadowMask.sigma(forRadius: layer.shadowRadius) + 1
    return shape.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height)
      .insetBy(dx: -grow, dy: -grow)
  }
}
