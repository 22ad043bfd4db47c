import Foundation
import HeroFiles
import HeroModel
import HeroProject

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
    error("error: \(printable(message))\n")
  }

  /// Writes one line to standard output, unbuffered so it interleaves correctly with stderr. A
  /// failed write ends the run (`CLIError.cannotWrite`) rather than losing output silently. The
  /// text is made `printable`.
  static func line(_ text: String) { write(line: printable(text)) }

  /// Writes a GitHub Actions workflow command (`GitHubAnnotations`, already percent-encoded) as it is.
  static func annotation(_ command: String) { write(line: command) }

  /// `text` safe to print where a person or a CI runner reads it: control characters other than
  /// line breaks and tabs made visible (`Excerpt`: no escape sequence, carriage return or bidi
  /// override reaches the terminal), `##[` anywhere written `#\u0023[`, and a line that would start
  /// with `::` (a workflow command, which GitHub's runner reads from both streams) has that first
  /// character escaped. The
  /// values messages quote are escaped where they are quoted; this is the net for any that are not.
  static func printable(_ text: String) -> String {
    var visible = Excerpt.visibleKeepingLines(text)
    // The runner reads `##[command]` anywhere in a line. `\u0023` is `#` to a reader and, inside
    // a JSON string (`lint --json`), a valid escape that decodes back to the same text.
    if visible.contains("##[") { visible = visible.replacingOccurrences(of: "##[", with: "#\\u0023[") }
    guard visible.contains("::") else { return visible }
    return visible.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      let body = line.drop { $0 == " " || $0 == "\t" }
      guard body.hasPrefix("::") || body.hasPrefix("##[") else { return String(line) }
      let first = body.unicodeScalars.first!.value
      return String(line[..<body.startIndex]) + "\\u{\(String(first, radix: 16, uppercase: true))}" + body.dropFirst()
    }.joined(separator: "\n")
  }

  private static func write(line text: String) {
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
