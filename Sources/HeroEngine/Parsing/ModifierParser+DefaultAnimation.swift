import HeroModel

extension ModifierParser {
  /// A default-animation string (hero-semantics §2.4, docs/scene-format.md): `auto`, `none`, `fade`, `zoom`,
  /// `zoomOut`, `push(left)`, `pull(d)`, `cover(d)`, `uncover(d)`, `slide(d)`, `zoomSlide(d)`,
  /// `pageIn(d)`, `pageOut(d)` with d in `left, right, up, down, leading, trailing` (leading =
  /// left, trailing = right: a left-to-right interface), `selectBy(presenting: A, dismissing: B)`
  /// (labels optional) and `autoReverse(presenting: A)` (HeroFrames; Hero could not parse it).
  /// Exactly one animation; where Hero fell back to `.auto` on any error, this throws.
  public static func parseDefaultAnimation(_ text: String) throws(ModifierSyntaxError) -> DefaultAnimation {
    try defaultAnimation(single(text, "a default animation"))
  }

  static let animationNames = [
    "auto", "none", "fade", "zoom", "zoomOut", "push", "pull", "cover", "uncover", "slide", "zoomSlide",
    "pageIn", "pageOut", "selectBy", "autoReverse",
  ]
  static let directionNames: [(String, AnimationDirection)] = [
    ("left", .left), ("right", .right), ("up", .up), ("down", .down), ("leading", .left),
    ("trailing", .right),
  ]

  static func defaultAnimation(_ node: ModifierNode) throws(ModifierSyntaxError) -> DefaultAnimation {
    guard let name = node.name else {
      throw ModifierSyntaxError(
        column: node.column, text: node.text, message: "expected a default animation, found '\(node.text)'")
    }
    let args = node.arguments
    func noArguments(_ a: DefaultAnimation) throws(ModifierSyntaxError) -> DefaultAnimation {
      if let extra = args.first {
        throw ModifierSyntaxError(
          column: extra.column, text: extra.text,
          message: "'\(name)' takes no arguments, found '\(Excerpt.quote(extra.text))'")
      }
      return a
    }
    func direction() throws(ModifierSyntaxError) -> AnimationDirection {
      let a = try ModifierArguments(node, name: name)
      try a.expect(atMost: 1)
      let (d, dNode) = try a.identifier(0, "a direction (left, right, up, down, leading, trailing)")
      guard let dir = directionNames.first(where: { $0.0 == d })?.1 else {
        throw ModifierSyntaxError(
          column: dNode.column, text: d, message: "unknown direction '\(Excerpt.quote(d))'",
          suggestion: NameSuggestion.closest(to: d, in: directionNames.map(\.0)))
      }
      return dir
    }
    switch name {
    case "auto": return try noArguments(.auto)
    case "none": return try noArguments(.none)
    case "fade": return try noArguments(.fade)
    case "zoom": return try noArguments(.zoom)
    case "zoomOut": return try noArguments(.zoomOut)
    case "push": return .push(try direction())
    case "pull": return .pull(try direction())
    case "cover": return .cover(try direction())
    case "uncover": return .uncover(try direction())
    case "slide": return .slide(try direction())
    case "zoomSlide": return .zoomSlide(try direction())
    case "pageIn": return .pageIn(try direction())
    case "pageOut": return .pageOut(try direction())
    case "selectBy":
      let parts = try labeled(node, name: name, labels: ["presenting", "dismissing"])
      return .selectBy(presenting: try defaultAnimation(parts[0]), dismissing: try defaultAnimation(parts[1]))
    case "autoReverse":
      let parts = try labeled(node, name: name, labels: ["presenting"])
      return .autoReverse(presenting: try defaultAnimation(parts[0]))
    default:
      throw ModifierSyntaxError(
        column: node.column, text: name, message: "unknown default animation '\(Excerpt.quote(name))'",
        suggestion: NameSuggestion.closest(to: name, in: animationNames))
    }
  }

  /// The arguments of `name`, matched to `labels`: positional, or labelled in any order; each
  /// exactly once.
  static func labeled(_ node: ModifierNode, name: String, labels: [String]) throws(ModifierSyntaxError)
    -> [ModifierNode]
  {
    let args = node.arguments
    guard args.count == labels.count else {
      let list = labels.map { "\($0): …" }.joined(separator: ", ")
      throw ModifierSyntaxError(
        column: node.column, text: node.text,
        message:
          "'\(name)' takes \(labels.count) argument\(labels.count == 1 ? "" : "s") (\(list)), found \(args.count)"
      )
    }
    var slots = [ModifierNode?](repeating: nil, count: labels.count)
    for (position, arg) in args.enumerated() {
      guard case .labeled(let label, let value) = arg.kind else {
        slots[position] = slots[position] ?? arg
        continue
      }
      guard let slot = labels.firstIndex(of: label) else {
        throw ModifierSyntaxError(
          column: arg.column, text: label, message: "unknown label '\(Excerpt.quote(label)):' in '\(name)'",
          suggestion: NameSuggestion.closest(to: label, in: labels))
      }
      guard slots[slot] == nil else {
        throw ModifierSyntaxError(
          column: arg.column, text: label, message: "duplicate label '\(Excerpt.quote(label)):' in '\(name)'")
      }
      slots[slot] = value
    }
    var result: [ModifierNode] = []
    for (i, slot) in slots.enumerated() {
      guard let slot else {
        throw ModifierSyntaxError(
          column: node.column, text: node.text, message: "'\(name)' is missing '\(labels[i]):'")
      }
      result.append(slot)
    }
    return result
  }
}
