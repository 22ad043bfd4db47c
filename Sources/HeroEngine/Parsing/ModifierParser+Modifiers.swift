import HeroModel

/// The argument readers the modifier specs (`ModifierSpec`) share.
extension ModifierParser {
  static func single(_ a: ModifierArguments) throws(ModifierSyntaxError) -> Double {
    try a.expect(counts: [1], "1 number")
    return try a.number(0)
  }

  /// `overlay(r, g, b, opacity)` (Hero: opaque RGB, each defaulting to 1), `overlay(color, opacity)`
  /// with a colour token or name (opacity defaults to 1), or `overlay(r, g, b, a, opacity)`.
  static func overlay(_ a: ModifierArguments) throws(ModifierSyntaxError) -> Modifier {
    if let first = a.nodes.first, looksLikeColor(first) {
      try a.expect(atMost: 2)
      return .overlay(color: try color(first, in: a.appearance), opacity: try a.number(1, default: 1))
    }
    try a.expect(atMost: 5)
    if a.count == 5 {
      let v = try a.numbers()
      return .overlay(color: Color(red: v[0], green: v[1], blue: v[2], alpha: v[3]), opacity: v[4])
    }
    let color = Color(
      red: try a.number(0, default: 1), green: try a.number(1, default: 1), blue: try a.number(2, default: 1))
    return .overlay(color: color, opacity: try a.number(3, default: 1))
  }

  /// A curve name, four control values, or `cubicBezier(x1, y1, x2, y2)`.
  static func timingFunction(_ a: ModifierArguments) throws(ModifierSyntaxError) -> TimingCurve {
    if a.count == 4 { return try controlPoints(a) }
    try a.expect(counts: [1], "a curve name, cubicBezier(x1, y1, x2, y2) or 4 numbers")
    return try timingCurve(a.nodes[0])
  }

  /// `source(menu)` or, for ids that are not plain identifiers, `source('my-id')`.
  static func sourceID(_ a: ModifierArguments) throws(ModifierSyntaxError) -> String {
    try a.expect(counts: [1], "1 heroID (a name, or a quoted string such as 'my-id')")
    let node = a.nodes[0]
    switch node.kind {
    case .variable(let id), .string(let id): return id
    default:
      throw ModifierSyntaxError(
        column: node.column, text: node.text,
        message:
          "expected a heroID for 'source', found '\(node.text)' (quote ids that are not plain names: '\(node.text)')"
      )
    }
  }

  static let cascadeDirections: [(String, CascadeDirection)] = [
    ("topToBottom", .topToBottom), ("bottomToTop", .bottomToTop), ("leftToRight", .leftToRight),
    ("rightToLeft", .rightToLeft), ("leadingToTrailing", .leadingToTrailing),
    ("trailingToLeading", .trailingToLeading),
  ]

  /// `cascade(delta = 0.02, direction = topToBottom, delayMatchedViews = false)`; the direction may
  /// also be `radial(x, y)` or `inverseRadial(x, y)` (centre in the cascading view's coordinates).
  static func cascade(_ a: ModifierArguments) throws(ModifierSyntaxError) -> Modifier {
    try a.expect(atMost: 3)
    let delta = try a.number(0, default: 0.02)
    var direction = CascadeDirection.topToBottom
    if a.count > 1 {
      let node = a.nodes[1]
      switch node.kind {
      case .variable(let n) where n == "radial" || n == "inverseRadial":
        throw ModifierSyntaxError(
          column: node.column, text: n, message: "'\(n)' needs a centre: \(n)(x, y)")
      case .variable(let n):
        guard let d = cascadeDirections.first(where: { $0.0 == n })?.1 else {
          throw ModifierSyntaxError(
            column: node.column, text: n, message: "unknown cascade direction '\(Excerpt.quote(n))'",
            suggestion: NameSuggestion.closest(
              to: n, in: cascadeDirections.map(\.0) + ["radial", "inverseRadial"]))
        }
        direction = d
      case .call(let n, _) where n == "radial" || n == "inverseRadial":
        let c = try ModifierArguments(node, name: n)
        try c.expect(counts: [2], "the centre x, y")
        let centre = Point(try c.number(0), try c.number(1))
        direction = n == "radial" ? .radial(center: centre) : .inverseRadial(center: centre)
      default:
        throw ModifierSyntaxError(
          column: node.column, text: node.text,
          message: "expected a cascade direction for argument 2 of 'cascade', found '\(node.text)'",
          suggestion: node.name.flatMap { NameSuggestion.closest(to: $0, in: ["radial", "inverseRadial"]) })
      }
    }
    return .cascade(delta: delta, direction: direction, delayMatchedViews: try a.bool(2, default: false))
  }
}
