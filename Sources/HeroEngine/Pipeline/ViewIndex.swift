import HeroModel

/// One collected view of a screen, with everything the passes and the animator ask about it.
public struct IndexedView: Sendable {
  public let key: ViewKey
  /// The scene view (with its real children, collected or not).
  public let view: View
  /// Position in `ViewIndex.views`.
  public let index: ViewID
  /// The collected parent, nil for a root.
  public let parent: ViewID?
  /// Collected children, back to front.
  public internal(set) var children: [ViewID]
  /// Where the view sits in the scene: `to.children[2]`.
  public let path: String
  /// The map from the view's bounds to the container (full geometry, hero-semantics D6).
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

/// Both screens flattened in pre-order (hero-semantics §4.2), from side first, with parent links,
/// container-space geometry, the visibility filter and the heroID maps.
///
/// Why values and indices: passes look views up by key and walk parents and children constantly;
/// an array plus integer links keeps that cheap and deterministic (no object identity).
public struct ViewIndex: Sendable {
  /// From side (pre-order), then to side (pre-order).
  public let views: IDArray<ViewID, IndexedView>
  /// The from side's collected views, pre-order.
  public let fromViews: [ViewID]
  /// The to side's collected views, pre-order.
  public let toViews: [ViewID]
  /// The from screen's root view (in `views` even when hero-disabled, and then not collected).
  public let fromRoot: ViewID
  /// The to screen's root view (in `views` even when hero-disabled, and then not collected).
  public let toRoot: ViewID
  /// The initial target states (from each view's modifiers; nil when it has none or was
  /// filtered out), parallel to `views`.
  public let initialStates: IDArray<ViewID, TargetState?>
  let byKey: [ViewKey: ViewID]
  /// The most translucent views nested in one another on either screen (`View.isTranslucent`, at
  /// most `View.maximumGroupNesting`): each is drawn in a raster of its own, all held at once.
  public let deepestGroupNesting: Int
  /// heroID → view, per side, visible views only; the last in pre-order wins.
  let sourceIDs: [String: ViewID]
  let destinationIDs: [String: ViewID]

  /// Flattens both roots of `scene`.
  ///
  /// The views that take part (`View.subviewsTakingPart`) are collected, hidden ones too. A
  /// hero-disabled **root** is still listed in `views` (Hero keeps the real root view in the
  /// container, where it stays live) but not in `fromViews` / `toViews`: no pass sees it and it
  /// never animates. Throws on non-finite geometry, negative sizes and duplicate ids.
  public init(scene: Scene) throws(TransitionError) {
    var builder = Builder(container: Rect(origin: .zero, size: scene.canvas.size))
    let fromRoot = try builder.collect(scene.from, side: .from, path: "from")
    let toRoot = try builder.collect(scene.to, side: .to, path: "to")
    let views = builder.views
    self.views = views
    self.fromViews = (fromRoot..<toRoot).filter { views[$0].view.isHeroEnabled }
    self.toViews = (toRoot..<views.endIndex).filter { views[$0].view.isHeroEnabled }
    self.fromRoot = fromRoot
    self.toRoot = toRoot
    self.initialStates = builder.states
    self.byKey = builder.byKey
    self.sourceIDs = builder.heroIDs[.from]!
    self.destinationIDs = builder.heroIDs[.to]!
    self.deepestGroupNesting = builder.deepestGroupNesting
  }

  /// The lists of `ViewIndex` while a screen is walked.
  private struct Builder {
    let container: Rect
    var views = IDArray<ViewID, IndexedView>()
    var states = IDArray<ViewID, TargetState?>()
    var byKey: [ViewKey: ViewID] = [:]
    var heroIDs: [Side: [String: ViewID]] = [.from: [:], .to: [:]]
    var deepestGroupNesting = 0

    /// Collects `view` (a root when `parent` is nil) and, pre-order, its subviews that take part.
    mutating func collect(
      _ view: View, side: Side, parent: ViewID? = nil, parentMap: Transform3D? = nil,
      parentTint: Color = View.defaultTintColor, shadowNesting: Int = 0, groupNesting: Int = 0, path: String
    ) throws(TransitionError) -> ViewID {
      let id = try register(view, side: side, parent: parent, parentMap: parentMap, parentTint: parentTint, path: path)
      // The compositor refuses deeper nests when it paints them; a scene's own are refused here,
      // with their path, so that `hero lint` refuses what `hero render` cannot draw.
      let nesting = try Self.nesting(
        shadowNesting, adding: view.castsShadow, limit: Shadow.maximumNesting, path: path + ".shadow"
      ) {
        "this shadow is cast inside \($0) views that cast shadows; at most \($1) shadows may nest, since \(Shadow.nestingCost): remove the shadows of some of these views"
      }
      let groups = try Self.nesting(
        groupNesting, adding: view.isTranslucent, limit: View.maximumGroupNesting, path: path + ".opacity"
      ) {
        "this view is translucent (opacity \(view.opacity)) inside \($0) translucent views; at most \($1) may nest, since \(View.groupNestingCost): make some of these views opaque"
      }
      deepestGroupNesting = max(deepestGroupNesting, groups)
      // Subviews' frames are in the content space: scrolled by the view's contentOffset.
      let contentMap = ViewGeometry.contentToBounds(view).concatenating(views[id].toContainer)
      var children: [ViewID] = []
      for (position, child) in view.subviewsTakingPart {
        children.append(
          try collect(
            child, side: side, parent: id, parentMap: contentMap, parentTint: views[id].tintColor,
            shadowNesting: nesting, groupNesting: groups, path: "\(path).children[\(position)]"))
      }
      views[id].children = children
      return id
    }

    /// `outer` enclosing views of a kind, plus this one when `adding`; throws at `path` past `limit`
    /// with `message(outer, limit)`.
    private static func nesting(
      _ outer: Int, adding: Bool, limit: Int, path: String, message: (Int, Int) -> String
    ) throws(TransitionError) -> Int {
      let count = outer + (adding ? 1 : 0)
      guard count <= limit else { throw TransitionError(path: path, message: message(outer, limit)) }
      return count
    }

    /// Checks `view`, places it in the container, applies the visibility filter and lists it.
    private mutating func register(
      _ view: View, side: Side, parent: ViewID?, parentMap: Transform3D?, parentTint: Color, path: String
    ) throws(TransitionError) -> ViewID {
      try ViewIndex.validate(view, path: path)
      let key = ViewKey(side, view.id)
      guard byKey[key] == nil else {
        throw TransitionError(
          path: path,
          message: "duplicate view id '\(view.id)' on the \(side.rawValue) screen; ids must be unique")
      }
      let map = parentMap.map { ViewGeometry.compose(view.toParent, $0) } ?? view.toParent
      guard let place = ViewGeometry.placement(size: view.size, map: map) else {
        throw TransitionError(
          path: path, message: "the view's transform puts it behind the viewer; check its perspective")
      }
      let box = ViewGeometry.boundingBox(of: view.size, mappedBy: map)
      let state = view.modifiers.isEmpty ? nil : TargetState(modifiers: view.modifiers)
      let visible =
        view.isHeroEnabled && ((state?.forceAnimate ?? false) || (box?.intersects(container) ?? false))
      let id = views.append(
        IndexedView(
          key: key, view: view, index: ViewID(views.count), parent: parent, children: [], path: path,
          toContainer: map, containerPosition: place.position, containerBox: box, isVisible: visible,
          tintColor: view.tintColor ?? parentTint))
      states.append(visible ? state : nil)
      byKey[key] = id
      if visible, let heroID = view.heroID { heroIDs[side]![heroID] = id }
      return id
    }
  }

  /// The index of the view with `key`, if it was collected.
  public func index(of key: ViewKey) -> ViewID? { byKey[key] }

  /// The view with `key` if it takes part in the transition (`View.subviewsTakingPart`): collected,
  /// and not a hero-disabled root.
  public func viewTakingPart(_ key: ViewKey) -> ViewID? {
    byKey[key].flatMap { views[$0].view.isHeroEnabled ? $0 : nil }
  }

  public subscript(_ i: ViewID) -> IndexedView { views[i] }

  /// The visible view with `heroID` on `side`.
  public func view(heroID: String, on side: Side) -> ViewID? {
    side == .from ? sourceIDs[heroID] : destinationIDs[heroID]
  }

  /// Hero's `pairedView(for:)`: the view on the other side with the same heroID, when this view
  /// is the one registered for that id on its own side.
  public func pairedView(for i: ViewID) -> ViewID? {
    let v = views[i]
    guard let id = v.view.heroID else { return nil }
    switch v.side {
    case .from: return sourceIDs[id] == i ? destinationIDs[id] : nil
    case .to: return destinationIDs[id] == i ? sourceIDs[id] : nil
    }
  }

  /// Every collected descendant of `i`, pre-order.
  public func descendants(of i: ViewID) -> [ViewID] {
    var out: [ViewID] = []
    func walk(_ j: ViewID) {
      for c in views[j].children {
        out.append(c)
        walk(c)
      }
    }
    walk(i)
    return out
  }

  /// Whether `a` is a proper ancestor of `b`.
  public func isAncestor(_ a: ViewID, of b: ViewID) -> Bool {
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
  public func map(from i: ViewID, toAncestor ancestor: ViewID?) -> Transform3D {
    guard let ancestor else { return views[i].toContainer }
    var m = views[i].view.toParent
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
      let blurs = VisualEffect.blurRange
      guard effect.isFinite, blurs.contains(effect.blur), effect.saturation >= 0 else {
        throw TransitionError(
          path: path + ".effect",
          message:
            "blur must be in \(Int(blurs.lowerBound))…\(Int(blurs.upperBound)) points and saturation ≥ 0, all finite (found blur \(effect.blur), saturation \(effect.saturation))"
        )
      }
    }
  }
}
