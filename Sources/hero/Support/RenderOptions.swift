import ArgumentParser
import HeroProject
import HeroScene

/// Sampling and rendering options shared by the commands that render frames.
///
/// Every option parses `.unconditional`ly: `--at -1` is a value to check ("not a progress fraction"),
/// not a missing value followed by an unknown option.
struct RenderOptions: ParsableArguments {
  @Option(parsing: .unconditional, help: "Frames per second of the sequence (default: the scene's fps).")
  var fps: Double?

  @Option(
    parsing: .unconditional, help: PixelScale.help("default: the scene's scale"),
    transform: PixelScale.parse)
  var scale: PixelScale?

  func validate() throws {
    try Self.validate(fps: fps)
  }

  /// Checks an `--fps` option (any command that samples frames): above 0, at most the scene
  /// format's limit.
  static func validate(fps: Double?) throws {
    if let fps, !(fps > 0 && fps <= SceneLoader.maximumFPS) {
      throw ValidationError("--fps must be greater than 0 and at most \(Int(SceneLoader.maximumFPS))")
    }
  }

  /// The fps to sample `scene` at.
  func fps(for scene: LoadedScene) -> Double { fps ?? scene.scene.fps }
}
