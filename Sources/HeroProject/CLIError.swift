import HeroFiles
import HeroScene

/// The CLI's documented exit codes (`docs/cli.md`).
public enum ExitStatus: Int32, Sendable {
  /// Everything worked (and, for `verify`, every frame matched).
  case ok = 0
  /// `verify` found a difference or a missing golden.
  case verificationFailed = 1
  /// Bad input or usage: an unreadable or invalid scene, a bad option, a failed render.
  case badInput = 2
  /// A required external tool (ffmpeg) is not installed.
  case missingTool = 3
  /// The reader of standard output (or of a FIFO written to) went away, as `head` does in
  /// `hero states scene.json | head`: the run stops at the first failed write and prints nothing.
  /// 128 + SIGPIPE, what a shell shows for a program a closed pipe ends, so the status is the same
  /// whether SIGPIPE ends `hero` or is ignored (inherited from the parent) and the write fails.
  case outputClosed = 141
}

/// A failure the CLI reports with a message and a specific exit status.
public struct CLIError: Error, CustomStringConvertible {
  public var status: ExitStatus
  public var message: String
  /// The structured scene error behind this one, for `--json` output.
  public var sceneError: SceneError?
  public init(_ status: ExitStatus, _ message: String, sceneError: SceneError? = nil) {
    self.status = status
    self.message = message
    self.sceneError = sceneError
  }
  public var description: String { message }

  public static func badInput(_ message: String) -> CLIError { CLIError(.badInput, message) }

  /// A failed write to an output: `outputClosed` when its reader went away, else bad input naming
  /// the file and why.
  public static func cannotWrite(_ error: FileError) -> CLIError {
    error.isClosedPipe
      ? CLIError(.outputClosed, "the reader of \(error.path) went away") : .badInput("cannot write \(error)")
  }
}

extension CLIError {
  /// An output folder that could not be prepared, locked or cleared is bad input, in its words:
  /// the one mapping from HeroFiles' folder errors to the commands'.
  public init(_ error: OutputFolderError) { self.init(.badInput, error.description) }
}
