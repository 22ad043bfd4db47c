import HeroModel
import Testing

@testable import HeroEngine

/// Hero-semantics §6.3 optimized case (c), hero-semantics §6.6 and §6.9: an image view without visible
/// subviews is shown through a fresh image layer that re-lays out by its gravity and follows the
/// snapshot's corner radius and contentsRect; otherwise it is a bitmap.
@Suite struct ImageSnapshotTests {
  typealias S = TestScenes

  func imageView(_ modifiers: [Modifier], children: [View] = []) -> View {
    View(
      id: "img", frame: Rect(0, 0, 100, 100), backgroundColor: .gray,
      image: ImageContent(path: "p.png", gravity: .resizeAspectFill), modifiers: modifiers, children: children
    )
  }

  func layer(_ view: View, at t: Double = 0.5) throws -> Layer {
    let tr = try checkedTransition(scene: S.scene(from: S.page("a", children: [view]), to: S.page("b")))
    return try #require(tr.frame(at: t).layer("from/img"))
  }

  @Test func theImageIsReLaidOutByItsGravityAsTheSizeAnimates() throws {
    let img = try layer(
      imageView([.size(Size(300, 100)), .cornerRadius(20), .duration(1), .timingFunction(.linear)]))
    #expect(img.contents == LayerContent.none && img.backgroundColor == nil)
    #expect(img.size == Size(200, 100) && img.cornerRadius == 10)
    let content = try #require(img.sublayers.first)
    #expect(content.key == "from/img/content")
    #expect(content.contents == .image(path: "p.png") && content.contentsGravity == .resizeAspectFill)
    // The content fills the current bounds (not a stretched 100 × 100 bitmap) and keeps the
    // view's background; its clip follows the animated radius.
    #expect(content.size == Size(200, 100) && content.position == Point(100, 50))
    #expect(content.backgroundColor == .gray && content.masksToBounds && content.cornerRadius == 10)
  }

  @Test func contentsRectAndContentsScaleAnimateOnTheContentLayer() throws {
    let img = try layer(
      imageView([
        .contentsRect(Rect(0, 0, 0.5, 1)), .contentsScale(3), .overlay(color: .black, opacity: 0.4),
        .duration(1), .timingFunction(.linear),
      ]))
    #expect(img.contentsRect == Rect(0, 0, 0.75, 1) && img.contentsScale == 2)
    #expect(img.sublayers.first?.contentsRect == Rect(0, 0, 0.75, 1))
    #expect(img.sublayers.first?.contentsScale == 2)
    // The overlay is part of the layer (drawn over content and sublayers within its rounded
    // bounds, hero-semantics D5): halfway to 0.4.
    #expect(img.overlay == Overlay(color: .black, opacity: 0.2))
  }

  @Test func aHiddenSubviewStillAllowsTheImageCaseAVisibleOneDoesNot() throws {
    let hiddenChild = View(id: "badge", frame: Rect(0, 0, 10, 10), backgroundColor: .red, isHidden: true)
    #expect(try layer(imageView([.fade], children: [hiddenChild]), at: 0.1).sublayers.count == 1)
    let visibleChild = View(id: "badge", frame: Rect(0, 0, 10, 10), backgroundColor: .red)
    let bitmap = try layer(imageView([.fade], children: [visibleChild]), at: 0.1)
    #expect(bitmap.contents == .snapshot(id: "from/img") && bitmap.sublayers.isEmpty)
  }

  @Test func aNonOptimizedSnapshotTypeIsABitmap() throws {
    let img = try layer(imageView([.fade, .useNormalSnapshot]), at: 0.1)
    #expect(img.contents == .snapshot(id: "from/img") && img.sublayers.isEmpty)
  }
}
