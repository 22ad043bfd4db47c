#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An output folder that could not be prepared, locked or cleared: which folder, which step and
/// why. The commands report it as bad input, in these words.
public struct OutputFolderError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was being done to the folder.
  public enum Step: Hashable, Sendable {
    /// Creating it and its parents (`OutputFolder.prepare`).
    case prepare
    /// Opening it to take its lock (`OutputFolder.withLock`).
    case open
    /// Taking its lock.
    case lock
    /// Listing it for earlier outputs (`OutputFolder.removeStale`).
    case list
    /// Removing the earlier output `name` inside it.
    case removeStale(name: String)
  }

  /// The folder as the caller gave it.
  public var path: String
  public var step: Step
  /// What is wrong (`'out' is a file, not a folder`, `Permission denied`).
  public var reason: String
  /// The `errno` of the failed call, when one failed.
  public var code: Int32?

  public init(_ path: String, _ step: Step, _ reason: String, code: Int32? = nil) {
    self.path = path
    self.step = step
    self.reason = reason
    self.code = code
  }

  /// The error for the failed call `step` made, from `errno`.
  static func failed(_ path: String, _ step: Step, code: Int32 = errno) -> OutputFolderError {
    OutputFolderError(path, step, FileError.errnoText(code), code: code)
  }

  public var description: String {
    switch step {
    case .prepare: "cannot prepare output folder '\(path)': \(reason)"
    case .open: "cannot open output folder '\(path)': \(reason)"
    case .lock: "cannot lock output folder '\(path)': \(reason)"
    case .list: "cannot list output folder '\(path)': \(reason)"
    case .removeStale(let name): "cannot remove stale '\(path)/\(name)': \(reason)"
    }
  }
}
