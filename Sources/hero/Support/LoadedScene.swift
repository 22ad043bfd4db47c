import Foundation
import HeroEngine
import HeroModel
import HeroScene

/// A scene file loaded, validated and turned into a `Transition`, ready to sample.
struct LoadedScene: Sendable {
  /// The path as given on the command line.
  let file: String
  let scene: Scene
  let transition: Transition

  /// Loads `file`; every failure is a bad-input error naming the file.
  static func load(_ file: String) throws(CLIError) -> LoadedScene {
    let scene: Scene
    do {
      scene = try SceneLoader.load(path: file)
    } catch {
      throw CLIError(.badInput, error.description, sceneError: error)
    }
    do {
      return LoadedScene(file: file, scene: scene, transition: try Transition(scene: scene))
    } catch {
      throw .badInput("\(file): \(error.description)")
    }
  }

  /// The file name without `.json`: names output folders (`out/<stem>/`).
  var stem: String { URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent }

  /// `group/name` for goldens: the path below the last `scenes/` folder (`basics/match-basic`),
  /// or the parent folder's name and the stem for scenes elsewhere.
  var goldenID: String { Self.goldenID(forFile: file) }

  /// `goldenID` from the path alone (no loading): also orders scenes for `--shard`.
  static func goldenID(forFile file: String) -> String {
    let components = URL(fileURLWithPath: file).standardizedFileURL.deletingPathExtension().pathComponents
    if let i = components.lastIndex(of: "scenes"), i + 1 < components.count {
      return components[(i + 1)...].joined(separator: "/")
    }
    return components.suffix(2).joined(separator: "/")
  }

  /// Time in seconds for a progress fraction: p × totalDuration.
  func time(atProgress p: Double) -> Double { p * transition.totalDuration }

  /// The render scale: `override` when given (validated against the surface limit), else the scene's.
  func scale(override: Double?) throws(CLIError) -> Double {
    guard let s = override else { return scene.canvas.scale }
    let side = Canvas.pixels(max(scene.canvas.size.width, scene.canvas.size.height), scale: s)
    guard side <= Double(Canvas.maximumPixelSide) else {
      throw .badInput(
        "\(file): --scale \(s) makes the canvas \(Int(side)) pixels wide; the limit is \(Canvas.maximumPixelSide)"
      )
    }
    return s
  }
}
