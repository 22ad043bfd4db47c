import HeroModel
import HeroRender
import Testing

/// `PreviewScale.default`: review size, the largest scale whose longer side is at most 1280 px,
/// never above the device's scale (or the scene's, when higher).
@Suite struct PreviewScaleTests {
  @Test func aTallPhoneScreenIsRenderedAt1280PixelsHigh() {
    let canvas = Canvas(width: 390, height: 844, scale: 3)
    let scale = PreviewScale.default(for: canvas)
    #expect(scale == 1280.0 / 844)
    #expect(canvas.pixelSize(scale: scale) == (591, 1280))
    // Landscape: the longer side is the width.
    let wide = Canvas(width: 844, height: 390, scale: 3)
    #expect(wide.pixelSize(scale: PreviewScale.default(for: wide)) == (1280, 591))
  }

  @Test func neverAboveTheScenesScale() {
    #expect(PreviewScale.default(for: Canvas(width: 200, height: 356, scale: 2)) == 2)
    #expect(PreviewScale.default(for: Canvas(width: 640, height: 640, scale: 2)) == 2)
    #expect(PreviewScale.default(for: Canvas(width: 641, height: 100, scale: 2)) == 1280.0 / 641)
  }

  /// Goldens kept at @1x (a variant matrix) are previewed at the device's scale, within 1280 px.
  @Test func aSceneAt1xIsPreviewedAtTheDevicesScale() {
    #expect(PreviewScale.default(for: Canvas(width: 200, height: 356, scale: 1)) == 2)
    #expect(PreviewScale.default(for: Canvas(width: 200, height: 356, scale: 1), deviceScale: 3) == 3)
    let phone = Canvas(width: 375, height: 667, scale: 1)
    #expect(PreviewScale.default(for: phone) == 1280.0 / 667)
    #expect(phone.pixelSize(scale: PreviewScale.default(for: phone)) == (720, 1280))
    #expect(PreviewScale.default(for: Canvas(width: 100, height: 100, scale: 3), deviceScale: 2) == 3)
  }

  @Test func theShorterSideKeepsAPixel() {
    let strip = Canvas(width: 16000, height: 1, scale: 1)
    #expect(PreviewScale.default(for: strip) == 1)
    #expect(strip.pixelSize(scale: PreviewScale.default(for: strip)).height == 1)
  }
}
