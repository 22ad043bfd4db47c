import Foundation
import HeroFiles
import HeroScene

/// Finds scene files (docs/project.md#discovery): the files given, every `*.json` below a folder
/// given, and with nothing given the project's scene folders (`scenes.folders` in `hero.json`), or
/// else the whole scene root, where only JSON files that are scenes count (`package.json` is not).
///
/// The walk skips hidden folders, `.build`, `node_modules`, `out`, the golden and artefacts
/// folders and asset catalogs (`*.xcassets`, Xcode's `Contents.json` files); it follows a linked
/// folder once (a link loop ends there) and stops with an error past `maximumEntries` entries or
/// `maximumDepth` levels, so a huge or hostile tree costs a bounded time.
public enum SceneDiscovery {
  /// Folder entries looked at, at most, in one search.
  public static let maximumEntries = 200_000
  /// Folder levels below a search folder, at most.
  public static let maximumDepth = 32
  /// Folder names never searched.
  public static let skippedNames: Set<String> = ["golden", "artefacts", "out", "node_modules"]

  /// The scene files of a run, sorted within each folder searched (runs are deterministic). Found
  /// paths are written relative to the project's working directory (as `Project.display` writes
  /// them); given files and folders as given.
  public static func scenes(
    _ given: [String], project: Project, maximumEntries: Int = maximumEntries
  ) throws(CLIError) -> [String] {
    let limit = maximumEntries
    let skipped = Set(
      [project.settings.goldenFolder, project.settings.artefactsFolder].map {
        Project.normalized(project.root + "/" + $0)
      })
    if given.isEmpty {
      if let folders = project.settings.sceneFolders {
        var found: [String] = []
        for folder in folders {
          found += try search(
            project.display(folder), at: project.absolute(project.display(folder)), onlyScenes: false,
            skipping: skipped, limit: limit)
        }
        return try nonEmpty(found, where: folders.map { project.display($0) + "/" }.joined(separator: ", "))
      }
      let root = project.display(project.settings.sceneRoot)
      let location = project.absolute(root)
      return try nonEmpty(
        try search(root, at: location, onlyScenes: true, skipping: skipped, limit: limit),
        where: root == "." ? "here" : root + "/")
    }
    var files: [String] = []
    for path in given {
      var info = stat()
      if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
        files += try nonEmpty(try search(path, onlyScenes: false, skipping: skipped, limit: limit), where: path + "/")
      } else {
        files.append(path)
      }
    }
    return files
  }

  /// Every `*.json` below `root` (the gallery's tests, `hero serve DIR`).
  public static func scenes(_ given: [String], root: String) throws(CLIError) -> [String] {
    if !given.isEmpty { return given }
    return try nonEmpty(try search(root, onlyScenes: false, skipping: []), where: root + "/")
  }

  private static func nonEmpty(_ found: [String], where place: String) throws(CLIError) -> [String] {
    guard !found.isEmpty else {
      throw .badInput(
        "no scene files (*.json) found \(place == "here" ? "in this project" : "under " + place); "
          + "pass scene files, or name the scene folders in \(Project.fileName) (docs/project.md)")
    }
    return found
  }

  /// The `*.json` files below `shown` (paths starting with `shown`), sorted; with `onlyScenes`,
  /// only those that are scene documents. The walk happens at `location` (the same folder as an
  /// absolute path, when `shown` is relative to a project's working directory, not the process's).
  static func search(
    _ shown: String, at location: String? = nil, onlyScenes: Bool, skipping: Set<String>,
    limit: Int = maximumEntries
  ) throws(CLIError) -> [String] {
    let folder = location ?? shown
    var info = stat()
    guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
      throw .badInput("\(shown): no such folder to search for scenes")
    }
    var visited: Set<[UInt64]> = [[UInt64(info.st_dev), UInt64(info.st_ino)]]
    var entries = 0
    var found: [String] = []
    // Depth-first, names sorted: the same order on every machine.
    var pending: [(path: String, depth: Int)] = [(folder, 0)]
    while let (path, depth) = pending.popLast() {
      let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
      entries += names.count
      guard entries <= limit else {
        throw .badInput(
          "more than \(limit) files and folders under \(shown); name the scene folders in "
            + "\(Project.fileName) (\"scenes\": {\"folders\": […]}) or pass them")
      }
      var folders: [String] = []
      for name in names where !name.hasPrefix(".") {
        let child = path == "/" ? "/" + name : path + "/" + name
        var entry = stat()
        guard stat(child, &entry) == 0 else { continue }
        if entry.st_mode & S_IFMT == S_IFDIR {
          guard !skippedNames.contains(name), !name.hasSuffix(".xcassets"),
            !skipping.contains(Project.normalized(absolute(child))),
            visited.insert([UInt64(entry.st_dev), UInt64(entry.st_ino)]).inserted
          else { continue }
          guard depth < maximumDepth else {
            throw .badInput("\(child): folders nest deeper than \(maximumDepth) levels below \(shown)")
          }
          folders.append(child)
        } else if name.hasSuffix(".json"), entry.st_mode & S_IFMT == S_IFREG,
          !onlyScenes || isSceneDocument(child)
        {
          found.append(child)
        }
      }
      pending += folders.reversed().map { ($0, depth + 1) }
    }
    return found.map { path in
      let relative = shown + path.dropFirst(folder.count)
      return relative.hasPrefix("./") ? String(relative.dropFirst(2)) : relative
    }
  }

  /// A JSON file that is a scene: an object with `from` and `to` screens. A file that mentions both
  /// but is not valid JSON counts too (a scene with a syntax error is reported, not skipped).
  static func isSceneDocument(_ path: String) -> Bool {
    guard let bytes = try? InputFile.read(path, kind: .scene),
      ByteSearch.contains(Array("\"from\"".utf8), in: bytes), ByteSearch.contains(Array("\"to\"".utf8), in: bytes)
    else { return false }
    guard let document = try? JSONReader.parse(bytes) else { return true }
    guard case .object(let members) = document.node else { return false }
    let keys = Set(members.map(\.key))
    return keys.contains("from") && keys.contains("to")
  }

  private static func absolute(_ path: String) -> String {
    path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
  }
}
