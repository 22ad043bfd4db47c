import HeroModel
import Testing

@testable import HeroRender

/// `HERO_VERIFY_REUSE` and `FrameRenderer(verifyReuse:)` (the check itself runs in
/// `ReuseFuzzTests` on every fuzz frame).
@Suite struct ReuseCheckTests {
  @Test func theSettingIsAWholeNumberOrNothing() throws {
    #expect(try ReuseCheck.parse(nil).get() == nil)
    #expect(try ReuseCheck.parse("").get() == nil)
    #expect(try ReuseCheck.parse("0").get() == nil)
    #expect(try ReuseCheck.parse("1").get() == 1)
    #expect(try ReuseCheck.parse(" 25 ").get() == 25)
    for bad in ["yes", "-2", "1.5", "2x"] {
      guard case .failure(let error) = ReuseCheck.parse(bad) else {
        Issue.record("'\(bad)' was accepted")
        continue
      }
      #expect(error.description.hasPrefix("HERO_VERIFY_REUSE='\(bad)' must be a whole number"))
    }
  }

  /// Checked frames that agree pass, on every path (PNG files, images, in order).
  @Test func checkedFramesThatAgreePass() throws {
    let frames = RenderDeterminismTests.frames()
    let renderer = FrameRenderer(scale: 1, workers: 1, imageDirectory: Fixtures.directory, verifyReuse: 2) {
      frames[Int($0)]
    }
    #expect(renderer.verifyReuse == 2)
    let jobs = frames.indices.map { FrameJob(name: "f\($0)", time: Double($0)) }
    try renderer.render(jobs + jobs.reversed()) { _, _ in }
    try renderer.renderInOrder(jobs) { _, _ in }
  }

  @Test func aFailureNamesTheSceneAndTheFrame() {
    let failure = ReuseCheckFailure(
      scene: "card", frame: FrameJob(name: "frame-0004", time: 0.2), what: "95 pixels differ")
    #expect(failure.description.hasPrefix("reuse check failed: scene 'card', frame frame-0004 (t = 0.2 s)"))
    #expect(failure.description.contains("95 pixels differ"))
  }
}
