import HeroModel
import Testing

@testable import HeroEngine

/// hero-semantics §6.10: a live label whose size animates draws once, for the size the animation
/// ends at (its model bounds), and is shown in the bounds in between by its content mode's gravity;
/// `relayoutText` keeps laying it out again at every size.
@Suite struct LiveLabelLayoutTests {
  typealias S = TestScenes

  static let paragraph = TextContent("The harbour wakes slowly at dawn", font: Font(size: 10), lines: 0)

  /// From page `a`: `title`, a live label 100 × 40 going to 50 × 120 (linear, 1 s), and `card`, a
  /// live 100 × 100 view going to 200 × 50 that holds `caption`, a 100 × 20 label at (0, 0).
  func transition(titleModifiers: [Modifier] = [], captionModifiers: [Modifier] = [], mode: ContentMode = .redraw)
    throws -> Transition
  {
    var text = Self.paragraph
    text.contentMode = mode
    var title = S.box(
      "title", Rect(0, 0, 100, 40), color: nil,
      modifiers: [.useNoSnapshot, .size(Size(50, 120)), .duration(1), .timingFunction(.linear)] + titleModifiers)
    title.text = text
    var caption = S.box("caption", Rect(0, 0, 100, 20), color: nil, modifiers: captionModifiers)
    caption.text = Self.paragraph
    let card = S.box(
      "card", Rect(50, 100, 100, 100),
      modifiers: [.useNoSnapshot, .size(Size(200, 50)), .duration(1), .timingFunction(.linear)],
      children: [caption])
    return try checkedTransition(
      scene: S.scene(kind: .present, from: S.page("a", children: [title, card]), to: S.page("b")))
  }

  @Test(arguments: [0.0, 0.25, 0.5, 0.9])
  func aLiveLabelIsLaidOutForItsFinalSizeThroughout(_ time: Double) throws {
    let title = try #require(try transition().frame(at: time).layer("from/title"))
    #expect(title.textLayoutSize == Size(50, 120))
    #expect(title.contentsGravity == .resize)
  }

  @Test func theLayoutSizeIsTheFinalOneWhileTheBoundsAnimate() throws {
    let title = try #require(try transition().frame(at: 0.5).layer("from/title"))
    #expect(title.size == Size(75, 80))
    #expect(title.textLayoutSize == Size(50, 120))
  }

  @Test func aLabelInALiveSubtreeIsLaidOutForItsSizeInTheFinalLayout() throws {
    let card = try #require(try transition().frame(at: 0.5).layer("from/card"))
    let caption = try #require(card.sublayers.first { $0.key == "from/caption" })
    // Card 100 × 100 → 200 × 50: the caption is 150 × 15 halfway and 200 × 10 at the end.
    #expect(caption.size == Size(150, 15))
    #expect(caption.textLayoutSize == Size(200, 10))
  }

  @Test func theContentModeGivesTheGravity() throws {
    for mode in ContentMode.allCases {
      let title = try #require(try transition(mode: mode).frame(at: 0.5).layer("from/title"))
      #expect(title.contentsGravity == mode.gravity)
    }
  }

  @Test func relayoutTextKeepsLayingOutAtEverySize() throws {
    let t = try transition(titleModifiers: [.relayoutText], captionModifiers: [.relayoutText])
    let frame = t.frame(at: 0.5)
    #expect(try #require(frame.layer("from/title")).textLayoutSize == nil)
    #expect(try #require(frame.layer("from/caption")).textLayoutSize == nil)
  }

  /// After an interactive release Hero sets the size again, to the release target: a cancelled
  /// transition's label is laid out for the size it goes back to.
  @Test func afterACancelledReleaseTheLabelIsLaidOutForItsOriginalSize() throws {
    var title = S.box(
      "title", Rect(0, 0, 100, 40), color: nil, modifiers: [.useNoSnapshot, .size(Size(50, 120)), .duration(1)])
    title.text = Self.paragraph
    let script = InteractiveScript(
      progress: [.init(time: 0, progress: 0), .init(time: 0.2, progress: 0.5)],
      release: .init(time: 0.3, action: .cancel))
    let t = try checkedTransition(
      scene: S.scene(
        kind: .present, animation: .none, interactive: script, from: S.page("a", children: [title]), to: S.page("b")))
    #expect(try #require(t.frame(at: 0.25).layer("from/title")).textLayoutSize == Size(50, 120))
    let released = try #require(t.frame(at: 0.35).layer("from/title"))
    #expect(released.size != Size(100, 40))
    #expect(released.textLayoutSize == Size(100, 40))
  }

  /// Without a size animation nothing changes: the label is laid out for its bounds, as at rest.
  @Test func withoutASizeAnimationTheLabelIsLaidOutForItsBounds() throws {
    var title = S.box(
      "title", Rect(0, 0, 100, 40), color: nil, modifiers: [.useNoSnapshot, .translate(x: 10, y: 0, z: 0)])
    title.text = Self.paragraph
    let t = try checkedTransition(scene: S.scene(kind: .present, from: S.page("a", children: [title]), to: S.page("b")))
    #expect(try #require(t.frame(at: 0.1).layer("from/title")).textLayoutSize == nil)
  }
}
