import HeroCache
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
    if let hit = kept.withLock({ $0[key] }) { return hit }
    let importer = try StoryboardImporter(path: path, sandbox: sandbox)
    kept.withLock { $0[key] = importer }
    return importer
  }
}
