import ArgumentParser
import Foundation
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

  func validate() throws {
    if let fps, !(fps > 0 && fps.isFinite) { throw ValidationError("--fps must be greater than 0") }
  }

  func run() throws {
    let loaded = try LoadedScene.load(scene)
    let fps = self.fps ?? loaded.scene.fps
    let transition = loaded.transition
    let sink = try TextSink(path: output)
    StateDump.write(
      scene: loaded.scene, fps: fps, duration: transition.totalDuration,
      frameCount: transition.frameCount(fps: fps),
      frame: { transition.frame(at: transition.frameTime(index: $0, fps: fps)) },
      to: sink.write)
    try sink.close()
  }
}

/// Text written piecewise to standard output or to a file (created with its folder).
struct TextSink {
  private let handle: FileHandle
  private let path: String?

  init(path: String?) throws(CLIError) {
    guard let path, path != "-" else {
      handle = .standardOutput
      self.path = nil
      return
    }
    try OutputFiles.prepareParent(of: path)
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let handle = FileHandle(forWritingAtPath: path)
    else { throw .badInput("cannot write '\(path)'") }
    self.handle = handle
    self.path = path
  }

  func write(_ text: String) { handle.write(Data(text.utf8)) }

  func close() throws(CLIError) {
    guard path != nil else { return }
    do { try handle.close() } catch { throw .badInput("cannot finish '\(path ?? "")': \(error)") }
  }
}
