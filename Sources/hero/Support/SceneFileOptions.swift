import ArgumentParser
import HeroProject

/// What the one-scene commands (`preview`, `sheet`, `states`) take first: the scene file, how it is
/// read, and which of its variants.
struct SceneFileOptions: ParsableArguments {
  @Argument(help: "A scene file (JSON).", completion: .sceneFiles)
  var scene: String

  @OptionGroup var input: InputOptions

  @OptionGroup var variants: VariantOptions

  /// The scene, resolved for the first variant the filter selects.
  func load(_ project: Project) throws(CLIError) -> LoadedScene {
    try variants.loadFirst(scene, sandbox: input.sandbox, project: project)
  }
}
