import HeroModel
import Testing

@testable import HeroEngine

/// Labels in a transition: Hero's snapshot bitmap (stretched, cross-faded), and the `relayoutText`
/// extension's live text.
@Suite struct LabelTransitionTests {
  static let small = TextContent("Title", font: Font(size: 12), color: .black)
  static let large = TextContent("Title", font: Font(size: 24, weight: .bold), color: .blue, lines: 2)

  static func scene(modifiers: [Modifier] = []) -> Scene {
    TestScenes.scene(
      animation: .none,
      from: TestScenes.page(
        "a",
        children: [
          .label(id: "t", frame: Rect(10, 10, 100, 20), text: small, heroID: "title", modifiers: modifiers)
        ]),
      to: TestScenes.page(
        "b",
        children: [
          .label(id: "t", frame: Rect(10, 100, 300, 60), text: large, heroID: "title", modifiers: modifiers)
        ]))
  }

  /// UIKit: a label is not opaque, whatever its background; an explicit `opaque` still wins.
  @Test func aLabelIsNotOpaque() {
    #expect(
      !View.label(id: "l", frame: Rect(0, 0, 10, 10), text: Self.small, backgroundColor: .white).isOpaque)
    var opaque = View.label(id: "l", frame: Rect(0, 0, 10, 10), text: Self.small, backgroundColor: .white)
    opaque.isOpaqueOverride = true
    #expect(opaque.isOpaque)
  }

  /// Hero: each label of a matched pair is a snapshot bitmap of its own size, stretched over the
  /// animating bounds; the pair cross-fades because labels are not opaque.
  @Test func matchedLabelsAreStretchedSnapshotsThatCrossFade() throws {
    let t = try Transition(scene: Self.scene())
    let mid = t.frame(at: t.animationDuration / 2)
    let from = try #require(mid.layer("from/t"))
    let to = try #require(mid.layer("to/t"))
    #expect(from.contents == .snapshot(id: "from/t") && to.contents == .snapshot(id: "to/t"))
    #expect(mid.snapshots["from/t"]?.size == Size(100, 20))
    #expect(mid.snapshots["from/t"]?.layers.first?.contents == .text(Self.small))
    #expect(from.size.width > 100 && from.size.width < 300)
    #expect(from.opacity < 1 && from.opacity > 0 && to.opacity < 1 && to.opacity > 0)
  }

  /// `relayoutText`: live text whose font size and colour follow the frame, at the label's own
  /// string; the ends are exactly each label's own attributes.
  @Test func relayoutTextInterpolatesTheTextWithTheFrame() throws {
    let t = try Transition(scene: Self.scene(modifiers: [.relayoutText]))
    let mid = t.frame(at: t.animationDuration / 2)
    let from = try #require(mid.layer("from/t"))
    guard case .text(let text) = from.contents else {
      Issue.record("expected live text, found \(from.contents)")
      return
    }
    let fraction = (from.size.width - 100) / 200
    #expect(abs(text.font.size - (12 + 12 * fraction)) < 1e-9)
    #expect(abs(text.color.blue - fraction) < 1e-9)
    #expect(text.lines == 1 && text.string == "Title")
    #expect(mid.snapshots["from/t"] == nil)
    let start = t.frame(at: 0)
    if case .text(let first) = start.layer("to/t")?.contents {
      #expect(first.font.size == 12 && first.color == .black && first.lines == 2)
    } else {
      Issue.record("the appearing label should be live text")
    }
    let end = t.frame(at: t.animationDuration - 1e-6)
    if case .text(let last) = end.layer("to/t")?.contents {
      #expect(abs(last.font.size - 24) < 0.01)
    } else {
      Issue.record("the appearing label should be live text")
    }
  }

  /// Without a matched label partner, `relayoutText` changes nothing (a snapshot, as in Hero).
  @Test func relayoutTextNeedsAMatchedLabel() throws {
    var scene = Self.scene(modifiers: [.relayoutText, .fade])
    scene.to.children[0].heroID = nil
    scene.from.children[0].heroID = nil
    let t = try Transition(scene: scene)
    #expect(t.frame(at: t.animationDuration / 2).layer("from/t")?.contents == .snapshot(id: "from/t"))
  }
}
