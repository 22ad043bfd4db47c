import ArgumentParser
import Foundation
import HeroFiles
import HeroProject
import HeroRender
import HeroScene

/// `hero states`: the state dump (docs/state-dump.md), streamed frame by frame.
struct StatesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "states",
    abstract: "Print every frame's resolved layers as JSON (the state dump).",
    discussion: """
      The format is documented in docs/state-dump.md: per frame its index, time (s), progress and the \
      layers in paint order with every property the compositor reads.

      Examples:
        hero states scenes/basics/match-basic.json
        hero states scenes/basics/match-basic.json --fps 10 -o states.json
      """)

  @OptionGroup var sceneFile: SceneFileOptions
  var scene: String { sceneFile.scene }

  @Option(parsing: .unconditional, help: "Frames per second (default: the scene's fps).")
  var fps: Double?

  @Option(name: .shortAndLong, parsing: .unconditional, help: "Write to this file instead of stdout.")
  var output: String?

  func validate() throws { try RenderOptions.validate(fps: fps) }

  func run() throws {
    let loaded = try sceneFile.load(Project.current())
    let fps = self.fps ?? loaded.scene.fps
    try ResourceBudget.checkFrameCount(loaded.transition.frameCount(fps: fps), file: scene)
    let path = output ?? OutputFile.standardOutputName
    try OutputFiles.prepareParent(of: path) {
      let sink = try TextSink(path: path)
      try StatesPipeline.write(scene: loaded.scene, transition: loaded.transition, fps: fps, to: sink.write)
      try sink.close()
    }
  }
}

/// Text written piecewise to standard output or to a file (`OutputFile`: a temporary renamed into
/// place by `close()`, so an interrupted or failed dump never leaves a truncated file under the
/// requested name). A failed write throws, so the dump stops there (`CLIError.cannotWrite`: quietly,
/// status 141, when the reader went away, as `head` does).
final class TextSink {
  private let file: OutputFile

  /// Writes to `path` (`-`: standard output), whose folder exists.
  init(path: String) throws(CLIError) {
    do { file = try OutputFile(path) } catch { throw .cannotWrite(error) }
  }

  func write(_ text: String) throws(CLIError) {
    do { try file.write(text) } catch { throw .cannotWrite(error) }
  }

  func close() throws(CLIError) {
    do { try file.commit() } catch { throw .cannotWrite(error) }
  }
}
