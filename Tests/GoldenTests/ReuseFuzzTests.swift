import Foundation
import HeroCompositor
import HeroEngine
import HeroRender
import HeroScene
import HeroTestSupport
import Testing

/// A differential fuzz of reuse across frames (issue 19): seeded random scenes
/// (`ReuseFuzzScenes`), every frame painted by a fresh compositor and by one `FrameRenderer`
/// worker after the frames it painted before — forwards, backwards and in a shuffled order, with
/// `verifyReuse: 1` (each frame also repainted from scratch inside the renderer, the check
/// `HERO_VERIFY_REUSE` turns on) — comparing the written PNG bytes and the raw pixels.
///
/// `HERO_FUZZ_CASES=5000` runs more scenes (default 120: under a minute in a debug build on two idle cores; without the fix for issue 19
/// §1, three of the first 40 failed);
/// `HERO_FUZZ_SEED=N` runs the one scene a failure names.
@Suite struct ReuseFuzzTests {
  static let firstSeed: UInt64 = 0x4845_524F_0019

  static var seeds: [UInt64] {
    let environment = ProcessInfo.processInfo.environment
    if let seed = environment["HERO_FUZZ_SEED"].flatMap({ UInt64($0) }) { return [seed] }
    let count = environment["HERO_FUZZ_CASES"].flatMap { Int($0) } ?? 120
    return (0..<UInt64(max(1, count))).map { firstSeed + $0 }
  }

  @Test func reusedFramesEqualFreshFrames() throws {
    var failures = 0
    var frames = 0
    for seed in Self.seeds {
      var generator = ReuseFuzzScenes(seed: seed)
      let json = generator.scene()
      if Self.seeds.count == 1 { print("seed \(seed):\n\(json)") }
      do {
        frames += try Self.check(json: json, seed: seed)
      } catch {
        failures += 1
        Issue.record(
          "seed \(seed) (rerun with HERO_FUZZ_SEED=\(seed)): \(error)\nscene (images in \(ReuseFuzzScenes.imageDirectory)):\n\(json)"
        )
        if failures >= 3 { break }
      }
    }
    print("reuse fuzz: \(Self.seeds.count) scenes, \(frames) frames, \(failures) failing")
  }

  /// Renders the scene's frames every way; returns how many frames it has, throws on a difference.
  static func check(json: String, seed: UInt64) throws -> Int {
    let scene = try SceneLoader.decode(
      json: Array(json.utf8), file: "fuzz-\(seed).json", baseDirectory: ReuseFuzzScenes.imageDirectory)
    let transition = try Transition(scene: scene)
    let count = min(transition.frameCount(fps: scene.fps), 8)
    let jobs = (0..<count).map {
      FrameJob(name: String(format: "frame-%04d", $0), time: transition.frameTime(index: $0, fps: scene.fps))
    }
    let scale = scene.canvas.scale
    var shuffle = SplitMix64(seed: seed ^ 0x5EED)
    var shuffled = Array(jobs.indices)
    for i in shuffled.indices.reversed() where i > 0 {
      shuffled.swapAt(i, Int(shuffle.next() % UInt64(i + 1)))
    }
    let directory = NSTemporaryDirectory() + "hero-reuse-fuzz-out-\(getpid())"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    func write(_ order: [Int], verify: Int?) throws -> [[UInt8]] {
      // The last frame of each order held once more: a repeat is written from the previous bytes.
      let ordered = order.map { jobs[$0] } + (order.last.map { [jobs[$0]] } ?? [])
      try FrameRenderer(transition: transition, scale: scale, workers: 1, verifyReuse: verify)
        .writePNGs(ordered, to: directory)
      return try jobs.map { try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(directory)/\($0.name).png"))) }
    }
    // Forwards, every frame checked inside the renderer against a new compositor's pixels and PNG
    // bytes; then the other orders against those bytes.
    let reference = try write(Array(jobs.indices), verify: 1)
    for (name, order) in [("backwards", Array(jobs.indices.reversed())), ("shuffled", shuffled)] {
      let bytes = try write(order, verify: nil)
      for (i, job) in jobs.enumerated() where bytes[i] != reference[i] {
        throw Mismatch(what: "PNG bytes", order: name, frame: job)
      }
    }
    // The raw pixels path (`render`, behind verify and serve), checked inside the renderer.
    try FrameRenderer(transition: transition, scale: scale, workers: 1, verifyReuse: 1)
      .render(shuffled.map { jobs[$0] }) { _, _ in }
    return count
  }

  struct Mismatch: Error, CustomStringConvertible {
    var what: String
    var order: String
    var frame: FrameJob
    var description: String {
      "\(frame.name) (t = \(frame.time)): \(what) painted after the worker's other frames (\(order)) differ from a fresh compositor's"
    }
  }
}
