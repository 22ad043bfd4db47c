import Foundation
import HeroFiles
import HeroScene

/// Golden identity (docs/project.md): the folder below the golden folder that holds a scene's
/// goldens. It is the scene's path relative to the project's scene root, without `.json`
/// (`scenes/basics/fade.json` → `basics/fade` when the scene root is `scenes`), unless the scene
/// names its own (`"golden": {"name": "…"}`). Two scenes of one run may never share one: their
/// goldens would overwrite each other.
extension Project {
  /// A scene file and its golden identity, and for one variant of a scene with variants, the
  /// variant's folder name.
  public struct Scene: Sendable, Hashable {
    public let file: String
    public let goldenID: String
    public let variant: String?
    public init(file: String, goldenID: String, variant: String? = nil) {
      (self.file, self.goldenID, self.variant) = (file, goldenID, variant)
    }
    /// The folder below the golden folder its goldens are in: the identity, then the variant's folder.
    public var goldenFolderID: String { variant.map { goldenID + "/" + $0 } ?? goldenID }
  }

  /// The identity `file`'s path gives (the scene's own `golden.name` aside). Inside the scene root:
  /// the path below it; elsewhere inside the project root: the path below the root; outside the
  /// project (a scene in a temporary folder): the path below its last `scenes/` folder, else its
  /// folder's name and its own.
  public func pathGoldenID(forFile file: String) -> String {
    let path = absolute(file)
    let stem = path.hasSuffix(".json") ? String(path.dropLast(5)) : path
    let sceneRoot = Self.normalized(root + "/" + settings.sceneRoot)
    if let below = Self.relative(stem, below: sceneRoot) ?? Self.relative(stem, below: root) { return below }
    // A path through a symlinked folder (`/tmp` → `/private/tmp`) may reach the root only once resolved.
    if let folder = OutputFolder.parent(of: path), let resolved = Self.canonical(folder),
      resolved != folder, resolved.hasPrefix(root)
    {
      let name = (stem as NSString).lastPathComponent
      return pathGoldenID(forFile: resolved + "/" + name + ".json")
    }
    let components = stem.split(separator: "/").map(String.init)
    if let i = components.lastIndex(of: "scenes"), i + 1 < components.count {
      return components[(i + 1)...].joined(separator: "/")
    }
    return components.suffix(2).joined(separator: "/")
  }

  /// `file`'s golden identity: its own `golden.name` when it sets one, else `pathGoldenID`. Reads
  /// only the JSON (a file that cannot be read or parsed gets its path's identity; loading it
  /// reports the problem).
  public func goldenID(forFile file: String, sandbox: Bool = false) -> String {
    Self.declaredGoldenName(file, sandbox: sandbox ? root : nil) ?? pathGoldenID(forFile: file)
  }

  /// The scenes of one run with their identities, each file once (the same path given twice counts
  /// once); fails naming both files when two scenes would share a golden folder.
  public func scenes(_ files: [String], sandbox: Bool = false) throws(CLIError) -> [Scene] {
    var seenPaths = Set<String>()
    var byID: [String: Scene] = [:]
    var scenes: [Scene] = []
    for file in files where seenPaths.insert(absolute(file)).inserted {
      let scene = Scene(file: file, goldenID: goldenID(forFile: file, sandbox: sandbox))
      // By case-folded identity: goldens recorded on Linux are checked out on macOS and Windows too,
      // where `Fade/` and `fade/` are one folder.
      if let other = byID.updateValue(scene, forKey: scene.goldenID.lowercased()) {
        throw Self.collision(
          other.file, file, id: other.goldenID, goldenFolder: goldenFolder, otherID: scene.goldenID)
      }
      scenes.append(scene)
    }
    return scenes
  }

  /// The error for two scene files that would record into the same golden folder: `id` and
  /// `otherID` (the second file's, when it differs only in case from the first's).
  public static func collision(
    _ first: String, _ second: String, id: String, goldenFolder: String, otherID: String? = nil
  ) -> CLIError {
    let caseOnly =
      otherID.map { $0 == id ? "" : " on a case-insensitive file system (macOS, Windows), as \(goldenFolder)/\($0)/" }
      ?? ""
    return .badInput(
      "\(first) and \(second) would share the golden folder \(goldenFolder)/\(id)/\(caseOnly); give one of them its own "
        + "\"golden\": {\"name\": \"…\"}, or set the project's scene root so their paths differ (docs/project.md)")
  }

  /// The `golden.name` string of the scene document in `file`, if it has one.
  static func declaredGoldenName(_ file: String, sandbox: String?) -> String? {
    guard let bytes = try? InputFile.read(file, kind: .scene, sandbox: sandbox),
      // Most scenes name no golden: skip the parse.
      ByteSearch.contains(Array("\"golden\"".utf8), in: bytes),
      let document = try? JSONReader.parse(bytes),
      case .object(let members) = document.node,
      case .object(let golden)? = members.first(where: { $0.key == "golden" })?.value.node,
      case .string(let name)? = golden.first(where: { $0.key == "name" })?.value.node,
      !name.isEmpty
    else { return nil }
    return name
  }
}
