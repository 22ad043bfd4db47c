#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What an input file is, which sets how large it may be and how errors name it.
public enum InputKind: String, Sendable, CaseIterable {
  case scene, image, golden, font, storyboard, assetCatalogContents, report, project, sourceCode

  /// The largest file accepted, bytes. A scene of 100,000 views is about 20 MB; images and goldens
  /// at the 16384-pixel limit compress far below 64 MB; font files and real storyboards are a few MB;
  /// an asset catalog's `Contents.json` and a project file (`hero.json`) are a few hundred bytes; a
  /// `hero verify` report of 100,000
  /// samples is about 60 MB.
  public var byteLimit: Int {
    switch self {
    case .scene, .report: 64 << 20
    case .image, .golden: 64 << 20
    case .font, .storyboard: 32 << 20
    case .assetCatalogContents, .project: 1 << 20
    // A view controller's Swift or Objective-C file: real ones are tens of KB.
    case .sourceCode: 4 << 20
    }
  }

  /// `a scene file`, `an image`, …: how errors name the file.
  public var noun: String {
    switch self {
    case .scene: "a scene file"
    case .image: "an image"
    case .golden: "a golden image"
    case .font: "a font file"
    case .storyboard: "a storyboard"
    case .assetCatalogContents: "an asset catalog's Contents.json"
    case .report: "a hero verify report"
    case .project: "a project file"
    case .sourceCode: "a source file"
    }
  }
}

/// The one way HeroFrames reads an input file: symlinks resolved, regular files only, a size cap
/// per kind, and an error that names the file and the reason. A FIFO, a device (`/dev/zero`,
/// `/dev/urandom`), a folder or a symlink loop is refused before a byte is read, so no input can
/// hang a run or fill its memory.
public enum InputFile {
  /// The bytes of the regular file at `path` (after following symlinks). With `sandbox`, the
  /// resolved file must lie inside that folder's tree (`--sandbox`: scene files and the files they
  /// refer to may not leave the project root).
  public static func read(_ path: String, kind: InputKind, sandbox: String? = nil) throws(FileError)
    -> [UInt8]
  {
    try read(path, kind: kind, sandbox: sandbox, prefix: nil)
  }

  /// The first `prefix` bytes of the file (fewer when it is shorter), checked as `read` checks: what
  /// a file's header says, without reading the rest (`PNGHeader`).
  public static func read(_ path: String, kind: InputKind, sandbox: String? = nil, prefix: Int?) throws(FileError)
    -> [UInt8]
  {
    let resolved = try check(path, kind: kind, sandbox: sandbox)
    var info = stat()
    // O_NONBLOCK: should the file have been swapped for a FIFO since the check, open must not wait
    // for a writer; fstat below then refuses it.
    let fd = open(resolved, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard fd >= 0 else { throw FileError(path, "cannot be opened (\(FileError.errnoText()))") }
    defer { close(fd) }
    guard fstat(fd, &info) == 0 else { throw FileError(path, "cannot be read (\(FileError.errnoText()))") }
    try requireRegular(info, path: path, kind: kind)
    return try readAll(fd, path: path, kind: kind, expected: Int(info.st_size), prefix: prefix)
  }

  /// Checks without reading that `path` is a regular file within the kind's limit (and inside
  /// `sandbox` when given), as `read` would; returns its canonical path. `lint` uses it for the
  /// files a scene refers to.
  @discardableResult
  public static func check(_ path: String, kind: InputKind, sandbox: String? = nil) throws(FileError)
    -> String
  {
    let resolved = try resolve(path, kind: kind)
    if let sandbox { try confine(resolved, path: path, to: sandbox) }
    var info = stat()
    guard stat(resolved, &info) == 0 else {
      throw FileError(path, "cannot be read (\(FileError.errnoText()))")
    }
    try requireRegular(info, path: path, kind: kind)
    return resolved
  }

  /// The canonical absolute path of `path`, or an error saying why it has none.
  public static func resolve(_ path: String, kind: InputKind) throws(FileError) -> String {
    guard !path.isEmpty else { throw FileError("''", "empty file name") }
    InputFileLog.note(path)
    guard let pointer = realpath(path, nil) else {
      let code = errno
      var link = stat()
      switch code {
      case ELOOP: throw FileError(path, "symlink loop (the links never reach a file)")
      case ENOENT where lstat(path, &link) == 0:
        throw FileError(path, "is a symlink to a missing file")
      case ENOENT: throw FileError(path, FileError.missing)
      case ENOTDIR: throw FileError(path, "a folder in the path is a file")
      default: throw FileError(path, "cannot be read (\(FileError.errnoText(code)))")
      }
    }
    defer { free(pointer) }
    return String(cString: pointer)
  }

  /// Fails unless `resolved` lies inside `root`'s tree (both canonical after resolution).
  static func confine(_ resolved: String, path: String, to root: String) throws(FileError) {
    guard let pointer = realpath(root, nil) else {
      throw FileError(root, "sandbox folder cannot be resolved (\(FileError.errnoText()))")
    }
    defer { free(pointer) }
    let canonical = String(cString: pointer)
    let prefix = canonical.hasSuffix("/") ? canonical : canonical + "/"
    guard resolved.hasPrefix(prefix) else {
      throw FileError(
        path, "resolves to \(resolved), outside the project root \(canonical) (--sandbox allows only files inside it)")
    }
  }

  static func requireRegular(_ info: stat, path: String, kind: InputKind) throws(FileError) {
    let type = info.st_mode & S_IFMT
    guard type != S_IFDIR else { throw FileError(path, "is a directory, not \(kind.noun)") }
    guard type == S_IFREG else {
      throw FileError(path, "is \(describe(type)), not a regular file; \(kind.noun) must be a regular file")
    }
    guard Int(info.st_size) <= kind.byteLimit else {
      throw FileError(
        path, "is \(megabytes(Int(info.st_size))); the limit for \(kind.noun) is \(megabytes(kind.byteLimit))"
      )
    }
  }

  /// Reads to the end (or the first `prefix` bytes), never past the kind's limit (a file may grow
  /// while it is read).
  static func readAll(_ fd: Int32, path: String, kind: InputKind, expected: Int, prefix: Int? = nil)
    throws(FileError) -> [UInt8]
  {
    var bytes: [UInt8] = []
    let wanted = min(prefix ?? Int.max, kind.byteLimit + 1)
    bytes.reserveCapacity(min(expected, wanted) + 1)
    var chunk = [UInt8](repeating: 0, count: min(1 << 16, wanted))
    while bytes.count < wanted {
      let n = chunk.withUnsafeMutableBytes {
        systemRead(fd, $0.baseAddress, min($0.count, wanted - bytes.count))
      }
      if n < 0 {
        if errno == EINTR { continue }
        throw FileError(path, "read failed (\(FileError.errnoText()))")
      }
      if n == 0 { return bytes }
      bytes.append(contentsOf: chunk[0..<n])
      guard bytes.count <= kind.byteLimit else {
        throw FileError(
          path, "grew past the limit for \(kind.noun) (\(megabytes(kind.byteLimit))) while read")
      }
    }
    return bytes
  }

  /// `a folder`, `a FIFO`, … for a file type from `st_mode`.
  static func describe(_ type: mode_t) -> String {
    switch type {
    case S_IFDIR: "a folder"
    case S_IFIFO: "a FIFO (named pipe)"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    case S_IFLNK: "a symlink"
    default: "not a regular file"
    }
  }

  static func megabytes(_ bytes: Int) -> String {
    bytes >= 1 << 20 ? "\((bytes + (1 << 20) - 1) >> 20) MB" : "\(bytes) bytes"
  }
}

/// POSIX `read` (the name is taken by `InputFile.read` inside the type).
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(fd, buffer, count)
}
