import HeroLayout
import Testing

/// The solver on systems whose answers are known by hand.
@Suite struct SolverTests {
  @Test func requiredEqualitiesAndMultipliers() throws {
    var s = Solver()
    let left = s.makeVariable("left")
    let width = s.makeVariable("width")
    let right = s.makeVariable("right")
    try s.add(Constraint(Expression(left), .equal, Expression(constant: 16)))
    try s.add(Constraint(Expression(right), .equal, left + width))
    // width = 0.5 × 375 − 8: a multiplier and a constant.
    try s.add(Constraint(Expression(width), .equal, Expression(constant: 375) * 0.5 - 8))
    #expect(s.value(left) == 16)
    #expect(s.value(width) == 179.5)
    #expect(s.value(right) == 195.5)
    #expect(!s.isAmbiguous(right))
  }

  @Test func inequalitiesAndStrengthsTradeOff() throws {
    var s = Solver()
    let x = s.makeVariable("x")
    try s.add(Constraint(Expression(x), .greaterOrEqual, Expression(constant: 100)))
    try s.add(Constraint(Expression(x), .equal, Expression(constant: 40), strength: .weak))
    #expect(s.value(x) == 100)  // the required bound wins over the weak wish
    let wish = try s.add(Constraint(Expression(x), .equal, Expression(constant: 300), strength: .medium))
    #expect(s.value(x) == 300)  // medium outweighs weak
    try s.remove(wish)
    #expect(s.value(x) == 100)
  }

  @Test func anInequalityAloneLeavesTheVariableAmbiguous() throws {
    var s = Solver()
    let w = s.makeVariable("w")
    let h = s.makeVariable("h")
    try s.add(Constraint(Expression(w), .greaterOrEqual, Expression(constant: 10)))
    try s.add(Constraint(Expression(h), .equal, Expression(constant: 10)))
    #expect(s.isAmbiguous(w))
    #expect(!s.isAmbiguous(h))
  }

  @Test func anUnsatisfiableRequiredConstraintIsRefusedAndNamesTheConflict() throws {
    var s = Solver()
    let x = s.makeVariable("x")
    let y = s.makeVariable("y")
    let a = try s.add(Constraint(Expression(x), .equal, Expression(constant: 10)))
    let b = try s.add(Constraint(Expression(y), .equal, x + 5))
    _ = try s.add(Constraint(Expression(y), .equal, Expression(constant: 50), strength: .weak))
    #expect(throws: SolverError.unsatisfiable(nil, conflicting: [a, b])) {
      try s.add(Constraint(Expression(y), .lessOrEqual, Expression(constant: 12)))
    }
    // The solver is as it was: y still 15, and a satisfiable constraint still goes in.
    #expect(s.value(y) == 15)
    try s.add(Constraint(Expression(y), .lessOrEqual, Expression(constant: 20)))
    #expect(s.value(y) == 15)
    #expect(s.constraintCount == 4)
  }

  @Test func editVariablesAndStays() throws {
    var s = Solver()
    let left = s.makeVariable("left")
    let width = s.makeVariable("width")
    let right = s.makeVariable("right")
    try s.add(Constraint(Expression(right), .equal, left + width))
    try s.add(Constraint(Expression(width), .greaterOrEqual, Expression(constant: 50)))
    try s.add(Constraint(Expression(left), .equal, Expression(constant: 0), strength: .weak))
    try s.add(Constraint(Expression(width), .equal, Expression(constant: 100), strength: .weak))
    #expect(s.value(right) == 100)
    try s.addStay(width, strength: .medium)  // width holds at 100 while right is dragged
    try s.addEditVariable(right, strength: .strong)
    try s.suggestValue(right, 300)
    #expect(s.value(right) == 300)
    #expect(s.value(width) == 100)
    #expect(s.value(left) == 200)
    try s.suggestValue(right, 120)
    #expect(s.value(left) == 20)
    try s.removeEditVariable(right)
    #expect(s.value(right) == 100)
    #expect(throws: SolverError.unknownEditVariable("right")) { try s.suggestValue(right, 1) }
    #expect(throws: SolverError.requiredEdit("left")) { try s.addEditVariable(left, strength: .required) }
  }

  @Test func boundsAreErrorsNotHangs() throws {
    var s = Solver(limits: .init(maximumConstraints: 3, maximumPivots: 1_000))
    let x = s.makeVariable("x")
    for i in 0..<3 { try s.add(Constraint(Expression(x), .greaterOrEqual, Expression(constant: Double(i)))) }
    #expect(throws: SolverError.tooManyConstraints(limit: 3)) {
      try s.add(Constraint(Expression(x), .lessOrEqual, Expression(constant: 9)))
    }
    var few = Solver(limits: .init(maximumConstraints: 100, maximumPivots: 2))
    let vars = (0..<10).map { few.makeVariable("v\($0)") }
    #expect(throws: SolverError.tooManyPivots(limit: 2)) {
      for (a, b) in zip(vars, vars.dropFirst()) {
        try few.add(Constraint(Expression(b), .greaterOrEqual, a + 1))
        try few.add(Constraint(Expression(b), .equal, Expression(constant: 0), strength: .weak))
      }
    }
    var fresh = Solver()
    let y = fresh.makeVariable("y")
    #expect(throws: SolverError.self) { try fresh.add(Constraint(Expression(y), .equal, Expression(constant: .nan))) }
    #expect(fresh.constraintCount == 0)
  }

  /// The same system twice gives the same bits (no dependence on hashing or insertion history).
  @Test func resultsAreBitIdentical() throws {
    func solve() throws -> [UInt64] {
      var s = Solver()
      let v = (0..<40).map { s.makeVariable("v\($0)") }
      for i in 1..<40 {
        try s.add(Constraint(Expression(v[i]), .greaterOrEqual, v[i - 1] + Double(i % 7) / 3))
        try s.add(Constraint(Expression(v[i]), .equal, Expression(constant: Double(i * 13 % 17)), strength: .weak))
      }
      return v.map { s.value($0).bitPattern }
    }
    #expect(try solve() == solve())
  }
}
