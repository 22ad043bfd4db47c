import HeroModel

extension ModifierParser {
  /// A named curve (`standard`, `easeOutBack`, …; hero-semantics §1.3) or
  /// `cubicBezier(x1, y1, x2, y2)`, as the scene file's `transition.timing` says.
  public static func parseTimingCurve(_ text: String) throws(ModifierSyntaxError) -> TimingCurve {
    try timingCurve(single(text, "a timing curve"))
  }

  /// A colour in the scene syntax: `#RRGGBB`, `#RRGGBBAA`, or a UIKit name (`Color.named(_:in:)`,
  /// system colours in `appearance`). (`[r, g, b, a]` arrays are JSON, handled by the scene decoder.)
  public static func parseColor(_ text: String, appearance: Appearance = .light) throws(ModifierSyntaxError) -> Color {
    try color(single(text, "a colour"), in: appearance)
  }

  /// The one node a value string must consist of.
  static func single(_ text: String, _ what: String) throws(ModifierSyntaxError) -> ModifierNode {
    var parser = try ModifierNodeParser(text)
    let nodes = try parser.parseAll()
    guard let first = nodes.first else {
      throw ModifierSyntaxError(column: 1, text: "", message: "expected \(what), found nothing")
    }
    if nodes.count > 1 {
      throw ModifierSyntaxError(
        column: nodes[1].column, text: nodes[1].text,
        message: "expected one value (\(what)), found more: '\(nodes[1].text)'")
    }
    return first
  }

  static func timingCurve(_ node: ModifierNode) throws(ModifierSyntaxError) -> TimingCurve {
    let names = TimingCurve.named.map(\.name)
    switch node.kind {
    case .variable(let n):
      if let curve = TimingCurve.named.first(where: { $0.name == n })?.curve { return curve }
      throw ModifierSyntaxError(
        column: node.column, text: n, message: "unknown timing curve '\(Excerpt.quote(n))'",
        suggestion: NameSuggestion.closest(to: n, in: names + ["cubicBezier"]))
    case .call(let n, _) where n == "cubicBezier":
      let a = try ModifierArguments(node, name: n)
      try a.expect(counts: [4], "4 numbers (x1, y1, x2, y2)")
      return try controlPoints(a)
    default:
      throw ModifierSyntaxError(
        column: node.column, text: node.text,
        message: "expected a timing curve name or cubicBezier(x1, y1, x2, y2), found '\(node.text)'",
        suggestion: node.name.flatMap { NameSuggestion.closest(to: $0, in: names + ["cubicBezier"]) })
    }
  }

  /// Four control values `x1, y1, x2, y2`, each x within `TimingCurve.controlXRange`.
  static func controlPoints(_ a: ModifierArguments) throws(ModifierSyntaxError) -> TimingCurve {
    let v = try a.numbers()
    for i in [0, 2] where !TimingCurve.controlXRange.contains(v[i]) {
      throw ModifierSyntaxError(
        column: a.nodes[i].column, text: a.nodes[i].text,
        message: "control point x must be in 0…1 (found \(a.nodes[i].text))")
    }
    return TimingCurve(v[0], v[1], v[2], v[3])
  }

  /// `shadowPath(rect, x, y, w, h)`, `shadowPath(roundedRect, x, y, w, h, radius)`,
  /// `shadowPath(ellipse, x, y, w, h)`, `shadowPath()` (empty), or any path as SVG-style absolute commands written as
  /// arguments: `shadowPath(M, 0, 0, L, 100, 0, Q, cx, cy, x, y, C, c1x, c1y, c2x, c2y, x, y, Z)`.
  static func shadowPath(_ a: ModifierArguments) throws(ModifierSyntaxError) -> Path {
    let shapes = ["rect", "roundedRect", "ellipse", "M"]
    if a.count == 0 { return Path() }
    let (kind, node) = try a.identifier(0, "a path shape (rect, roundedRect, ellipse) or M")
    switch kind {
    case "rect", "ellipse":
      try a.expect(counts: [5], "'\(Excerpt.quote(kind))' and 4 numbers (x, y, width, height)")
      let r = Rect(try a.number(1), try a.number(2), try a.number(3), try a.number(4))
      return kind == "rect" ? .rect(r) : .ellipse(in: r)
    case "roundedRect":
      try a.expect(counts: [6], "'roundedRect' and 5 numbers (x, y, width, height, radius)")
      let r = Rect(try a.number(1), try a.number(2), try a.number(3), try a.number(4))
      return .roundedRect(r, cornerRadius: try a.number(5))
    case "M":
      return try pathCommands(a)
    default:
      throw ModifierSyntaxError(
        column: node.column, text: kind, message: "unknown path shape '\(Excerpt.quote(kind))'",
        suggestion: NameSuggestion.closest(to: kind, in: shapes))
    }
  }

  /// The command list of `shadowPath(M, …)`: command letters as identifiers, operands as numbers.
  static func pathCommands(_ a: ModifierArguments) throws(ModifierSyntaxError) -> Path {
    var elements: [Path.Element] = []
    var i = 0
    while i < a.count {
      let (letter, node) = try a.identifier(i, "a path command (M, L, Q, C, Z)")
      guard let command = PathCommand(rawValue: letter) else {
        throw ModifierSyntaxError(
          column: node.column, text: letter,
          message: "unknown path command '\(letter)' (use \(PathCommand.names))")
      }
      guard i + command.operandCount < a.count else {
        throw ModifierSyntaxError(
          column: node.column, text: letter,
          message: "path command '\(letter)' needs \(command.operandCount) numbers")
      }
      let first = i + 1
      elements.append(try command.element { k throws(ModifierSyntaxError) in try a.number(first + k) })
      i += 1 + command.operandCount
    }
    return Path(elements: elements)
  }
}
