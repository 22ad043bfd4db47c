import Foundation
import HeroModel

/// Loads scene files (`docs/scene-format.md`) into `Scene` values, validating everything.
public enum SceneLoader {
  /// Highest `fps` accepted (a scene's or a command's): beyond it, frame counts explode for nothing.
  public static let maximumFPS = 1000.0

  /// Reads and decodes the scene at `path`. Image paths in the result are absolute, resolved against
  /// the scene file's folder. The scene's name defaults to the file name without `.json`.
  public static func load(path: String) throws(SceneError) -> Scene {
    guard let data = FileManager.default.contents(atPath: path) else {
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      let message =
        !exists
        ? "no such file" : isDirectory.boolValue ? "is a directory, not a scene file" : "cannot be read"
      throw SceneError(file: path, path: "", message: message)
    }
    let url = URL(fileURLWithPath: path).standardizedFileURL
    return try decode(json: [UInt8](data), file: path, baseDirectory: url.deletingLastPathComponent().path)
  }

  /// Decodes scene JSON. `file` names the document in errors (and gives the default scene name);
  /// relative image paths resolve against `baseDirectory`.
  public static func decode(json: [UInt8], file: String, baseDirectory: String) throws(SceneError) -> Scene {
    let document: JSONValue
    do {
      document = try JSONReader.parse(json)
    } catch {
      throw SceneError(
        file: file, path: "", line: error.location.line, column: error.location.column,
        message: error.message,
        isSyntaxError: true)
    }
    let stem = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    return try SceneDecoder(file: file, baseDirectory: baseDirectory).scene(document, defaultName: stem)
  }
}
