#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension OutputFolder {
  /// Creates `path` (and its parents) for a command's output; a failure names the folder and what
  /// is in the way.
  public static func prepare(_ path: String) throws(OutputFolderError) {
    do {
      try create(path)
    } catch {
      throw OutputFolderError(path, .prepare, error.reason, code: error.code)
    }
  }

  /// Creates `path` as `prepare(_:)` does for the output `body` writes into it. When `body` throws,
  /// the folders this call made are removed again if nothing was written into them, so a command
  /// that fails before its first output leaves no empty folder behind.
  public static func prepare<T>(_ path: String, for body: () throws -> T) throws -> T {
    let created = firstMissing(path)
    try prepare(path)
    do {
      return try body()
    } catch {
      if let created { removeEmpty(path, upTo: created) }
      throw error
    }
  }

  /// The outermost folder on the way to `path` that does not exist yet (`path` itself, or one of
  /// its parents), or nil when `path` exists: what `prepare(path)` is about to create.
  static func firstMissing(_ path: String) -> String? {
    var missing: String?
    var folder = path
    var info = stat()
    while !folder.isEmpty, stat(folder, &info) != 0 {
      missing = folder
      guard let parent = parent(of: folder) else { break }
      folder = parent
    }
    return missing
  }

  /// The folder holding `path` (`a/b` → `a`, `/a` → `/`), or nil for a single relative name or the
  /// root.
  public static func parent(of path: String) -> String? {
    let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
    guard let slash = trimmed.lastIndex(of: "/") else { return nil }
    if slash == trimmed.startIndex { return trimmed == "/" ? nil : "/" }
    return String(trimmed[..<slash])
  }

  /// Removes `path` and its parents up to `outermost` while they are empty (`rmdir` removes only
  /// an empty folder): undoes `prepare` after a run that wrote nothing into the folders it made.
  static func removeEmpty(_ path: String, upTo outermost: String) {
    var folder = path
    while rmdir(folder) == 0 {
      guard folder != outermost, let parent = parent(of: folder) else { return }
      folder = parent
    }
  }
}
