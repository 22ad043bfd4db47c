import HeroModel
import Testing

@testable import HeroCompositor

/// A label carrying `textLayoutSize` (a live label under a size animation, hero-semantics §6.10)
/// is laid out once, for that size, and shown in its current bounds by its gravity.
@Suite("Live label painting")
struct LiveLabelPaintingTests {
  static let text = TextContent("The harbour wakes slowly at dawn", font: Font(size: 10), lines: 0)
  static let final = Size(44, 112)

  static func frame(size: Size, laidOutFor: Size?, gravity: ContentsGravity = .resize) -> FrameState {
    var label = Layer(
      key: "label", position: Point(60, 60), size: size, contents: .text(text), contentsGravity: gravity)
    label.textLayoutSize = laidOutFor
    return FrameState(
      time: 0, progress: 0, canvasSize: Size(120, 120),
      layers: [Layer(key: "bg", position: Point(60, 60), size: Size(120, 120), backgroundColor: .white), label])
  }

  /// Mid-animation (58 × 74) the label's lines are exactly its final ones: the compositor lays it
  /// out only for the final size, never for the bounds in between.
  @Test(arguments: [ContentsGravity.resize, .left, .topRight])
  func theLinesMidAnimationAreTheFinalOnes(_ gravity: ContentsGravity) throws {
    let mid = Compositor()
    _ = try mid.render(Self.frame(size: Size(58, 74), laidOutFor: Self.final, gravity: gravity), scale: 2)
    #expect(mid.textLayouts[TextLayoutKey(text: Self.text, size: Size(58, 74), fonts: [])] == nil)
    let laidOut = try #require(mid.textLayouts[TextLayoutKey(text: Self.text, size: Self.final, fonts: [])])

    let end = Compositor()
    _ = try end.render(Self.frame(size: Self.final, laidOutFor: nil), scale: 2)
    let atRest = try #require(end.textLayouts[TextLayoutKey(text: Self.text, size: Self.final, fonts: [])])
    #expect(laidOut.lines.map(\.index) == atRest.lines.map(\.index))
    #expect(laidOut.lines.map(\.x) == atRest.lines.map(\.x))
    #expect(laidOut.lines.map(\.baseline) == atRest.lines.map(\.baseline))
    // Re-wrapped at 58 points the paragraph would break differently: the rule is visible.
    let rewrapped = Compositor()
    _ = try rewrapped.render(Self.frame(size: Size(58, 74), laidOutFor: nil), scale: 2)
    let other = try #require(rewrapped.textLayouts[TextLayoutKey(text: Self.text, size: Size(58, 74), fonts: [])])
    #expect(other.lines.count != atRest.lines.count)
  }

  /// Laid out for the bounds it has, a label paints the same pixels as one without the field:
  /// the end of a size animation is the label at rest, byte for byte.
  @Test func laidOutForItsOwnBoundsIsTheLabelAtRest() throws {
    let marked = try Compositor().render(Self.frame(size: Self.final, laidOutFor: Self.final, gravity: .left), scale: 2)
    let plain = try Compositor().render(Self.frame(size: Self.final, laidOutFor: nil), scale: 2)
    #expect(marked.pixels == plain.pixels)
  }

  /// The stretched drawing covers the current bounds (resize); with `center` it keeps its size.
  @Test func theGravityPlacesTheFinalLayoutInTheBounds() {
    var label = Layer(key: "l", position: .zero, size: Size(58, 74), contents: .text(Self.text))
    label.textLayoutSize = Self.final
    #expect(Compositor.textPlacement(of: label).box == Self.final)
    #expect(Compositor.textPlacement(of: label).placed == Rect(0, 0, 58, 74))
    label.contentsGravity = .center
    #expect(Compositor.textPlacement(of: label).placed == Rect(7, -19, 44, 112))
  }

  /// A non-finite layout size is refused with the layer's name, never drawn.
  @Test func aNonFiniteLayoutSizeIsAnError() {
    #expect(throws: CompositorError.self) {
      _ = try Compositor().render(Self.frame(size: Self.final, laidOutFor: Size(.infinity, 10)), scale: 1)
    }
  }
}
