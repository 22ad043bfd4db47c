#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder whose contents HeroFrames reads, writes and deletes without ever following a symlink
/// below it: the golden and artefacts folders (docs/project.md, "Links in golden and artefacts
/// folders").
///
/// A folder the commands write is resolved first (`Project.outputFolders`, which decides whether
/// its links are allowed at all): then `resolved` is its canonical path, and every part of that is
/// opened with `O_NOFOLLOW` from `/`, so a link swapped in anywhere on the way after the check is
/// refused too. Without `resolved` the folder is opened as named; every part below it is
/// opened with `openat(…, O_NOFOLLOW)`, so a folder or file swapped for a link, even between a check
/// and its use, is refused with its path instead of being followed. Files are written as a hidden
/// temporary renamed into place (`renameat`, which replaces a name and never writes through it) and
/// deleted with `unlinkat` (which removes a name, never what a link points to).
public struct ConfinedFolder: Sendable, Hashable {
  /// The folder as the caller named it (what messages show).
  public let root: String
  /// Its canonical absolute path, when it was resolved and checked: opened part by part without
  /// following any link.
  public let resolved: String?

  public init(_ root: String, resolved: String? = nil) {
    self.root = root
    self.resolved = resolved
  }

  /// `root/relative`, as messages show it.
  public func path(_ relative: String) -> String {
    relative.isEmpty ? root : root.hasSuffix("/") ? root + relative : root + "/" + relative
  }

  /// Writes `bytes` to the file `relative` (folders below the root made as needed).
  public func write(_ bytes: [UInt8], to relative: String) throws(FileError) {
    let (parts, name) = try split(relative)
    let folder = try openFolder(parts, create: true)
    defer { close(folder) }
    var info = stat()
    if fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT != S_IFREG {
      throw refusal(relative, type: info.st_mode & S_IFMT)
    }
    let temporary = OutputFile.temporaryName(for: name)
    // Registered by its full path, so Ctrl-C removes it from the folder it is in.
    let (fd, token) = Interruption.createTemporary(
      in: folder, name: temporary, path: path((parts + [temporary]).joined(separator: "/")))
    guard fd >= 0 else {
      throw FileError(path(relative), "cannot create a temporary file next to it (\(FileError.errnoText()))")
    }
    defer { if let token { Interruption.forget(token) } }
    let failure = OutputFile.writeAll(fd, bytes)
    if failure != 0 || fsync(fd) != 0 {
      let reason = FileError.errnoText(failure != 0 ? failure : errno)
      close(fd)
      unlinkat(folder, temporary, 0)
      throw FileError(path(relative), "write failed (\(reason))", code: failure)
    }
    close(fd)
    guard renameat(folder, temporary, folder, name) == 0 else {
      let reason = FileError.errnoText()
      unlinkat(folder, temporary, 0)
      throw FileError(path(relative), "cannot be renamed into place (\(reason))")
    }
  }

  /// The bytes of the regular file `relative`; a link anywhere below the root is refused, a missing
  /// file or folder is `FileError.missing`.
  public func read(_ relative: String, kind: InputKind) throws(FileError) -> [UInt8] {
    let (parts, name) = try split(relative)
    let folder = try openFolder(parts, create: false)
    defer { close(folder) }
    let fd = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard fd >= 0 else {
      let code = errno
      var info = stat()
      if fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFLNK {
        throw refusal(relative, type: S_IFLNK)
      }
      if code == ENOENT { throw FileError(path(relative), FileError.missing) }
      throw FileError(path(relative), "cannot be opened (\(FileError.errnoText(code)))")
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw FileError(path(relative), "cannot be read (\(FileError.errnoText()))") }
    try InputFile.requireRegular(info, path: path(relative), kind: kind)
    return try InputFile.readAll(fd, path: path(relative), kind: kind, expected: Int(info.st_size))
  }

  /// What is at `relative` without following a link: nil when nothing is (or a folder on the way
  /// is missing); a link on the way is refused.
  public func type(of relative: String) throws(FileError) -> mode_t? {
    let (parts, name) = try split(relative)
    guard let folder = try openExistingFolder(parts) else { return nil }
    defer { close(folder) }
    var info = stat()
    guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
    return info.st_mode & S_IFMT
  }

  /// The stamp of the regular file `relative` (all nil when nothing is there), without following a
  /// link: what tells a later reader whether the file changed. A link or folder there is refused.
  public func stamp(of relative: String) throws(FileError) -> FileStamp {
    let (parts, name) = try split(relative)
    guard let folder = try openExistingFolder(parts) else { return FileStamp() }
    defer { close(folder) }
    var info = stat()
    guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return FileStamp() }
    guard info.st_mode & S_IFMT == S_IFREG else { throw refusal(relative, type: info.st_mode & S_IFMT) }
    return FileStamp(info)
  }

  /// Fails unless `relative` is a regular file or nothing, with no link on the way: checked before
  /// a run renders what it would write there.
  public func requireRegularOrNothing(_ relative: String) throws(FileError) {
    if let type = try type(of: relative), type != S_IFREG { throw refusal(relative, type: type) }
  }

  /// The names in the folder `relative` ("" for the root), sorted; empty when it does not exist.
  public func names(in relative: String) throws(FileError) -> [String] {
    let folder: Int32
    do { folder = try openFolder(relative.split(separator: "/").map(String.init), create: false) } catch {
      if error.isMissing { return [] }
      throw error
    }
    return Self.names(consuming: folder)
  }

  /// Removes the file `relative` (the name itself, never what a link points to). A missing file is
  /// no error; a link or a folder is refused.
  public func remove(_ relative: String) throws(FileError) {
    let (parts, name) = try split(relative)
    guard let folder = try openExistingFolder(parts) else { return }
    defer { close(folder) }
    var info = stat()
    guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return }
    guard info.st_mode & S_IFMT == S_IFREG else { throw refusal(relative, type: info.st_mode & S_IFMT) }
    guard unlinkat(folder, name, 0) == 0 || errno == ENOENT else {
      throw FileError(path(relative), "cannot be removed (\(FileError.errnoText()))")
    }
  }

  /// Removes the folder `relative` and everything in it, never descending through a link (a link
  /// inside is removed as a name). A missing folder is no error. At most `maximumRemovals` entries.
  public func removeTree(_ relative: String) throws(FileError) {
    let (parts, name) = try split(relative)
    guard let parent = try openExistingFolder(parts) else { return }
    defer { close(parent) }
    var budget = Self.maximumRemovals
    try removeEntry(name, in: parent, shown: relative, budget: &budget)
  }

  /// Entries one `removeTree` deletes at most (an artefacts folder holds a few per sample).
  public static let maximumRemovals = 1_000_000

  private func removeEntry(_ name: String, in parent: Int32, shown: String, budget: inout Int) throws(FileError) {
    budget -= 1
    guard budget >= 0 else { throw FileError(path(shown), "holds too many files to remove") }
    var info = stat()
    guard fstatat(parent, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return }
    if info.st_mode & S_IFMT == S_IFDIR {
      let fd = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      guard fd >= 0 else { throw FileError(path(shown), "cannot be opened (\(FileError.errnoText()))") }
      let children = Self.names(consuming: dup(fd))
      defer { close(fd) }
      for child in children { try removeEntry(child, in: fd, shown: shown + "/" + child, budget: &budget) }
      guard unlinkat(parent, name, AT_REMOVEDIR) == 0 || errno == ENOENT else {
        throw FileError(path(shown), "cannot be removed (\(FileError.errnoText()))")
      }
    } else {
      guard unlinkat(parent, name, 0) == 0 || errno == ENOENT else {
        throw FileError(path(shown), "cannot be removed (\(FileError.errnoText()))")
      }
    }
  }

  /// `openFolder(parts, create: false)`, or nil when a folder on the way does not exist.
  func openExistingFolder(_ parts: [String]) throws(FileError) -> Int32? {
    do { return try openFolder(parts, create: false) } catch {
      if error.isMissing { return nil }
      throw error
    }
  }

  /// Opens the folder `parts` below the root, one `openat(O_NOFOLLOW | O_DIRECTORY)` a part,
  /// creating missing ones when `create`. The caller closes the descriptor.
  func openFolder(_ parts: [String], create: Bool) throws(FileError) -> Int32 {
    let fd = try openRoot(create: create)
    return try walk(from: fd, parts, create: create, shown: path)
  }

  /// Opens the root: as named, or, when resolved, one part at a time from `/` without following a
  /// link (its canonical path has none, so any link met was swapped in after the check).
  private func openRoot(create: Bool) throws(FileError) -> Int32 {
    guard let resolved else {
      if create { try OutputFolder.create(root) }
      let fd = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      guard fd >= 0 else {
        if errno == ENOENT { throw FileError(root, FileError.missing) }
        throw FileError(root, "cannot be opened as a folder (\(FileError.errnoText()))")
      }
      return fd
    }
    let top = open("/", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard top >= 0 else { throw FileError(root, "cannot be opened as a folder (\(FileError.errnoText()))") }
    let parts = resolved.split(separator: "/").map(String.init)
    return try walk(from: top, parts, create: create) { _ in root }
  }

  /// Opens `parts` below the open folder `fd` (consumed), one `openat(O_NOFOLLOW | O_DIRECTORY)`
  /// a part, creating missing ones when `create`; `shown` names a part in messages. The caller
  /// closes the descriptor returned.
  private func walk(from start: Int32, _ parts: [String], create: Bool, shown name: (String) -> String)
    throws(FileError) -> Int32
  {
    var fd = start
    var shown = ""
    for part in parts {
      shown += shown.isEmpty ? part : "/" + part
      var next = openat(fd, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      var code = errno
      // Made only when missing: a folder that exists needs no write permission on its parent.
      if next < 0, code == ENOENT, create {
        if mkdirat(fd, part, 0o755) != 0, errno != EEXIST {
          let reason = FileError.errnoText()
          close(fd)
          throw FileError(name(shown), "cannot create the folder (\(reason))")
        }
        next = openat(fd, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        code = errno
      }
      if next < 0 {
        var info = stat()
        let type = fstatat(fd, part, &info, AT_SYMLINK_NOFOLLOW) == 0 ? info.st_mode & S_IFMT : nil
        close(fd)
        if let type { throw refusal(shown: name(shown), type: type) }
        if code == ENOENT { throw FileError(name(shown), FileError.missing) }
        throw FileError(name(shown), "cannot be opened (\(FileError.errnoText(code)))")
      }
      close(fd)
      fd = next
    }
    return fd
  }

  /// The parts of `relative` before its last, and its last; refuses empty, `.` and `..` parts.
  private func split(_ relative: String) throws(FileError) -> ([String], String) {
    let parts = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard let name = parts.last, !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
      throw FileError(path(relative), "is not a plain path below \(root)")
    }
    return (Array(parts.dropLast()), name)
  }

  /// The error for something that is not what it should be: a link is refused outright.
  private func refusal(_ relative: String, type: mode_t) -> FileError {
    refusal(shown: path(relative), type: type)
  }

  private func refusal(shown: String, type: mode_t) -> FileError {
    if type == S_IFLNK {
      return FileError(
        shown,
        "is a symlink; golden and artefact folders may not hold links (replace it with the real file or folder)")
    }
    return FileError(shown, "is \(InputFile.describe(type)), not a regular file or folder")
  }

  /// The names in the open folder `fd` (closed here), sorted, without `.` and `..`.
  static func names(consuming fd: Int32) -> [String] {
    guard let dir = fdopendir(fd) else {
      close(fd)
      return []
    }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }
}
