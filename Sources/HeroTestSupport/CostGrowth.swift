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

/// Runs `executable arguments…` in `workingDirectory` (through `/bin/sh`, which `exec`s it, so the
/// account is the program's) and returns its cost.
public func measureProcess(_ executable: String, _ arguments: [String], workingDirectory: String) throws
  -> ProcessCost
{
  let outputFile = NSTemporaryDirectory() + "process-cost-\(UUID().uuidString).txt"
  defer { try? FileManager.default.removeItem(atPath: outputFile) }
  let script = #"cd "$1" || exit 127; out="$2"; shift 2; exec "$@" >"$out" 2>&1"#
  let argv = ["/bin/sh", "-c", script, "sh", workingDirectory, outputFile, executable] + arguments
  var cArguments: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
  defer { for p in cArguments { free(p) } }
  var pid: pid_t = 0
  let spawned = posix_spawn(&pid, "/bin/sh", nil, nil, &cArguments, environ)
  guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
  var status: Int32 = 0
  var usage = rusage()
  while wait4(pid, &status, 0, &usage) < 0 {
    guard errno == EINTR else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
  }
  func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
  // Exited: the status byte; killed by a signal: the signal's number (as `runCLI` reports it).
  let exitStatus = status & 0x7f == 0 ? (status >> 8) & 0xff : status & 0x7f
  return ProcessCost(
    status: exitStatus, cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime),
    peakResidentBytes: usage.ru_maxrss * 1024,
    output: (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? "")
}
