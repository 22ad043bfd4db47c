import ArgumentParser
import Foundation
import HeroEngine
import HeroImport
import HeroModel
import HeroProject
import HeroScene
import HeroSwiftSource

/// The options `hero import storyboard` and `hero import xib` share: what the transition is, where
/// its scene file goes and which files the import may read.
struct ImportDocumentOptions: ParsableArguments {
  @Option(
    help: """
      present, dismiss, push, pop, tabForward or tabBackward (default: a storyboard's segue or \
      containers; present for xibs).
      """)
  var kind: String?

  @Option(help: PixelScale.help("default: the document's device's"), transform: PixelScale.parse)
  var scale: PixelScale?

  @Option(name: .long, help: "Another asset catalog folder to look names up in (repeatable).")
  var assets: [String] = []

  @Option(name: .shortAndLong, help: "The scene file to write.")
  var output: String?

  @Option(
    help: """
      A folder holding the view controllers' Swift or Objective-C code, whose Hero setup \
      (`x.hero.id = "…"`, `hero.modifiers`, `hero.isEnabled`, animation types) the import reads \
      (repeatable; default: the project root).
      """)
  var sources: [String] = []

  @Flag(
    help: """
      Confine every file the import reads (the storyboard or xibs, asset catalogs and their files) \
      to the project root (hero.json, else the git top level, else the current folder; \
      docs/project.md); use it for documents from untrusted sources.
      """)
  var sandbox = false

  var transitionKind: TransitionKind? { kind.flatMap(TransitionKind.init(rawValue:)) }

  /// An import (not a listing) needs its output file and a known `--kind`.
  func validateForImport() throws {
    guard output != nil else { throw ValidationError("give the scene file to write with -o FILE.json") }
    if let kind, TransitionKind(rawValue: kind) == nil {
      let names = TransitionKind.allCases.map(\.rawValue)
      throw ValidationError(
        "unknown --kind '\(kind)'; use \(names.joined(separator: ", "))"
          + (NameSuggestion.closest(to: kind, in: names).map { " (did you mean '\($0)'?)" } ?? ""))
    }
  }

  /// The folder `--sandbox` confines the import's reads to: the project root (`Project`,
  /// docs/project.md), as for every other command; nil without `--sandbox`.
  func sandboxRoot() throws(CLIError) -> String? { sandbox ? try Project.current().root : nil }

  /// What to import: the two screens, the transition, and the layout options; the scene is named
  /// after the output file. The controllers' Hero setup comes from their code (`--sources`).
  func request(from: String?, to: String?, segue: String?, kind: TransitionKind?, layout: LayoutOptions) throws
    -> StoryboardImporter.Request
  {
    let name = URL(fileURLWithPath: output ?? "scene.json").deletingPathExtension().lastPathComponent
    var request = StoryboardImporter.Request(
      from: from, to: to, segue: segue, kind: kind, scale: scale?.value, name: name, layout: try layout.target(),
      measureText: try LayoutOptions.textMeasuring())
    request.direction = try layout.layoutDirection()
    if let reader = try setupReader() { request.heroSetup = { reader.setup(for: $0) } }
    return request
  }

  /// The reader of `--sources` (an error when one is too large), else of the project root (a
  /// warning when it is too large: the import then uses the storyboard's Hero settings only).
  func setupReader() throws -> HeroSetupReader? {
    let project = try Project.current()
    do {
      return try HeroSetupReader(
        folders: sources.isEmpty ? [project.root] : sources, sandbox: sandbox ? project.root : nil,
        displayRoot: sources.isEmpty ? project.root : nil)
    } catch {
      if !sources.isEmpty { throw CLIError.badInput("--sources: \(error.description)") }
      Terminal.line("warning       the controllers' code is not read: \(error.description)")
      return nil
    }
  }

  /// Writes a storyboard-linked scene for `result` (its transition and canvas; its sides the
  /// storyboard, relative to the scene file, and the two controllers), loaded once as every
  /// command loads it before it stays, and prints what the import approximated.
  func writeLinked(_ result: StoryboardImporter.Result, storyboard: String, to output: String) throws {
    let folder = URL(fileURLWithPath: output).standardizedFileURL.deletingLastPathComponent().path
    let text = SceneWriter.linkedText(
      result.scene, storyboard: URL(fileURLWithPath: storyboard).standardizedFileURL.path, directory: folder,
      from: result.fromController, to: result.toController)
    try OutputFiles.write(text, to: output)
    do {
      _ = try LoadedScene.load(output, sandbox: sandbox)
    } catch {
      try? FileManager.default.removeItem(atPath: output)
      throw CLIError.badInput("\(output): the linked scene does not load: \(error.message)")
    }
    let s = result.scene
    Terminal.line(
      "wrote \(output): linked to \(storyboard) ('\(result.fromController)' → '\(result.toController)'), \(s.transition.kind.rawValue), \(s.transition.animation.stringForm)"
    )
    for note in result.report.notes { Terminal.line(note.description) }
  }

  /// Writes the scene (checked as lint checks it) and prints what was approximated.
  func write(_ result: StoryboardImporter.Result, to output: String) throws {
    let text = try ImportedSceneFile.text(result.scene, path: output)
    try OutputFiles.write(text, to: output)
    let s = result.scene
    Terminal.line(
      "wrote \(output): \(s.transition.kind.rawValue), \(s.transition.animation.stringForm), \(Int(s.canvas.size.width))×\(Int(s.canvas.size.height)) @\(s.canvas.scale)x"
    )
    for note in result.report.notes { Terminal.line(note.description) }
  }
}
