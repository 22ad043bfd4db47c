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
    subcommands: [ImportStoryboardCommand.self, ImportXibCommand.self, ImportMeasureCommand.self])
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
      conflict; the written file passes `hero lint`. The controllers' Hero setup written in Swift or \
      Objective-C (`albumArt.hero.id = "album"`) is read from their code in the project (or --sources). \
      --linked writes a scene that names the storyboard, imported again on every run. See docs/import.md.

      Examples:
        hero import storyboard Travel.storyboard --list
        hero import storyboard Travel.storyboard --list --json
        hero import storyboard Travel.storyboard --from places --to place -o a.json
        hero import storyboard Travel.storyboard --segue plc-to-mnu -o b.json
        hero import storyboard Travel.storyboard --segue openPlace --linked -o l.json
        hero import storyboard --list-devices
      """)

  @Argument(help: "A .storyboard file.", completion: .storyboardFiles)
  var storyboard: String = ""

  @Flag(help: "List the scenes (view controllers) and segues.")
  var list = false

  @Flag(help: "With --list: print JSON instead of a table.")
  var json = false

  @OptionGroup var screens: ImportScreenOptions

  @Option(help: "A segue id (or identifier): both ends and the kind come from it.")
  var segue: String?

  @Flag(
    help: """
      Write a storyboard-linked scene: its sides name the storyboard and the controllers, which are \
      imported again (with their code's Hero setup) every time the scene loads, so a change to the \
      storyboard or the code shows in verify.
      """)
  var linked = false

  @OptionGroup var document: ImportDocumentOptions

  @OptionGroup var layout: LayoutOptions

  func validate() throws {
    if layout.listDevices { return }
    let (from, to) = (screens.from, screens.to)
    guard !storyboard.isEmpty else { throw ValidationError("give the .storyboard file") }
    if list {
      if from != nil || to != nil || segue != nil || document.output != nil || document.kind != nil {
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
    try document.validateForImport()
  }

  func run() throws {
    if layout.printDevicesIfAsked() { return }
    do {
      if list {
        let board = try StoryboardReader.read(path: storyboard, sandbox: document.sandboxRoot())
        Terminal.line(json ? StoryboardListing.json(board).rendered() : StoryboardListing.table(board))
        return
      }
      guard let output = document.output else { return }
      let importer = try StoryboardImporter(
        path: storyboard, assetCatalogs: document.assets, sandbox: document.sandboxRoot())
      let request = try document.request(
        from: screens.from, to: screens.to, segue: segue, kind: document.transitionKind, layout: layout)
      let result = try importer.importScene(request)
      if linked {
        try document.writeLinked(result, storyboard: storyboard, to: output)
      } else {
        try document.write(result, to: output)
      }
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

  @OptionGroup var screens: ImportScreenOptions

  @OptionGroup var document: ImportDocumentOptions

  @OptionGroup var layout: LayoutOptions

  func validate() throws {
    if layout.listDevices { return }
    guard (1...2).contains(xibs.count) else { throw ValidationError("give one or two .xib files") }
    if list { return }
    try document.validateForImport()
  }

  func run() throws {
    if layout.printDevicesIfAsked() { return }
    do {
      let importer = try StoryboardImporter(
        xibs: xibs, assetCatalogs: document.assets, sandbox: document.sandboxRoot())
      let views = importer.storyboard.controllers
      if list {
        Terminal.line(StoryboardListing.table(importer.storyboard))
        return
      }
      guard let output = document.output else { return }
      // Defaults: the first view of the first xib, then the first of the second (or the next one).
      let secondFileFirst =
        xibs.count == 2
        ? try XibReader.read(paths: [xibs[1]], sandbox: document.sandboxRoot()).controllers.first?
          .id : nil
      let fromID = screens.from ?? views.first?.id
      let toID = screens.to ?? (xibs.count == 2 ? secondFileFirst : views.dropFirst().first?.id)
      guard let fromID, let toID else {
        throw CLIError.badInput("\(xibs[0]): the xib has one view; give a second xib (or --to) to import a transition")
      }
      let request = try document.request(
        from: fromID, to: toID, segue: nil, kind: document.transitionKind ?? .present, layout: layout)
      try document.write(importer.importScene(request), to: output)
    } catch let error as ImportError {
      throw CLIError.badInput(error.description)
    }
  }
}
