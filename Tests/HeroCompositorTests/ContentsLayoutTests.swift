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

  /// Each edge and corner gravity in a non-square 50×30 box at (5, 7): content smaller than the
  /// box (20×10) sits against the named edges, top meaning the box's top on screen (y = 7).
  @Test(arguments: [
    (ContentsGravity.topLeft, Rect(5, 7, 20, 10)), (.top, Rect(20, 7, 20, 10)), (.topRight, Rect(35, 7, 20, 10)),
    (.left, Rect(5, 17, 20, 10)), (.center, Rect(20, 17, 20, 10)), (.right, Rect(35, 17, 20, 10)),
    (.bottomLeft, Rect(5, 27, 20, 10)), (.bottom, Rect(20, 27, 20, 10)), (.bottomRight, Rect(35, 27, 20, 10)),
  ])
  func edgeGravityWithContentSmallerThanTheBounds(_ gravity: ContentsGravity, _ expected: Rect) {
    #expect(ContentsLayout.rect(gravity: gravity, content: Size(20, 10), bounds: Rect(5, 7, 50, 30)) == expected)
  }

  /// Content larger than the box (80×40 in 50×30 at (5, 7)) keeps its natural size: the named
  /// edges still line up and it overflows on the other side (both sides on an axis not named).
  @Test(arguments: [
    (ContentsGravity.topLeft, Rect(5, 7, 80, 40)), (.top, Rect(-10, 7, 80, 40)), (.topRight, Rect(-25, 7, 80, 40)),
    (.left, Rect(5, 2, 80, 40)), (.center, Rect(-10, 2, 80, 40)), (.right, Rect(-25, 2, 80, 40)),
    (.bottomLeft, Rect(5, -3, 80, 40)), (.bottom, Rect(-10, -3, 80, 40)), (.bottomRight, Rect(-25, -3, 80, 40)),
  ])
  func edgeGravityWithContentLargerThanTheBounds(_ gravity: ContentsGravity, _ expected: Rect) {
    #expect(ContentsLayout.rect(gravity: gravity, content: Size(80, 40), bounds: Rect(5, 7, 50, 30)) == expected)
  }

  /// The scaling gravities in the same non-square box, for content smaller and larger than it:
  /// the size follows the box, never the content's own.
  @Test func scalingGravitiesIgnoreTheNaturalSize() {
    let box = Rect(5, 7, 50, 30)
    for content in [Size(20, 10), Size(80, 40)] {
      #expect(ContentsLayout.rect(gravity: .resize, content: content, bounds: box) == box)
      #expect(ContentsLayout.rect(gravity: .resizeAspect, content: content, bounds: box) == Rect(5, 9.5, 50, 25))
      #expect(ContentsLayout.rect(gravity: .resizeAspectFill, content: content, bounds: box) == Rect(0, 7, 60, 30))
    }
  }

  /// The gravities that keep the natural size take it in points: pixels / contentsScale. A
  /// 60×30-pixel image is 30×15 points at scale 2 and 20×10 at scale 3, placed bottom-right.
  @Test(arguments: [(2.0, Rect(20, 15, 30, 15)), (3.0, Rect(30, 20, 20, 10))])
  func naturalSizeIsInPointsAtEveryContentsScale(_ scale: Double, _ expected: Rect) throws {
    var layer = Layer(key: "image", position: Point(25, 15), size: Size(50, 30), contents: .image(path: "x.png"))
    layer.contentsScale = scale
    layer.contentsGravity = .bottomRight
    let (source, dest) = Compositor.imagePlacement(of: layer, pixels: Size(60, 30))
    #expect(source == Rect(0, 0, 60, 30))
    #expect(dest == expected)
  }

  @Test func contentsRectSelectsPixels() {
    #expect(Compositor.sourceRect(Rect(0.5, 0, 0.5, 0.5), pixels: Size(32, 32)) == Rect(16, 0, 16, 16))
  }
}
