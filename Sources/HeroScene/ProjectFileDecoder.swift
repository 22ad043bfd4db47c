import HeroEngine
import HeroModel

/// Reads a project file (`hero.json`, docs/project.md) with the scene format's strictness: every
/// key known (a misspelt one gets a suggestion), every value checked, each error with the file,
/// the JSON path, the line and the column.
public enum ProjectFileDecoder {
  static let keys = ["$schema", "scenes", "golden", "artefacts", "preview", "variants", "sources"]
  static let sceneKeys = ["root", "folders"]
  static let goldenKeys = ["folder", "samples", "tolerance", "pixelBudget"]
  static let previewKeys = ["quality", "slow", "scale", "folder"]
  /// `--quality`'s values (HeroRender's `PreviewQuality`, which this module cannot see).
  public static let previewQualities = ["fast", "balanced", "best"]
  /// A project file is a few hundred bytes; more is not one.
  public static let byteLimit = 1 << 20

  public static func decode(_ json: [UInt8], file: String) throws(SceneError) -> ProjectSettings {
    let document = try JSONReader.parse(json, file: file)
    let log = SceneErrorLog()
    let settings = try SceneDecoder(file: file, baseDirectory: "", log: log).projectSettings(document)
    if let failure = log.failure() { throw failure }
    return settings
  }
}

extension SceneDecoder {
  func projectSettings(_ value: JSONValue) throws(SceneError) -> ProjectSettings {
    let f = try object(value, at: "", keys: ProjectFileDecoder.keys)
    _ = try f.optional("$schema", string)
    var settings = ProjectSettings()
    if let scenes = f["scenes"] {
      let s = try object(scenes, at: f.path("scenes"), keys: ProjectFileDecoder.sceneKeys)
      settings.sceneRoot = try s.optional("root", projectPath) ?? settings.sceneRoot
      settings.sceneFolders = try s.optional("folders", projectFolders)
    }
    settings.sourceFolders = try f.optional("sources", projectFolders)
    if let golden = f["golden"] {
      let goldenPath = f.path("golden")
      let g = try object(golden, at: goldenPath, keys: ProjectFileDecoder.goldenKeys)
      settings.goldenFolder = try g.optional("folder", projectPath) ?? settings.goldenFolder
      // The samples, tolerance and budget read as a scene's `golden` object reads them.
      let members = g.members.filter { $0.key != "folder" }
      settings.golden = try self.golden(JSONValue(.object(members), at: golden.location), goldenPath)
    }
    settings.artefactsFolder = try f.optional("artefacts", projectPath) ?? settings.artefactsFolder
    settings.variants = try f.optional("variants", variantAxes) ?? settings.variants
    if let preview = f["preview"] {
      let p = try object(preview, at: f.path("preview"), keys: ProjectFileDecoder.previewKeys)
      settings.preview.quality = try p.optional("quality") { (v, path) throws(SceneError) in
        let name = try string(v, path)
        guard ProjectFileDecoder.previewQualities.contains(name) else {
          throw error(
            "unknown quality '\(Excerpt.quote(name))'; give one of \(ProjectFileDecoder.previewQualities.joined(separator: ", "))",
            at: path, v,
            suggestion: NameSuggestion.closest(to: name, in: ProjectFileDecoder.previewQualities))
        }
        return name
      }
      settings.preview.slow = try p.optional("slow", positive)
      settings.preview.scale = try p.optional("scale", positive)
      settings.preview.folder = try p.optional("folder", projectPath)
    }
    return settings
  }

  /// 1…64 folders below the project root.
  func projectFolders(_ v: JSONValue, _ p: String) throws(SceneError) -> [String] {
    let elements = try array(v, p)
    guard !elements.isEmpty, elements.count <= 64 else {
      throw error("must list 1…64 folders", at: p, v)
    }
    var folders: [String] = []
    for (i, element) in elements.enumerated() { folders.append(try projectPath(element, JSONPath.index(i, in: p))) }
    return folders
  }

  /// A folder below the project root: relative, no `..` (the project file cannot point outside it).
  func projectPath(_ value: JSONValue, _ path: String) throws(SceneError) -> String {
    let text = try nonEmptyString(value, path)
    let parts = text.split(separator: "/", omittingEmptySubsequences: true)
    guard !text.hasPrefix("/"), !parts.contains(".."), text.utf8.count <= 1024 else {
      throw error(
        "'\(Excerpt.quote(text))' must be a folder inside the project root, relative to it (no leading '/', no '..')",
        at: path, value)
    }
    let joined = parts.filter { $0 != "." }.joined(separator: "/")
    return joined.isEmpty ? "." : joined
  }
}
