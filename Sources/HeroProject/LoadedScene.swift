import Foundation
import HeroEngine
import HeroModel
import HeroScene

/// A scene file loaded, validated and turned into a `Transition`, ready to sample.
public struct LoadedScene: Sendable {
  /// The path as given on the command line.
  public let file: String
  public let scene: Scene
  public let transition: Transition
  /// `group/name` for goldens: the scene's own `golden.name`, else its path relative to the
  /// project's scene root (`Project.pathGoldenID`); for a variant, its folder below that
  /// (`group/name/iPhone-SE.dark`).
  public let goldenID: String
  /// The variant the scene was resolved for; nil when it declares none (docs/variants.md).
  public let variant: Variant?

  /// Loads `file` in the working directory's project (`Project.current()`); every failure is a
  /// bad-input error naming the file. With `sandbox`, the scene file and the files it refers to must
  /// resolve inside the project root (`--sandbox`).
  public static func load(_ file: String, sandbox: Bool = false) throws(CLIError) -> LoadedScene {
    try load(file, sandbox: sandbox, project: Project.current())
  }

  /// Loads `file` in `project`: its golden defaults apply, and `sandbox` confines to its root. The
  /// scene is resolved for its variant named `variant` (nil: its first, if it declares any).
  public static func load(_ file: String, sandbox: Bool, project: Project, variant: String? = nil) throws(CLIError)
    -> LoadedScene
  {
    try load(file, parsed: parse(file, sandbox: sandbox, project: project, variant: variant), project: project)
  }

  /// Reads and decodes `file`, keeping its JSON document and font families (`hero lint`); failures
  /// as for `load`.
  public static func parse(_ file: String, sandbox: Bool = false) throws(CLIError) -> ParsedScene {
    try parse(file, sandbox: sandbox, project: Project.current())
  }

  public static func parse(_ file: String, sandbox: Bool, project: Project, variant: String? = nil) throws(CLIError)
    -> ParsedScene
  {
    do {
      return try SceneLoader.loadParsed(
        path: file, sandbox: sandbox ? project.root : nil, goldenDefaults: project.settings.golden,
        variantDefaults: project.settings.variants, variant: variant, screens: project.storyboardScreens)
    } catch {
      throw CLIError(.badInput, error.description, sceneError: error)
    }
  }

  /// The transition of `file`'s parsed scene. A scene the engine refuses is reported like a
  /// decoding error: the file, the JSON path, and the line and column the path starts at.
  public static func load(_ file: String, parsed: ParsedScene, project: Project? = nil) throws(CLIError)
    -> LoadedScene
  {
    var goldenID: String
    if let name = parsed.scene.golden.name {
      goldenID = name
    } else if let project {
      goldenID = project.pathGoldenID(forFile: file)
    } else {
      goldenID = try Project.current().pathGoldenID(forFile: file)
    }
    if let variant = parsed.variant { goldenID += "/" + variant.name }
    do {
      return LoadedScene(
        file: file, scene: parsed.scene, transition: try Transition(scene: parsed.scene),
        goldenID: goldenID, variant: parsed.variant)
    } catch {
      let location = parsed.document.location(ofPath: error.path)
      let sceneError = SceneError(
        file: file, path: error.path, line: location?.line, column: location?.column, message: error.message,
        view: ViewPaths(scene: parsed.scene).view(containing: error.path))
      throw CLIError(.badInput, sceneError.description, sceneError: sceneError)
    }
  }

  /// The file name without `.json`: names output folders (`out/<stem>/`).
  public var stem: String { URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent }

  /// Time in seconds for a progress fraction: p × totalDuration.
  public func time(atProgress p: Double) -> Double { p * transition.totalDuration }

  /// Workers for frames at `scale` within the memory budget (`ResourceBudget.workers`).
  public func workers(requested: Int?, scale: Double) throws(CLIError) -> Int {
    let (width, height) = pixelSize(scale: scale)
    return try ResourceBudget.workers(
      requested: requested, width: width, height: height,
      groupNesting: transition.plan.index.deepestGroupNesting, file: file)
  }

  /// Pixel size of a frame at `scale`: the canvas's one rounding rule, which the compositor uses too.
  public func pixelSize(scale: Double) -> (width: Int, height: Int) { scene.canvas.pixelSize(scale: scale) }

  /// The render scale: `override` when given (checked by the canvas's scale rule: in range, at most
  /// the surface limit and at least one pixel a side), else the scene's.
  public func scale(override: Double?, option: String = "--scale") throws(CLIError) -> Double {
    guard let s = override else { return scene.canvas.scale }
    let size = scene.canvas.size
    let shown = NumberText.shortest(s)
    switch scene.canvas.scaleProblem(s) {
    case nil: return s
    case .outOfRange?:
      throw .badInput("\(file): \(option) \(shown) is out of range; use \(Canvas.scaleRangeText)")
    case .tooLarge(let width, let height)?:
      throw .badInput(
        "\(file): \(option) \(shown) makes the canvas \(NumberText.shortest(max(width, height))) pixels wide; the limit is \(Canvas.maximumPixelSide)"
      )
    case .tooSmall?:
      throw .badInput(
        "\(file): \(option) \(shown) makes the canvas \(JSONOutput.format(size.width * s))×\(JSONOutput.format(size.height * s)) pixels; a frame needs at least 1 pixel a side"
      )
    }
  }
}
