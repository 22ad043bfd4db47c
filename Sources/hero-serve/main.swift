// `hero-serve HOST PORT GOLDEN SCENE…`: the server behind `hero serve`, which parses and checks the
// command line (help, completion, scene discovery) and then runs this program in its place. It is a
// program of its own so that only it links SwiftNIO and Hummingbird (docs/serve.md).
import Foundation
import HeroFiles
import HeroServe
import HeroVerify

/// Writes `text` to a standard stream unbuffered (the URL must reach a reading parent at once).
func write(_ text: String, to fd: Int32) { _ = OutputFile.writeAll(fd, Array(text.utf8)) }

func fail(_ message: String) -> Never {
  write("error: \(message)\n", to: STDERR_FILENO)
  exit(ExitStatus.badInput.rawValue)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 4, let port = Int(arguments[1]) else {
  fail("hero-serve is started by `hero serve` (see `hero serve --help`)")
}
let (host, golden, files) = (arguments[0], arguments[2], Array(arguments[3...]))

// A private folder for verify's failure images while serving, removed however the server stops
// (it runs until Ctrl-C or SIGTERM; see `Interruption`).
Interruption.installHandlers()
var template = Array((NSTemporaryDirectory() + "/hero-serve-XXXXXX").utf8CString)
guard let made = mkdtemp(&template) else {
  fail("cannot create a temporary folder: \(String(cString: strerror(errno)))")
}
let artefacts = String(cString: made)
Interruption.remember(folder: artefacts)

let scenes: ServedScenes
do {
  scenes = try ServedScenes(files: files, goldenRoot: golden, artefactsRoot: artefacts)
} catch {  // a CLIError (typed throws)
  try? FileManager.default.removeItem(atPath: artefacts)
  write("error: \(error.message)\n", to: STDERR_FILENO)
  exit(error.status.rawValue)
}
let server = HeroServer(scenes: scenes, host: host, port: port)
do {
  try await server.run { url in write(url + "\n", to: STDOUT_FILENO) }
  try? FileManager.default.removeItem(atPath: artefacts)
} catch {
  try? FileManager.default.removeItem(atPath: artefacts)
  fail("cannot serve on \(host):\(port): \(error)")
}
