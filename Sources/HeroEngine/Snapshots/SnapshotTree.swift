import HeroModel

/// One animated view's layer in the transition container: a snapshot (bitmap or optimized image)
/// or, for `.noSnapshot`, the live view itself.
public struct SnapshotNode: Sendable {
  /// The animated view.
  public let view: ViewID
  /// The node whose layer holds this one as a sublayer; nil = the container.
  public internal(set) var parent: NodeID?
  /// Nodes stacked inside this one, back to front.
  public internal(set) var children: [NodeID] = []
  /// The layer before any animation: placement in the parent and Hero's appearance copies
  /// (hero-semantics §6.3). Sublayers are the live subtree for `.noSnapshot` views, else empty.
  public internal(set) var base: Layer
  /// The bitmap source, when the view is captured as one.
  public let snapshot: Snapshot?
  /// The layer's first sublayer is Hero's content view (the optimized image view): it follows
  /// the layer's corner radius, contentsRect and contentsScale every frame (hero-semantics §6.6).
  public var hasContentLayer: Bool = false
  /// Set for a matched label with `relayoutText`: the layer shows live text, re-laid out every
  /// frame between its own and its partner's attributes (HeroFrames extension).
  public internal(set) var relayout: TextRelayout?
}

/// A `relayoutText` label's two ends: its own text and its matched partner's. The layer always
/// shows its own string; font size, colour and line height move from the disappearing side's
/// values to the appearing side's as the pair's frame animates, and lines wrap at the current
/// width.
public struct TextRelayout: Hashable, Sendable {
  public var own: TextContent
  public var partner: TextContent
  /// True for the appearing (to) view: it starts at the partner's attributes.
  public var appearing: Bool

  /// The text at `fraction` (0 = the transition's start, 1 = its end; may overshoot with springs).
  public func text(at fraction: Double) -> TextContent {
    let (start, end) = appearing ? (partner, own) : (own, partner)
    let f = fraction.isFinite ? fraction : 1
    var text = own
    text.font.size = max(0.01, start.font.size + (end.font.size - start.font.size) * f)
    text.lineHeight = max(0.01, start.lineHeight + (end.lineHeight - start.lineHeight) * f)
    let g = min(max(f, 0), 1)
    let (a, b) = (start.color, end.color)
    text.color = Color(
      red: a.red + (b.red - a.red) * g, green: a.green + (b.green - a.green) * g,
      blue: a.blue + (b.blue - a.blue) * g, alpha: a.alpha + (b.alpha - a.alpha) * g)
    return text
  }
}

/// Hero's snapshot creation, placement and stacking (hero-semantics §6.2, §6.3), simulated once: which layer each
/// animated view becomes, in which parent, in which order.
///
/// Why a simulation: Hero's z-order is the result of a sequence of `addSubview` calls (creation in
/// `insertToViewFirst` order, a matched pair raised together, global descendants re-raised); replaying
/// that sequence on arrays gives exactly the same stacking without UIKit.
public struct SnapshotTree: Sendable {
  public private(set) var nodes = IDArray<NodeID, SnapshotNode>()
  /// The container's snapshot children, back to front (above the live root views).
  public private(set) var containerChildren: [NodeID] = []
  /// Each animated view's node.
  public private(set) var nodeOfView: [ViewID: NodeID] = [:]
  /// While building: when each node was last added to its parent (see `add`).
  private var lastAdded = IDArray<NodeID, AddOrder>()
  private var adds = 0

  /// Builds the nodes for the `animating` views, creating them to side first when
  /// `plan.insertToViewFirst`, else from side first, each side in pre-order.
  init(plan: TransitionPlan, animating: Set<ViewID>) {
    let from = plan.fromViews.filter(animating.contains)
    let to = plan.toViews.filter(animating.contains)
    let order = plan.insertToViewFirst ? to + from : from + to
    let index = plan.index
    let lives: [Side: LiveLayers] = [
      .from: LiveLayers(plan: plan, side: .from, animating: animating),
      .to: LiveLayers(plan: plan, side: .to, animating: animating),
    ]

    var raises = GlobalRaises(index: index)
    for v in order {
      let state = plan.states[v]
      var parent: NodeID?
      if (state?.coordinateSpace ?? .local) == .local {
        var p = index[v].parent
        while let q = p {
          if let n = nodeOfView[q] {
            parent = n
            break
          }
          p = index[q].parent
        }
      }
      let paired = index.pairedView(for: v)
      let pairedText = paired.flatMap { index[$0].view.text }
      let node = Self.makeNode(
        view: index[v], state: state, live: lives[index[v].side]!, pairedText: pairedText)
      let n = nodes.append(node)
      lastAdded.append(AddOrder(time: 0, preorder: -1))
      nodeOfView[v] = n
      if let paired, let pn = nodeOfView[paired] {
        add(pn, to: parent)
        add(n, to: parent)
        // Hero re-adds the global snapshots of the paired view's children and later siblings
        // (`insertGlobalViewTree`). Recorded as one event each, resolved in `resolveRaises`.
        raises.record(parent: paired, from: 0, time: tick())
        if let pp = index[paired].parent {
          raises.record(parent: pp, from: raises.position[paired] + 1, time: tick())
        }
      } else {
        add(n, to: parent)
      }
    }
    resolveRaises(raises, plan: plan)
    stackChildren()
    for n in nodes.indices { place(n, index: index) }
  }

  /// Hero's `insertGlobalViewTree` after each matched pair: every global snapshot in the raised
  /// subtrees is re-added to the container, pre-order. Replaying each re-add walked all later
  /// siblings per matched view (quadratic: 100k matched siblings never finished); instead each raise
  /// is one event, and a node's final place follows from its last add and the latest event that
  /// covers it (an event covers the subtrees of `parent`'s children from a position on, and only
  /// nodes that existed by then). Within one event, pre-order is view-index order.
  private mutating func resolveRaises(_ raises: GlobalRaises, plan: TransitionPlan) {
    var raises = raises
    for (v, n) in nodeOfView where plan.states[v]?.coordinateSpace == .global {
      if let time = raises.latestEvent(covering: v, index: plan.index), time > lastAdded[n].time {
        nodes[n].parent = nil
        lastAdded[n] = AddOrder(time: time, preorder: v.index)
      }
    }
  }

  /// A fresh add time.
  private mutating func tick() -> Int {
    defer { adds += 1 }
    return adds
  }

  /// `addSubview`: moves the node into `parent`, on top of its current children.
  ///
  /// Only the parent and the time of the add are recorded: a parent's final back-to-front order
  /// is its children's order of last add, which `stackChildren` builds once. (Removing the node
  /// from its old parent's list on every add made the re-raising of global views quadratic.)
  private mutating func add(_ n: NodeID, to parent: NodeID?) {
    nodes[n].parent = parent
    lastAdded[n] = AddOrder(time: tick(), preorder: -1)
  }

  /// Fills every node's `children` and `containerChildren`, back to front, from the recorded adds.
  private mutating func stackChildren() {
    for n in nodes.indices.sorted(by: { lastAdded[$0] < lastAdded[$1] }) {
      if let parent = nodes[n].parent {
        nodes[parent].children.append(n)
      } else {
        containerChildren.append(n)
      }
    }
    lastAdded = IDArray()
  }

  /// Positions the node's layer in its final parent: the full map from the view to the parent's
  /// bounds (the ancestor view's, for a local parent) or to the container.
  private mutating func place(_ n: NodeID, index: ViewIndex) {
    let v = nodes[n].view
    var ancestor = nodes[n].parent.map { nodes[$0].view }
    if let a = ancestor, !index.isAncestor(a, of: v) { ancestor = nil }
    let size = index[v].view.size
    var map = index.map(from: v, toAncestor: ancestor)
    if let a = ancestor, let pn = nodes[n].parent {
      // `map` lands in the ancestor view's content space (scrolled by its contentOffset); the
      // parent layer positions sublayers from its own bounds origin: the offset for the live view
      // (`.noSnapshot`), zero for a snapshot (a new view that holds the scrolled picture).
      let origin = nodes[pn].base.boundsOrigin
      map = map.concatenating(ViewGeometry.contentToBounds(index[a].view))
        .concatenating(.translation(x: origin.x, y: origin.y))
    }
    if let p = ViewGeometry.placement(size: size, map: map) {
      nodes[n].base.position = p.position
      nodes[n].base.transform = p.transform
    }
  }

  /// The node for one view, before placement (hero-semantics §6.3 capture and appearance copies).
  static func makeNode(
    view: IndexedView, state: TargetState?, live: LiveLayers, pairedText: TextContent? = nil
  ) -> SnapshotNode {
    let v = view.view
    let type = state?.snapshotType ?? .optimized
    var layer = LiveLayers.plainLayer(for: v, side: view.side, tint: view.tintColor)
    if type == .noSnapshot {
      if v.image == nil && v.text == nil { layer.contents = .view }
      layer.sublayers = live.sublayers(of: v, tint: view.tintColor, descendants: .hiddenStandIns)
      return SnapshotNode(view: view.index, parent: nil, base: layer, snapshot: nil)
    }
    // Every other kind is a new view whose bounds start at the origin: a scrolled view's picture
    // is captured as scrolled.
    layer.boundsOrigin = .zero
    // Snapshot layers composite per sublayer (hero-semantics D14) and carry no background of their own:
    // the view's background is inside the bitmap.
    layer.allowsGroupOpacity = false
    layer.backgroundColor = nil
    if !(state?.displayShadow ?? true) {
      let none = Shadow.none
      (layer.shadowColor, layer.shadowOpacity, layer.shadowOffset) = (none.color, none.opacity, none.offset)
      (layer.shadowRadius, layer.shadowPath) = (none.radius, none.path)
    }
    if state?.relayoutText == true, let own = v.text, let partner = pairedText,
      !v.children.contains(where: { !$0.isHidden })
    {
      // HeroFrames extension: live text on the label's own (clear or coloured) layer instead of a
      // bitmap; the cross-fade of the pair still applies.
      layer.backgroundColor = v.backgroundColor
      layer.contents = .text(own)
      var node = SnapshotNode(view: view.index, parent: nil, base: layer, snapshot: nil)
      node.relayout = TextRelayout(own: own, partner: partner, appearing: view.side == .to)
      return node
    }
    let optimizedImage = type == .optimized && v.image != nil && !v.children.contains { !$0.isHidden }
    if optimizedImage, let image = v.image {
      // Hero's UIImageView case: a plain container holding a fresh image view of the bounds'
      // size, with the view's content mode and background, clipped to the rounded bounds; it
      // re-lays out by its content mode as the container's size animates. It keeps the tint.
      let content = Layer(
        key: view.key.description + "/content", position: Point(v.size.width / 2, v.size.height / 2),
        size: v.size, backgroundColor: v.backgroundColor, cornerRadius: v.cornerRadius, masksToBounds: true,
        contents: .image(path: image.path), contentsRect: image.contentsRect, contentsGravity: image.gravity,
        contentsTint: image.rendering == .template ? view.tintColor : nil)
      layer.contents = .none
      layer.contentsTint = nil
      layer.sublayers = [content]
      var node = SnapshotNode(view: view.index, parent: nil, base: layer, snapshot: nil)
      node.hasContentLayer = true
      return node
    }
    if type == .optimized, v.effect != nil {
      // Hero's UIVisualEffectView case: a new, live effect view with the same effect and nothing
      // in it (the original's subviews are not copied), so it blurs whatever lies behind it in
      // every frame. The layer keeps `effect` from `plainLayer`; its image, if any, is dropped.
      layer.contents = .none
      layer.contentsTint = nil
      return SnapshotNode(view: view.index, parent: nil, base: layer, snapshot: nil)
    }
    layer.effect = nil
    let id = view.key.description
    layer.contents = .snapshot(id: id)
    layer.contentsRect = .unit
    layer.contentsGravity = .resize
    return SnapshotNode(
      view: view.index, parent: nil, base: layer, snapshot: live.snapshot(of: v, tint: view.tintColor, id: id)
    )
  }

  /// Replaces a node's base layer (after `beginWith` has been applied).
  mutating func setBase(_ layer: Layer, of n: NodeID) { nodes[n].base = layer }
}

/// When a node was last added: the add's time, then (for the nodes one raise re-adds together)
/// their pre-order position.
struct AddOrder: Comparable {
  var time: Int
  var preorder: Int
  static func < (a: AddOrder, b: AddOrder) -> Bool { (a.time, a.preorder) < (b.time, b.preorder) }
}

/// The raise events of `SnapshotTree.init`, per parent view, and the queries that resolve them.
struct GlobalRaises {
  /// `v`'s position among its parent's children.
  let position: IDArray<ViewID, Int>
  /// Per parent view: (first child position covered, time), in time order.
  private var events: [ViewID: [(from: Int, time: Int)]] = [:]
  /// Per parent view, built on first query: events sorted by `from` with the running maximum time.
  private var prefixMaxima: [ViewID: (from: [Int], latest: [Int])] = [:]
  private var built = false

  init(index: ViewIndex) {
    var position = IDArray<ViewID, Int>(repeating: 0, count: index.views.count)
    for v in index.views.indices {
      for (k, c) in index[v].children.enumerated() { position[c] = k }
    }
    self.position = position
  }

  mutating func record(parent: ViewID, from: Int, time: Int) {
    guard from < Int.max else { return }
    events[parent, default: []].append((from, time))
    built = false
  }

  /// The latest event covering view `v` (an event at an ancestor's parent covering that ancestor).
  mutating func latestEvent(covering v: ViewID, index: ViewIndex) -> Int? {
    if !built { build() }
    var best: Int?
    var child = v
    while let parent = index[child].parent {
      if let table = prefixMaxima[parent] {
        // Events whose `from` ≤ the child's position: binary search in the sorted starts.
        var (low, high) = (0, table.from.count)
        while low < high {
          let mid = (low + high) / 2
          if table.from[mid] <= position[child] { low = mid + 1 } else { high = mid }
        }
        if low > 0 { best = max(best ?? Int.min, table.latest[low - 1]) }
      }
      child = parent
    }
    return best
  }

  private mutating func build() {
    prefixMaxima = [:]
    for (parent, list) in events {
      let sorted = list.sorted { $0.from < $1.from }
      var latest: [Int] = []
      var running = Int.min
      for e in sorted {
        running = max(running, e.time)
        latest.append(running)
      }
      prefixMaxima[parent] = (sorted.map(\.from), latest)
    }
    built = true
  }
}
