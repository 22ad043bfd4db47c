import HeroCompositor
import HeroEngine
import HeroModel
import HeroScene
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
    var rendered = 0
    var frames = 0
    defer { print("fuzz compositor seed \(seed): \(frames) frames of \(Self.scenesPerSeed) random scenes") }
    for n in 0..<Self.scenesPerSeed {
      let scene = random.scene()
      guard let transition = try? Transition(scene: scene) else { continue }
      rendered += 1
      let total = transition.totalDuration
      for t in [0, total / 3, total * 2 / 3, total] {
        frames += 1
        do {
          let image = try compositor.render(transition.frame(at: t), scale: 1)
          #expect(image.width == 60 && image.height == 100)
        } catch {
          Issue.record("seed \(seed) scene \(n) at t = \(t): \(error)")
        }
      }
    }
    // Scenes whose transition does not build are skipped; most must build, or nothing is painted.
    #expect(rendered >= Self.minimumRendered, "seed \(seed): only \(rendered) of \(Self.scenesPerSeed) scenes painted")
  }

  static let scenesPerSeed = 25
  /// At least this many of a seed's scenes must build and be painted.
  static let minimumRendered = 20

  /// The deepest view tree the JSON reader accepts (126 nested views under each root: 2 JSON
  /// levels per view within the 256-level limit), with matched, cascading, global and live
  /// (`useNoSnapshot`) views, decodes, builds and paints: no recursion in the engine or the
  /// compositor runs out of stack on a render thread.
  @Test func theDeepestSceneTheReaderAcceptsRenders() throws {
    func chain(_ side: String, depth: Int) -> String {
      let modifiers = ["fade useGlobalCoordinateSpace", "cascade(0.01) fade", "useNoSnapshot scale(0.5)"]
      var json = ""
      for n in (0..<depth).reversed() {
        let child = json.isEmpty ? "" : ", \"children\": [\(json)]"
        json = """
          { "id": "\(side)\(n)", "frame": [1, 1, \(max(1, 60 - n / 2)), \(max(1, 60 - n / 2))], \
          "backgroundColor": "\(n % 2 == 0 ? "red" : "blue")", "heroID": "h\(n)", \
          "modifiers": "\(modifiers[n % 3])"\(child) }
          """
      }
      return json
    }
    let json = """
      { "canvas": { "width": 60, "height": 60, "scale": 1 }, "fps": 10, "transition": { "duration": 0.2 },
        "from": { "id": "home", "children": [\(chain("f", depth: 126))] },
        "to": { "id": "detail", "children": [\(chain("t", depth: 126))] } }
      """
    let scene = try SceneLoader.decode(json: Array(json.utf8), file: "deep.json", baseDirectory: "/")
    let transition = try Transition(scene: scene)
    let compositor = Compositor()
    for t in [0, 0.1, transition.totalDuration] {
      let frame = transition.frame(at: t)
      #expect(FrameChecks.problems(in: frame).isEmpty)
      #expect(try compositor.render(frame, scale: 1).width == 60)
    }
    // One level deeper is the reader's nesting error, not a crash.
    let deeper = json.replacingOccurrences(
      of: "\"id\": \"t125\"",
      with: "\"children\": [{ \"id\": \"x\", \"frame\": [0, 0, 1, 1] }], \"id\": \"t125\"")
    let error = #expect(throws: SceneError.self) {
      try SceneLoader.decode(json: Array(deeper.utf8), file: "deep.json", baseDirectory: "/")
    }
    #expect(error?.message == "nesting deeper than 256 levels")
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
