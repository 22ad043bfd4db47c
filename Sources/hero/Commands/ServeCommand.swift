import ArgumentParser
import Foundation
import HeroProject

/// `hero serve`: the local review page (docs/serve.md).
struct ServeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Serve a local page to play, inspect, watch and review scenes.",
    discussion: """
      Serves the given scene files (or every *.json under a given folder; default: the project's \
      scenes, docs/project.md) on \
      http://127.0.0.1:PORT/ and prints that URL. The page plays a scene frame by frame, shows the \
      layer tree and property curves of the current frame, reloads when a scene file or golden \
      changes, and reviews verify failures with an Accept button that records that golden (as \
      'hero record --samples' does). Only the served scenes and their goldens are read or written. \
      Exits 3 when the hero-serve program (built beside hero) is missing.

      Examples:
        hero serve                                  # the project's scenes
        hero serve scenes/basics --port 0           # a free port
        hero serve scenes/basics/match-basic.json --golden /tmp/golden
      """)

  @Argument(help: "Scene files or folders (default: the project's scenes).", completion: .sceneFiles)
  var scenes: [String] = []

  @Option(parsing: .unconditional, help: "The golden folder (default: the project's, golden).")
  var golden: String?

  @Option(help: "Address to listen on (default 127.0.0.1: this machine only).")
  var host = "127.0.0.1"

  @Option(help: "Port to listen on; 0 picks a free one.")
  var port = 8080

  @Option(
    help: """
      Seconds a connection may stay silent (no complete request, or no response bytes taken) before \
      it is closed.
      """)
  var idleTimeout = 30.0

  @OptionGroup var input: InputOptions

  func validate() throws {
    guard (0...65535).contains(port) else { throw ValidationError("--port must be in 0…65535") }
    guard idleTimeout > 0 && idleTimeout <= 86_400 else {
      throw ValidationError("--idle-timeout must be more than 0 and at most 86400 seconds")
    }
  }

  func run() throws {
    let project = try Project.current()
    // Two scenes with one golden folder are refused here, before the server starts.
    let files = try project.scenes(SceneDiscovery.scenes(scenes, project: project)).map(\.file)
    for file in files where !FileManager.default.fileExists(atPath: file) {
      throw CLIError.badInput("\(file): no such scene file")
    }
    // The server is its own program (`hero-serve`, beside this one), so `hero` itself does not
    // link SwiftNIO and Hummingbird: a first `scripts/hero render` builds only the renderer.
    let server = try Self.serverProgram()
    let options = (input.sandbox ? ["--sandbox"] : []) + ["--idle-timeout", String(idleTimeout)]
    let arguments = [server] + options + [host, String(port), golden ?? project.goldenFolder] + files
    var argv = arguments.map { strdup($0) } + [nil]
    execv(server, &argv)
    throw CLIError.badInput("cannot start \(server): \(String(cString: strerror(errno)))")
  }

  /// `hero-serve` in the folder of the running `hero`.
  static func serverProgram() throws(CLIError) -> String {
    let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    let path = URL(fileURLWithPath: me).deletingLastPathComponent().appendingPathComponent("hero-serve").path
    guard FileManager.default.isExecutableFile(atPath: path) else {
      throw CLIError(
        .missingTool,
        "hero serve needs the hero-serve program beside hero (\(path)): build it with "
          + "`swift build --product hero-serve` (scripts/hero serve does)")
    }
    return path
  }
}
