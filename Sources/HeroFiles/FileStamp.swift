#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What identifies a file's content cheaply: size, modification time and inode (nil fields when
/// the file is missing). A file replaced by rename gets a new inode; one rewritten in place a new
/// modification time, as fine as the file system keeps it.
public struct FileStamp: Hashable, Sendable {
  public var size: Int64?
  public var modified: Int?
  public var inode: UInt64?

  /// The stamp of a missing file.
  public init() {}

  public init(_ path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else {
      self.init()
      return
    }
    self.init(info)
  }

  /// The stamp of what `info` describes.
  init(_ info: stat) {
    size = Int64(info.st_size)
    modified = Self.nanoseconds(Self.modificationTime(of: info))
    inode = UInt64(info.st_ino)
  }

  /// The modification time as each C library spells it: glibc's `st_mtim`, Darwin's `st_mtimespec`.
  private static func modificationTime(of info: stat) -> timespec {
    #if canImport(Darwin)
      info.st_mtimespec
    #else
      info.st_mtim
    #endif
  }

  private static func nanoseconds(_ time: timespec) -> Int {
    Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
  }
}
