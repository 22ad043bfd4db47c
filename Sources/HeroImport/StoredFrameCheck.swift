import HeroLayout
import HeroModel

/// Interface Builder stores every view's frame as Xcode laid it out for the document's device: a
/// free check of the import's layout. `StoredFrameCheck` compares a screen's solved frames with
/// those stored ones and says which differences are IB's own: views IB itself marks `misplaced`
/// (or `ambiguous`), and views whose stored frames break one of their own required constraints
/// (IB shows those as warnings too; no layout could meet them).
public struct StoredFrameCheck: Sendable {
  /// Farther than this from the stored frame, in points, a view counts as off.
  public static let tolerance = 0.5

  /// Why a stored frame is not a fair reference.
  public enum StoredFlaw: String, Sendable {
    /// IB marks the view `misplaced="YES"` (its frame is not where its constraints put it) or
    /// `ambiguous="YES"`.
    case misplaced
    /// The stored frames break a required constraint between this view and another (or a
    /// constant), so IB's frame is not a solution either.
    case contradicting
  }

  /// One view: where IB stored it and where the import puts it, in its superview's coordinates.
  public struct ViewResult: Sendable {
    public var id: String
    /// The element name (`label`, `button`, …).
    public var element: String
    public var line: Int
    public var stored: Rect
    public var solved: Rect
    /// Its frame moves when text measures differently (a label, a button's title, a view tied to them).
    public var dependsOnText: Bool
    public var flaw: StoredFlaw?

    /// The largest distance between the two frames' edges.
    public var offset: Double {
      max(
        abs(stored.minX - solved.minX), abs(stored.minY - solved.minY), abs(stored.maxX - solved.maxX),
        abs(stored.maxY - solved.maxY))
    }
    public var matches: Bool { offset <= StoredFrameCheck.tolerance }
  }

  public var views: [ViewResult]

  /// Views off by more than the tolerance whose stored frames are a fair reference.
  public var off: [ViewResult] { views.filter { !$0.matches && $0.flaw == nil } }

  /// The per-screen warning the import gives for the document's own device, or nil when every view
  /// is where IB stored it.
  public func warning(screen: String) -> String? {
    let off = self.off
    let flawed = views.filter { !$0.matches && $0.flaw != nil }
    guard !off.isEmpty || !flawed.isEmpty else { return nil }
    var parts: [String] = []
    if let worst = off.max(by: { $0.offset < $1.offset }) {
      let text = off.filter(\.dependsOnText).count
      parts.append(
        "\(off.count) of \(views.count) views are more than \(NumberText.shortest(Self.tolerance)) pt from the frames Interface Builder stored"
          + (text > 0 ? " (\(text) of them sized by text, measured with the stand-in font)" : "")
          + "; the farthest, \(worst.element) '\(Excerpt.quote(worst.id))' (line \(worst.line)), by \(NumberText.shortest((worst.offset * 10).rounded() / 10)) pt: IB \(Self.text(worst.stored)), here \(Self.text(worst.solved))"
      )
    }
    if !flawed.isEmpty {
      let lines = flawed.prefix(3).map { "line \($0.line)" }.joined(separator: ", ")
      parts.append(
        "\(flawed.count) views differ where IB's own stored frames are stale (misplaced, or breaking their own required constraints: \(lines)); that is IB's to fix (Update Frames)"
      )
    }
    return "laid out for \(screen): " + parts.joined(separator: "; ")
  }

  /// `(x, y, width, height)` in points, to two decimals.
  public static func text(_ r: Rect) -> String {
    func n(_ x: Double) -> String { NumberText.shortest((x * 100).rounded() / 100) }
    return "(\(n(r.minX)), \(n(r.minY)), \(n(r.width)), \(n(r.height)))"
  }

  /// `measure` with every text a quarter larger: laid out again with it, the views that move are
  /// the ones whose frames depend on text metrics.
  static func enlarged(_ measure: @escaping TextMeasuring) -> TextMeasuring {
    { @Sendable text, width in
      var m = measure(text, width.map { $0 / 1.25 })
      m.size = Size(m.size.width * 1.25, m.size.height * 1.25)
      m.firstBaseline *= 1.25
      m.lastBaseline *= 1.25
      return m
    }
  }

  /// Compares `solved` (by element id, superview coordinates) with the frames stored under `root`;
  /// `textSolved` is the same layout with text measured differently, to tell which views depend on it.
  static func compare(
    root: XMLNode, solved: [String: Rect], textSolved: [String: Rect], importer: ViewImporter
  ) -> StoredFrameCheck {
    var results: [ViewResult] = []
    let stored = StoredTree(root: root, importer: importer)
    let broken = stored.viewsBreakingRequiredConstraints()
    for (id, node) in stored.nodes {
      guard let s = solved[id] else { continue }
      let f = node.frame
      let other = textSolved[id] ?? s
      let moved = max(
        abs(other.minX - s.minX), abs(other.minY - s.minY), abs(other.maxX - s.maxX), abs(other.maxY - s.maxY))
      var flaw: StoredFlaw?
      if StoredTree.flagged(node) {
        flaw = .misplaced
      } else if broken.contains(id) {
        flaw = .contradicting
      }
      results.append(
        ViewResult(
          id: id, element: node.element.name, line: node.element.line,
          stored: Rect(f.x, f.y, f.width, f.height), solved: s, dependsOnText: moved > 0.01, flaw: flaw))
    }
    results.sort { $0.line < $1.line }
    return StoredFrameCheck(views: results)
  }
}

/// A view tree's stored frames, in the root's coordinates, for checking its own constraints.
struct StoredTree {
  struct Node {
    var element: XMLNode
    var parent: String?
    /// In the superview's coordinates, as stored.
    var frame: LayoutRect
    /// In the root's coordinates.
    var absolute: LayoutRect
  }
  var nodes: [String: Node] = [:]
  var constraints: [(owner: String, node: XMLNode)] = []

  init(root: XMLNode, importer: ViewImporter) {
    var stack: [(XMLNode, String?, Int)] = [(root, nil, 0)]
    while let (n, parent, depth) = stack.popLast() {
      guard depth <= ViewImporter.maximumDepth else { continue }
      let id = n["id"] ?? "line\(n.line)"
      let f = importer.storedFrame(n)
      var a = f
      if let parent, let p = nodes[parent] {
        a.x += p.absolute.x
        a.y += p.absolute.y
      }
      nodes[id] = Node(element: n, parent: parent, frame: f, absolute: a)
      for c in n.child("constraints")?.children("constraint") ?? [] { constraints.append((id, c)) }
      for child in importer.childElements(of: n) { stack.append((child, id, depth + 1)) }
    }
  }

  /// Views whose stored frames break a required constraint that ties them to another view or to a
  /// constant (constraints to guides depend on the device and bars, so they are not judged here).
  func viewsBreakingRequiredConstraints() -> Set<String> {
    var result: Set<String> = []
    for (owner, c) in constraints {
      guard (c["priority"].flatMap(Double.init) ?? 1000) >= 1000,
        let a1 = c["firstAttribute"].flatMap(LayoutAttribute.init(interfaceBuilder:))
      else { continue }
      let firstID = c["firstItem"] ?? owner
      // A view IB already marks misplaced breaks its constraints: that is not its neighbours' flaw.
      guard let first = nodes[firstID], !Self.flagged(first), let v1 = value(first, a1) else { continue }
      var rhs = c["constant"].flatMap(Double.init) ?? 0
      var secondID: String?
      if let s = c["secondItem"], let a2 = c["secondAttribute"].flatMap(LayoutAttribute.init(interfaceBuilder:)),
        a2 != .notAnAttribute
      {
        guard let second = nodes[s], !Self.flagged(second), let v2 = value(second, a2),
          !isContent(first, second, a1, a2)
        else { continue }
        rhs += (ViewImporter.multiplier(c["multiplier"]) ?? 1) * v2
        secondID = s
      }
      let tolerance = StoredFrameCheck.tolerance
      let ok =
        switch c["relation"] {
        case "greaterThanOrEqual": v1 >= rhs - tolerance
        case "lessThanOrEqual": v1 <= rhs + tolerance
        default: abs(v1 - rhs) <= tolerance
        }
      if !ok {
        result.insert(firstID)
        if let secondID { result.insert(secondID) }
      }
    }
    return result
  }

  /// IB's own mark on a view whose frame is not where its constraints put it.
  static func flagged(_ n: Node) -> Bool { n.element["misplaced"] == "YES" || n.element["ambiguous"] == "YES" }

  /// A subview's edge constraint to its scroll view means the scroll view's content, not its frame.
  private func isContent(_ a: Node, _ b: Node, _ a1: LayoutAttribute, _ a2: LayoutAttribute) -> Bool {
    let scrolls: Set<String> = ["scrollView", "tableView", "collectionView", "textView"]
    let sizes: Set<LayoutAttribute> = [.width, .height]
    if scrolls.contains(a.element.name) && !sizes.contains(a1) { return true }
    if scrolls.contains(b.element.name) && !sizes.contains(a2) { return true }
    return false
  }

  /// `attribute` of a stored frame (left to right); nil where it depends on things not stored
  /// (the root's margins come from the device, baselines from the text).
  private func value(_ n: Node, _ attribute: LayoutAttribute) -> Double? {
    var f = n.absolute
    var a = attribute
    if let plain = attribute.withinMargins {
      guard n.parent != nil else { return nil }
      var m = LayoutInsets.defaultMargins
      if let e = n.element.child("edgeInsets", key: "layoutMargins") {
        func v(_ k: String) -> Double { e[k].flatMap(Double.init) ?? 8 }
        m = LayoutInsets(top: v("top"), left: v("left"), bottom: v("bottom"), right: v("right"))
      } else if let e = n.element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
        func v(_ k: String) -> Double { e[k].flatMap(Double.init) ?? 8 }
        m = LayoutInsets(top: v("top"), left: v("leading"), bottom: v("bottom"), right: v("trailing"))
      } else if n.element["preservesSuperviewLayoutMargins"] == "YES" || n.element.name == "tableViewCellContentView" {
        return nil
      }
      f = LayoutRect(f.x + m.left, f.y + m.top, f.width - m.left - m.right, f.height - m.top - m.bottom)
      a = plain
    }
    switch a {
    case .left, .leading: return f.x
    case .right, .trailing: return f.maxX
    case .top: return f.y
    case .bottom: return f.maxY
    case .width: return f.width
    case .height: return f.height
    case .centerX: return f.x + f.width / 2
    case .centerY: return f.y + f.height / 2
    default: return nil
    }
  }
}
