import Foundation
import HeroModel
import HeroProject
import HeroScene

/// The gallery: every scene file below `scenes/`, for the tests that run each one.
public enum Gallery {
  /// `group/name.json` paths below `scenes/`, sorted, so seeded runs visit them in the same order
  /// on every machine.
  public static let scenes: [String] = galleryScenes()

  /// The absolute path of a gallery scene.
  public static func path(_ relative: String) -> String { repositoryRoot() + "/scenes/" + relative }

  /// A gallery scene as the commands load it, in the repository's project: its first variant, a
  /// storyboard side laid out by HeroImport (`SceneLoader` alone cannot).
  public static func load(_ relative: String) throws -> Scene {
    try LoadedScene.parse(path(relative), sandbox: false, project: Project.find(from: repositoryRoot())).scene
  }

  /// How many scenes the gallery holds at least (33 when this was written). Tests that run "every
  /// scene" first check this, so a search that lost its root cannot make them pass on nothing;
  /// raise it when scenes are added, lower it only when one is removed on purpose.
  public static let minimumSceneCount = 33
}
