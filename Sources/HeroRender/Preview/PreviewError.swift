/// Why a preview failed; `kind` tells the CLI its exit status.
public struct PreviewError: Error, CustomStringConvertible, Equatable {
  public enum Kind: Sendable, Equatable {
    /// ffmpeg is not installed (exit status 3).
    case missingTool
    /// A bad option, a frame ffmpeg could not take, a failed or truncated encode.
    case badInput
  }
  public var kind: Kind
  public var message: String
  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }
  public var description: String { message }
}
