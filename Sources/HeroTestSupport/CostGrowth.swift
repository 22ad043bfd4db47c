import Foundation
import Testing

/// Cost is part of correctness: an operation runs on an input of size n and 4n, and its time must
/// grow about linearly. A linear cost grows ×4, a quadratic one ×16; the bound of ×8 is generous for
/// noise yet catches a quadratic. No absolute time is asserted.
public let linearCostBound = 8.0

/// Prints the `small` (n) and `large` (4n) timings and expects their ratio under `linearCostBound`.
public func expectLinearCost(
  _ what: String, small: Double, large: Double, sourceLocation: SourceLocation = #_sourceLocation
) {
  let ratio = large / max(small, 1e-9)
  print(
    "cost \(what): n \(String(format: "%.4f", small)) s, 4n \(String(format: "%.4f", large)) s, ×\(String(format: "%.1f", ratio))"
  )
  #expect(ratio < linearCostBound, "\(what) grew ×\(ratio) for 4× the input", sourceLocation: sourceLocation)
}

/// This thread's CPU time so far, in seconds: what cost-growth tests measure. CPU time, not wall
/// time: other tests share the cores, and waiting for a core is not cost (wall-clock ratios reached
/// ×9–14 under a loaded suite for linear work).
public func threadCPUSeconds() -> Double {
  var now = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
  return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// The best of `runs` timings of `body` in this thread's CPU seconds; the minimum is the least noisy.
public func bestThreadCPUSeconds(runs: Int = 3, _ body: () throws -> Void) rethrows -> Double {
  var best = Double.infinity
  for _ in 0..<runs {
    let start = threadCPUSeconds()
    try body()
    best = min(best, threadCPUSeconds() - start)
  }
  return best
}
