import HeroEngine
import HeroModel
import Testing

/// Deterministic fuzzing of the engine: random valid scenes (`RandomScenes`) must build, and every
/// frame — at each 1/fps step, before the start, after the end, at NaN — must be sound
/// (`FrameChecks`); the end frame must show the surviving screen exactly as laid out.
@Suite struct TransitionFuzzTests {
  /// Seeds × scenes: 3 × 60 random scenes, each sampled at 30 fps through its whole duration.
  static let seeds: [UInt64] = [11, 12, 13]
  static let scenesPerSeed = 60

  @Test(arguments: seeds)
  func randomScenesMakeSoundFrames(seed: UInt64) {
    var random = RandomScenes(seed: seed)
    var built = 0
    defer { print("fuzz transitions seed \(seed): \(Self.scenesPerSeed) random scenes") }
    for n in 0..<Self.scenesPerSeed {
      let scene = random.scene()
      let label = "seed \(seed) scene \(n)"
      let transition: Transition
      do {
        transition = try Transition(scene: scene)
      } catch {
        // The generator may apply modifiers to a view that does not take part (hero-disabled, or
        // not animated): a clear error naming the apply is the right outcome there.
        let expected =
          error.path.hasPrefix("transition.interactive.apply") && error.message.contains("takes part")
        #expect(expected, "\(label): a valid scene did not build: \(error)")
        continue
      }
      built += 1
      let total = transition.totalDuration
      guard total.isFinite, total >= 0, total < 60 else {
        Issue.record("\(label): total duration \(total)")
        continue
      }
      let count = transition.frameCount(fps: scene.fps)
      var times = (0..<count).map { transition.frameTime(index: $0, fps: scene.fps) }
      times += [-1, -.infinity, .nan, total + 5, .infinity]
      for t in times {
        let problems = FrameChecks.problems(in: transition.frame(at: t))
        #expect(problems.isEmpty, "\(label) at t = \(t): \(problems.prefix(3))")
      }
      expectEndState(transition, label: label)
    }
    // Scenes that fail to build are skipped above; most must build, or the test checks nothing.
    #expect(built >= Self.minimumBuilt, "seed \(seed): only \(built) of \(Self.scenesPerSeed) scenes built")
  }

  /// At least this many of a seed's scenes must build (so its frames are checked at all).
  static let minimumBuilt = 50

  /// At `totalDuration` the frame is the container plus, on top, the surviving screen as laid out
  /// (the destination when finished, the source when cancelled).
  func expectEndState(_ transition: Transition, label: String) {
    let scene = transition.scene
    let finished: Bool
    if let script = scene.transition.interactive {
      guard let release = script.release else { return }
      finished = release.action == .finish
    } else {
      finished = true
    }
    let side: Side = finished ? .to : .from
    let end = transition.frame(at: transition.totalDuration)
    #expect(end.progress == (finished ? 1 : 0), "\(label): end progress \(end.progress)")
    guard let top = end.layers.last else {
      Issue.record("\(label): empty end frame")
      return
    }
    var mismatches: [String] = []
    Self.compare(top, with: scene.root(side), side: side, isRoot: true, into: &mismatches)
    #expect(mismatches.isEmpty, "\(label): end state differs from \(side.rawValue): \(mismatches.prefix(3))")
  }

  /// The layer of a view as UIKit lays it out: frame, transform, opacity, hidden; recursively.
  static func compare(_ l: Layer, with v: View, side: Side, isRoot: Bool, into out: inout [String]) {
    let key = ViewKey(side, v.id).description
    guard l.key == key else {
      out.append("expected \(key), found \(l.key)")
      return
    }
    if l.position != v.position || l.size != v.size { out.append("\(key) at \(l.position) \(l.size)") }
    if l.transform != v.transform { out.append("\(key) transform") }
    if l.opacity != v.opacity || l.isHidden != v.isHidden { out.append("\(key) opacity \(l.opacity)") }
    if l.cornerRadius != v.cornerRadius || l.backgroundColor != v.backgroundColor {
      out.append("\(key) appearance")
    }
    guard l.sublayers.count == v.children.count else {
      out.append("\(key) has \(l.sublayers.count) sublayers for \(v.children.count) children")
      return
    }
    for (s, c) in zip(l.sublayers, v.children) { compare(s, with: c, side: side, isRoot: false, into: &out) }
  }
}
