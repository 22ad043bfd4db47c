import Foundation
import HeroFiles
import HeroModel

/// Loads scene files (`docs/scene-format.md`) into `Scene` values, validating everything.
public enum SceneLoader {
  /// Highest `fps` accepted (a scene's or a command's): beyond it, frame counts explode for nothing.
  public static let maximumFPS = 1000.0

  /// Reads and decodes the scene at `path`. Image paths in the result are absolute, resolved against
  /// the scene file's folder. The scene's name defaults to the file name without `.json`.
  ///
  /// The file is read with `InputFile` (a regular file of at most `InputKind.scene.byteLimit`
  /// bytes). With `sandbox` (a folder: the project root under `--sandbox`), the scene file and every
  /// file it refers to must resolve, after symlinks, inside that folder's tree: the choice for scene
  /// files from untrusted sources. `goldenDefaults` are what a scene's `golden` object leaves out.
  /// The scene is resolved for its variant named `variant` (docs/variants.md; nil: its first, or
  /// none when it declares none); `variantDefaults` are the project's `variants`.
  public static func load(
    path: String, sandbox: String? = nil, goldenDefaults: GoldenSettings = .init(),
    variantDefaults: VariantAxes = .init(), variant: String? = nil
  ) throws(SceneError) -> Scene {
    try loadParsed(
      path: path, sandbox: sandbox, goldenDefaults: goldenDefaults, variantDefaults: variantDefaults,
      variant: variant
    ).scene
  }

  /// `load`, keeping the parsed document and the font families read on the way (`hero lint`).
  public static func loadParsed(
    path: String, sandbox: String? = nil, goldenDefaults: GoldenSettings = .init(),
    variantDefaults: VariantAxes = .init(), variant: String? = nil, screens: (any ScreenImporting)? = nil
  ) throws(SceneError) -> ParsedScene {
    let bytes: [UInt8]
    do {
      bytes = try InputFile.read(path, kind: .scene, sandbox: sandbox)
    } catch {
      throw SceneError(file: path, path: "", message: error.reason)
    }
    let url = URL(fileURLWithPath: path).standardizedFileURL
    let folder = url.deletingLastPathComponent().path
    return try decodeParsed(
      json: bytes, file: path, baseDirectory: folder, sandbox: sandbox, goldenDefaults: goldenDefaults,
      variantDefaults: variantDefaults, variant: variant, screens: screens)
  }

  /// Decodes scene JSON. `file` names the document in errors (and gives the default scene name);
  /// relative image paths resolve against `baseDirectory`.
  public static func decode(
    json: [UInt8], file: String, baseDirectory: String, sandbox: String? = nil, variant: String? = nil
  ) throws(SceneError) -> Scene {
    try decodeParsed(json: json, file: file, baseDirectory: baseDirectory, sandbox: sandbox, variant: variant).scene
  }

  /// `decode`, keeping the parsed document and the font families read on the way.
  public static func decodeParsed(
    json: [UInt8], file: String, baseDirectory: String, sandbox: String? = nil,
    goldenDefaults: GoldenSettings = .init(), variantDefaults: VariantAxes = .init(), variant: String? = nil,
    screens: (any ScreenImporting)? = nil
  ) throws(SceneError) -> ParsedScene {
    let document = try JSONReader.parse(json, file: file)
    let stem = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    let log = SceneErrorLog()
    var decoder = SceneDecoder(
      file: file, baseDirectory: baseDirectory, log: log, sandbox: sandbox, goldenDefaults: goldenDefaults)
    decoder.variantDefaults = variantDefaults
    decoder.screens = screens
    let parsed = decoder.attempt { () throws(SceneError) in
      try decoder.parsedScene(document, defaultName: stem, variant: variant)
    }
    if var failure = log.failure() {
      // Each error names its view by ids too (looked up only for the errors kept).
      let views = ViewPaths(document: document)
      failure.view = views.view(containing: failure.path)
      for i in failure.others.indices { failure.others[i].view = views.view(containing: failure.others[i].path) }
      throw failure
    }
    guard let parsed = parsed ?? nil else {
      // Unreachable: a part is missing only when its error was logged.
      throw SceneError(file: file, path: "", message: "the scene could not be read")
    }
    return parsed
  }
}
