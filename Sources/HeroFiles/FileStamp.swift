#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What identifies a file's content cheaply: size, modification time and inode (nil fields when
/// the file is missing), links followed. What `hero serve` watches, and what tells a parsed
/// storyboard kept for the next variant from one saved since.
public struct FileStamp: Hashable, Sendable {
  public var size: Int64?
  public var modified: Int?
  public var inode: UInt64?

  public init(_ path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return }
    size = Int64(info.st_size)
    #if canImport(Darwin)
      modified = Int(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int(info.st_mtimespec.tv_nsec)
    #else
      modified = Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
    #endif
    inode = UInt64(info.st_ino)
  }
}
