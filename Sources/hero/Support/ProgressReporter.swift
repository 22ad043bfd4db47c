import Foundation
import HeroRender
import HeroVerify

/// Reports progress of frame work: a redrawn bar on a terminal, nothing otherwise (commands print
/// one summary line per scene instead, which suits logs and CI).
///
/// The bar appears only once the work has taken longer than a moment (0.3 s), so quick commands
/// stay silent. Thread-safe: workers call `advance()` concurrently.
final class ProgressReporter: FrameProgress, @unchecked Sendable {
  private let label: String
  private let total: Int
  private let enabled: Bool
  private let lock = NSLock()
  private var done = 0
  private var drawn = false
  private var lastDraw: UInt64 = 0
  private let start = DispatchTime.now().uptimeNanoseconds

  init(label: String, total: Int, enabled: Bool = Terminal.standardErrorIsTerminal) {
    self.label = label
    self.total = total
    self.enabled = enabled
  }

  func advance() {
    lock.lock()
    defer { lock.unlock() }
    done += 1
    guard enabled else { return }
    let now = DispatchTime.now().uptimeNanoseconds
    guard now - start > 300_000_000, now - lastDraw > 50_000_000 || done == total else { return }
    lastDraw = now
    drawn = true
    let width = 30
    let filled = total == 0 ? width : width * done / total
    let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
    Terminal.error("\r\u{1B}[2K\(label) \(bar) \(done)/\(total)")
  }

  /// Runs `body` with a reporter for `total` steps, clears the bar afterwards, and turns a failure
  /// that is not already a `CLIError` into a bad-input error naming `file`.
  static func run<T>(
    _ label: String, total: Int, file: String, _ body: (ProgressReporter) throws -> T
  ) throws(CLIError) -> T {
    let progress = ProgressReporter(label: label, total: total)
    defer { progress.finish() }
    do {
      return try body(progress)
    } catch let error as CLIError {
      throw error
    } catch {
      throw .badInput("\(file): \(error)")
    }
  }

  /// Clears the bar, if one was drawn, so the summary line starts clean.
  func finish() {
    lock.lock()
    defer { lock.unlock() }
    if drawn { Terminal.error("\r\u{1B}[2K") }
    drawn = false
  }
}
