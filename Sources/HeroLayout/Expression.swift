/// One unknown of a constraint system: a number the solver chooses (a view's left edge, a width).
///
/// Made by `Solver.makeVariable(_:)`, which numbers variables in creation order: the number, not a
/// hash, decides every choice the solver makes between equals, so results do not depend on memory
/// addresses or hashing seeds.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
  /// The creation index in its solver.
  public let id: Int
  /// For messages (`label.width`).
  public let name: String

  public static func == (a: Variable, b: Variable) -> Bool { a.id == b.id }
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
  public var description: String { name }
}

/// A linear expression: Σ coefficient × variable + constant. Terms keep the order they were written
/// in, and the same variable written twice is merged when the solver reads it.
public struct Expression: Sendable, CustomStringConvertible {
  public var terms: [(variable: Variable, coefficient: Double)]
  public var constant: Double

  public init(_ terms: [(variable: Variable, coefficient: Double)] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  public init(_ variable: Variable) { self.init([(variable, 1)]) }

  public init(constant: Double) { self.init([], constant: constant) }

  public var description: String {
    var text = ""
    func append(_ magnitude: Double, _ negative: Bool, _ name: String?) {
      let number = magnitude == 1 && name != nil ? "" : NumberFormat.short(magnitude) + (name == nil ? "" : "×")
      if text.isEmpty {
        text = (negative ? "-" : "") + number + (name ?? "")
      } else {
        text += (negative ? " - " : " + ") + number + (name ?? "")
      }
    }
    for t in terms { append(abs(t.coefficient), t.coefficient < 0, t.variable.name) }
    if constant != 0 || text.isEmpty { append(abs(constant), constant < 0, nil) }
    return text
  }

  public static func + (a: Expression, b: Expression) -> Expression {
    Expression(a.terms + b.terms, constant: a.constant + b.constant)
  }
  public static func + (a: Expression, b: Double) -> Expression {
    Expression(a.terms, constant: a.constant + b)
  }
  public static func - (a: Expression, b: Double) -> Expression { a + -b }
  public static func * (a: Expression, k: Double) -> Expression {
    Expression(a.terms.map { ($0.variable, $0.coefficient * k) }, constant: a.constant * k)
  }
  public static func * (k: Double, a: Expression) -> Expression { a * k }
  public static prefix func - (a: Expression) -> Expression { a * -1 }
  public static func - (a: Expression, b: Expression) -> Expression { a + -b }
  public static func + (a: Expression, b: Variable) -> Expression { a + Expression(b) }
  public static func - (a: Expression, b: Variable) -> Expression { a - Expression(b) }
}

extension Variable {
  public static func + (a: Variable, b: Variable) -> Expression { Expression(a) + Expression(b) }
  public static func + (a: Variable, b: Double) -> Expression { Expression(a) + b }
  public static func - (a: Variable, b: Variable) -> Expression { Expression(a) - Expression(b) }
  public static func - (a: Variable, b: Double) -> Expression { Expression(a) + -b }
  public static func * (k: Double, a: Variable) -> Expression { Expression([(a, k)]) }
}

/// Numbers in messages: integers without a fraction, others with up to 3 decimals.
enum NumberFormat {
  static func short(_ x: Double) -> String {
    if x == x.rounded(), abs(x) < 1e15 { return String(Int(x)) }
    let scaled = (x * 1000).rounded() / 1000
    return "\(scaled)"
  }
}
