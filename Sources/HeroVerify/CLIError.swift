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
}
