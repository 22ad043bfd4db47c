import HeroCompositor
import HeroImport
import HeroLayout
import HeroModel
import HeroScene

/// The screens scene sides refer to in storyboards (docs/variants.md), laid out by HeroImport for
/// each variant: the variant's device (its safe area and margins) or the scene's canvas, its
/// direction, its appearance's colours and its content size's text styles, with labels measured
/// by the compositor's text engine on the bundled fonts, one for every screen a project's command
/// imports (`SharedTextMeasurer`).
public struct StoryboardScreens: ScreenImporting {
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
      let importer = try StoryboardImporter(path: document, sandbox: sandbox)
      return try importer.importScreen(
        controller, side: side, target: target, appearance: variant.resolvedAppearance,
        contentSize: variant.resolvedContentSize,
        measureText: { text, width in measurer.measure(text, width: width) }
      ).view
    } catch let error as ImportError {
      throw ScreenImportError(error.description)
    } catch {
      throw ScreenImportError("\(error)")
    }
  }
}
