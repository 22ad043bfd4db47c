#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file that could not be read or written: which file and why, in words a user can act on.
public struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path as the caller gave it.
  public var path: String
  /// What is wrong (`is a FIFO, not a regular file`, `write failed (No space left on device)`).
  public var reason: String
  /// The `errno` of the failed call, when one failed (`EPIPE`: the reader of a pipe went away).
  public var code: Int32?

  public init(_ path: String, _ reason: String, code: Int32? = nil) {
    self.path = path
    self.reason = reason
    self.code = code
  }

  /// The reader of the pipe (or FIFO) being written went away (`hero states … | head`).
  public var isClosedPipe: Bool { code == EPIPE }

  /// The reason for a file that does not exist.
  public static let missing = "no such file"

  public var isMissing: Bool { reason == Self.missing }

  public var description: String { "\(path): \(reason)" }

  /// `strerror(errno)`: the C library's words for the last failure.
  static func errnoText(_ code: Int32 = errno) -> String { String(cString: strerror(code)) }
}
