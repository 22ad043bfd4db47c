import HeroCompositor
import HeroFiles
import HeroImport
import HeroLayout
import HeroModel
import HeroScene
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
  /// Parsed storyboards kept: a scene's two sides name one or two. Each holds the document's element
  /// tree (a storyboard is at most 10 MB of XML).
  static let keptDocuments = 2

  private struct Key: Hashable {
    var path: String
    var sandbox: String?
    var stamp: FileStamp
  }

  /// The most recently used last.
  private let kept = Locked<[(key: Key, importer: StoryboardImporter)]>([])

  let textMeasurer: SharedTextMeasurer

  public init(textMeasurer: SharedTextMeasurer = SharedTextMeasurer()) {
    self.textMeasurer = textMeasurer
  }

  public func screen(
    document: String, controller: String, side: Side, canvas: Canvas, variant: Variant, sandbox: String?
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
      do { _ = try importer.controllerID(controller) } catch {
        throw ScreenImportError(error.description, member: .controller)
      }
      return try importer.importScreen(
        controller, side: side, target: target, appearance: variant.resolvedAppearance,
        contentSize: variant.resolvedContentSize,
        measureText: { text, width in measurer.measure(text, width: width) }
      ).view
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
    if let hit = kept.withLock({ kept -> StoryboardImporter? in
      guard let i = kept.firstIndex(where: { $0.key == key }) else { return nil }
      let entry = kept.remove(at: i)
      kept.append(entry)
      return entry.importer
    }) {
      return hit
    }
    let importer = try StoryboardImporter(path: path, sandbox: sandbox)
    kept.withLock { kept in
      kept.removeAll { $0.key.path == path && $0.key.sandbox == sandbox }
      kept.append((key, importer))
      if kept.count > Self.keptDocuments { kept.removeFirst(kept.count - Self.keptDocuments) }
    }
    return importer
  }
}
