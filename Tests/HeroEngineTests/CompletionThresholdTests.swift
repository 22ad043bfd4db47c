import HeroModel
import Testing

@testable import HeroEngine

/// `complete(after: totalDuration)` for a non-interactive transition (hero-semantics
/// hero-semantics §7.3): at most 1/120 s completes at once.
@Suite struct CompletionThresholdTests {
  func run(duration: Double) throws -> Transition {
    try checkedTransition(
      scene: TestScenes.scene(
        kind: .present, animation: .none,
        from: TestScenes.page(
          "a", children: [TestScenes.box("v", Rect(0, 0, 50, 50), modifiers: [.fade, .duration(duration)])]),
        to: TestScenes.page("b")))
  }

  @Test func animationsUpToOneHundredTwentiethCompleteAtOnce() throws {
    let short = try run(duration: 0.008)
    #expect(short.totalDuration == 0)
    #expect(short.frame(at: 0).keys == ["container", "to/b"])
    #expect(short.progress(at: 0) == 1)
    let long = try run(duration: 0.009)
    #expect(long.totalDuration == 0.009)
    #expect(long.frame(at: 0).layer("from/v")!.opacity == 1)
    #expect(long.progress(at: 0) == 0)
  }
}
