import Foundation

/// Standard streams, and whether a human is watching (progress bars only on a terminal).
enum Terminal {
  static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }

  /// Writes to standard error without buffering (progress and diagnostics).
  static func error(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// Reports a failure on standard error as `error: <message>`: the one prefix and stream for every
  /// error the CLI prints, whether it ends the command or only one scene of several.
  static func failure(_ message: String) {
    error("error: \(message)\n")
  }

  /// Writes one line to standard output, unbuffered so it interleaves correctly with stderr.
  static func line(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
  }
}
