import Foundation
import HeroTestSupport
import Testing

@testable import HeroServe

/// Cost growth of the server's per-request work with the number of served scenes (thread CPU, ratio only).
@Suite struct ServeCostTests {
  /// Every request names its scene by id: looking each of n scenes up grows with n, not n². (Short
  /// ids, held inline, and tables of a few thousand keep the cost about lookups, not cache misses.)
  @Test func sceneLookupStaysCheapWithManyScenes() throws {
    func lookUpEvery(_ count: Int) throws -> Double {
      let files = (0..<count).map { "scenes/m/s\($0).json" }
      let scenes = try ServedScenes(files: files, goldenRoot: "golden", artefactsRoot: "artefacts")
      let ids = scenes.entries.map(\.id)
      return try bestThreadCPUSeconds(runs: 5) {
        // A missing id would throw (404).
        for _ in 0..<10 { for id in ids { _ = try scenes.entry(id) } }
      }
    }
    expectLinearCost("scene lookup", small: try lookUpEvery(3_000), large: try lookUpEvery(12_000))
  }
}
