import HeroModel

/// One animated view's layer in the transition container: a snapshot (bitmap or optimized image)
/// or, for `.noSnapshot`, the live view itself.
public struct SnapshotNode: Sendable {
  /// The animated view (index into the plan's `ViewIndex`).
  public let view: Int
  /// The node whose layer holds this one as a sublayer; nil = the container.
  public internal(set) var parent: Int?
  /// Nodes stacked inside this one, back to front.
  public internal(set) var children: [Int] = []
  /// The layer before any animation: placement in the parent and Hero's appearance copies
  /// (§6.3). Sublayers are the live subtree for `.noSnapshot` views, else empty.
  public internal(set) var base: Layer
  /// The bitmap source, when the view is captured as one.
  public let snapshot: Snapshot?
  /// The layer's first sublayer is Hero's content view (the optimized image view): it follows
  /// the layer's corner radius, contentsRect and contentsScale every frame (§6.6).
  public var hasContentLayer: Bool = false
}

/// Hero's snapshot creation, placement and stacking (§6.2, §6.3), simulated once: which layer each
/// animated view becomes, in which parent, in which order.
///
/// Why a simulation: Hero's z-order is the result of a sequence of `addSubview` calls (creation in
/// `insertToViewFirst` order, a matched pair raised together, global descendants re-raised); replaying
/// that sequence on arrays gives exactly the same stacking without UIKit.
public struct SnapshotTree: Sendable {
  public private(set) var nodes: [SnapshotNode] = []
  /// The container's snapshot children, back to front (above the live root views).
  public private(set) var containerChildren: [Int] = []
  /// Node index by view index.
  public private(set) var nodeOfView: [Int: Int] = [:]
  /// While building: when each node was last added to its parent (see `add`).
  private var lastAdded: [Int] = []
  private var adds = 0

  /// Builds the nodes for `animating` views (indices into `plan.index`), creating them to side
  /// first when `plan.insertToViewFirst`, else from side first, each side in pre-order.
  init(plan: TransitionPlan, animating: Set<Int>) {
    let from = plan.fromViews.filter(animating.contains)
    let to = plan.toViews.filter(animating.contains)
    let order = plan.insertToViewFirst ? to + from : from + to
    let index = plan.index
    let lives: [Side: LiveLayers] = [
      .from: LiveLayers(plan: plan, side: .from, animating: animating),
      .to: LiveLayers(plan: plan, side: .to, animating: animating),
    ]

    let globals = GlobalSubtrees(plan: plan)
    for v in order {
      let state = plan.states[v]
      var parent: Int?
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
      let node = Self.makeNode(view: index[v], state: state, live: lives[index[v].side]!)
      let n = nodes.count
      nodes.append(node)
      lastAdded.append(0)
      nodeOfView[v] = n
      if let paired = index.pairedView(for: v), let pn = nodeOfView[paired] {
        add(pn, to: parent)
        add(n, to: parent)
        for c in index[paired].children { raiseGlobal(c, plan: plan, globals: globals) }
        for s in globals.laterSiblings(of: paired, in: index) { raiseGlobal(s, plan: plan, globals: globals) }
      } else {
        add(n, to: parent)
      }
    }
    stackChildren()
    for n in nodes.indices { place(n, index: index) }
  }

  /// Hero's `insertGlobalViewTree`: re-adds to the container the global snapshots of `v`'s subtree,
  /// pre-order.
  /// Subtrees without a global view are skipped: they would add nothing.
  private mutating func raiseGlobal(_ v: Int, plan: TransitionPlan, globals: GlobalSubtrees) {
    guard globals.contains[v] else { return }
    if plan.states[v]?.coordinateSpace == .global, let n = nodeOfView[v] { add(n, to: nil) }
    for c in plan.index[v].children { raiseGlobal(c, plan: plan, globals: globals) }
  }

  /// `addSubview`: moves the node into `parent`, on top of its current children.
  ///
  /// Only the parent and the time of the add are recorded: a parent's final back-to-front order
  /// is its children's order of last add, which `stackChildren` builds once. (Removing the node
  /// from its old parent's list on every add made the re-raising of global views quadratic.)
  private mutating func add(_ n: Int, to parent: Int?) {
    nodes[n].parent = parent
    lastAdded[n] = adds
    adds += 1
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
    lastAdded = []
  }

  /// Positions the node's layer in its final parent: the full map from the view to the parent's
  /// bounds (the ancestor view's, for a local parent) or to the container.
  private mutating func place(_ n: Int, index: ViewIndex) {
    let v = nodes[n].view
    var ancestor = nodes[n].parent.map { nodes[$0].view }
    if let a = ancestor, !index.isAncestor(a, of: v) { ancestor = nil }
    let size = index[v].view.size
    let map = index.map(from: v, toAncestor: ancestor)
    if let p = ViewGeometry.placement(size: size, map: map) {
      nodes[n].base.position = p.position
      nodes[n].base.transform = p.transform
    }
  }

  /// The node for one view, before placement (§6.3 capture and appearance copies).
  static func makeNode(view: IndexedView, state: TargetState?, live: LiveLayers) -> SnapshotNode {
    let v = view.view
    let type = state?.snapshotType ?? .optimized
    var layer = LiveLayers.plainLayer(for: v, side: view.side)
    if type == .noSnapshot {
      if v.image == nil { layer.contents = .view }
      layer.sublayers = live.sublayers(of: v, descendants: .hiddenStandIns)
      return SnapshotNode(view: view.index, parent: nil, base: layer, snapshot: nil)
    }
    // Snapshot layers composite per sublayer (decision 14) and carry no background of their own:
    // the view's background is inside the bitmap.
    layer.allowsGroupOpacity = false
    layer.backgroundColor = nil
    if !(state?.displayShadow ?? true) {
      let none = Shadow.none
      (layer.shadowColor, layer.shadowOpacity, layer.shadowOffset) = (none.color, none.opacity, none.offset)
      (layer.shadowRadius, layer.shadowPath) = (none.radius, none.path)
    }
    let optimizedImage = type == .optimized && v.image != nil && !v.children.contains { !$0.isHidden }
    if optimizedImage, let image = v.image {
      // Hero's UIImageView case: a plain container holding a fresh image view of the bounds'
      // size, with the view's content mode and background, clipped to the rounded bounds; it
      // re-lays out by its content mode as the container's size animates.
      let content = Layer(
        key: view.key.description + "/content", position: Point(v.size.width / 2, v.size.height / 2),
        size: v.size, backgroundColor: v.backgroundColor, cornerRadius: v.cornerRadius, masksToBounds: true,
        contents: .image(path: image.path), contentsRect: image.contentsRect, contentsGravity: image.gravity)
      layer.contents = .none
      layer.sublayers = [content]
      var node = SnapshotNode(view: view.index, parent: nil, base: layer, snapshot: nil)
      node.hasContentLayer = true
      return node
    }
    let id = view.key.description
    layer.contents = .snapshot(id: id)
    layer.contentsRect = .unit
    layer.contentsGravity = .resize
    return SnapshotNode(view: view.index, parent: nil, base: layer, snapshot: live.snapshot(of: v, id: id))
  }

  /// Replaces a node's base layer (after `beginWith` has been applied).
  mutating func setBase(_ layer: Layer, of n: Int) { nodes[n].base = layer }
}

/// Which subtrees hold a view in global coordinate space, so re-raising global views after each
/// matched pair visits only the subtrees that have one. Without this, every matched view walked all
/// of its later siblings: 100k matched siblings cost 5·10⁹ steps; now the cost is linear when few
/// views are global.
struct GlobalSubtrees {
  /// `contains[v]`: `v` or a descendant is in global coordinate space.
  let contains: [Bool]
  /// `v`'s position among its parent's children.
  let position: [Int]
  /// Per parent, the positions of its children whose subtree holds a global view, ascending.
  let globalChildren: [Int: [Int]]

  init(plan: TransitionPlan) {
    let index = plan.index
    let count = index.views.count
    var contains = [Bool](repeating: false, count: count)
    var position = [Int](repeating: 0, count: count)
    // Children have larger indices than their parent (pre-order), so one backward sweep suffices.
    for v in stride(from: count - 1, through: 0, by: -1) {
      if plan.states[v]?.coordinateSpace == .global { contains[v] = true }
      for (k, c) in index[v].children.enumerated() {
        position[c] = k
        if contains[c] { contains[v] = true }
      }
    }
    var globalChildren: [Int: [Int]] = [:]
    for v in 0..<count where contains[v] {
      for (k, c) in index[v].children.enumerated() where contains[c] { globalChildren[v, default: []].append(k) }
    }
    (self.contains, self.position, self.globalChildren) = (contains, position, globalChildren)
  }

  /// `v`'s later siblings that hold a global view, in order.
  func laterSiblings(of v: Int, in index: ViewIndex) -> [Int] {
    guard let parent = index[v].parent, let positions = globalChildren[parent] else { return [] }
    let k = position[v]
    // First position after k (binary search).
    var (low, high) = (0, positions.count)
    while low < high {
      let mid = (low + high) / 2
      if positions[mid] <= k { low = mid + 1 } else { high = mid }
    }
    return positions[low...].map { index[parent].children[$0] }
  }
}
