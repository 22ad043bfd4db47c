import HeroCompositor
import HeroModel
import Testing

@Suite("Perspective")
struct PerspectiveTests {
  static func flipped(canvas: Size) -> FrameState {
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 300
    let card = Layer(
      key: "card", position: Point(40, 40), size: Size(70, 70),
      transform: perspective.rotated(angle: -.pi / 4, x: 0, y: 1, z: 0), backgroundColor: .blue,
      sublayers: [Layer(key: "stripe", position: Point(35, 20), size: Size(70, 10), backgroundColor: .red)])
    return FrameState(time: 0, progress: 0, canvasSize: canvas, layers: [card])
  }

  /// Only the visible part of the plane is rasterised; that must not change what is visible.
  @Test func croppedByTheCanvasMatchesTheFullRender() throws {
    let full = try Compositor().render(Self.flipped(canvas: Size(100, 100)), scale: 2)
    let cropped = try Compositor().render(Self.flipped(canvas: Size(50, 50)), scale: 2)
    var region = RGBAImage(width: 100, height: 100)
    for y in 0..<100 {
      for x in 0..<100 {
        let p = full.pixel(x: x, y: y)
        region.pixels.replaceSubrange((y * 100 + x) * 4..<(y * 100 + x) * 4 + 4, with: [p.r, p.g, p.b, p.a])
      }
    }
    let result = ImageComparison(tolerance: 3, pixelBudget: 20).compare(reference: region, actual: cropped)
    #expect(result.passed, "\(result)")
  }

  /// A −45° turn about y with d = 300 brings the right edge nearer: the rendered edge heights match
  /// `Transform3D.project` of the corners (the warp is the true projective map) within 3 pixels.
  @Test func nearEdgeIsTallerByThePerspectiveRatio() throws {
    let image = try Compositor().render(Self.flipped(canvas: Size(100, 100)), scale: 2)
    func columnHeight(_ x: Int) -> Int { (0..<200).filter { image.pixel(x: x, y: $0).a > 127 }.count }
    // Corners of the card (±35 about the anchor) under the same transform, in pixels.
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 300
    let t = perspective.rotated(angle: -.pi / 4, x: 0, y: 1, z: 0)
    let left = try #require(t.project(Point(-35, -35)))
    let right = try #require(t.project(Point(35, -35)))
    let expectedLeft = Int((2 * abs(left.y) * 2).rounded())
    let expectedRight = Int((2 * abs(right.y) * 2).rounded())
    let leftX = Int(((40 + left.x) * 2).rounded()) + 2
    let rightX = Int(((40 + right.x) * 2).rounded()) - 3
    #expect(expectedRight > expectedLeft)  // a negative turn brings the right side closer
    #expect(abs(columnHeight(leftX) - expectedLeft) <= 3)
    #expect(abs(columnHeight(rightX) - expectedRight) <= 3)
  }

  /// A wide layer turned so far that part of it passes behind the eye (w ≤ 0): only the part in
  /// front is drawn, nothing wraps around, nothing crashes.
  @Test func partBehindTheEyeIsNotDrawn() throws {
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 100
    let t = perspective.rotated(angle: 1.2, x: 0, y: 1, z: 0)
    let layer = Layer(
      key: "wide", position: Point(50, 50), size: Size(400, 40), transform: t, backgroundColor: .red)
    // Local x beyond 100 / sin(1.2) ≈ 107 has w ≤ 0.
    #expect(t.project(Point(-150, 0)) == nil)
    #expect(t.project(Point(150, 0)) != nil)
    let image = try Compositor().render(
      FrameState(time: 0, progress: 0, canvasSize: Size(100, 100), layers: [layer]), scale: 1)
    let drawn = stride(from: 3, to: image.pixels.count, by: 4).filter { image.pixels[$0] > 0 }.count
    #expect(drawn > 100)
    #expect(drawn < 100 * 100)
  }
}
