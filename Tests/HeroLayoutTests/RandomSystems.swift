import HeroLayout
import HeroTestSupport

/// A random constraint system in plain numbers, so the same system can be handed to kiwisolver.
struct RandomSystem {
  struct Term { var variable: Int, coefficient: Double }
  struct Row {
    var terms: [Term]
    var constant: Double
    var relation: Relation
    var weight: Double
  }
  struct Edit {
    var variable: Int
    var weight: Double
    var values: [Double]
  }

  var variables: Int
  var constraints: [Row]
  var edits: [Edit]

  /// Layout-like systems: every variable starts with a weak preference (a stay), then a mix of
  /// required and weighted equalities and inequalities of 1–3 terms with layout-like multipliers,
  /// then up to two edit variables with a few suggested values each.
  static func make(_ random: inout SplitMix64) -> RandomSystem {
    let n = random.int(2...10)
    var rows: [Row] = (0..<n).map { i in
      Row(
        terms: [Term(variable: i, coefficient: 1)], constant: Double(random.int(-100...100)),
        relation: .equal, weight: Strength.weak.weight)
    }
    let weights = [
      Strength.required.weight, Strength.required.weight, Strength.required.weight, Strength.strong.weight,
      Strength.medium.weight, 250, 750, 999,
    ]
    for _ in 0..<random.int(1...(2 * n + 4)) {
      var terms: [Term] = []
      for _ in 0..<random.int(1...3) {
        let coefficient = random.pick([1, -1, 1, -1, 2, -2, 0.5, -0.5, 1.5, 3])
        terms.append(Term(variable: random.int(0...(n - 1)), coefficient: coefficient))
      }
      rows.append(
        Row(
          terms: terms, constant: Double(random.int(-200...200)),
          relation: random.pick([.equal, .lessOrEqual, .greaterOrEqual]),
          weight: random.pick(weights)))
    }
    var edits: [Edit] = []
    var edited: Set<Int> = []
    for _ in 0..<random.int(0...2) {
      let v = random.int(0...(n - 1))
      guard edited.insert(v).inserted else { continue }
      edits.append(
        Edit(
          variable: v, weight: random.pick([Strength.strong.weight, Strength.medium.weight]),
          values: (0..<random.int(1...3)).map { _ in Double(random.int(-300...300)) }))
    }
    return RandomSystem(variables: n, constraints: rows, edits: edits)
  }

  /// The JSON kiwi_solve.py reads.
  var json: String {
    func number(_ x: Double) -> String { x == x.rounded() ? String(Int(x)) : "\(x)" }
    let cs = constraints.map { c in
      let terms = c.terms.map { "[\($0.variable),\(number($0.coefficient))]" }.joined(separator: ",")
      return
        "{\"terms\":[\(terms)],\"constant\":\(number(c.constant)),\"relation\":\"\(c.relation.rawValue)\",\"strength\":\(number(c.weight))}"
    }
    let es = edits.map { e in
      "{\"variable\":\(e.variable),\"strength\":\(number(e.weight)),\"values\":[\(e.values.map(number).joined(separator: ","))]}"
    }
    return
      "{\"variables\":\(variables),\"constraints\":[\(cs.joined(separator: ","))],\"edits\":[\(es.joined(separator: ","))]}"
  }

  struct Outcome {
    var unsatisfiable: [Int]
    var solutions: [[Double]]
  }

  /// Solves it with `Solver`, as kiwi_solve.py does with kiwisolver.
  func solve() throws -> Outcome {
    var solver = Solver()
    let vars = (0..<variables).map { solver.makeVariable("v\($0)") }
    var unsatisfiable: [Int] = []
    for (index, c) in constraints.enumerated() {
      let e = Expression(c.terms.map { (vars[$0.variable], $0.coefficient) }, constant: c.constant)
      do {
        try solver.add(Constraint(e, c.relation, strength: Strength(weight: c.weight)))
      } catch {
        guard case .unsatisfiable = error else { throw error }
        unsatisfiable.append(index)
      }
    }
    var solutions = [vars.map(solver.value)]
    for e in edits { try solver.addEditVariable(vars[e.variable], strength: Strength(weight: e.weight)) }
    for e in edits {
      for v in e.values {
        try solver.suggestValue(vars[e.variable], v)
        solutions.append(vars.map(solver.value))
      }
    }
    return Outcome(unsatisfiable: unsatisfiable, solutions: solutions)
  }

  /// Σ weight × violation of the optional constraints (and of the edits' suggestions) at `values`;
  /// the quantity both solvers minimise. Nil when a required constraint is violated.
  func objective(_ values: [Double], skipping: [Int], suggestions: [(Int, Double, Double)]) -> Double? {
    var total = 0.0
    for (index, c) in constraints.enumerated() where !skipping.contains(index) {
      let x = c.terms.reduce(c.constant) { $0 + $1.coefficient * values[$1.variable] }
      let violation: Double =
        switch c.relation {
        case .equal: abs(x)
        case .lessOrEqual: max(x, 0)
        case .greaterOrEqual: max(-x, 0)
        }
      if c.weight >= Strength.required.weight {
        if violation > 1e-6 * max(1, abs(c.constant)) { return nil }
      } else {
        total += c.weight * violation
      }
    }
    for (variable, weight, value) in suggestions { total += weight * abs(values[variable] - value) }
    return total
  }
}
