import HeroModel
import Testing

/// UIKit's `contentMode` → the layer's contents gravity, as UIKit sets it, with the gravities named
/// as seen on screen (docs/scene-format.md, Gravity).
@Suite struct ContentModeTests {
  @Test(arguments: [
    (ContentMode.scaleToFill, ContentsGravity.resize), (.scaleAspectFit, .resizeAspect),
    (.scaleAspectFill, .resizeAspectFill), (.redraw, .resize), (.center, .center), (.top, .top),
    (.bottom, .bottom), (.left, .left), (.right, .right), (.topLeft, .topLeft), (.topRight, .topRight),
    (.bottomLeft, .bottomLeft), (.bottomRight, .bottomRight),
  ])
  func everyContentModeHasUIKitsGravity(_ mode: ContentMode, _ gravity: ContentsGravity) {
    #expect(mode.gravity == gravity)
  }

  @Test func thereAreThirteenModesAndTwelveGravities() {
    #expect(ContentMode.allCases.count == 13)
    #expect(ContentsGravity.allCases.count == 12)
    #expect(Set(ContentMode.allCases.map(\.gravity)) == Set(ContentsGravity.allCases))
  }

  /// The natural-size gravities name where the content sits: top is y = 0 (the screen's top).
  @Test func alignmentsReadAsOnScreen() {
    #expect(ContentsGravity.top.alignment! == (0.5, 0))
    #expect(ContentsGravity.bottomLeft.alignment! == (0, 1))
    #expect(ContentsGravity.topRight.alignment! == (1, 0))
    #expect(ContentsGravity.resizeAspect.alignment == nil)
  }
}
