import HeroModel
import Testing

@testable import HeroEngine

/// Hero-semantics §6.3 capture and hero-semantics §6.9: the border is not neutralised in the bitmap and
/// is also copied onto the snapshot layer, where it animates; the bitmap keeps the original.
@Suite struct SnapshotBorderTests {
  @Test func aBorderedViewHasItsBorderInTheBitmapAndOnTheLayer() throws {
    let view = View(
      id: "x", frame: Rect(20, 20, 100, 100), backgroundColor: .white, cornerRadius: 12,
      border: Border(width: 4, color: .red),
      shadow: Shadow(color: .black, opacity: 0.5, offset: Size(0, 2), radius: 6),
      modifiers: [.borderWidth(10), .duration(1), .timingFunction(.linear)])
    let tr = try checkedTransition(
      scene: TestScenes.scene(from: TestScenes.page("a", children: [view]), to: TestScenes.page("b")))
    let f = tr.frame(at: 0.5)
    let layer = try #require(f.layer("from/x"))
    // On the layer: 4 → 10 halfway = 7, same colour; corner radius and shadow copied too.
    #expect(layer.borderWidth == 7 && layer.borderColor == .red)
    #expect(layer.cornerRadius == 12 && layer.shadowOpacity == 0.5 && layer.shadowRadius == 6)
    // In the bitmap: the border as laid out; radius, opacity and shadow neutralised.
    let root = try #require(f.snapshots["from/x"]?.layers.first)
    #expect(root.borderWidth == 4 && root.borderColor == .red)
    #expect(root.cornerRadius == 0 && root.shadowOpacity == 0 && root.opacity == 1)
  }
}
