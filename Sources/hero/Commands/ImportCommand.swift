import ArgumentParser
import Foundation
import HeroEngine
import HeroImport
import HeroModel
import HeroScene
import HeroVerify

/// `hero import`: scenes from other tools' files. One source so far: Interface Builder storyboards.
struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Make scene files from other tools' files (Interface Builder storyboards).",
    subcommands: [ImportStoryboardCommand.self])
}

/// `hero import storyboard`: list a storyboard's scenes and segues, or import one transition.
struct ImportStoryboardCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "storyboard",
    abstract: "List a storyboard's scenes and segues, or import two of its view controllers as a scene file.",
    discussion: """
      Reads document-version 3.0 storyboards as Xcode writes them, with the Assets.xcassets next to \
      the storyboard (or to its Base.lproj folder) for named colours and images. Frames are the ones \
      Interface Builder stored for the document's device: constraints are not solved. Prints what it \
      approximated; the written file passes `hero lint`. See docs/import.md.

      Examples:
        hero import storyboard Travel.storyboard --list
        hero import storyboard Travel.storyboard --list --json
        hero import storyboard Travel.storyboard --from places --to place -o a.json
        hero import storyboard Travel.storyboard --segue plc-to-mnu -o b.json
      """)

  @Argument(help: "A .storyboard file.", completion: .storyboardFiles)
  var storyboard: String

  @Flag(help: "List the scenes (view controllers) and segues.")
  var list = false

  @Flag(help: "With --list: print JSON instead of a table.")
  var json = false

  @Option(help: "The outgoing view controller: storyboard identifier, object id or custom class.")
  var from: String?

  @Option(help: "The incoming view controller: storyboard identifier, object id or custom class.")
  var to: String?

  @Option(help: "A segue id (or identifier): both ends and the kind come from it.")
  var segue: String?

  @Option(
    help:
      "present, dismiss, push, pop, tabForward or tabBackward (default: from the segue or the containers).")
  var kind: String?

  @Option(
    help: "Pixels per point, more than 0 and up to 3 (default: the storyboard's device's).",
    transform: PixelScale.parse)
  var scale: PixelScale?

  @Option(name: .long, help: "Another asset catalog folder to look names up in (repeatable).")
  var assets: [String] = []

  @Option(name: .shortAndLong, help: "The scene file to write.")
  var output: String?

  func validate() throws {
    if list {
      if from != nil || to != nil || segue != nil || output != nil || kind != nil {
        throw ValidationError("--list takes no --from, --to, --segue, --kind or -o")
      }
      return
    }
    if json { throw ValidationError("--json goes with --list") }
    guard segue != nil || (from != nil && to != nil) else {
      throw ValidationError("give --list, --segue ID, or --from A --to B")
    }
    if segue != nil && (from != nil || to != nil) {
      throw ValidationError("give either --segue or --from and --to")
    }
    guard output != nil else { throw ValidationError("give the scene file to write with -o FILE.json") }
    if let kind, TransitionKind(rawValue: kind) == nil {
      let names = TransitionKind.allCases.map(\.rawValue)
      throw ValidationError(
        "unknown --kind '\(kind)'; use \(names.joined(separator: ", "))"
          + (NameSuggestion.closest(to: kind, in: names).map { " (did you mean '\($0)'?)" } ?? ""))
    }
  }

  func run() throws {
    do {
      if list {
        let board = try StoryboardReader.read(path: storyboard)
        Terminal.line(json ? StoryboardListing.json(board).rendered() : StoryboardListing.table(board))
        return
      }
      guard let output else { return }
      let importer = try StoryboardImporter(path: storyboard, assetCatalogs: assets)
      let name = URL(fileURLWithPath: output).deletingPathExtension().lastPathComponent
      let result = try importer.importScene(
        .init(
          from: from, to: to, segue: segue, kind: kind.flatMap(TransitionKind.init(rawValue:)), scale: scale?.value,
          name: name))
      let text = try ImportedSceneFile.text(result.scene, path: output)
      try OutputFiles.write(text, to: output)
      let s = result.scene
      Terminal.line(
        "wrote \(output): \(s.transition.kind.rawValue), \(s.transition.animation.stringForm), \(Int(s.canvas.size.width))×\(Int(s.canvas.size.height)) @\(s.canvas.scale)x"
      )
      for note in result.report.notes { Terminal.line(note.description) }
    } catch let error as ImportError {
      throw CLIError.badInput(error.description)
    }
  }
}
