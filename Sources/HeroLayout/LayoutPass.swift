extension AutoLayout {
  /// One solve of the whole tree with fixed parameters.
  struct Pass {
    typealias Box = (x: Expression, y: Expression, w: Expression, h: Expression)

    var solver: Solver
    var left: [Variable] = []
    var top: [Variable] = []
    var width: [Variable] = []
    var height: [Variable] = []
    var notes: [Note] = []
    var absolute: [LayoutRect] = []
    /// What each added constraint was, for conflict reports.
    var described: [ConstraintID: String] = [:]
    let nodes: [LayoutNode]
    let parameters: Parameters
    /// The interface's direction (a node's own `layoutDirection` overrides it for that node).
    let direction: LayoutDirection
    let screen: Screen
    /// Each scroll view's content layout guide.
    var contentGuide: [Int: Int] = [:]

    init(
      _ nodes: [LayoutNode], _ constraints: [LayoutConstraint], _ parameters: Parameters,
      direction: LayoutDirection, limits: Solver.Limits, screen: Screen = Screen(width: 0, height: 0)
    ) throws(SolverError) {
      self.nodes = nodes
      self.parameters = parameters
      self.direction = direction
      self.screen = screen
      solver = Solver(limits: limits)
      for node in nodes {
        left.append(solver.makeVariable(node.id + ".left"))
        top.append(solver.makeVariable(node.id + ".top"))
        width.append(solver.makeVariable(node.id + ".width"))
        height.append(solver.makeVariable(node.id + ".height"))
      }
      for (i, node) in nodes.enumerated() where node.kind == .contentLayout {
        if let owner = node.parent { contentGuide[owner] = i }
      }
    }

    static func strength(_ priority: Double) -> Strength {
      priority >= 1000 ? .required : Strength(weight: max(priority, 0.001))
    }

    /// Adds `constraint`; a required one that conflicts is left out and reported as UIKit does.
    mutating func add(_ constraint: Constraint, _ description: String, line: Int?) throws(SolverError) {
      do {
        let id = try solver.add(constraint)
        described[id] = description
      } catch {
        guard case .unsatisfiable(_, let conflicting) = error else { throw error }
        let others = conflicting.compactMap { described[$0] }
        notes.append(
          Note(
            kind: .unsatisfiable,
            message:
              "unable to simultaneously satisfy constraints: \(others.joined(separator: "; ")); broke \(description)",
            line: line))
      }
    }

    /// An intrinsic content length along one axis: hugging keeps the view from growing past it and
    /// compression resistance from shrinking below it, each at the view's own priority.
    mutating func addIntrinsic(
      _ length: Expression, _ size: Double, _ axis: String, _ node: LayoutNode, hugging: Double, resistance: Double
    ) throws(SolverError) {
      let value = NumberFormat.short(size)
      try add(
        Constraint(length, .lessOrEqual, Expression(constant: size), strength: Self.strength(hugging)),
        "\(node.name).\(axis) <= \(value) (content hugging)", line: node.line)
      try add(
        Constraint(length, .greaterOrEqual, Expression(constant: size), strength: Self.strength(resistance)),
        "\(node.name).\(axis) >= \(value) (compression resistance)", line: node.line)
    }

    /// The node's rectangle as expressions, in the root's coordinates.
    func box(_ i: Int) -> Box {
      (Expression(left[i]), Expression(top[i]), Expression(width[i]), Expression(height[i]))
    }

    /// The root's margins (the system minimum at the sides, inside the safe area); a subview's own.
    func margins(_ i: Int) -> LayoutInsets {
      guard i != 0 else {
        let safe = parameters.safeInsets[0] ?? .zero
        return LayoutInsets(
          top: safe.top, left: safe.left + screen.systemMargin, bottom: safe.bottom,
          right: safe.right + screen.systemMargin)
      }
      return nodes[i].layoutMargins
    }

    static func inset(_ b: Box, _ m: LayoutInsets) -> Box {
      (b.x + m.left, b.y + m.top, b.w - (m.left + m.right), b.h - (m.top + m.bottom))
    }

    /// `attribute` of node `i` as an expression. `mirrored`: the constraint uses leading/trailing
    /// and its owner lays out right to left, so horizontal positions are measured leftwards (x → −x).
    func expression(_ i: Int, _ attribute: LayoutAttribute, mirrored: Bool) -> Expression {
      var b = box(i)
      var a = attribute
      if let plain = attribute.withinMargins {
        b = Self.inset(b, margins(i))
        a = plain
      }
      switch a {
      case .left: return b.x
      case .right: return b.x + b.w
      case .top: return b.y
      case .bottom: return b.y + b.h
      case .width: return b.w
      case .height: return b.h
      case .centerX: return mirrored ? -(b.x + 0.5 * b.w) : b.x + 0.5 * b.w
      case .centerY: return b.y + 0.5 * b.h
      case .leading: return mirrored ? -(b.x + b.w) : b.x
      case .trailing: return mirrored ? -b.x : b.x + b.w
      case .firstBaseline, .lastBaseline:
        guard let content = nodes[i].content else { return b.y + b.h }
        let m = content.measure(width: parameters.measureWidths[i])
        guard let block = m.height, let line = a == .firstBaseline ? m.firstBaseline : m.lastBaseline else {
          return b.y + b.h
        }
        return b.y + 0.5 * b.h + (line - block / 2)
      case .notAnAttribute: return Expression(constant: 0)
      default: return b.x  // margins handled above
      }
    }

    /// The direction node `i` arranges its content in (UIKit's `effectiveUserInterfaceLayoutDirection`):
    /// its own, else the interface's; nil is the interface's.
    func direction(of i: Int?) -> LayoutDirection {
      guard let i, nodes.indices.contains(i) else { return direction }
      return nodes[i].layoutDirection ?? direction
    }

    func describe(_ i: Int, _ a: LayoutAttribute) -> String { "\(nodes[i].name).\(a.rawValue)" }

    mutating func solve(_ constraints: [LayoutConstraint]) throws(SolverError) {
      let n = nodes.count
      // The root fills the screen.
      try add(Constraint(Expression(left[0]), .equal, Expression(constant: 0)), "root.left", line: nodes[0].line)
      try add(Constraint(Expression(top[0]), .equal, Expression(constant: 0)), "root.top", line: nodes[0].line)
      try add(
        Constraint(Expression(width[0]), .equal, Expression(constant: screen.width)), "root.width == screen",
        line: nodes[0].line)
      try add(
        Constraint(Expression(height[0]), .equal, Expression(constant: screen.height)), "root.height == screen",
        line: nodes[0].line)
      for i in 1..<max(n, 1) { try defineNode(i) }
      for (i, node) in nodes.enumerated() where node.stack != nil { try arrange(i) }
      for c in constraints { try addUser(c) }
      try settleAmbiguity()
      absolute = (0..<n).map {
        LayoutRect(solver.value(left[$0]), solver.value(top[$0]), solver.value(width[$0]), solver.value(height[$0]))
      }
    }

    /// Guides tied to their owner; views with autoresizing masks tied to their superview; content
    /// sizes as hugging and compression-resistance wishes.
    mutating func defineNode(_ i: Int) throws(SolverError) {
      let node = nodes[i]
      guard let p = node.parent else { return }
      let o = box(p)
      func pin(_ target: Box, _ what: String) throws(SolverError) {
        let b = box(i)
        try add(Constraint(b.x, .equal, target.x), "\(node.name).left (\(what))", line: node.line)
        try add(Constraint(b.y, .equal, target.y), "\(node.name).top (\(what))", line: node.line)
        try add(Constraint(b.w, .equal, target.w), "\(node.name).width (\(what))", line: node.line)
        try add(Constraint(b.h, .equal, target.h), "\(node.name).height (\(what))", line: node.line)
      }
      switch node.kind {
      case .safeArea: try pin(Self.inset(o, parameters.safeInsets[p] ?? .zero), "safe area")
      case .layoutMargins: try pin(Self.inset(o, margins(p)), "layout margins")
      case .frameLayout: try pin(o, "frame layout guide")
      case .contentLayout:
        // Content starts at the scroll view's bounds origin; its size comes from the constraints.
        try add(Constraint(box(i).x, .equal, o.x), "\(node.name).left (content origin)", line: node.line)
        try add(Constraint(box(i).y, .equal, o.y), "\(node.name).top (content origin)", line: node.line)
      case .topLayoutGuide:
        let safe = parameters.safeInsets[p] ?? .zero
        try pin((o.x, o.y, o.w, Expression(constant: safe.top)), "top layout guide")
      case .bottomLayoutGuide:
        let safe = parameters.safeInsets[p] ?? .zero
        try pin((o.x, o.y + o.h - safe.bottom, o.w, Expression(constant: safe.bottom)), "bottom layout guide")
      case .view:
        let arranged = nodes[p].stack != nil
        if node.translatesAutoresizingMask && !arranged {
          try autoresize(i, in: p)
        }
        if let content = node.content, !node.translatesAutoresizingMask || arranged {
          let m = content.measure(width: parameters.measureWidths[i])
          let b = box(i)
          if let w = m.width {
            try addIntrinsic(
              b.w, w, "width", node, hugging: node.huggingPriority.horizontal,
              resistance: node.compressionResistancePriority.horizontal)
          }
          if let h = m.height {
            try addIntrinsic(
              b.h, h, "height", node, hugging: node.huggingPriority.vertical,
              resistance: node.compressionResistancePriority.vertical)
          }
        }
      }
    }

    /// UIKit's autoresizing (`AutoresizingMask.shares`), as constraints on the superview's size.
    mutating func autoresize(_ i: Int, in p: Int) throws(SolverError) {
      let node = nodes[i]
      let f = node.storedFrame
      let parentSize = nodes[p].storedFrame
      let o = box(p)
      let b = box(i)
      let (h, v) = node.autoresizingMask.shares(f, parentWidth: parentSize.width, parentHeight: parentSize.height)
      let dw = o.w - parentSize.width
      let dh = o.h - parentSize.height
      let what = "(autoresizing mask)"
      try add(Constraint(b.x, .equal, o.x + f.x + h[0] * dw), "\(node.name).left \(what)", line: node.line)
      try add(
        Constraint(b.w, .equal, Expression(constant: f.width) + h[1] * dw), "\(node.name).width \(what)",
        line: node.line)
      try add(Constraint(b.y, .equal, o.y + f.y + v[0] * dh), "\(node.name).top \(what)", line: node.line)
      try add(
        Constraint(b.h, .equal, Expression(constant: f.height) + v[1] * dh), "\(node.name).height \(what)",
        line: node.line)
    }

    mutating func addUser(_ c: LayoutConstraint) throws(SolverError) {
      guard nodes.indices.contains(c.first), c.second.map(nodes.indices.contains) ?? true else { return }
      let mirrored =
        direction(of: c.owner) == .rightToLeft && (c.firstAttribute.isDirectional || c.secondAttribute.isDirectional)
      let first = resolve(c.first, c.firstAttribute, other: c.second)
      let lhs = expression(first, c.firstAttribute, mirrored: mirrored)
      var rhs = Expression(constant: c.constant)
      var text = "\(describe(c.first, c.firstAttribute)) \(Self.symbol(c.relation)) "
      if let s = c.second, c.secondAttribute != .notAnAttribute {
        let second = resolve(s, c.secondAttribute, other: c.first)
        rhs = expression(second, c.secondAttribute, mirrored: mirrored) * c.multiplier + c.constant
        text += describe(s, c.secondAttribute)
        if c.multiplier != 1 { text += " × \(NumberFormat.short(c.multiplier))" }
        if c.constant != 0 { text += (c.constant < 0 ? " - " : " + ") + NumberFormat.short(abs(c.constant)) }
      } else {
        text += NumberFormat.short(c.constant)
      }
      if c.priority < 1000 { text += " @\(NumberFormat.short(c.priority))" }
      text += " (line \(c.line))"
      let relation: Relation =
        switch c.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessOrEqual
        case .greaterThanOrEqual: .greaterOrEqual
        }
      try add(Constraint(lhs, relation, rhs, strength: Self.strength(c.priority)), text, line: c.line)
    }

    static func symbol(_ r: LayoutConstraint.Relation) -> String {
      switch r {
      case .equal: "=="
      case .lessThanOrEqual: "<="
      case .greaterThanOrEqual: ">="
      }
    }

    /// A scroll view's edges, as a subview's constraint names them, are its content's edges.
    func resolve(_ item: Int, _ attribute: LayoutAttribute, other: Int?) -> Int {
      guard nodes[item].isScrollView, let guide = contentGuide[item], let other, isDescendant(other, of: item),
        attribute != .width, attribute != .height
      else { return item }
      return guide
    }

    func isDescendant(_ i: Int, of ancestor: Int) -> Bool {
      var p = nodes[i].parent
      var steps = 0
      while let q = p, steps < nodes.count {
        if q == ancestor { return true }
        p = nodes[q].parent
        steps += 1
      }
      return false
    }

    /// Reports views the constraints leave free, then holds each free variable where IB stored it.
    mutating func settleAmbiguity() throws(SolverError) {
      var stored = [LayoutRect](repeating: .zero, count: nodes.count)
      for (i, node) in nodes.enumerated() {
        var f = node.storedFrame
        if let p = node.parent, node.kind == .view {
          f.x += stored[p].x
          f.y += stored[p].y
        } else if let p = node.parent {
          f = stored[p]
        }
        stored[i] = f
      }
      for (i, node) in nodes.enumerated() where node.kind == .view || node.kind == .contentLayout {
        let parts: [(Variable, String, Double)] = [
          (left[i], "horizontal position", stored[i].x), (width[i], "width", stored[i].width),
          (top[i], "vertical position", stored[i].y), (height[i], "height", stored[i].height),
        ]
        var free: [String] = []
        for (variable, what, value) in parts where solver.isAmbiguous(variable) {
          free.append(what)
          try add(
            Constraint(Expression(variable), .equal, Expression(constant: value), strength: Strength(weight: 0.001)),
            "\(node.name) \(what) (stored)", line: node.line)
        }
        if !free.isEmpty, !node.translatesAutoresizingMask || node.kind == .contentLayout {
          notes.append(
            Note(
              kind: .ambiguous,
              message:
                "ambiguous layout: \(node.name) has no constraint fixing its \(free.joined(separator: ", ")); kept where Interface Builder stored it",
              line: node.line))
        }
      }
    }

    func relativeFrames(_ nodes: [LayoutNode]) -> [LayoutRect] {
      absolute.enumerated().map { i, f in
        guard let p = nodes[i].parent else { return f }
        return LayoutRect(f.x - absolute[p].x, f.y - absolute[p].y, f.width, f.height)
      }
    }
  }
}
