#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension OutputFolder {
  /// Runs `body` holding the folder's exclusive lock (`flock`), waiting while another run holds it,
  /// so two runs writing one folder take turns and its set of files is never mixed. The lock goes
  /// with the process, however it ends.
  public static func withLock<T>(_ path: String, _ body: () throws -> T) throws -> T {
    let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { throw OutputFolderError.failed(path, .open) }
    defer { close(fd) }
    while flock(fd, LOCK_EX) != 0 {
      guard errno == EINTR else { throw OutputFolderError.failed(path, .lock) }
    }
    return try body()
  }
}
