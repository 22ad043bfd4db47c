import Foundation

/// Finds scene files: the paths given, or every `scenes/**/*.json` below the working directory.
/// Asset catalogs (`*.xcassets`, kept next to imported storyboards) hold Xcode's `Contents.json`
/// files, not scenes, and are skipped.
public enum SceneDiscovery {
  /// Sorted, so runs are deterministic.
  public static func scenes(_ given: [String], root: String = "scenes") throws(CLIError) -> [String] {
    if !given.isEmpty { return given }
    guard let enumerator = FileManager.default.enumerator(atPath: root) else {
      throw .badInput(
        "no scenes given and no '\(root)/' folder here; pass scene files or run from the project root")
    }
    var found: [String] = []
    while let relative = enumerator.nextObject() as? String {
      if relative.hasSuffix(".xcassets") {
        enumerator.skipDescendants()
      } else if relative.hasSuffix(".json") {
        found.append(root + "/" + relative)
      }
    }
    guard !found.isEmpty else { throw .badInput("no scene files (*.json) under '\(root)/'") }
    return found.sorted()
  }
}
