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

/// What one run of a program cost, as the kernel accounts for that process alone (`wait4`): CPU
/// seconds (user and system) and peak resident memory. Other tests' threads and processes do not
/// count, so a cost-growth test can measure a whole command (`hero lint`, `hero record`) the way
/// `bestThreadCPUSeconds` measures work in the test's own thread.
public struct ProcessCost: Sendable {
  public var status: Int32
  public var cpuSeconds: Double
  public var peakResidentBytes: Int
  /// Standard output and error together.
  public var output: String
}

/// Runs `executable arguments…` in `workingDirectory` and returns its cost. A small python3 process
/// starts it and waits for it: a process started straight from the test process would inherit the
/// test process's peak memory (Linux carries it across `exec`), a large and varying figure.
public func measureProcess(_ executable: String, _ arguments: [String], workingDirectory: String) throws
  -> ProcessCost
{
  let outputFile = NSTemporaryDirectory() + "process-cost-\(UUID().uuidString).txt"
  defer { try? FileManager.default.removeItem(atPath: outputFile) }
  let script = """
    import os, sys
    os.chdir(sys.argv[1])
    out = os.open(sys.argv[2], os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    pid = os.fork()
    if pid == 0:
        os.dup2(out, 1)
        os.dup2(out, 2)
        try:
            os.execv(sys.argv[3], sys.argv[3:])
        finally:
            os._exit(127)
    _, status, usage = os.wait4(pid, 0)
    print(abs(os.waitstatus_to_exitcode(status)), usage.ru_utime + usage.ru_stime, usage.ru_maxrss)
    """
  let run = try runProcess(
    "/usr/bin/env", ["python3", "-c", script, workingDirectory, outputFile, executable] + arguments)
  let fields = run.standardOutput.split(separator: " ").map {
    String($0).trimmingCharacters(in: .whitespacesAndNewlines)
  }
  guard run.status == 0, fields.count == 3, let status = Int32(fields[0]), let cpu = Double(fields[1]),
    let kilobytes = Int(fields[2])
  else {
    throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "measuring failed: \(run.standardError)"])
  }
  return ProcessCost(
    status: status, cpuSeconds: cpu, peakResidentBytes: kilobytes * 1024,
    output: (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? "")
}
