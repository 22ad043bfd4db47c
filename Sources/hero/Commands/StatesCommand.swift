import ArgumentParser
import Foundation
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

  @Argument(help: "A scene file (JSON).")
  var scene: String

  @Option(help: "Frames per second (default: the scene's fps).")
  var fps: Double?

  @Option(name: .shortAndLong, help: "Write to this file instead of stdout.")
  var output: String?

  func validate() throws { try RenderOptions.validate(fps: fps) }

  func run() throws {
    let loaded = try LoadedScene.load(scene)
    let sink = try TextSink(path: output)
    StatesPipeline.write(scene: loaded.scene, transition: loaded.transition, fps: fps, to: sink.write)
    try sink.close()
  }
}

/// Text written piecewise to standard output or to a file (created with its folder). A file is
/// written under a temporary name and renamed into place by `close()`, so an interrupted dump
/// never leaves a truncated file under the requested name.
struct TextSink {
  private let handle: FileHandle
  private let path: String?
  private let temporary: String?

  init(path: String?) throws(CLIError) {
    guard let path, path != "-" else {
      handle = .standardOutput
      self.path = nil
      self.temporary = nil
      return
    }
    try OutputFiles.prepareParent(of: path)
    let temporary = OutputFiles.temporaryName(for: path)
    guard FileManager.default.createFile(atPath: temporary, contents: nil),
      let handle = FileHandle(forWritingAtPath: temporary)
    else { throw .badInput("cannot write '\(path)'") }
    self.handle = handle
    self.path = path
    self.temporary = temporary
  }

  func write(_ text: String) { handle.write(Data(text.utf8)) }

  func close() throws(CLIError) {
    guard let path, let temporary else { return }
    do { try handle.close() } catch {
      try? FileManager.default.removeItem(atPath: temporary)
      throw .badInput("cannot finish '\(path)': \(error)")
    }
    try OutputFiles.moveIntoPlace(temporary, path)
  }
}
