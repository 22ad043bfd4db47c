import HeroCompositor
import HeroImport
import HeroLayout
import HeroModel
import HeroScene

/// The screens scene sides refer to in storyboards (docs/variants.md), laid out by HeroImport for
/// each variant: the variant's device (its safe area and margins) or the scene's canvas, its
/// direction, its appearance's colours and its content size's text styles, with labels measured
/// by the compositor's text engine on the bundled fonts.
public struct StoryboardScreens: ScreenImporting {
  public init() {}

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
      let measurer = try TextMeasurer()
      let importer = try StoryboardImporter(path: document, sandbox: sandbox)
      do { _ = try importer.controllerID(controller) } catch {
        throw ScreenImportError(error.description, member: .controller)
      }
      return try importer.importScreen(
        controller, side: side, target: target, appearance: variant.resolvedAppearance,
        contentSize: variant.resolvedContentSize, measureText: { text, width in measurer.measure(text, width: width) }
      ).view
    } catch let error as ImportError {
      throw ScreenImportError(error.description)
    } catch let error as ScreenImportError {
      throw error
    } catch {
      throw ScreenImportError("\(error)")
    }
  }
}
