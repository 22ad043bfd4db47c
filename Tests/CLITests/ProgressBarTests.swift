import Foundation
import HeroTestSupport
import Testing

/// The progress bar on a real terminal (a pseudo-terminal from util-linux `script`): drawn on
/// standard error with percent, rate and ETA, and not at all with `--no-progress` / `--quiet`.
@Suite struct ProgressBarTests {
  /// Runs `hero arguments…` with a terminal on all three streams; returns what the terminal showed.
  func onATerminal(_ arguments: [String]) throws -> String {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let command = ([heroExecutablePath()] + arguments + ["-o", dir]).map { "'\($0)'" }.joined(separator: " ")
    let result = try runProcess("/usr/bin/script", ["-qec", command, "/dev/null"])
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    return result.standardOutput
  }

  /// Enough work (308 frames at 1000 fps, @3x) that it outlasts the bar's 0.3 s grace period on a
  /// fast, idle machine too (@1x it took under 0.3 s there, and the bar rightly never showed).
  let render = ["render", "scenes/basics/match-basic.json", "--fps", "1000", "--scale", "3"]

  @Test func aTerminalSeesTheBar() throws {
    let shown = try onATerminal(render)
    #expect(shown.contains("\r\u{1B}[2Kmatch-basic █"), "\(shown.prefix(300))")
    #expect(shown.contains(" frames/s ETA "))
    #expect(shown.contains("match-basic: 308 frames"), "the summary line follows")
  }

  @Test(arguments: ["--no-progress", "--quiet", "-q"])
  func silencedByFlag(_ flag: String) throws {
    let shown = try onATerminal(render + [flag])
    #expect(!shown.contains("\u{1B}[2K"), "\(shown.prefix(300))")
    #expect(shown.contains("match-basic: 308 frames"), "the summary line follows")
  }

  @Test func previewIsSilencedToo() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg") else { return }
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let arguments = ["preview", "scenes/basics/match-basic.json", "--fps", "1000", "--scale", "1", "-q"]
    let command = ([heroExecutablePath()] + arguments + ["-o", dir + "/m.mp4"]).map { "'\($0)'" }
      .joined(separator: " ")
    let result = try runProcess("/usr/bin/script", ["-qec", command, "/dev/null"])
    #expect(result.status == 0, "\(result.standardOutput)")
    #expect(!result.standardOutput.contains("\u{1B}[2K"), "\(result.standardOutput.prefix(300))")
  }
}
