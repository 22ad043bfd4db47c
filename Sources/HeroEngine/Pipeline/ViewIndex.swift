import HeroModel

/// One collected view of a screen, with everything the passes and the animator ask about it.
public struct IndexedView: Sendable {
  public let key: ViewKey
  /// The scene view (with its real children, collected or not).
  public let view: View
  /// Position in `ViewIndex.views`.
  public let index: Int
  /// The collected parent, nil for a root.
  public let parent: Int?
  /// Collected children, back to front.
  public let children: [Int]
  /// Where the view sits in the scene: `to.children[2]`.
  public let path: String
  /// The map from the view's bounds to the container (full geometry, decision 6).
  public let toContainer: Transform3D
  /// The view's layer position (its anchor) in container coordinates, points.
  public let containerPosition: Point
  /// The axis-aligned bounding box of the view in container coordinates; nil when part of it
  /// lands behind the viewer.
  public let containerBox: Rect?
  /// Whether the view passed the visibility filter (on screen, or `forceAnimate`).
  public let isVisible: Bool
  /// UIKit's resolved `tintColor`: the view's own, else the nearest ancestor's, else the default.
  public let tintColor: Color

  public var side: Side { key.side }
  public var isRoot: Bool { parent == nil }
}

/// Both screens flattened in pre-order (hero-spec §4.2), from side first, with parent links,
/// container-space geometry, the visibility filter and the heroID maps.
///
/// Why values and indices: passes look views up by key and walk parents and children constantly;
/// an array plus integer links keeps that cheap and deterministic (no object identity).
public struct ViewIndex: Sendable {
  /// From side (pre-order), then to side (pre-order).
  public let views: [IndexedView]
  /// Indices of the from side's collected views, pre-order.
  public let fromViews: [Int]
  /// Indices of the to side's collected views, pre-order.
  public let toViews: [Int]
  /// The from screen's root view (in `views` even when hero-disabled, and then not collected).
  public let fromRoot: Int
  /// The to screen's root view (in `views` even when hero-disabled, and then not collected).
  public let toRoot: Int
  /// The initial target states (from each view's modifiers; nil when it has none or was
  /// filtered out), parallel to `views`.
  public let initialStates: [TargetState?]
  let byKey: [ViewKey: Int]
  /// heroID → view, per side, visible views only; the last in pre-order wins.
  let sourceIDs: [String: Int]
  let destinationIDs: [String: Int]

  /// Flattens both roots of `scene`.
  ///
  /// Views with `isHeroEnabled == false` contribute nothing (nor their subtrees); a view with
  /// `isHeroEnabledForSubviews == false` is kept without its subviews; hidden views are still
  /// collected. A hero-disabled **root** is still listed in `views` (Hero keeps the real root view
  /// in the container, where it stays live) but not in `fromViews` / `toViews`: no pass sees it and
  /// it never animates. Throws on non-finite geometry, negative sizes and duplicate ids.
  public init(scene: Scene) throws(TransitionError) {
    var views: [IndexedView] = []
    var states: [TargetState?] = []
    var byKey: [ViewKey: Int] = [:]
    var ids: [Side: [String: Int]] = [.from: [:], .to: [:]]
    var collected: [Bool] = []
    let container = Rect(origin: .zero, size: scene.canvas.size)

    func collect(
      _ view: View, side: Side, parent: Int?, parentMap: Transform3D?, parentTint: Color, path: String
    ) throws(TransitionError) {
      guard view.isHeroEnabled || parent == nil else { return }
      try Self.validate(view, path: path)
      let key = ViewKey(side, view.id)
      guard byKey[key] == nil else {
        throw TransitionError(
          path: path,
          message: "duplicate view id '\(view.id)' on the \(side.rawValue) screen; ids must be unique")
      }
      var map = ViewGeometry.toParent(view)
      if let parentMap { map = ViewGeometry.compose(map, parentMap) }
      guard let place = ViewGeometry.placement(size: view.size, map: map) else {
        throw TransitionError(
          path: path, message: "the view's transform puts it behind the viewer; check its perspective")
      }
      let box = ViewGeometry.boundingBox(of: view.size, mappedBy: map)
      let state = view.modifiers.isEmpty ? nil : TargetState(modifiers: view.modifiers)
      let visible =
        view.isHeroEnabled && ((state?.forceAnimate ?? false) || (box?.intersects(container) ?? false))
      let index = views.count
      let tint = view.tintColor ?? parentTint
      byKey[key] = index
      views.append(
        IndexedView(
          key: key, view: view, index: index, parent: parent, children: [], path: path, toContainer: map,
          containerPosition: place.position, containerBox: box, isVisible: visible, tintColor: tint))
      states.append(visible ? state : nil)
      collected.append(view.isHeroEnabled)
      if visible, let heroID = view.heroID { ids[side]![heroID] = index }
      guard view.isHeroEnabled && view.isHeroEnabledForSubviews else { return }
      var children: [Int] = []
      // Subviews' frames are in the content space: scrolled by the view's contentOffset.
      let contentMap = ViewGeometry.contentToBounds(view).concatenating(map)
      for (i, child) in view.children.enumerated() {
        let before = views.count
        try collect(
          child, side: side, parent: index, parentMap: contentMap, parentTint: tint,
          path: "\(path).children[\(i)]")
        if views.count > before { children.append(before) }
      }
      let v = views[index]
      views[index] = IndexedView(
        key: v.key, view: v.view, index: v.index, parent: v.parent, children: children, path: v.path,
        toContainer: v.toContainer, containerPosition: v.containerPosition, containerBox: v.containerBox,
        isVisible: v.isVisible, tintColor: v.tintColor)
    }

    let tint = View.defaultTintColor
    try collect(scene.from, side: .from, parent: nil, parentMap: nil, parentTint: tint, path: "from")
    let fromCount = views.count
    try collect(scene.to, side: .to, parent: nil, parentMap: nil, parentTint: tint, path: "to")
    self.views = views
    self.fromViews = (0..<fromCount).filter { collected[$0] }
    self.toViews = (fromCount..<views.count).filter { collected[$0] }
    self.fromRoot = 0
    self.toRoot = fromCount
    self.initialStates = states
    self.byKey = byKey
    self.sourceIDs = ids[.from]!
    self.destinationIDs = ids[.to]!
  }

  /// The index of the view with `key`, if it was collected.
  public func index(of key: ViewKey) -> Int? { byKey[key] }

  public subscript(_ i: Int) -> IndexedView { views[i] }

  /// The visible view with `heroID` on `side`.
  public func view(heroID: String, on side: Side) -> Int? {
    side == .from ? sourceIDs[heroID] : destinationIDs[heroID]
  }

  /// Hero's `pairedView(for:)`: the view on the other side with the same heroID, when this view
  /// is the one registered for that id on its own side.
  public func pairedView(for i: Int) -> Int? {
    let v = views[i]
    guard let id = v.view.heroID else { return nil }
    switch v.side {
    case .from: return sourceIDs[id] == i ? destinationIDs[id] : nil
    case .to: return destinationIDs[id] == i ? sourceIDs[id] : nil
    }
  }

  /// Every collected descendant of `i`, pre-order.
  public func descendants(of i: Int) -> [Int] {
    var out: [Int] = []
    func walk(_ j: Int) {
      for c in views[j].children {
        out.append(c)
        walk(c)
      }
    }
    walk(i)
    return out
  }

  /// Whether `a` is a proper ancestor of `b`.
  public func isAncestor(_ a: Int, of b: Int) -> Bool {
    var p = views[b].parent
    while let q = p {
      if q == a { return true }
      p = views[q].parent
    }
    return false
  }

  /// The map from `i`'s bounds to the content space of its ancestor `ancestor` (where the
  /// ancestor's subviews' frames live; or to the container when nil), composed level by level with
  /// flattening.
  public func map(from i: Int, toAncestor ancestor: Int?) -> Transform3D {
    guard let ancestor else { return views[i].toContainer }
    var m = ViewGeometry.toParent(views[i].view)
    var p = views[i].parent
    while let q = p, q != ancestor {
      m = ViewGeometry.compose(m, ViewGeometry.contentToParent(views[q].view))
      p = views[q].parent
    }
    return m
  }

  static func validate(_ v: View, path: String) throws(TransitionError) {
    guard v.frame.isFinite else {
      throw TransitionError(path: path, message: "frame is not finite (\(v.frame)); use finite numbers")
    }
    if v.frame.size.width < 0 || v.frame.size.height < 0 {
      throw TransitionError(
        path: path,
        message:
          "frame has a negative size (\(v.frame.size.width) × \(v.frame.size.height)); sizes must be ≥ 0")
    }
    guard v.transform.isFinite else {
      throw TransitionError(path: path, message: "transform is not finite")
    }
    let numbers = [
      v.opacity, v.cornerRadius, v.zPosition, v.border?.width ?? 0, v.shadow?.opacity ?? 0,
      v.shadow?.radius ?? 0, v.contentOffset.x, v.contentOffset.y,
    ]
    let colors = [v.backgroundColor, v.border?.color, v.shadow?.color, v.tintColor].compactMap { $0 }
    guard numbers.allSatisfy(\.isFinite), colors.allSatisfy(\.isFinite), v.shadow?.offset.isFinite ?? true,
      v.image?.contentsRect.isFinite ?? true
    else {
      throw TransitionError(
        path: path,
        message:
          "opacity, corner radius, zPosition, contentOffset, a colour, border, shadow or contentsRect is not finite"
      )
    }
    if let effect = v.effect {
      guard effect.isFinite, effect.blur >= 0, effect.saturation >= 0 else {
        throw TransitionError(
          path: path + ".effect",
          message:
            "blur and saturation must be finite and ≥ 0, the tint finite (found blur \(effect.blur), saturation \(effect.saturation))"
        )
      }
    }
  }
}
