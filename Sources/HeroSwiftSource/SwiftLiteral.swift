import HeroModel
import SwiftParser
import SwiftSyntax

/// Why a Swift expression was not read: it is not a literal (`cellID`, `view.bounds.width`), or it
/// has no counterpart in the scene format. `text` is the expression as written, trimmed.
struct NotLiteral: Error, Equatable {
  var text: String
  var reason: String

  static func value(_ expr: some SyntaxProtocol) -> NotLiteral {
    NotLiteral(text: excerpt(expr), reason: "set from `\(excerpt(expr))`")
  }

  static func unsupported(_ expr: some SyntaxProtocol, _ what: String) -> NotLiteral {
    NotLiteral(text: excerpt(expr), reason: "`\(excerpt(expr))` \(what)")
  }

  /// At most one line of 60 characters of the expression, for messages.
  static func excerpt(_ node: some SyntaxProtocol) -> String {
    let text =
      node.trimmedDescription.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init)
      ?? ""
    let trimmed = text.trimmingSpaces
    let shown = trimmed.count > 60 ? String(trimmed.prefix(59)) + "…" : trimmed
    let quoted = Excerpt.quote(shown)
    return node.trimmedDescription.contains("\n") && !quoted.hasSuffix("…") ? quoted + " …" : quoted
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    var s = Substring(self)
    while s.first == " " || s.first == "\t" { s = s.dropFirst() }
    while s.last == " " || s.last == "\t" { s = s.dropLast() }
    return String(s)
  }
}

/// Reads literal values in Hero's Swift spellings: numbers (with `.pi` and arithmetic on literals),
/// Booleans, strings without interpolation, `CGPoint`/`CGSize`/`CGRect`, `UIColor`s, and the names
/// of `.member` expressions. Anything else throws `NotLiteral`: a value is read, never guessed.
enum SwiftLiteral {
  /// Arithmetic on literals nests at most this deep (a written constant, not a program).
  static let maximumDepth = 32

  static func number(_ expr: ExprSyntax, depth: Int = 0) throws(NotLiteral) -> Double {
    guard depth < maximumDepth else { throw .unsupported(expr, "nests too deeply") }
    if let i = expr.as(IntegerLiteralExprSyntax.self), let v = Double(i.literal.text.filter { $0 != "_" }) {
      return v
    }
    if let f = expr.as(FloatLiteralExprSyntax.self), let v = Double(f.literal.text.filter { $0 != "_" }), v.isFinite {
      return v
    }
    if let p = expr.as(PrefixOperatorExprSyntax.self), p.operator.text == "-" {
      return -(try number(p.expression, depth: depth + 1))
    }
    if let t = expr.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first, only.label == nil {
      return try number(only.expression, depth: depth + 1)
    }
    // `.pi`, `CGFloat.pi`, `Double.pi`.
    if let m = expr.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "pi",
      m.base == nil || ["CGFloat", "Double", "Float"].contains(m.base?.trimmedDescription ?? "")
    {
      return Double.pi
    }
    // `CGFloat(2)`, `TimeInterval(0.5)`: a conversion of a literal.
    if let call = expr.as(FunctionCallExprSyntax.self),
      ["CGFloat", "Double", "Float", "TimeInterval"].contains(call.calledExpression.trimmedDescription),
      call.arguments.count == 1, let only = call.arguments.first, only.label == nil
    {
      return try number(only.expression, depth: depth + 1)
    }
    if let sequence = expr.as(SequenceExprSyntax.self) {
      return try arithmetic(Array(sequence.elements), whole: expr, depth: depth + 1)
    }
    if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
      return try apply(
        op.operator.text, try number(infix.leftOperand, depth: depth + 1),
        try number(infix.rightOperand, depth: depth + 1), expr)
    }
    throw .value(expr)
  }

  /// `a op b op c …` (not yet folded by precedence): `*` and `/` before `+` and `-`, left to right.
  private static func arithmetic(_ elements: [ExprSyntax], whole: ExprSyntax, depth: Int) throws(NotLiteral)
    -> Double
  {
    guard elements.count % 2 == 1 else { throw .value(whole) }
    var values: [Double] = [try number(elements[0], depth: depth)]
    var operators: [String] = []
    var i = 1
    while i < elements.count {
      guard let op = elements[i].as(BinaryOperatorExprSyntax.self)?.operator.text,
        ["+", "-", "*", "/"].contains(op)
      else { throw .value(whole) }
      let right = try number(elements[i + 1], depth: depth)
      if op == "*" || op == "/" {
        values[values.count - 1] = try apply(op, values[values.count - 1], right, whole)
      } else {
        operators.append(op)
        values.append(right)
      }
      i += 2
    }
    var result = values[0]
    for (op, v) in zip(operators, values.dropFirst()) { result = try apply(op, result, v, whole) }
    return result
  }

  private static func apply(_ op: String, _ a: Double, _ b: Double, _ whole: ExprSyntax) throws(NotLiteral) -> Double {
    let v: Double =
      switch op {
      case "+": a + b
      case "-": a - b
      case "*": a * b
      case "/": a / b
      default: .nan
      }
    guard v.isFinite else { throw .unsupported(whole, "is not a finite number") }
    return v
  }

  static func bool(_ expr: ExprSyntax) throws(NotLiteral) -> Bool {
    guard let b = expr.as(BooleanLiteralExprSyntax.self) else { throw .value(expr) }
    return b.literal.tokenKind == .keyword(.true)
  }

  /// A string literal without interpolation, its escapes (`\n`, `\"`, `\\`, `\u{…}`) decoded.
  static func string(_ expr: ExprSyntax) throws(NotLiteral) -> String {
    guard let s = expr.as(StringLiteralExprSyntax.self), let value = s.representedLiteralValue else {
      throw .value(expr)
    }
    return value
  }

  /// `.name` or `Type.name` (any of `types`), for enum-like values: the member's name.
  static func member(_ expr: ExprSyntax, types: Set<String>) -> String? {
    guard let m = expr.as(MemberAccessExprSyntax.self) else { return nil }
    if let base = m.base, !types.contains(base.trimmedDescription) { return nil }
    return m.declName.baseName.text
  }

  /// A call's arguments by label (`nil` label: `_`), in order, with the called name: `CGPoint(x:y:)`,
  /// `.init(x:y:)` and `Type.init(…)` all name the type given in `types`.
  static func construction(_ expr: ExprSyntax, types: Set<String>) -> LabeledExprListSyntax? {
    guard let call = expr.as(FunctionCallExprSyntax.self), call.trailingClosure == nil else { return nil }
    let callee = call.calledExpression.trimmedDescription
    if types.contains(callee) || callee == ".init" { return call.arguments }
    if let m = call.calledExpression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "init",
      let base = m.base, types.contains(base.trimmedDescription)
    {
      return call.arguments
    }
    return nil
  }

  /// The arguments of a construction matched to `labels` exactly (all present, in order).
  static func labeled(_ arguments: LabeledExprListSyntax, _ labels: [String]) -> [ExprSyntax]? {
    guard arguments.count == labels.count else { return nil }
    var result: [ExprSyntax] = []
    for (argument, label) in zip(arguments, labels) {
      guard (argument.label?.text ?? "_") == label else { return nil }
      result.append(argument.expression)
    }
    return result
  }

  static func isZero(_ expr: ExprSyntax, _ type: String) -> Bool {
    member(expr, types: [type]) == "zero"
  }

  static func point(_ expr: ExprSyntax) throws(NotLiteral) -> (x: Double, y: Double) {
    if isZero(expr, "CGPoint") { return (0, 0) }
    guard let a = construction(expr, types: ["CGPoint"]), let v = labeled(a, ["x", "y"]) else { throw .value(expr) }
    return (try number(v[0]), try number(v[1]))
  }

  static func size(_ expr: ExprSyntax) throws(NotLiteral) -> (width: Double, height: Double) {
    if isZero(expr, "CGSize") { return (0, 0) }
    guard let a = construction(expr, types: ["CGSize"]), let v = labeled(a, ["width", "height"]) else {
      throw .value(expr)
    }
    return (try number(v[0]), try number(v[1]))
  }

  static func rect(_ expr: ExprSyntax) throws(NotLiteral) -> [Double] {
    if isZero(expr, "CGRect") { return [0, 0, 0, 0] }
    guard let a = construction(expr, types: ["CGRect"]) else { throw .value(expr) }
    if let v = labeled(a, ["x", "y", "width", "height"]) {
      return [try number(v[0]), try number(v[1]), try number(v[2]), try number(v[3])]
    }
    if let v = labeled(a, ["origin", "size"]) {
      let (p, s) = (try point(v[0]), try size(v[1]))
      return [p.x, p.y, s.width, s.height]
    }
    throw .value(expr)
  }

  /// A `UIColor` as the scene format writes one: a UIKit name (`.red`, `UIColor.systemBlue`) or
  /// four numbers (`UIColor(red:green:blue:alpha:)`, `UIColor(white:alpha:)`).
  static func color(_ expr: ExprSyntax) throws(NotLiteral) -> String {
    if let name = member(expr, types: ["UIColor", "NSColor"]) {
      guard Color.named[name] != nil || SystemColor.named[name] != nil else {
        throw .unsupported(expr, "is not a colour the scene format names")
      }
      return name
    }
    if let a = construction(expr, types: ["UIColor"]) {
      if let v = labeled(a, ["red", "green", "blue", "alpha"]) {
        return try v.map { (e) throws(NotLiteral) in NumberText.shortest(try number(e)) }.joined(separator: ", ")
      }
      if let v = labeled(a, ["white", "alpha"]) {
        let w = NumberText.shortest(try number(v[0]))
        return "\(w), \(w), \(w), \(NumberText.shortest(try number(v[1])))"
      }
    }
    throw .value(expr)
  }

  /// A heroID as the modifier syntax writes it: bare when it is a plain name, else quoted.
  static func identifierOrQuoted(_ s: String) -> String {
    let scalars = Array(s.unicodeScalars)
    let plain =
      !scalars.isEmpty && scalars[0].properties.isAlphabetic && scalars[0].isASCII
      && scalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    if plain { return s }
    var out = "'"
    for c in s.unicodeScalars {
      if c == "'" || c == "\\" { out += "\\" }
      out.unicodeScalars.append(c)
    }
    return out + "'"
  }
}
