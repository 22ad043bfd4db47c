extension AutoLayout.Pass {
  /// One axis of a box, measured from the axis' start: x (leftwards when `rightToLeft`, where a
  /// horizontal stack starts at the right) or y.
  typealias Span = (start: Expression, end: Expression, size: Expression, center: Expression)

  func span(_ b: Box, horizontal: Bool, rightToLeft: Bool) -> Span {
    if horizontal {
      if rightToLeft {
        return (-(b.x + b.w), -b.x, b.w, -(b.x + 0.5 * b.w))
      }
      return (b.x, b.x + b.w, b.w, b.x + 0.5 * b.w)
    }
    return (b.y, b.y + b.h, b.h, b.y + 0.5 * b.h)
  }

  /// The constraints a `UIStackView` makes for its arranged subviews (its view children, in order;
  /// hidden ones take no space and no spacing).
  mutating func arrange(_ s: Int) throws(SolverError) {
    guard let stack = nodes[s].stack else { return }
    let name = nodes[s].name
    let line = nodes[s].line
    let views = nodes.indices.filter { nodes[$0].parent == s && nodes[$0].kind == .view && !nodes[$0].isHidden }
    guard !views.isEmpty else { return }
    var container = box(s)
    if stack.isLayoutMarginsRelative { container = Self.inset(container, margins(s)) }
    let horizontal = stack.axis == .horizontal
    // The stack's own direction orders its arranged views (a forced left-to-right stack keeps its
    // order in a right-to-left interface).
    let rtl = direction(of: s) == .rightToLeft
    func span(_ b: Box, horizontal: Bool) -> Span { self.span(b, horizontal: horizontal, rightToLeft: rtl) }
    let main = span(container, horizontal: horizontal)
    let cross = span(container, horizontal: !horizontal)
    let spacing = stack.spacing
    func req(_ a: Expression, _ r: Relation, _ b: Expression, _ what: String, weight: Double? = nil)
      throws(SolverError)
    {
      let strength = weight.map { Strength(weight: $0) } ?? .required
      try add(Constraint(a, r, b, strength: strength), "\(name) (stack view): \(what)", line: line)
    }

    // Main axis: the ends meet the stack's, neighbours are `spacing` apart (at least, for the
    // spacing distributions, which then equalise the gaps or the centres' distances).
    let spans = views.map { span(box($0), horizontal: horizontal) }
    try req(spans[0].start, .equal, main.start, "\(nodes[views[0]].name) at the start")
    try req(spans[spans.count - 1].end, .equal, main.end, "\(nodes[views[views.count - 1]].name) at the end")
    for k in 1..<max(views.count, 1) {
      let gap = spans[k].start - spans[k - 1].end
      switch stack.distribution {
      case .fill, .fillEqually, .fillProportionally:
        try req(gap, .equal, Expression(constant: spacing), "spacing \(NumberFormat.short(spacing))")
      case .equalSpacing:
        try req(gap, .greaterOrEqual, Expression(constant: spacing), "spacing at least \(NumberFormat.short(spacing))")
        if k > 1 { try req(gap, .equal, spans[1].start - spans[0].end, "equal spacing") }
      case .equalCentering:
        try req(gap, .greaterOrEqual, Expression(constant: spacing), "spacing at least \(NumberFormat.short(spacing))")
        if k > 1 {
          try req(
            spans[k].center - spans[k - 1].center, .equal, spans[1].center - spans[0].center, "equal centering",
            weight: 999)
        }
      }
    }
    if stack.distribution == .fillEqually {
      for k in 1..<max(views.count, 1) { try req(spans[k].size, .equal, spans[0].size, "fill equally") }
    }
    if stack.distribution == .fillProportionally {
      let natural = views.map { i -> Double in
        let m = nodes[i].content?.measure(width: parameters.measureWidths[i])
        return (horizontal ? m?.width : m?.height) ?? 0
      }
      let total = natural.reduce(0, +)
      if total > 0 {
        let free = main.size - spacing * Double(views.count - 1)
        for (k, size) in natural.enumerated() {
          try req(spans[k].size * total, .equal, free * size, "fill proportionally", weight: 999)
        }
      }
    }

    // Cross axis: the alignment; the stack is as thick as its thickest view unless told otherwise.
    let reference = views[0]
    for (k, i) in views.enumerated() {
      let c = span(box(i), horizontal: !horizontal)
      let what = nodes[i].name
      switch stack.alignment {
      case .fill:
        try req(c.start, .equal, cross.start, "\(what) fills")
        try req(c.end, .equal, cross.end, "\(what) fills")
      case .leading, .top:
        try req(c.start, .equal, cross.start, "\(what) aligned at the start")
        try req(c.end, .lessOrEqual, cross.end, "\(what) inside")
      case .trailing, .bottom:
        try req(c.end, .equal, cross.end, "\(what) aligned at the end")
        try req(c.start, .greaterOrEqual, cross.start, "\(what) inside")
      case .center:
        try req(c.center, .equal, cross.center, "\(what) centred")
        try req(c.start, .greaterOrEqual, cross.start, "\(what) inside")
        try req(c.end, .lessOrEqual, cross.end, "\(what) inside")
      case .firstBaseline, .lastBaseline:
        try req(c.start, .greaterOrEqual, cross.start, "\(what) inside")
        try req(c.end, .lessOrEqual, cross.end, "\(what) inside")
        if k > 0 {
          let attribute: LayoutAttribute = stack.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
          try req(
            expression(i, attribute, mirrored: false), .equal, expression(reference, attribute, mirrored: false),
            "\(what) on the baseline")
        }
      }
      if stack.alignment != .fill {
        // UIKit's "ambiguity suppression": a view with nothing else to size it collapses.
        try req(c.size, .equal, Expression(constant: 0), "\(what) thickness", weight: 25)
      }
    }
    if stack.alignment != .fill {
      try req(cross.size, .equal, Expression(constant: 0), "hugs its views", weight: 0.01)
    }
    // Hidden arranged views collapse to nothing at the stack's start (UIKit's "hiding" constraints).
    for i in nodes.indices where nodes[i].parent == s && nodes[i].kind == .view && nodes[i].isHidden {
      let m = span(box(i), horizontal: horizontal)
      let c = span(box(i), horizontal: !horizontal)
      let what = "\(nodes[i].name) hidden"
      try req(m.start, .equal, main.start, what)
      try req(m.size, .equal, Expression(constant: 0), what)
      try req(c.start, .equal, cross.start, what)
      try req(c.end, .equal, cross.end, what)
    }
  }
}
