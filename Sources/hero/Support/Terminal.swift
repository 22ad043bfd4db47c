import Foundation
import HeroFiles
import HeroVerify

/// Standard streams, and whether a human is watching (progress bars only on a terminal).
///
/// Plain POSIX writes: Foundation's non-throwing `FileHandle.write(_:)` traps on a failed write
/// (a closed pipe, a full disk behind `> file`), which must be an error, not a crash.
enum Terminal {
  static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }

  /// The width of the terminal behind standard error, in columns; nil when it is not a terminal
  /// or does not say.
  static var standardErrorColumns: Int? {
    var size = winsize()
    guard ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// Writes to standard error without buffering (progress and diagnostics); a failure is ignored,
  /// as there is nowhere left to report it.
  static func error(_ text: String) {
    _ = OutputFile.writeAll(STDERR_FILENO, Array(text.utf8))
  }

  /// Reports a failure on standard error as `error: <message>`: the one prefix and stream for every
  /// error the CLI prints, whether it ends the command or only one scene of several.
  static func failure(_ message: String) {
    error("error: \(message)\n")
  }

  /// Writes one line to standard output, unbuffered so it interleaves correctly with stderr. A
  /// failed write ends the run (`CLIError.cannotWrite`) rather than losing output silently.
  static func line(_ text: String) {
    let failure = OutputFile.writeAll(STDOUT_FILENO, Array((text + "\n").utf8))
    guard failure != 0 else { return }
    exit(
      CLIError.cannotWrite(
        FileError("standard output", "write failed (\(String(cString: strerror(failure))))", code: failure)))
  }

  /// Ends the run with `error`'s status, reporting it unless the output's reader went away (a
  /// closed pipe is the reader's choice, not a failure worth a message).
  static func exit(_ error: CLIError) -> Never {
    if error.status != .outputClosed { failure(error.message) }
    Foundation.exit(error.status.rawValue)
  }
}
