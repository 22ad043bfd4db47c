import HeroModel

extension ModifierParser {
  /// The node → modifier mapping (hero-semantics §2.3, with Hero's defaults for missing arguments, plus
  /// every modifier beyond Hero's). Nil for an unknown name.
  static func build(
    _ name: String, _ a: ModifierArguments, lenient: Bool, warnings: inout [ModifierSyntaxError]
  ) throws(ModifierSyntaxError) -> Modifier? {
    if let flag = flags[name] {
      try a.expect(atMost: 0)
      return flag
    }
    switch name {
    case "opacity":
      try a.expect(atMost: 1)
      return .opacity(try a.number(0, default: 1))
    case "position":
      try a.expect(atMost: 2)
      return .position(x: try a.number(0, default: 0), y: try a.number(1, default: 0))
    case "size":
      try a.expect(atMost: 2)
      return .size(width: try a.number(0, default: 0), height: try a.number(1, default: 0))
    case "transform":
      try a.expect(counts: [0, 16], "16 numbers (m11, m12, … m44) or none (identity)")
      let v = try a.numbers()
      return .transform(v.isEmpty ? .identity : Transform3D(elements: v))
    case "perspective":
      try a.expect(counts: [1], "1 number (the eye distance d; m34 = −1/d)")
      return .perspective(try a.number(0))
    case "scale":
      try a.expect(atMost: 3)
      if a.count == 1 { return .scale(try a.number(0)) }
      return .scale(
        x: try a.number(0, default: 1), y: try a.number(1, default: 1), z: try a.number(2, default: 1))
    case "translate":
      try a.expect(atMost: 3)
      return .translate(
        x: try a.number(0, default: 0), y: try a.number(1, default: 0), z: try a.number(2, default: 0))
    case "rotate":
      try a.expect(atMost: 3)
      if a.count == 1 { return .rotate(try a.number(0)) }
      return .rotate(
        x: try a.number(0, default: 0), y: try a.number(1, default: 0), z: try a.number(2, default: 0))
    case "backgroundColor": return .backgroundColor(try colorArgument(a))
    case "borderColor": return .borderColor(try colorArgument(a))
    case "shadowColor": return .shadowColor(try colorArgument(a))
    case "borderWidth": return .borderWidth(try single(a))
    case "cornerRadius": return .cornerRadius(try single(a))
    case "zPosition": return .zPosition(try single(a))
    case "contentsScale": return .contentsScale(try single(a))
    case "shadowOpacity": return .shadowOpacity(try single(a))
    case "shadowRadius": return .shadowRadius(try single(a))
    case "contentsRect":
      try a.expect(counts: [4], "4 numbers (x, y, width, height)")
      return .contentsRect(Rect(try a.number(0), try a.number(1), try a.number(2), try a.number(3)))
    case "shadowOffset":
      try a.expect(counts: [2], "2 numbers (width, height)")
      return .shadowOffset(Size(try a.number(0), try a.number(1)))
    case "shadowPath": return .shadowPath(try shadowPath(a))
    case "masksToBounds":
      try a.expect(atMost: 1)
      return .masksToBounds(try a.bool(0, default: true))
    case "overlay": return try overlay(a)
    case "duration":
      try a.expect(counts: [1], "1 number (seconds)")
      return .duration(try a.number(0))
    case "delay":
      try a.expect(counts: [1], "1 number (seconds)")
      return .delay(try a.number(0))
    case "timingFunction": return .timingFunction(try timingFunction(a))
    case "spring":
      try a.expect(atMost: 2)
      return .spring(stiffness: try a.number(0, default: 250), damping: try a.number(1, default: 30))
    case "source": return .source(heroID: try sourceID(a))
    case "arc":
      try a.expect(atMost: 1)
      return .arc(intensity: try a.number(0, default: 1))
    case "cascade": return try cascade(a)
    case "beginWith": return .beginWith(try nested(a, lenient: lenient, warnings: &warnings))
    case "whenMatched": return .when(.matched, try nested(a, lenient: lenient, warnings: &warnings))
    case "whenPresenting": return .when(.presenting, try nested(a, lenient: lenient, warnings: &warnings))
    case "whenDismissing": return .when(.dismissing, try nested(a, lenient: lenient, warnings: &warnings))
    case "whenAppearing": return .when(.appearing, try nested(a, lenient: lenient, warnings: &warnings))
    case "whenDisappearing": return .when(.disappearing, try nested(a, lenient: lenient, warnings: &warnings))
    case "ignoreSubviewModifiers":
      try a.expect(atMost: 1)
      return .ignoreSubviewModifiers(recursive: try a.bool(0, default: false))
    default: return nil
    }
  }

  /// Modifiers that take no arguments (a bare name and an empty call are the same, as in Hero).
  static let flags: [String: Modifier] = [
    "fade": .fade, "forceNonFade": .forceNonFade, "durationMatchLongest": .durationMatchLongest,
    "useGlobalCoordinateSpace": .useGlobalCoordinateSpace, "useOptimizedSnapshot": .useOptimizedSnapshot,
    "useNormalSnapshot": .useNormalSnapshot, "useLayerRenderSnapshot": .useLayerRenderSnapshot,
    "useNoSnapshot": .useNoSnapshot, "forceAnimate": .forceAnimate,
    "useScaleBasedSizeChange": .useScaleBasedSizeChange, "relayoutText": .relayoutText,
  ]

  static func single(_ a: ModifierArguments) throws(ModifierSyntaxError) -> Double {
    try a.expect(counts: [1], "1 number")
    return try a.number(0)
  }

  /// `overlay(r, g, b, opacity)` (Hero: opaque RGB, each defaulting to 1), `overlay(color, opacity)`
  /// with a colour token or name (opacity defaults to 1), or `overlay(r, g, b, a, opacity)`.
  static func overlay(_ a: ModifierArguments) throws(ModifierSyntaxError) -> Modifier {
    if let first = a.nodes.first, looksLikeColor(first) {
      try a.expect(atMost: 2)
      return .overlay(color: try color(first), opacity: try a.number(1, default: 1))
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

  /// The modifier lists of `beginWith(…)` and `when…(…)`: space- or comma-separated modifiers.
  static func nested(_ a: ModifierArguments, lenient: Bool, warnings: inout [ModifierSyntaxError])
    throws(ModifierSyntaxError) -> [Modifier]
  {
    try modifiers(from: a.nodes, lenient: lenient, warnings: &warnings)
  }
}
