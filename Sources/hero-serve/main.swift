// `hero-serve [--sandbox] [--idle-timeout SECONDS] [--variant V]… HOST PORT GOLDEN SCENE…`: the server behind
// `hero serve`, which parses and checks the command line (help, completion, scene discovery) and
// then runs this program in its place. It is a program of its own so that only it links SwiftNIO
// and Hummingbird (docs/serve.md).
import Foundation
import HeroFiles
import HeroProject
import HeroServe

/// Writes `text` to a standard stream unbuffered (the URL must reach a reading parent at once).
func write(_ text: String, to fd: Int32) { _ = OutputFile.writeAll(fd, Array(text.utf8)) }

func fail(_ message: String) -> Never {
  write("error: \(message)\n", to: STDERR_FILENO)
  exit(ExitStatus.badInput.rawValue)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var sandbox = false
var idleTimeout = HeroServer.defaultIdleTimeout
var variants: [String] = []
while let option = arguments.first, option.hasPrefix("--") {
  arguments.removeFirst()
  switch option {
  case "--sandbox": sandbox = true
  case "--idle-timeout":
    guard let text = arguments.first, let seconds = Double(text), seconds > 0, seconds <= 86_400 else {
      fail("--idle-timeout needs a number of seconds in (0, 86400]")
    }
    arguments.removeFirst()
    idleTimeout = .milliseconds(Int64(seconds * 1000))
  case "--variant":
    guard let value = arguments.first else { fail("--variant needs a value") }
    arguments.removeFirst()
    variants.append(value)
  default: fail("hero-serve is started by `hero serve` (see `hero serve --help`); unknown option \(option)")
  }
}
guard arguments.count >= 4, let port = Int(arguments[1]) else {
  fail("hero-serve is started by `hero serve` (see `hero serve --help`)")
}
let (host, golden, files) = (arguments[0], arguments[2], Array(arguments[3...]))

// A private folder for verify's failure images while serving, removed however the server stops
// (it runs until Ctrl-C or SIGTERM; see `Interruption`), or by the next server if this one crashes.
Interruption.installHandlers()
let scratch: String
do {
  var parent = NSTemporaryDirectory()
  while parent.count > 1 && parent.hasSuffix("/") { parent.removeLast() }
  scratch = try ScratchFolder.make(in: parent)
} catch {
  fail(error.message)
}
Interruption.remember(folder: scratch)

// Failure images and the goldens an Accept replaced, in folders of their own (a scene id never
// reaches the undo backups).
let scenes: ServedScenes
do {
  scenes = try ServedScenes(
    files: files, goldenRoot: golden, artefactsRoot: scratch + "/artefacts", undoRoot: scratch + "/undo",
    sandbox: sandbox, variants: VariantFilter(variants))
} catch {  // a CLIError (typed throws)
  try? FileManager.default.removeItem(atPath: scratch)
  write("error: \(error.message)\n", to: STDERR_FILENO)
  exit(error.status.rawValue)
}
let server = HeroServer(scenes: scenes, host: host, port: port, idleTimeout: idleTimeout)
do {
  try await server.run { url in write(url + "\n", to: STDOUT_FILENO) }
  try? FileManager.default.removeItem(atPath: scratch)
} catch {
  try? FileManager.default.removeItem(atPath: scratch)
  fail("cannot serve on \(host):\(port): \(error)")
}
