import HeroCompositor
import HeroEngine
import HeroModel
import Testing

/// Deterministic fuzzing of the compositor on frames of random valid scenes (`RandomScenes`):
/// painting at scale 1 on a 60×100-point canvas never throws or crashes; singular transforms
/// (scale 0, edge-on perspective) simply draw nothing.
@Suite struct CompositorFuzzTests {
  /// 2 seeds × 25 scenes × 4 frames.
  @Test(arguments: [31, 32] as [UInt64])
  func framesOfRandomScenesRender(seed: UInt64) throws {
    var random = RandomScenes(seed: seed)
    let compositor = Compositor()
    for n in 0..<25 {
      let scene = random.scene()
      guard let transition = try? Transition(scene: scene) else { continue }
      let total = transition.totalDuration
      for t in [0, total / 3, total * 2 / 3, total] {
        do {
          let image = try compositor.render(transition.frame(at: t), scale: 1)
          #expect(image.width == 60 && image.height == 100)
        } catch {
          Issue.record("seed \(seed) scene \(n) at t = \(t): \(error)")
        }
      }
    }
  }

  /// Singular and edge-on transforms on a layer draw nothing and do not throw.
  @Test(arguments: [
    Transform3D.scale(x: 0, y: 0), .scale(x: 0, y: 1), .scale(x: 1, y: 0),
    Transform3D.identity.rotated(angle: .pi / 2, x: 0, y: 1, z: 0),
    {
      var t = Transform3D.identity.rotated(angle: .pi / 2, x: 1, y: 0, z: 0)
      t.m34 = -1 / 500
      return t
    }(),
  ])
  func singularTransformsDrawNothing(transform: Transform3D) throws {
    let layer = Layer(
      key: "box", position: Point(30, 50), size: Size(40, 40), transform: transform, backgroundColor: .red)
    let frame = FrameState(time: 0, progress: 0, canvasSize: Size(60, 100), layers: [layer])
    let image = try Compositor().render(frame, scale: 1)
    let painted = stride(from: 3, to: image.pixels.count, by: 4).filter { image.pixels[$0] != 0 }.count
    #expect(painted == 0)
  }
}
