import Foundation
import HeroLayout
import HeroTestSupport
import Testing

/// Our solver against kiwisolver (PyPI), an independent implementation of the same algorithm: random
/// layout-like systems, each solved by both, must refuse the same required constraints and reach
/// the same solutions; where the optimum is not unique (ties broken differently after a refusal),
/// the same optimal objective.
@Suite struct KiwiAgreementTests {
  static let hasKiwi: Bool = (try? runPython(["-c", "import kiwisolver"]))?.status == 0
  static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"
  /// Systems per run (each of 2–10 variables and up to 24 constraints, with edits).
  static let systemCount = 3000

  @Test func kiwisolverIsInstalledOnCI() {
    #expect(!Self.isCI || Self.hasKiwi, "python3 -c 'import kiwisolver' failed; run scripts/install-deps")
  }

  @Test(.enabled(if: hasKiwi, "python3 with kiwisolver is not installed (scripts/install-deps)"))
  func randomSystemsAgreeWithKiwisolver() throws {
    var random = SplitMix64(seed: 20)
    let systems = (0..<Self.systemCount).map { _ in RandomSystem.make(&random) }
    let input = FileManager.default.temporaryDirectory.appendingPathComponent("hero-kiwi-\(getpid()).json")
    defer { try? FileManager.default.removeItem(at: input) }
    try ("[" + systems.map(\.json).joined(separator: ",\n") + "]").write(to: input, atomically: true, encoding: .utf8)
    let script = repositoryRoot() + "/Tests/HeroLayoutTests/kiwi_solve.py"
    let (status, output) = try runPython([script, input.path])
    try #require(status == 0, "kiwi_solve.py failed: \(output.prefix(2000))")
    let decoded = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    try #require(decoded.count == systems.count)

    var identical = 0
    var sameObjective = 0
    var solutions = 0
    for (index, (system, theirs)) in zip(systems, decoded).enumerated() {
      let ours = try system.solve()
      let theirUnsat = (theirs["unsatisfiable"] as? [Int]) ?? []
      let theirSolutions = (theirs["solutions"] as? [[Double]]) ?? []
      #expect(ours.unsatisfiable == theirUnsat, "system \(index): refused \(ours.unsatisfiable) vs kiwi \(theirUnsat)")
      guard ours.unsatisfiable == theirUnsat, ours.solutions.count == theirSolutions.count else { continue }
      // After the constraints, every edit variable is suggested 0 until its first value comes.
      var suggestions: [(Int, Double, Double)] = []
      var edits = system.edits.flatMap { e in e.values.map { (e.variable, e.weight, $0) } }.makeIterator()
      for (step, (a, b)) in zip(ours.solutions, theirSolutions).enumerated() {
        solutions += 1
        if step == 1 { suggestions = system.edits.map { ($0.variable, $0.weight, 0) } }
        if step > 0, let s = edits.next() {
          suggestions.removeAll { $0.0 == s.0 }
          suggestions.append(s)
        }
        if zip(a, b).allSatisfy({ abs($0 - $1) <= 1e-6 * max(1, abs($1)) }) {
          identical += 1
          continue
        }
        let objectiveOurs = system.objective(a, skipping: theirUnsat, suggestions: suggestions)
        let objectiveTheirs = system.objective(b, skipping: theirUnsat, suggestions: suggestions)
        guard let o = objectiveOurs, let t = objectiveTheirs else {
          Issue.record("system \(index) step \(step): a required constraint is violated (ours \(a), kiwi \(b))")
          continue
        }
        #expect(
          abs(o - t) <= 1e-6 * max(1, abs(t)),
          "system \(index) step \(step) (kiwi refused \(theirUnsat)): objective \(o) vs kiwi \(t); ours \(a), kiwi \(b)"
        )
        sameObjective += 1
      }
    }
    print(
      "kiwi agreement: \(systems.count) systems, \(solutions) solutions: \(identical) identical, \(sameObjective) different but equally optimal"
    )
    #expect(identical >= solutions * 9 / 10)
  }
}
