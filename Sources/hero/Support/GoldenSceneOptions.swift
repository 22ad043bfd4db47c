import ArgumentParser
import HeroProject

/// What `hero record` and `hero verify` both take: the scenes (files, folders, or the project's),
/// how they are read, which variants, progress output and the golden folder; and the scene×variant
/// pairs they deal out.
struct GoldenSceneOptions: ParsableArguments {
  @Argument(help: "Scene files or folders (default: the project's scenes).", completion: .sceneFiles)
  var scenes: [String] = []

  @OptionGroup var input: InputOptions

  @OptionGroup var variants: VariantOptions

  @OptionGroup var progressOptions: ProgressOptions

  @Option(parsing: .unconditional, help: "The golden folder (default: the project's, golden).")
  var golden: String?

  func goldenFolder(_ project: Project) -> String { golden ?? project.goldenFolder }

  /// The golden folder for `Project.outputFolders`.
  func goldenRequest(_ project: Project) -> OutputFolderRequest {
    .init(goldenFolder(project), .golden, option: golden != nil ? "--golden" : nil)
  }

  /// Every selected scene once per selected variant, in the order `--shard` deals them.
  func pairs(_ project: Project) throws(CLIError) -> [Project.Scene] {
    try variants.pairs(
      project.scenes(SceneDiscovery.scenes(scenes, project: project), sandbox: input.sandbox),
      sandbox: input.sandbox, project: project)
  }
}
