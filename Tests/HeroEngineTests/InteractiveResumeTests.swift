import HeroModel
import Testing

@testable import HeroEngine

/// Interactive resume (hero-semantics §6.12, §7.3, D7), by hand: the duration
/// raise for views without an explicit duration, the forward/reverse windows around the delay,
/// complete(after:) and the 1/120 s threshold.
@Suite struct InteractiveResumeTests {
  func run(_ views: [View], _ script: InteractiveScript) throws -> Transition {
    try checkedTransition(
      scene: TestScenes.scene(
        kind: .present, animation: .none, interactive: script, from: TestScenes.page("a", children: views),
        to: TestScenes.page("b")))
  }

  func half(release action: InteractiveScript.Action) -> InteractiveScript {
    InteractiveScript(
      progress: [.init(time: 0, progress: 0), .init(time: 0.2, progress: 0.5)],
      release: .init(time: 0.3, action: action))
  }

  @Test func finishRaisesTheAutomaticDuration() throws {
    // translate(300): automatic D = 0.308. At p = 0.5, t = 0.154; shown tx = 300·e, e = standard(0.5).
    // Raised D = max(0.308, 0.208 + 300(1 − e)/3000 + 0.154); forward time left = D − t.
    let v = TestScenes.box("v", Rect(0, 0, 100, 100), modifiers: [.translate(x: 300, y: 0)])
    let tr = try run([v], half(release: .finish))
    let e = TimingCurve.standard.value(at: 0.5)
    let raised = max(0.308, 0.208 + 300 * (1 - e) / 3000 + 0.154)
    #expect(approx(tr.totalDuration, 0.3 + raised - 0.154, 1e-9))
    #expect(approx(tr.frame(at: 0.3).layer("from/v")!.transform.m41, 300 * e, 1e-9))
  }

  @Test func cancelRunsBackOverThePlayedTime() throws {
    let v = TestScenes.box("v", Rect(0, 0, 100, 100), modifiers: [.translate(x: 300, y: 0)])
    let tr = try run([v], half(release: .cancel))
    #expect(approx(tr.totalDuration, 0.3 + 0.154, 1e-9))
  }

  @Test func delayedViewWindows() throws {
    // v: delay 0.1, duration 0.2 (total 0.3). p = 0.2 → t = 0.06 ≤ d.
    let v = TestScenes.box("v", Rect(0, 0, 100, 100), modifiers: [.fade, .duration(0.2), .delay(0.1)])
    let script = { (a: InteractiveScript.Action) in
      InteractiveScript(progress: [.init(time: 0, progress: 0.2)], release: .init(time: 0.5, action: a))
    }
    // Forward: delay d − t = 0.04, then the full 0.2 s.
    let f = try run([v], script(.finish))
    #expect(approx(f.totalDuration, 0.5 + 0.24, 1e-9))
    // Reverse with t ≤ d: nothing to play → complete at once.
    let c = try run([v], script(.cancel))
    #expect(approx(c.totalDuration, 0.5, 1e-12))
    #expect(c.frame(at: 0.5).keys == ["container", "from/a"])
  }

  @Test func reversePastTheEndWaitsThenPlaysBack() throws {
    // A: 0.1 s; B: 0.4 s (total 0.4). p = 0.5 → t = 0.2. A reverse: t > d + D → delay 0.1, 0.1 s
    // (stops at 0.2); B: t − d = 0.2 s. T = 0.2; the runner (length 0.2 / 0.5) covers 0.5 in 0.2 s.
    let a = TestScenes.box("va", Rect(0, 0, 100, 100), modifiers: [.fade, .duration(0.1)])
    let b = TestScenes.box("vb", Rect(0, 200, 100, 100), modifiers: [.fade, .duration(0.4)])
    let tr = try run(
      [a, b],
      InteractiveScript(progress: [.init(time: 0, progress: 0.5)], release: .init(time: 1, action: .cancel)))
    #expect(approx(tr.totalDuration, 1.2, 1e-9))
    #expect(approx(tr.progress(at: 1.1), 0.25, 1e-9))
    // A stays (almost) faded out for the first 0.1 s, then comes back.
    #expect(approx(tr.frame(at: 1.05).layer("from/va")!.opacity, 0, 1e-3))  // frozen 1 ms before its end
    #expect(tr.frame(at: 1.15).layer("from/va")!.opacity > 0)
  }

  @Test func nearlyFinishedReleaseScalesTheRunner() throws {
    // p = 0.995: T = 0.35 − 0.34825 = 0.00175 → under 1/120 s → completes at the release.
    let tr = try checkedTransition(
      scene: TestScenes.scene(
        kind: .push, animation: .push(.left),
        interactive: InteractiveScript(
          progress: [.init(time: 0, progress: 0.995)], release: .init(time: 0.5, action: .finish)),
        from: TestScenes.page("a"), to: TestScenes.page("b")))
    #expect(approx(tr.totalDuration, 0.5, 1e-12))
    // p = 0.9: T = 0.035 → runner length 0.035 / 0.1 = 0.35; completes 0.035 s after the release.
    let tr2 = try checkedTransition(
      scene: TestScenes.scene(
        kind: .push, animation: .push(.left),
        interactive: InteractiveScript(
          progress: [.init(time: 0, progress: 0.9)], release: .init(time: 0.5, action: .finish)),
        from: TestScenes.page("a"), to: TestScenes.page("b")))
    #expect(approx(tr2.totalDuration, 0.535, 1e-9))
    #expect(approx(tr2.progress(at: 0.5175), 0.95, 1e-9))
  }
}
