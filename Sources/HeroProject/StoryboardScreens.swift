import HeroCache
import HeroCompositor
import HeroFiles
import HeroImport
import HeroLayout
import HeroModel
import HeroScene
import HeroSwiftSource
import HeroSync

/// The screens scene sides refer to in storyboards (docs/variants.md), laid out by HeroImport for
/// each variant: the variant's device (its safe area and margins) or the scene's canvas, its
/// direction, its appearance's colours and its content size's text styles, with labels measured
/// by the compositor's text engine on the bundled fonts, one for every screen a project's command
/// imports (`SharedTextMeasurer`).
///
/// One instance serves a command's whole run (`Project.storyboardScreens`): each storyboard is read and
/// parsed once for every side and variant that lays it out (336 variants × 2 sides parsed a 6 MB
/// storyboard 672 times), and again only once the file changes (`FileStamp`, for `hero serve`).
public final class StoryboardScreens: ScreenImporting {
  /// Parsed storyboards kept, the oldest dropped first (an edited file's old parse with them): a
  /// scene's two sides name one or two. Each holds the document's element tree (a storyboard is at
  /// most 10 MB of XML).
  static let keptDocuments = 2

  private struct Key: Hashable {
    var path: String
    var sandbox: String?
    var stamp: FileStamp
  }

  private let kept = Locked(BoundedCache<Key, StoryboardImporter>(capacity: StoryboardScreens.keptDocuments))

  let textMeasurer: SharedTextMeasurer

  /// Where the controllers' code is looked for (hero.json's `sources`, else the project root).
  public enum Sources: Sendable {
    /// Folders the project names (absolute), and the project root messages name files from: one
    /// too large is an error.
    case folders([String], root: String)
    /// The project root, when the project names none: one too large is a note, and only the
    /// storyboard's Hero settings are used.
    case projectRoot(String)
    /// No code is read.
    case none
  }

  let sources: Sources
  /// The index of the sources, made on first use (by sandbox), or why it could not be.
  private let readers = Locked<[String: Result<HeroSetupReader, SourceIndex.Error>]>([:])
  /// The import notes of the run: those not yet taken, and every one seen (by storyboard), so each
  /// is shown once per storyboard and run however many variants and scenes lay the screen out.
  private let notes = Locked<(seen: Set<String>, pending: [ImportNote])>(([], []))

  /// One note of an import (`ImportReport.Note`'s text), with the storyboard it is about.
  public struct ImportNote: Sendable {
    public var storyboard: String
    public var text: String
  }

  public init(textMeasurer: SharedTextMeasurer = SharedTextMeasurer(), sources: Sources = .none) {
    self.textMeasurer = textMeasurer
    self.sources = sources
  }

  /// The notes imports made since the last call, each once per storyboard and run.
  public func takeNotes() -> [ImportNote] {
    notes.withLock { state in
      defer { state.pending = [] }
      return state.pending
    }
  }

  /// Notes remembered as shown, and waiting to be taken, at most: a long `hero serve` session that
  /// nobody takes notes from, or whose storyboards keep changing, stays bounded.
  static let keptNotes = 10_000

  private func keep(_ texts: [String], storyboard: String) {
    notes.withLock { state in
      if state.seen.count > Self.keptNotes { state.seen.removeAll() }
      for text in texts where state.seen.insert(storyboard + "\u{0}" + text).inserted {
        state.pending.append(ImportNote(storyboard: storyboard, text: text))
      }
      if state.pending.count > Self.keptNotes { state.pending.removeFirst(state.pending.count - Self.keptNotes) }
    }
  }

  /// The reader of the project's sources under `sandbox`, made once; nil when no code is read.
  private func reader(sandbox: String?) throws(ScreenImportError) -> HeroSetupReader? {
    let folders: [String]
    switch sources {
    case .none: return nil
    case .folders(let f, _): folders = f
    case .projectRoot(let root): folders = [root]
    }
    let root: String =
      switch sources {
      case .folders(_, let root), .projectRoot(let root): root
      case .none: ""
      }
    let result = readers.withLock { cache in
      if let hit = cache[sandbox ?? ""] { return hit }
      let made = Result { () throws(SourceIndex.Error) in
        try HeroSetupReader(folders: folders, sandbox: sandbox, displayRoot: root)
      }
      cache[sandbox ?? ""] = made
      return made
    }
    switch result {
    case .success(let reader): return reader
    case .failure(let error):
      if case .folders = sources { throw ScreenImportError("hero.json sources: \(error.description)") }
      keep(["warning       the controllers' code is not read: \(error.description)"], storyboard: folders[0])
      return nil
    }
  }

  public func screen(
    document: String, controller: String, side: Side, canvas: Canvas, variant: Variant, sandbox: String?,
    overrides: [String: ScreenOverride]
  ) throws(ScreenImportError) -> View {
    let direction: LayoutDirection = variant.isRightToLeft ? .rightToLeft : .leftToRight
    var target: LayoutTarget
    if let slug = variant.device, let device = Device.withSlug(slug) {
      target = LayoutTarget(device: device, direction: direction)
    } else {
      target = LayoutTarget(
        screen: AutoLayout.Screen(width: canvas.size.width, height: canvas.size.height), scale: canvas.scale,
        direction: direction)
    }
    target.scale = canvas.scale
    do {
      let measurer = textMeasurer
      try measurer.start()
      let importer = try self.importer(document, sandbox: sandbox)
      let id: String
      do { id = try importer.controllerID(controller) } catch {
        throw ScreenImportError(error.description, member: .controller)
      }
      let setup = try importer.storyboard.controller(id: id).flatMap { (c) throws(ScreenImportError) in
        try reader(sandbox: sandbox)?.setup(for: c)
      }
      let imported: (view: View, report: ImportReport)
      do {
        imported = try importer.importScreen(
          controller, side: side, target: target, appearance: variant.resolvedAppearance,
          contentSize: variant.resolvedContentSize,
          measureText: { text, width in measurer.measure(text, width: width) }, heroSetup: setup, overrides: overrides)
      } catch {
        // Only the overrides name what the importer can still refuse once the controller is found.
        throw ScreenImportError(error.description, member: overrides.isEmpty ? .storyboard : .views)
      }
      keep(imported.report.notes.map(\.description), storyboard: document)
      return imported.view
    } catch let error as ImportError {
      throw ScreenImportError(error.description)
    } catch let error as ScreenImportError {
      throw error
    } catch {
      throw ScreenImportError("\(error)")
    }
  }

  /// The storyboard at `path` and its asset catalogs, parsed on first use and kept while the file is
  /// unchanged. Stamped before it is read, so a save during the read parses again next time. A kept
  /// one is noted as read (`InputFileLog`), so every load made from it watches it.
  private func importer(_ path: String, sandbox: String?) throws(ImportError) -> StoryboardImporter {
    InputFileLog.note(path)
    let key = Key(path: path, sandbox: sandbox, stamp: FileStamp(path))
    if let hit = kept.withLock({ $0[key] }) { return hit }
    let importer = try StoryboardImporter(path: path, sandbox: sandbox)
    kept.withLock { $0[key] = importer }
    return importer
  }
}
