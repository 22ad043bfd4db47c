import HeroLayout
import HeroTestSupport
import Testing

/// The solver's cost grows about linearly with the number of views of a screen-like system,
/// measured in thread CPU: `n` cards, each pinned to the screen's sides, with a row of 4 views
/// inside (spacing required, minimum widths required, preferred widths and heights weak). A
/// single chain of thousands of views with weak sizes grows quadratically (its rows fill up, as in
/// any simplex tableau); the constraint and pivot caps bound it.
@Suite struct SolverCostTests {
  static func layOut(_ n: Int) throws -> (Double, Int, work: Int) {
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
    return (lastRight, s.pivotCount, s.work)
  }

  @Test func costGrowsLinearly() throws {
    #expect(try Self.layOut(3).0 == 343)
    let small = try bestThreadCPUSeconds { _ = try Self.layOut(200) }
    let large = try bestThreadCPUSeconds { _ = try Self.layOut(800) }
    print("solver: 800 cards (\(800 * 20 + 1) constraints, \(try Self.layOut(800).1) pivots)")
    expectLinearCost("solver, 200 vs 800 cards of 4 views", small: small, large: large)
  }
}

/// The worst inputs we could build (issue 29, §3): dense optional constraints between random pairs of
/// variables fill the tableau, so each pivot touches more of it. The work allowance
/// (`Solver.Limits.baseWork`, `workPerConstraint`) ends such a system with `tooMuchWork` in bounded
/// time, counted rather than timed, so the same input always ends the same way.
@Suite struct SolverWorkBudgetTests {
  /// `n` variables, each near a value (weak), and `pairs` optional equalities between random pairs
  /// at random offsets and weights (the shape of the issue's 335 KB xib).
  static func dense(_ n: Int, pairs: Int, limits: Solver.Limits = .init()) throws(SolverError) -> Solver {
    var s = Solver(limits: limits)
    var rng = SplitMix64(seed: 29)
    let xs = (0..<n).map { s.makeVariable("x\($0)") }
    for (i, x) in xs.enumerated() {
      try s.add(Constraint(Expression(x), .greaterOrEqual, Expression(constant: 0)))
      try s.add(Constraint(Expression(x), .equal, Expression(constant: Double(i)), strength: .weak))
    }
    for _ in 0..<pairs {
      let a = xs[Int(rng.next() % UInt64(n))]
      let b = xs[Int(rng.next() % UInt64(n))]
      let offset = Double(rng.next() % 200) - 100
      let weight = Double(1 + rng.next() % 999)
      try s.add(Constraint(a - b, .equal, Expression(constant: offset), strength: Strength(weight: weight)))
    }
    return s
  }

  /// Refused deterministically: the same error at the same count of work on every run.
  @Test func denseOptionalConstraintsEndWithinTheAllowance() throws {
    var first: SolverError?
    var seconds = 0.0
    for _ in 0..<2 {
      let clock = ContinuousClock()
      let start = clock.now
      do {
        _ = try Self.dense(100, pairs: 200)
        Issue.record("the dense system should exceed its work allowance")
      } catch {
        if let first { #expect(error == first, "the same input ends the same way") }
        first = error
      }
      seconds = (clock.now - start) / .seconds(1)
    }
    print(
      "solver: dense 100 variables, 200 optional pairs → \(first.map(String.init(describing:)) ?? "solved") in \(seconds) s"
    )
    #expect(seconds < 60)
    guard case .tooMuchWork? = first else {
      Issue.record("expected tooMuchWork, got \(String(describing: first))")
      return
    }
  }

  /// Screen-like systems cost about 11 units of work a constraint, far inside the allowance (500 a
  /// constraint on top of the base), and a small dense one fits too.
  @Test func ordinaryLayoutsUseAFractionOfTheAllowance() throws {
    let cards = try SolverCostTests.layOut(800)
    let allowance = Solver.Limits().baseWork + Solver.Limits().workPerConstraint * (800 * 20 + 1)
    #expect(cards.work < allowance / 20, "\(cards.work) of \(allowance)")
    let small = try Self.dense(60, pairs: 80)
    #expect(small.work < small.workAllowance / 4, "\(small.work) of \(small.workAllowance)")
  }
}
