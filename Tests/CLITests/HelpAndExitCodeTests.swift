import Foundation
import Testing

@Suite struct HelpAndExitCodeTests {
  @Test(arguments: ["render", "preview", "states", "sheet", "verify", "record", "lint", "modifiers"])
  func everyCommandHasHelpWithExamples(_ command: String) throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = try CLIRunner.run([command, "--help"], in: dir)
    #expect(result.status == 0)
    #expect(result.stdout.contains("Examples:"))
    #expect(result.stdout.contains("hero \(command) "))
  }

  @Test func rootHelpListsExitCodes() throws {
    let result = try CLIRunner.run(["--help"], in: NSTemporaryDirectory())
    #expect(result.status == 0)
    #expect(
      result.stdout.contains("Exit codes: 0 ok, 1 verification failed, 2 bad input or usage, 3 missing tool"))
  }

  @Test func unknownCommandsAndOptionsExitWith2() throws {
    let dir = NSTemporaryDirectory()
    #expect(try CLIRunner.run(["bogus"], in: dir).status == 2)
    #expect(try CLIRunner.run(["states", "x.json", "--fsp", "3"], in: dir).status == 2)
    let fps = try CLIRunner.run(
      ["states", CLIRunner.scene("basics/match-basic.json"), "--fps", "0"], in: dir)
    #expect(fps.status == 2)
    #expect(fps.stderr.hasPrefix("error: --fps must be greater than 0"))
  }

  /// Every command that renders frames takes the one `-j/--jobs` option and refuses 0 the same way,
  /// before it reads a scene or writes anything.
  @Test(arguments: ["render", "preview", "sheet", "verify", "record"])
  func zeroJobsIsRefusedEverywhere(_ command: String) throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = try CLIRunner.run([command, CLIRunner.scene("basics/match-basic.json"), "-j", "0"], in: dir)
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("error: --jobs must be at least 1\n"), "\(result.stderr)")
    #expect(CLIRunner.files(in: dir).isEmpty)
    let help = try CLIRunner.run([command, "--help"], in: dir)
    #expect(help.stdout.contains("-j, --jobs <jobs>"), "\(help.stdout)")
  }

  /// `hero preview --help` says what the code does: the pixel formats piped to ffmpeg, the quality
  /// names, and the `--slow` range the option check enforces; `hero serve --help` its missing-program
  /// exit status.
  @Test func helpSaysWhatTheCodeDoes() throws {
    let dir = NSTemporaryDirectory()
    /// `hero command --help` with its line wrapping undone.
    func help(_ command: String) throws -> String {
      try CLIRunner.run([command, "--help"], in: dir).stdout.split(whereSeparator: \.isWhitespace)
        .joined(separator: " ")
    }
    let preview = try help("preview")
    #expect(
      preview.contains("BT.709 yuv420p to the video encoders (MP4, WebM), RGBA to GIF, WebP and APNG"), "\(preview)")
    #expect(preview.contains("--quality <fast|balanced|best>"), "\(preview)")
    #expect(preview.contains("plays N times slower (1…100,"), "\(preview)")
    let slow = try CLIRunner.run(["preview", CLIRunner.scene("basics/match-basic.json"), "--slow", "101"], in: dir)
    #expect(slow.status == 2)
    #expect(slow.stderr.hasPrefix("error: --slow must be in 1…100\n"), "\(slow.stderr)")
    #expect(try help("serve").contains("Exits 3 when the hero-serve program"))
  }

  @Test func verifyExitsWith2OnAnInvalidScene() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(atPath: dir + "/scenes/g", withIntermediateDirectories: true)
    try CLIRunner.writeGalleryProjectFile(in: dir)
    try "{ \"canvas\": 1 }".write(toFile: dir + "/scenes/g/bad.json", atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(["verify"], in: dir)
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "error: scenes/g/bad.json: canvas: expected an object, found a number (line 1, column 13)\n")
    #expect(result.stdout == "0 passed, 0 failed, 1 invalid\n")
  }
}
