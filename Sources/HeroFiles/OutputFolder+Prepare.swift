import Foundation
import HeroFiles

extension OutputFolder {
  /// Creates `path` (and its parents) for a command's output; a failure is bad input naming the
  /// folder and what is in the way.
  public static func prepare(_ path: String) throws(CLIError) {
    do {
      try create(path)
    } catch {
      throw .badInput("cannot prepare output folder '\(path)': \(error.reason)")
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
    while !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) {
      missing = folder
      guard let parent = parent(of: folder) else { break }
      folder = parent
    }
    return missing
  }

  /// The folder holding `path` (`a/b` → `a`, `/a` → `/`), or nil for a single relative name or the
  /// root. (Foundation's `deletingLastPathComponent` crashes on a one-letter name.)
  static func parent(of path: String) -> String? {
    let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
    guard let slash = trimmed.lastIndex(of: "/") else { return nil }
    if slash == trimmed.startIndex { return trimmed == "/" ? nil : "/" }
    return String(trimmed[..<slash])
  }

  /// Removes `path` and its parents up to `outermost` while they are empty: undoes `prepare` after
  /// a run that wrote nothing into the folders it made.
  static func removeEmpty(_ path: String, upTo outermost: String) {
    var folder = path
    while (try? FileManager.default.contentsOfDirectory(atPath: folder))?.isEmpty == true {
      try? FileManager.default.removeItem(atPath: folder)
      guard folder != outermost, let parent = parent(of: folder) else { return }
      folder = parent
    }
  }
}
