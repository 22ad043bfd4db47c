import Foundation
import HeroEngine
import HeroRender
import HeroScene
import HeroTestSupport
import Testing

/// Reuse across frames (damage repaint, compressed band reuse, held frames) must not change a byte:
/// every gallery scene, every frame, written by `FrameRenderer` with reuse on 1 and 3 workers (3:
/// chunks of frames land on workers unevenly, so each paints over frames further back), equals the
/// same frames repainted and re-encoded from scratch. At 1× to keep the suite quick: moving layers
/// still land between pixels, so a damaged rect's clip edge would show.
@Suite struct GalleryReuseTests {
  static let scale = 1.0

  @Test(arguments: Gallery.scenes)
  func reuseWritesTheSameBytes(_ scene: String) throws {
    let loaded = try Gallery.load(scene)
    let transition = try Transition(scene: loaded)
    let count = transition.frameCount(fps: loaded.fps)
    // Every frame in order, the last held twice, then back to the start (a jump backwards).
    var times = (0..<count).map { transition.frameTime(index: $0, fps: loaded.fps) }
    times += [times.last ?? 0, times.last ?? 0, 0]
    let jobs = times.enumerated().map { FrameJob(name: "f\($0.offset)", time: $0.element) }
    let stem = scene.replacingOccurrences(of: "/", with: "-")
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("hero-reuse-\(getpid())-\(stem)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    func write(reuse: Bool, workers: Int) throws -> [[UInt8]] {
      let dir = "\(root)/\(reuse)-\(workers)"
      try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
      try FrameRenderer(transition: transition, scale: Self.scale, workers: workers, reuse: reuse)
        .writePNGs(jobs, to: dir)
      return try jobs.map { try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(dir)/\($0.name).png"))) }
    }
    let reference = try write(reuse: false, workers: 1)
    for workers in [1, 3] {
      let reused = try write(reuse: true, workers: workers)
      for i in jobs.indices {
        let same = reused[i] == reference[i]
        #expect(same, "\(scene) frame \(jobs[i].name) (t = \(jobs[i].time)) with \(workers) workers")
      }
    }
  }
}
