import ArgumentParser
import Dispatch
import Foundation
import HeroServe
import HeroVerify

/// `hero serve`: the local review page (docs/serve.md).
struct ServeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Serve a local page to play, inspect, watch and review scenes.",
    discussion: """
      Serves the given scene files (or every *.json under a given folder, default scenes/) on \
      http://127.0.0.1:PORT/ and prints that URL. The page plays a scene frame by frame, shows the \
      layer tree and property curves of the current frame, reloads when a scene file or golden \
      changes, and reviews verify failures with an Accept button that records that golden (as \
      'hero record --samples' does). Only the served scenes and their goldens are read or written.

      Examples:
        hero serve                                  # every scenes/**/*.json
        hero serve scenes/basics --port 0           # a free port
        hero serve scenes/basics/match-basic.json --golden /tmp/golden
      """)

  @Argument(help: "Scene files, or one folder to search for *.json (default: scenes).", completion: .sceneFiles)
  var scenes: [String] = []

  @Option(parsing: .unconditional, help: "The golden folder.")
  var golden = GoldenSamples.defaultRoot

  @Option(help: "Address to listen on (default 127.0.0.1: this machine only).")
  var host = "127.0.0.1"

  @Option(help: "Port to listen on; 0 picks a free one.")
  var port = 8080

  func validate() throws {
    guard (0...65535).contains(port) else { throw ValidationError("--port must be in 0…65535") }
  }

  func run() throws {
    let files: [String]
    var isFolder: ObjCBool = false
    if scenes.count == 1, FileManager.default.fileExists(atPath: scenes[0], isDirectory: &isFolder),
      isFolder.boolValue
    {
      files = try SceneDiscovery.scenes([], root: scenes[0])
    } else {
      files = try SceneDiscovery.scenes(scenes)
    }
    for file in files where !FileManager.default.fileExists(atPath: file) {
      throw CLIError.badInput("\(file): no such scene file")
    }
    let artefacts = try Self.temporaryFolder()
    let server = HeroServer(
      scenes: try ServedScenes(files: files, goldenRoot: golden, artefactsRoot: artefacts), host: host, port: port)
    let outcome = ServeOutcome()
    Task {
      do {
        try await server.run { url in Terminal.line(url) }
      } catch {
        outcome.fail("cannot serve on \(host):\(port): \(error)")
      }
    }
    outcome.wait()
    try? FileManager.default.removeItem(atPath: artefacts)
    if let message = outcome.message { throw CLIError.badInput(message) }
  }

  /// A private folder for verify's failure images while serving.
  static func temporaryFolder() throws(CLIError) -> String {
    var template = Array((NSTemporaryDirectory() + "/hero-serve-XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else {
      throw .badInput("cannot create a temporary folder: \(String(cString: strerror(errno)))")
    }
    return String(cString: made)
  }
}

/// Blocks the command's thread until the server stops (it only stops by failing to start).
private final class ServeOutcome: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private(set) var message: String?
  func fail(_ message: String) {
    self.message = message
    done.signal()
  }
  func wait() { done.wait() }
}
