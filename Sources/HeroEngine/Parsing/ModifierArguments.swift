import HeroModel

/// The arguments of one modifier call, with typed getters that throw precise errors.
///
/// Missing trailing arguments take the caller's default (Hero's getters, hero-semantics §2.3); an
/// argument of the wrong kind is an error (Hero silently used the default).
struct ModifierArguments {
  let name: String
  let call: ModifierNode
  let nodes: [ModifierNode]
  /// The appearance UIKit's system colour names resolve in (a scene variant's; light by default).
  let appearance: Appearance

  init(_ call: ModifierNode, name: String, appearance: Appearance = .light) throws(ModifierSyntaxError) {
    self.name = name
    self.call = call
    self.appearance = appearance
    nodes = call.arguments
    if let labeled = nodes.first(where: { if case .labeled = $0.kind { true } else { false } }) {
      throw ModifierSyntaxError(
        column: labeled.column, text: labeled.text, message: "unexpected label in the arguments of '\(name)'")
    }
  }

  var count: Int { nodes.count }

  /// Rejects more than `maximum` arguments.
  func expect(atMost maximum: Int) throws(ModifierSyntaxError) {
    guard nodes.count > maximum else { return }
    let extra = nodes[maximum]
    throw ModifierSyntaxError(
      column: extra.column, text: extra.text,
      message: "too many arguments for '\(name)': expected at most \(maximum), found \(nodes.count)")
  }

  /// Requires exactly one of the given counts.
  func expect(counts: [Int], _ what: String) throws(ModifierSyntaxError) {
    guard !counts.contains(nodes.count) else { return }
    throw ModifierSyntaxError(
      column: call.column, text: call.text,
      message: "'\(name)' takes \(what), found \(nodes.count) argument\(nodes.count == 1 ? "" : "s")")
  }

  func number(_ i: Int, default value: Double) throws(ModifierSyntaxError) -> Double {
    i < nodes.count ? try number(i) : value
  }

  func number(_ i: Int) throws(ModifierSyntaxError) -> Double {
    guard i < nodes.count else {
      throw ModifierSyntaxError(
        column: call.column, text: call.text, message: "'\(name)' needs a number for argument \(i + 1)")
    }
    guard case .number(let v) = nodes[i].kind else {
      throw ModifierSyntaxError(
        column: nodes[i].column, text: nodes[i].text,
        message:
          "expected a number for argument \(i + 1) of '\(name)', found '\(Excerpt.quote(nodes[i].text))'")
    }
    return v
  }

  /// Every argument as a number.
  func numbers() throws(ModifierSyntaxError) -> [Double] {
    var result: [Double] = []
    for i in nodes.indices { result.append(try number(i)) }
    return result
  }

  /// Up to `defaults.count` numbers, each left-out one taking its default.
  func numbers(defaults: [Double]) throws(ModifierSyntaxError) -> [Double] {
    try expect(atMost: defaults.count)
    var result: [Double] = []
    for (i, value) in defaults.enumerated() { result.append(try number(i, default: value)) }
    return result
  }

  func bool(_ i: Int, default value: Bool) throws(ModifierSyntaxError) -> Bool {
    guard i < nodes.count else { return value }
    let node = nodes[i]
    if case .variable(let v) = node.kind, v == "true" || v == "false" { return v == "true" }
    throw ModifierSyntaxError(
      column: node.column, text: node.text,
      message:
        "expected true or false for argument \(i + 1) of '\(name)', found '\(Excerpt.quote(node.text))'",
      suggestion: {
        if case .variable(let v) = node.kind {
          NameSuggestion.closest(to: v, in: ["true", "false"])
        } else {
          nil
        }
      }())
  }

  /// A bare identifier argument (a direction, a curve name…).
  func identifier(_ i: Int, _ what: String) throws(ModifierSyntaxError) -> (name: String, node: ModifierNode) {
    guard i < nodes.count else {
      throw ModifierSyntaxError(column: call.column, text: call.text, message: "'\(name)' needs \(what)")
    }
    guard case .variable(let v) = nodes[i].kind else {
      throw ModifierSyntaxError(
        column: nodes[i].column, text: nodes[i].text,
        message:
          "expected \(what) for argument \(i + 1) of '\(name)', found '\(Excerpt.quote(nodes[i].text))'")
    }
    return (v, nodes[i])
  }
}

extension ModifierParser {
  /// A colour argument: `#RRGGBB`, `#RRGGBBAA`, a `UIColor` class name (`red`) or a UIKit system
  /// colour (`systemBlue`, `label`, …: `SystemColor`'s table) in `appearance`.
  static func color(_ node: ModifierNode, in appearance: Appearance) throws(ModifierSyntaxError) -> Color {
    switch node.kind {
    case .color(let hex):
      guard let c = Color(hex: hex) else {
        throw ModifierSyntaxError(
          column: node.column, text: node.text,
          message: "malformed colour '\(hex)': expected #RRGGBB or #RRGGBBAA")
      }
      return c
    case .variable(let name):
      if let c = Color.named(name, in: appearance) { return c }
      throw ModifierSyntaxError(
        column: node.column, text: node.text, message: "unknown colour '\(Excerpt.quote(name))'",
        suggestion: NameSuggestion.closest(to: name, in: Color.uikitNames))
    default:
      throw ModifierSyntaxError(
        column: node.column, text: node.text,
        message: "expected a colour (#RRGGBB, #RRGGBBAA or a name), found '\(Excerpt.quote(node.text))'")
    }
  }

  /// Whether a node can be a colour (a colour token or a name, right or wrong).
  static func looksLikeColor(_ node: ModifierNode) -> Bool {
    switch node.kind {
    case .color, .variable: true
    default: false
    }
  }

  /// A colour written as one colour argument or as 3 (opaque) or 4 numbers in 0…1.
  static func colorArgument(_ args: ModifierArguments) throws(ModifierSyntaxError) -> Color {
    if args.count == 1 { return try color(args.nodes[0], in: args.appearance) }
    try args.expect(counts: [3, 4], "a colour (#RRGGBB, a name, or 3–4 numbers r, g, b[, a])")
    let v = try args.numbers()
    return Color(red: v[0], green: v[1], blue: v[2], alpha: v.count == 4 ? v[3] : 1)
  }
}
