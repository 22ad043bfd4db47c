import Foundation
import HeroEngine
import HeroModel
import HeroScene

/// The scene file an import writes: `SceneWriter`'s text, checked as `hero lint` checks a file
/// (decoded from the text, image paths resolved from the file's folder, and the transition built),
/// so an import never leaves a file that does not load.
public enum ImportedSceneFile {
  public static func text(_ scene: Scene, path: String) throws(ImportError) -> String {
    let directory = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
    let text = SceneWriter.text(scene, directory: directory)
    do {
      let decoded = try SceneLoader.decode(json: Array(text.utf8), file: path, baseDirectory: directory)
      _ = try Transition(scene: decoded)
    } catch {
      throw ImportError(file: path, message: "the imported scene does not load: \(error)")
    }
    return text
  }
}
