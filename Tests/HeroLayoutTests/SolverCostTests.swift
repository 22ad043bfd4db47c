import HeroLayout
import HeroTestSupport
import Testing

/// The solver's cost grows about linearly with the number of views of a screen-like system,
/// measured in thread CPU: `n` cards, each pinned to the screen's sides, with a row of 4 views
/// inside (spacing required, minimum widths required, preferred widths and heights weak). A
/// single chain of thousands of views with weak sizes grows quadratically (its rows fill up, as in
/// any simplex tableau); the constraint and pivot caps bound it.
@Suite struct SolverCostTests {
  static func layOut(_ n: Int) throws -> (Double, Int) {
    var s = Solver()
    let screenWidth = s.makeVariable("screen.width")
    try s.add(Constraint(Expression(screenWidth), .equal, Expression(constant: 375)))
    var lastRight = 0.0
    for card in 0..<n {
      let left = s.makeVariable("card\(card).left")
      let width = s.makeVariable("card\(card).width")
      let top = s.makeVariable("card\(card).top")
      try s.add(Constraint(Expression(left), .equal, Expression(constant: 16)))
      try s.add(Constraint(left + width, .equal, screenWidth - 16))
      try s.add(Constraint(Expression(top), .equal, Expression(constant: Double(card) * 60)))
      var previousRight = Expression(left) + 8
      for i in 0..<4 {
        let x = s.makeVariable("card\(card).v\(i).left")
        let w = s.makeVariable("card\(card).v\(i).width")
        let h = s.makeVariable("card\(card).v\(i).height")
        try s.add(Constraint(Expression(x), .equal, previousRight))
        try s.add(Constraint(Expression(w), .greaterOrEqual, Expression(constant: 20)))
        try s.add(Constraint(Expression(w), .equal, Expression(constant: 60), strength: Strength(weight: 250)))
        try s.add(Constraint(Expression(h), .equal, Expression(constant: 44), strength: Strength(weight: 250)))
        previousRight = x + w + 8
      }
      try s.add(Constraint(previousRight, .lessOrEqual, left + width))
      lastRight = s.value(width)
    }
    return (lastRight, s.pivotCount)
  }

  @Test func costGrowsLinearly() throws {
    #expect(try Self.layOut(3).0 == 343)
    let small = try bestThreadCPUSeconds { _ = try Self.layOut(200) }
    let large = try bestThreadCPUSeconds { _ = try Self.layOut(800) }
    print("solver: 800 cards (\(800 * 20 + 1) constraints, \(try Self.layOut(800).1) pivots)")
    expectLinearCost("solver, 200 vs 800 cards of 4 views", small: small, large: large)
  }
}
