import ArgumentParser
import Foundation
import HeroEngine
import HeroImport
import HeroModel
import HeroProject
import HeroScene

/// `hero import`: scenes from other tools' files. One source so far: Interface Builder storyboards.
struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Make scene files from other tools' files (Interface Builder storyboards and xibs).",
    subcommands: [ImportStoryboardCommand.self, ImportXibCommand.self])

  /// The folder `--sandbox` confines an import's reads to (storyboards and xibs): the project root
  /// (`Project`, docs/project.md), as for every other command.
  static func sandboxRoot() throws(CLIError) -> String { try Project.current().root }
}

/// `hero import storyboard`: list a storyboard's scenes and segues, or import one transition.
struct ImportStoryboardCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "storyboard",
    abstract: "List a storyboard's scenes and segues, or import two of its view controllers as a scene file.",
    discussion: """
      Reads document-version 3.0 storyboards as Xcode writes them, with the Assets.xcassets next to \
      the storyboard (or to its Base.lproj folder) for named colours and images. The views are laid \
      out with Auto Layout (constraints, stack views, autoresizing masks, intrinsic sizes) for the \
      document's device, or for --device / --screen. Prints what it approximated and every layout \
      conflict; the written file passes `hero lint`. See docs/import.md.

      Examples:
        hero import storyboard Travel.storyboard --list
        hero import storyboard Travel.storyboard --list --json
        hero import storyboard Travel.storyboard --from places --to place -o a.json
        hero import storyboard Travel.storyboard --segue plc-to-mnu -o b.json
        hero import storyboard --list-devices
      """)

  @Argument(help: "A .storyboard file.", completion: .storyboardFiles)
  var storyboard: String = ""

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
    help: PixelScale.help("default: the storyboard's device's"), transform: PixelScale.parse
  )
  var scale: PixelScale?

  @Option(name: .long, help: "Another asset catalog folder to look names up in (repeatable).")
  var assets: [String] = []

  @Option(name: .shortAndLong, help: "The scene file to write.")
  var output: String?

  @Flag(
    help: """
      Confine every file the import reads (the storyboard, asset catalogs and their files) to the \
      project root (hero.json, else the git top level, else the current folder; docs/project.md); \
      use it for storyboards from untrusted sources.
      """)
  var sandbox = false

  @OptionGroup var layout: LayoutOptions

  func validate() throws {
    if layout.listDevices { return }
    guard !storyboard.isEmpty else { throw ValidationError("give the .storyboard file") }
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
    if layout.listDevices {
      Terminal.line(LayoutOptions.deviceTable())
      return
    }
    do {
      if list {
        let board = try StoryboardReader.read(path: storyboard, sandbox: sandbox ? ImportCommand.sandboxRoot() : nil)
        Terminal.line(json ? StoryboardListing.json(board).rendered() : StoryboardListing.table(board))
        return
      }
      guard let output else { return }
      let importer = try StoryboardImporter(
        path: storyboard, assetCatalogs: assets, sandbox: sandbox ? ImportCommand.sandboxRoot() : nil)
      let name = URL(fileURLWithPath: output).deletingPathExtension().lastPathComponent
      var request = StoryboardImporter.Request(
        from: from, to: to, segue: segue, kind: kind.flatMap(TransitionKind.init(rawValue:)), scale: scale?.value,
        name: name, layout: try layout.target(), measureText: try LayoutOptions.textMeasuring())
      request.direction = try layout.layoutDirection()
      try ImportXibCommand.write(importer.importScene(request), to: output)
    } catch let error as ImportError {
      throw CLIError.badInput(error.description)
    }
  }
}

/// `hero import xib`: one or two xibs' views (a view, or a view controller's view) as a scene.
struct ImportXibCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "xib",
    abstract: "Import the views of .xib files (a view or a view controller's view each) as a scene file.",
    discussion: """
      Two xibs: the first one's view is the outgoing screen, the second's the incoming one. One xib \
      with several top-level views: --from and --to name them (id, user label or custom class; \
      default: the first two). The transition is a modal presentation unless --kind says otherwise. \
      The views are laid out with Auto Layout as `hero import storyboard` lays them out, with the \
      same options. See docs/import.md.

      Examples:
        hero import xib Card.xib -o card.json
        hero import xib Card.xib --list
        hero import xib Card.xib --device iphone-se-3rd-generation -o se.json
        hero import xib Card.xib --screen 390x844@3 --direction rtl -o rtl.json
      """)

  @Argument(help: "One or two .xib files.", completion: .file(extensions: ["xib"]))
  var xibs: [String] = []

  @Flag(help: "List the xibs' top-level views.")
  var list = false

  @Option(help: "The outgoing view: id, user label or custom class (default: the first).")
  var from: String?

  @Option(help: "The incoming view: id, user label or custom class (default: the next).")
  var to: String?

  @Option(help: "present, dismiss, push, pop, tabForward or tabBackward (default: present).")
  var kind: String?

  @Option(
    help: PixelScale.help("default: the device's"), transform: PixelScale.parse)
  var scale: PixelScale?

  @Option(name: .long, help: "Another asset catalog folder to look names up in (repeatable).")
  var assets: [String] = []

  @Option(name: .shortAndLong, help: "The scene file to write.")
  var output: String?

  @Flag(
    help: """
      Confine every file the import reads (the xibs, asset catalogs and their files) to the current \
      folder's tree; use it for xibs from untrusted sources.
      """)
  var sandbox = false

  @OptionGroup var layout: LayoutOptions

  func validate() throws {
    if layout.listDevices { return }
    guard (1...2).contains(xibs.count) else { throw ValidationError("give one or two .xib files") }
    if list { return }
    guard output != nil else { throw ValidationError("give the scene file to write with -o FILE.json") }
    if let kind, TransitionKind(rawValue: kind) == nil {
      throw ValidationError(
        "unknown --kind '\(kind)'; use \(TransitionKind.allCases.map(\.rawValue).joined(separator: ", "))")
    }
  }

  func run() throws {
    if layout.listDevices {
      Terminal.line(LayoutOptions.deviceTable())
      return
    }
    do {
      let importer = try StoryboardImporter(
        xibs: xibs, assetCatalogs: assets, sandbox: sandbox ? ImportCommand.sandboxRoot() : nil)
      let views = importer.storyboard.controllers
      if list {
        Terminal.line(StoryboardListing.table(importer.storyboard))
        return
      }
      guard let output else { return }
      // Defaults: the first view of the first xib, then the first of the second (or the next one).
      let secondFileFirst =
        xibs.count == 2
        ? try XibReader.read(paths: [xibs[1]], sandbox: sandbox ? ImportCommand.sandboxRoot() : nil).controllers.first?
          .id : nil
      let fromID = from ?? views.first?.id
      let toID = to ?? (xibs.count == 2 ? secondFileFirst : views.dropFirst().first?.id)
      guard let fromID, let toID else {
        throw CLIError.badInput("\(xibs[0]): the xib has one view; give a second xib (or --to) to import a transition")
      }
      let name = URL(fileURLWithPath: output).deletingPathExtension().lastPathComponent
      var request = StoryboardImporter.Request(
        from: fromID, to: toID, kind: kind.flatMap(TransitionKind.init(rawValue:)) ?? .present, scale: scale?.value,
        name: name, layout: try layout.target(), measureText: try LayoutOptions.textMeasuring())
      request.direction = try layout.layoutDirection()
      try Self.write(importer.importScene(request), to: output)
    } catch let error as ImportError {
      throw CLIError.badInput(error.description)
    }
  }

  /// Writes the scene (checked as lint checks it) and prints what was approximated.
  static func write(_ result: StoryboardImporter.Result, to output: String) throws {
    let text = try ImportedSceneFile.text(result.scene, path: output)
    try OutputFiles.write(text, to: output)
    let s = result.scene
    Terminal.line(
      "wrote \(output): \(s.transition.kind.rawValue), \(s.transition.animation.stringForm), \(Int(s.canvas.size.width))×\(Int(s.canvas.size.height)) @\(s.canvas.scale)x"
    )
    for note in result.report.notes { Terminal.line(note.description) }
  }
}
