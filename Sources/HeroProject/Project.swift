import Foundation
import HeroFiles
import HeroScene

/// The project a command runs in (docs/project.md): its root folder, found as git finds its
/// repository, and the settings of its optional project file (`hero.json`).
///
/// The root is the nearest folder, from the working directory upward, that holds `hero.json`; the
/// search stops at the first folder holding `.git` (the repository's top level, which is then the
/// root), so a project file above the repository is never picked up; with neither, the working
/// directory itself. Goldens, artefacts, scene discovery and `--sandbox` all hang off the root.
public struct Project: Sendable {
  /// The project file's name.
  public static let fileName = "hero.json"
  /// Folders climbed at most looking for the root (deeper paths are not real projects).
  static let maximumDepth = 256

  /// The root's canonical absolute path (symlinks resolved).
  public let root: String
  /// The project file's path, when the project has one.
  public let file: String?
  public let settings: ProjectSettings
  /// The canonical working directory the project was found from: paths shown to the user are
  /// relative to it when it lies inside the root.
  public let workingDirectory: String
  /// Lays out the storyboard screens the project's scenes refer to, with one text measurer for the
  /// whole command, each storyboard parsed once for every scene, side and variant of the run that
  /// uses it.
  public let storyboardScreens: StoryboardScreens

  public init(
    root: String, settings: ProjectSettings = .init(), file: String? = nil, workingDirectory: String? = nil
  ) {
    self.root = Self.canonical(root) ?? root
    self.settings = settings
    self.file = file
    self.workingDirectory = workingDirectory.map { Self.canonical($0) ?? $0 } ?? self.root
    // The controllers' code of storyboard-linked scenes: hero.json's `sources`, else the root.
    let root = self.root
    storyboardScreens = StoryboardScreens(
      sources: settings.sourceFolders.map { .folders($0.map { root == "/" ? "/" + $0 : root + "/" + $0 }, root: root) }
        ?? .projectRoot(root))
  }

  /// The project of the process's working directory.
  public static func current() throws(CLIError) -> Project {
    try find(from: FileManager.default.currentDirectoryPath)
  }

  /// The project `directory` lies in (see the type's documentation); a project file that cannot be
  /// read or decoded is bad input naming it, the JSON path, line and column.
  public static func find(from directory: String) throws(CLIError) -> Project {
    guard let start = canonical(directory) else {
      throw .badInput("\(directory): the working directory cannot be resolved")
    }
    var folder = start
    for _ in 0..<maximumDepth {
      let candidate = folder == "/" ? "/\(fileName)" : "\(folder)/\(fileName)"
      var info = stat()
      if lstat(candidate, &info) == 0 {
        return Project(root: folder, settings: try readFile(candidate), file: candidate, workingDirectory: start)
      }
      if lstat(folder == "/" ? "/.git" : "\(folder)/.git", &info) == 0 {
        return Project(root: folder, workingDirectory: start)
      }
      guard folder != "/" else { break }
      folder = OutputFolder.parent(of: folder) ?? "/"
    }
    return Project(root: start, workingDirectory: start)
  }

  /// The settings in the project file at `path`.
  public static func readFile(_ path: String) throws(CLIError) -> ProjectSettings {
    let bytes: [UInt8]
    do {
      bytes = try InputFile.read(path, kind: .project)
    } catch {
      throw .badInput("cannot read the project file \(error)")
    }
    do {
      return try ProjectFileDecoder.decode(bytes, file: path)
    } catch {
      throw CLIError(.badInput, error.description, sceneError: error)
    }
  }

  /// `relative` (a path below the root, as the project file writes them) as the user sees it:
  /// relative to the working directory when that lies inside the root (`golden`, `../golden`),
  /// else absolute.
  public func display(_ relative: String) -> String {
    let below = relative == "." ? "" : relative
    if workingDirectory == root { return below.isEmpty ? "." : below }
    if workingDirectory.hasPrefix(root == "/" ? "/" : root + "/") {
      let depth = workingDirectory.dropFirst(root.count).split(separator: "/").count
      let up = Array(repeating: "..", count: depth).joined(separator: "/")
      return below.isEmpty ? up : up + "/" + below
    }
    return below.isEmpty ? root : (root == "/" ? "/" : root + "/") + below
  }

  /// The golden folder the commands use unless `--golden` says otherwise.
  public var goldenFolder: String { display(settings.goldenFolder) }
  /// Where `verify` writes failure images unless `--artefacts` or `--report` says otherwise.
  public var artefactsFolder: String { display(settings.artefactsFolder) }

  /// `file` (relative to the working directory, or absolute) as an absolute path with `.` and `..`
  /// removed; symlinks are kept (a linked folder inside the root keeps its name in golden ids).
  public func absolute(_ file: String) -> String {
    Self.normalized(file.hasPrefix("/") ? file : workingDirectory + "/" + file)
  }

  /// The part of absolute `path` below `folder` (absolute), or nil when it is not inside.
  static func relative(_ path: String, below folder: String) -> String? {
    let prefix = folder == "/" ? "/" : folder + "/"
    guard path.hasPrefix(prefix), path.count > prefix.count else { return nil }
    return String(path.dropFirst(prefix.count))
  }

  /// An absolute path with `.`, `..` and repeated slashes removed, lexically.
  static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      if part == "." { continue }
      if part == ".." {
        _ = parts.popLast()
      } else {
        parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }

  /// `realpath`, or nil when the path does not resolve.
  static func canonical(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }
}
