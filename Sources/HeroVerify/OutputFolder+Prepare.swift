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

  /// The outermost folder on the way to `path` that does not exist yet (`path` itself, or one of
  /// its parents), or nil when `path` exists: what `prepare(path)` is about to create.
  public static func firstMissing(_ path: String) -> String? {
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
  public static func removeEmpty(_ path: String, upTo outermost: String) {
    var folder = path
    while (try? FileManager.default.contentsOfDirectory(atPath: folder))?.isEmpty == true {
      try? FileManager.default.removeItem(atPath: folder)
      guard folder != outermost, let parent = parent(of: folder) else { return }
      folder = parent
    }
  }
}
