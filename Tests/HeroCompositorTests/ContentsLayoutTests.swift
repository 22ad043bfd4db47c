import HeroModel
import Testing

@testable import HeroCompositor

@Suite("Contents gravity")
struct ContentsLayoutTests {
  let bounds = Rect(0, 0, 64, 64)
  let wide = Size(40, 20)

  @Test func resizeFillsTheBounds() {
    #expect(ContentsLayout.rect(gravity: .resize, content: wide, bounds: bounds) == bounds)
  }

  @Test func resizeAspectFitsInside() {
    #expect(ContentsLayout.rect(gravity: .resizeAspect, content: wide, bounds: bounds) == Rect(0, 16, 64, 32))
  }

  @Test func resizeAspectFillCoversAndOverflows() {
    #expect(
      ContentsLayout.rect(gravity: .resizeAspectFill, content: wide, bounds: bounds) == Rect(-32, 0, 128, 64))
  }

  @Test func centerKeepsTheNaturalSize() {
    #expect(ContentsLayout.rect(gravity: .center, content: wide, bounds: bounds) == Rect(12, 22, 40, 20))
  }

  @Test func contentsRectSelectsPixels() {
    #expect(Compositor.sourceRect(Rect(0.5, 0, 0.5, 0.5), pixels: Size(32, 32)) == Rect(16, 0, 16, 16))
  }
}
