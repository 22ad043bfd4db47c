/// How an expression relates to zero.
public enum Relation: String, Sendable {
  case equal = "=="
  case lessOrEqual = "<="
  case greaterOrEqual = ">="
}

/// How much the solver cares about a constraint. `required` constraints always hold (or are
/// refused); the others are satisfied as far as possible, the weights trading their errors against
/// each other (the objective minimises Σ weight × |error|).
public struct Strength: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var weight: Double

  public init(weight: Double) { self.weight = weight }

  /// Above every optional weight; never part of the objective.
  public static let required = Strength(weight: 1_001_001_000)
  public static let strong = Strength(weight: 1_000_000)
  public static let medium = Strength(weight: 1_000)
  public static let weak = Strength(weight: 1)

  public var isRequired: Bool { weight >= Self.required.weight }

  public static func < (a: Strength, b: Strength) -> Bool { a.weight < b.weight }

  public var description: String { isRequired ? "required" : "weight \(NumberFormat.short(weight))" }
}

/// `expression relation 0` at a strength: `a + 10 - b == 0` says b is 10 right of a.
public struct Constraint: Sendable, CustomStringConvertible {
  public var expression: Expression
  public var relation: Relation
  public var strength: Strength

  public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
    self.expression = expression
    self.relation = relation
    self.strength = strength
  }

  /// `lhs relation rhs`.
  public init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Strength = .required) {
    self.init(lhs - rhs, relation, strength: strength)
  }

  public var description: String { "\(expression) \(relation.rawValue) 0 (\(strength))" }
}

/// Names a constraint added to a solver, to remove it later.
public struct ConstraintID: Hashable, Sendable, Comparable {
  public let rawValue: Int
  public static func < (a: ConstraintID, b: ConstraintID) -> Bool { a.rawValue < b.rawValue }
}
