import HeroModel

/// Layers for real (live) views: the root views left in the container, a `.noSnapshot` view's
/// subtree, and the contents of a snapshot bitmap.
///
/// Why one builder: all three are "draw this view tree as UIKit would", differing only in which
/// animated descendants are replaced (a hidden stand-in, or nothing) and how the top layer is
/// neutralised.
struct LiveLayers {
  let side: Side
  /// Whether a view (by id) is animating; animating views are drawn by their own snapshots.
  let isAnimating: (String) -> Bool
  /// Views animating as `.noSnapshot` have been moved out of the live tree altogether.
  let isMovedOut: (String) -> Bool

  /// The live layers of `side` of `plan` while the views `animating` (plan indices) are drawn by
  /// their own snapshot layers.
  init(plan: TransitionPlan, side: Side, animating: Set<ViewID>) {
    let index = plan.index
    self.side = side
    self.isAnimating = { id in index.index(of: ViewKey(side, id)).map(animating.contains) ?? false }
    self.isMovedOut = { id in
      guard let i = index.index(of: ViewKey(side, id)), animating.contains(i) else { return false }
      return plan.states[i]?.snapshotType == .noSnapshot
    }
  }

  /// How animating descendants appear in the tree being built.
  enum AnimatedDescendants {
    /// As Hero leaves them in the live hierarchy: alpha 0 (drawn as opacity 0 without sublayers,
    /// whose content is in the view's own snapshot).
    case hiddenStandIns
    /// Left out: a snapshot bitmap never contains an animated descendant (hero-semantics D14).
    case omitted
  }

  /// The layer of `view` in its parent's coordinates, with its live subtree. `tint` is the view's
  /// resolved tint colour (its own or inherited).
  func layer(for view: View, tint: Color, descendants: AnimatedDescendants) -> Layer {
    var layer = Self.plainLayer(for: view, side: side, tint: tint)
    layer.sublayers = sublayers(of: view, tint: tint, descendants: descendants)
    return layer
  }

  /// The sublayers of `view`'s live subtree (`tint`: the view's resolved tint, which its subviews
  /// inherit unless they set their own).
  func sublayers(of view: View, tint: Color, descendants: AnimatedDescendants) -> [Layer] {
    var out: [Layer] = []
    for child in view.children {
      let childTint = child.tintColor ?? tint
      if isAnimating(child.id) {
        guard descendants == .hiddenStandIns, !isMovedOut(child.id) else { continue }
        var standIn = Self.plainLayer(for: child, side: side, tint: childTint)
        standIn.opacity = 0
        standIn.key = ViewKey(side, child.id).standInKey
        out.append(standIn)
      } else {
        out.append(layer(for: child, tint: childTint, descendants: descendants))
      }
    }
    return out
  }

  /// A snapshot of `view` (hero-semantics §6.3 capture): its own subtree in the snapshot's coordinates, the root
  /// at corner radius 0, opacity 1 and without shadow (the border stays), animated descendants
  /// left out.
  func snapshot(of view: View, tint: Color, id: String) -> Snapshot {
    var root = layer(for: view, tint: tint, descendants: .omitted)
    root.position = Point(view.size.width / 2, view.size.height / 2)
    root.transform = .identity
    root.cornerRadius = 0
    root.opacity = 1
    root.isHidden = false
    root.shadowOpacity = 0
    root.shadowRadius = 0
    root.shadowOffset = .zero
    root.shadowPath = nil
    return Snapshot(id: id, size: view.size, layers: [root])
  }

  /// The view's own layer without sublayers: geometry in its parent (its bounds origin at the
  /// view's `contentOffset`), appearance as set in the scene; image views show their image (a
  /// template image filled with `tint`, the view's resolved tint colour), labels their text;
  /// effect views carry their material.
  static func plainLayer(for view: View, side: Side, tint: Color) -> Layer {
    let shadow = view.shadow ?? .none
    var layer = Layer(
      key: ViewKey(side, view.id).description, side: side, view: view.id, heroID: view.heroID,
      position: view.position, size: view.size, transform: view.transform, opacity: view.opacity,
      allowsGroupOpacity: true, zPosition: view.zPosition, isHidden: view.isHidden,
      backgroundColor: view.backgroundColor, cornerRadius: view.cornerRadius,
      masksToBounds: view.masksToBounds, borderWidth: view.border?.width ?? 0,
      borderColor: view.border?.color ?? .black, shadowColor: shadow.color, shadowOpacity: shadow.opacity,
      shadowOffset: shadow.offset, shadowRadius: shadow.radius, shadowPath: shadow.path)
    layer.boundsOrigin = view.contentOffset
    layer.effect = view.effect
    if let image = view.image {
      layer.contents = .image(path: image.path)
      layer.contentsRect = image.contentsRect
      layer.contentsGravity = image.gravity
      layer.contentsTint = image.rendering == .template ? tint : nil
    } else if let text = view.text {
      layer.contents = .text(text)
      layer.contentsGravity = text.contentMode.gravity
    }
    return layer
  }
}
