import ArgumentParser
import HeroProject

/// `--variant` (docs/variants.md), shared by the commands that render scenes: which variants of
/// scenes with variants run. `verify` and `record` run every variant it selects (all without it);
/// `render`, `preview`, `states` and `sheet` render the first it selects.
struct VariantOptions: ParsableArguments {
  @Option(
    name: .customLong("variant"),
    help: """
      Only these variants (repeatable): a variant's folder name (iPhone-SE.dark.XXXL) or axis values \
      that must all match (dark, iPhone-SE.rtl). render, preview, states and sheet use the first \
      variant selected.
      """)
  var values: [String] = []

  /// The checked filter.
  func filter() throws(CLIError) -> VariantFilter { try VariantFilter(values) }

  /// `file` in `project`, resolved for the first variant the filter selects.
  func loadFirst(_ file: String, sandbox: Bool, project: Project) throws(CLIError) -> LoadedScene {
    let variant = try project.firstVariant(ofFile: file, sandbox: sandbox, filter: try filter())
    return try LoadedScene.load(file, sandbox: sandbox, project: project, variant: variant)
  }

  /// The scene×variant pairs of `scenes` the filter selects, in order (`verify`, `record`).
  func pairs(_ scenes: [Project.Scene], sandbox: Bool, project: Project) throws(CLIError) -> [Project.Scene] {
    try project.variantPairs(scenes, sandbox: sandbox, filter: try filter())
  }
}
