import ArgumentParser
import Foundation
import HeroProject
import HeroRender
import HeroSync

/// Reports progress of frame work: a redrawn bar on a terminal, nothing otherwise (commands print
/// one summary line per scene instead, which suits logs and CI).
///
/// The bar appears only when standard error is a terminal and `--no-progress` / `--quiet` was not
/// given, and only once the work has taken longer than a moment (0.3 s), so quick commands stay
/// silent. It never goes to standard output, where machine output (`--json`, states) lives.
/// Thread-safe: workers call `advance()` concurrently.
final class ProgressReporter: FrameProgress, Sendable {
  private let label: String
  private let total: Int
  private let enabled: Bool
  /// Steps done, whether a bar is on screen, and when it was last drawn.
  private let state = Locked((done: 0, drawn: false, lastDraw: UInt64(0)))
  private let start = DispatchTime.now().uptimeNanoseconds

  init(label: String, total: Int, enabled: Bool = ProgressReporter.showsBars) {
    self.label = label
    self.total = total
    self.enabled = enabled
  }

  /// Whether bars are drawn at all in this run: standard error is a terminal and the command was
  /// not asked for silence (set once, from the parsed command, before it runs).
  static var showsBars: Bool { Terminal.standardErrorIsTerminal && !silenced.value }
  static let silenced = Flag()

  func advance() {
    state.withLock { s in
      s.done += 1
      guard enabled else { return }
      let now = DispatchTime.now().uptimeNanoseconds
      guard now - start > 300_000_000, now - s.lastDraw > 50_000_000 || s.done == total else { return }
      s.lastDraw = now
      s.drawn = true
      let line = ProgressLine(
        label: label, done: s.done, total: total, elapsed: Double(now - start) / 1e9)
      Terminal.error("\r\u{1B}[2K" + line.text(width: Terminal.standardErrorColumns ?? 80))
    }
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
    state.withLock { s in
      if s.drawn { Terminal.error("\r\u{1B}[2K") }
      s.drawn = false
    }
  }

  /// A switch set once before the command runs and read by every reporter.
  final class Flag: Sendable {
    private let state = Locked(false)
    var value: Bool { state.withLock { $0 } }
    func set() { state.withLock { $0 = true } }
  }
}

/// `--no-progress` / `--quiet` for the commands that draw a progress bar.
struct ProgressOptions: ParsableArguments {
  @Flag(name: [.customLong("no-progress"), .customLong("quiet"), .customShort("q")], help: "Draw no progress bar.")
  var noProgress = false
}

/// A command with `ProgressOptions`: `hero`'s `main` applies them before running it.
protocol ReportsProgress {
  var progressOptions: ProgressOptions { get }
}
