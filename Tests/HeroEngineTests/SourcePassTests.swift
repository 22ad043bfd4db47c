import HeroModel
import Testing

@testable import HeroEngine

/// Source (hero-semantics §4.6 "prepare").
@Suite struct SourcePassTests {
  func transition(source: String, fromBox: View) throws -> Transition {
    var target = TestScenes.box("button", Rect(300, 600, 50, 40), heroID: "btn")
    target.cornerRadius = 20
    target.shadow = Shadow(opacity: 0.3, radius: 8)
    let scene = TestScenes.scene(
      kind: .present, from: TestScenes.page("a", children: [target]),
      to: TestScenes.page("b", children: [fromBox]))
    _ = source
    return try checkedTransition(scene: scene)
  }

  @Test func appearingViewGrowsOutOfItsSource() throws {
    let tr = try transition(
      source: "btn",
      fromBox: TestScenes.box("sheet", Rect(0, 100, 375, 567), modifiers: [.source(heroID: "btn")]))
    let s = try #require(tr.state("to/sheet"))
    #expect(s.position == Point(325, 620))
    #expect(s.size == Size(50, 40))
    #expect(s.cornerRadius == 20)
    #expect(s.shadowOpacity == 0.3 && s.shadowRadius == 8)
    #expect(s.shadowOffset == nil && s.shadowColor == nil)
    #expect(s.coordinateSpace == .global)
    #expect(s.transform == .identity)
    #expect(tr.keyAnimation(.position, of: "to/sheet")!.from == .point(Point(325, 620)))
    #expect(tr.keyAnimation(.position, of: "to/sheet")!.to == .point(Point(187.5, 383.5)))
    TransitionInvariants.check(tr)
  }

  @Test func existingCornerRadiusAndEqualSizeAreKept() throws {
    let tr = try transition(
      source: "btn",
      fromBox: TestScenes.box(
        "chip", Rect(0, 0, 50, 40), modifiers: [.cornerRadius(3), .source(heroID: "btn")]))
    let s = try #require(tr.state("to/chip"))
    #expect(s.size == nil)
    #expect(s.cornerRadius == 3)
  }

  @Test func unknownSourceIsIgnored() throws {
    let tr = try transition(
      source: "nope", fromBox: TestScenes.box("x", Rect(0, 0, 10, 10), modifiers: [.source(heroID: "nope")]))
    let s = try #require(tr.state("to/x"))
    #expect(s.position == nil && s.coordinateSpace == nil)
    #expect(tr.tree.nodes.isEmpty)
  }
}
