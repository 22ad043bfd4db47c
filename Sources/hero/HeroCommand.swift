import ArgumentParser
import Foundation
import HeroCompositor
import HeroFiles
import HeroModel
import HeroProject

/// `hero`: renders, previews, dumps, checks and records HeroFrames scenes.
///
/// `main()` is ours so the exit codes are the documented ones (`docs/cli.md`): 0 ok, 1 verification
/// failed, 2 bad input or usage (ArgumentParser would say 64), 3 missing tool.
@main
struct HeroCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "hero",
    abstract: "Render Hero-style iOS view transitions offscreen.",
    discussion: """
      Scenes are JSON files (docs/scene-format.md): two screens and the transition between them.

      Examples:
        hero render scenes/basics/match-basic.json       # PNGs in out/match-basic/
        hero preview scenes/basics/match-basic.json -o m.gif
        hero states scenes/basics/match-basic.json --fps 10
        hero sheet scenes/basics/match-basic.json -o sheet.png
        hero lint scenes/basics/*.json                   # validate only
        hero verify                                      # scenes/ vs golden/
        hero merge-reports report-1 report-2 -o report   # combine sharded verify reports
        hero import storyboard scenes/import/Travel.storyboard --list
        hero modifiers --markdown                        # the modifier reference (docs/modifiers.md)
        hero serve scenes/basics                         # a local page to play, inspect and review

      Exit codes: 0 ok, 1 verification failed, 2 bad input or usage, 3 missing tool (ffmpeg, hero-serve), \
      141 the reader of standard output went away.
      """,
    version: HeroModelInfo.version,
    subcommands: [
      RenderCommand.self, PreviewCommand.self, StatesCommand.self, SheetCommand.self, VerifyCommand.self,
      RecordCommand.self, LintCommand.self, MergeReportsCommand.self, ImportCommand.self, ModifiersCommand.self,
      ServeCommand.self,
    ])

  static func main() {
    // Ctrl-C, SIGTERM and SIGHUP remove temporaries and stop ffmpeg before exiting 130/143/129.
    Interruption.installHandlers()
    // `hero --version` prints the renderer's versions too: the native libraries loaded now and the
    // bundled fonts' checksum (what goldens depend on), not only ours.
    if CommandLine.arguments.dropFirst().elementsEqual(["--version"]) {
      for line in RendererVersions.current().lines { Terminal.line(line) }
      Foundation.exit(0)
    }
    do {
      var command = try parseAsRoot()
      if let reporting = command as? any ReportsProgress, reporting.progressOptions.noProgress {
        ProgressReporter.silenced.set()
      }
      try command.run()
    } catch let error as CLIError {
      Interruption.waitIfStopping()
      Terminal.exit(error)
    } catch let error as OutputFolderError {
      Interruption.waitIfStopping()
      Terminal.exit(CLIError(error))
    } catch {
      Interruption.waitIfStopping()
      let code = exitCode(for: error)
      if code == .success {
        Terminal.line(fullMessage(for: error))
        Foundation.exit(0)
      }
      if let exitCode = error as? ExitCode { Foundation.exit(exitCode.rawValue) }
      // ArgumentParser starts its messages with "Error: "; ours all start "error: ".
      let message = fullMessage(for: error)
      Terminal.failure(message.hasPrefix("Error: ") ? String(message.dropFirst("Error: ".count)) : message)
      Foundation.exit(ExitStatus.badInput.rawValue)
    }
  }
}
