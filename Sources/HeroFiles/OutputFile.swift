import HeroSync

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one way HeroFrames writes an output file.
///
/// A regular file (or a new one) is written under a temporary name in the same folder, flushed to
/// disk (`fsync`) and renamed into place, so a reader never sees a partial file and a failure or an
/// interruption (see `Interruption`) leaves the old file intact and no temporary behind. Every
/// write is a POSIX `write` whose failure (a full disk, `ulimit -f`) throws with `errno`'s words.
///
/// Targets that are not regular files are never replaced: a device (`/dev/null`), a FIFO, or a
/// symlink to one (`/dev/stdout` → `/proc/self/fd/1`) is written directly; a symlink to a regular
/// file keeps the link and replaces the file it points to. `-` is standard output.
public final class OutputFile {
  /// The path as the caller gave it (`-` for standard output).
  public let path: String
  private var fd: Int32
  /// The temporary name while writing a regular file; nil when writing directly.
  public let temporaryPath: String?
  /// The regular file the temporary replaces (the symlink's target when `path` is a symlink).
  private let finalPath: String
  private var token: Int?
  private var closed = false

  /// `-` names standard output (see `OutputFile.init`).
  public static let standardOutputName = "-"

  /// Opens `path` for writing (see the type's documentation). The folder must exist.
  public init(_ path: String) throws(FileError) {
    self.path = path
    if path == Self.standardOutputName {
      (fd, temporaryPath, finalPath) = (STDOUT_FILENO, nil, path)
      return
    }
    switch try Self.target(of: path) {
    case .direct(let resolved):
      let fd = open(resolved, O_WRONLY | O_CLOEXEC | O_NOCTTY)
      guard fd >= 0 else { throw FileError(path, "cannot be opened for writing (\(FileError.errnoText()))") }
      (self.fd, temporaryPath, finalPath) = (fd, nil, resolved)
    case .replace(let final):
      let temporary = Self.temporaryName(for: final)
      let (fd, created) = Interruption.createTemporary(temporary)
      guard fd >= 0 else {
        throw FileError(path, "cannot create a temporary file next to it (\(FileError.errnoText()))")
      }
      token = created
      (self.fd, temporaryPath, finalPath) = (fd, temporary, final)
    }
  }

  deinit { if !closed { discard() } }

  /// Appends `bytes`; throws on any failed write (nothing is silently dropped).
  public func write(_ bytes: [UInt8]) throws(FileError) {
    let failure = Self.writeAll(fd, bytes)
    if failure != 0 {
      let reason = FileError.errnoText(failure)
      discard()
      throw FileError(path, "write failed (\(reason))", code: failure)
    }
  }

  public func write(_ text: String) throws(FileError) { try write(Array(text.utf8)) }

  /// Finishes the file: flushes it to disk and renames it into place.
  public func commit() throws(FileError) {
    guard !closed else { throw FileError(path, "already closed") }
    guard let temporaryPath else {
      closed = true
      if fd != STDOUT_FILENO { close(fd) }
      return
    }
    closed = true
    if fsync(fd) != 0 || close(fd) != 0 {
      let reason = FileError.errnoText()
      unlink(temporaryPath)
      if let token { Interruption.forget(token) }
      throw FileError(path, "write failed (\(reason))")
    }
    defer { if let token { Interruption.forget(token) } }
    guard rename(temporaryPath, finalPath) == 0 else {
      let reason = FileError.errnoText()
      unlink(temporaryPath)
      throw FileError(path, "cannot be renamed into place (\(reason))")
    }
  }

  /// Abandons the file: removes the temporary (a direct target keeps what was written).
  public func discard() {
    guard !closed else { return }
    closed = true
    if fd != STDOUT_FILENO { close(fd) }
    if let temporaryPath { unlink(temporaryPath) }
    if let token { Interruption.forget(token) }
  }

  /// Writes `bytes` to `path` in one go (see the type's documentation).
  public static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
    let file = try OutputFile(path)
    try file.write(bytes)
    try file.commit()
  }

  /// True when `path` is a device, a FIFO, or a symlink to one (written in place, not replaced).
  public static func isDirectTarget(_ path: String) throws(FileError) -> Bool {
    if path == standardOutputName { return true }
    if case .direct = try target(of: path) { return true }
    return false
  }

  /// Where the bytes for `path` go.
  enum Target: Equatable {
    /// Not a regular file (device, FIFO, or a symlink to one): written in place.
    case direct(String)
    /// A regular file or a new one: a temporary renamed onto this path.
    case replace(String)
  }

  static func target(of path: String) throws(FileError) -> Target {
    var info = stat()
    // stat follows links: /dev/stdout → /proc/self/fd/1 → a pipe is judged by what it reaches.
    guard stat(path, &info) == 0 else {
      let code = errno
      if code == ELOOP { throw FileError(path, "symlink loop (the links never reach a file)") }
      var link = stat()
      if code == ENOENT, lstat(path, &link) == 0 {
        throw FileError(path, "is a symlink to a missing file or folder")
      }
      guard code == ENOENT else { throw FileError(path, "cannot be written (\(FileError.errnoText(code)))") }
      return .replace(path)
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      // Replace the file a symlink points to, keeping the link.
      guard let pointer = realpath(path, nil) else { return .replace(path) }
      defer { free(pointer) }
      return .replace(String(cString: pointer))
    case S_IFDIR: throw FileError(path, "is a folder; give a file name")
    case S_IFSOCK: throw FileError(path, "is a socket; cannot write a file to it")
    default: return .direct(path)
    }
  }

  /// `out/x.mp4` → `out/.x.partial-<pid>-<n>.mp4`: hidden, unique per process and call, and keeping
  /// the extension (ffmpeg picks its format by it).
  public static func temporaryName(for path: String) -> String {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let dot = name.lastIndex(of: ".").flatMap { $0 == name.startIndex ? nil : $0 }
    let stem = dot.map { String(name[..<$0]) } ?? name
    let ext = dot.map { String(name[$0...]) } ?? ""
    let n = counter.withLock { n in
      n += 1
      return n
    }
    return "\(folder).\(stem).partial-\(getpid())-\(n)\(ext)"
  }

  /// Temporaries named so far by this process.
  private static let counter = Locked(0)
}

extension OutputFile {
  /// Writes every byte to `fd` with POSIX `write` (retrying on EINTR and short writes); returns
  /// the failing `errno`, or 0. For streams that are not files, such as standard error.
  public static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32 {
    bytes.withUnsafeBytes { raw in
      var done = 0
      while done < raw.count {
        let n = systemWrite(fd, raw.baseAddress! + done, raw.count - done)
        if n < 0 {
          if errno == EINTR { continue }
          return errno
        }
        done += n
      }
      return 0
    }
  }
}

/// POSIX `write` (the name is taken by `OutputFile.write` inside the class).
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, buffer, count)
}
