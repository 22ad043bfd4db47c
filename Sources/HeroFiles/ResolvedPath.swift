#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where an absolute path really leads, worked out one part at a time as the kernel would, and
/// which symlinks it passes on the way: what `Project.outputFolders` judges an output folder by
/// before anything is written there (docs/project.md, "Output folders").
///
/// Parts that do not exist yet (a folder a command is about to create) are kept as written; a `..`
/// after a link goes up from where the link led, as the kernel's would.
public struct ResolvedPath: Sendable, Hashable {
  /// The canonical path: no link, no `.` or `..` (its missing tail as written).
  public let path: String
  /// Each symlink passed, as the path it was found at (its folder already resolved), in order.
  public let links: [String]

  /// Links followed at most (the kernel's own limit is 40).
  static let maximumLinks = 40

  /// Resolves `absolute` (a path starting with `/`); a link loop, an unreadable link or a file where
  /// a folder is needed is an error naming the part.
  public static func resolve(_ absolute: String) throws(FileError) -> ResolvedPath {
    guard let resolved = try resolve(absolute, within: nil) else { return ResolvedPath(path: absolute, links: []) }
    return resolved
  }

  /// `resolve`, but nil as soon as the way leaves the canonical folder `root` (by `..` or a link),
  /// before anything outside it is looked at: whether a file exists out there is never found out,
  /// so a hostile name cannot probe for it. `absolute` starts at or inside `root`.
  public static func resolve(_ absolute: String, within root: String?) throws(FileError) -> ResolvedPath? {
    var pending = absolute.split(separator: "/").map(String.init).reversed() as [String]
    var done: [String] = []
    var links: [String] = []
    var missing = false
    while let part = pending.popLast() {
      if part == "." || part.isEmpty { continue }
      if part == ".." {
        _ = done.popLast()
        continue
      }
      let candidate = "/" + (done + [part]).joined(separator: "/")
      if let root, !isInside(candidate, root) && !isInside(root, candidate) { return nil }
      if missing {
        done.append(part)
        continue
      }
      var info = stat()
      guard lstat(candidate, &info) == 0 else {
        guard errno == ENOENT else {
          throw FileError(candidate, "cannot be looked at (\(FileError.errnoText()))")
        }
        missing = true
        done.append(part)
        continue
      }
      switch info.st_mode & S_IFMT {
      case S_IFLNK:
        links.append(candidate)
        guard links.count <= maximumLinks else {
          throw FileError(absolute, "symlink loop (the links never reach a folder)")
        }
        let target = try readLink(candidate)
        if target.hasPrefix("/") { done = [] }
        pending += target.split(separator: "/").map(String.init).reversed()
      case S_IFDIR:
        done.append(part)
      default:
        // A file is fine as the last part; before a later part it is in the way, and the rest is
        // kept as written (the writer that tries to make it reports what is in the way).
        done.append(part)
        missing = true
      }
    }
    return ResolvedPath(path: "/" + done.joined(separator: "/"), links: links)
  }

  /// True when `path` is `folder` or lies below it (both canonical and absolute).
  public static func isInside(_ path: String, _ folder: String) -> Bool {
    path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
  }

  /// The text of the symlink at `path`.
  private static func readLink(_ path: String) throws(FileError) -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { throw FileError(path, "is a symlink that cannot be read (\(FileError.errnoText()))") }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
