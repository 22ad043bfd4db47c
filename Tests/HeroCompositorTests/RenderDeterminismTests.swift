import Foundation
import HeroModel
import HeroRender
import HeroSync
import HeroTestSupport
import Testing

@testable import HeroCompositor

/// The compositor's caches (shadow masks, snapshot rasters, decoded images) must never change a
/// pixel: a frame painted by a fresh compositor, by one warmed on other frames, or by any of
/// several workers is the same bytes.
@Suite("Render determinism")
struct RenderDeterminismTests {
  /// Six frames of a small transition at 3× that touches every cache: a card with a large soft
  /// shadow (σ 24 px: the coarse-grid blur) and a small one, moving and fading; a snapshot (with a
  /// shadow inside) used first inside a perspective card and then flat; image contents; a card turning
  /// about y with a shadowed child (shadows blurred at the offscreen's density, which changes every frame);
  /// a progressive JPEG growing and fading (the JPEG decoder's path through the shared image cache).
  static func frames() -> [FrameState] {
    let label = Layer(key: "label", position: Point(20, 10), size: Size(30, 8), backgroundColor: .white)
    let snapshot = Snapshot(
      id: "s", size: Size(40, 20),
      layers: [
        Layer(
          key: "bg", position: Point(20, 10), size: Size(36, 16), backgroundColor: .blue, cornerRadius: 4,
          shadowOpacity: 0.6, shadowOffset: Size(0, 1), shadowRadius: 1, sublayers: [label])
      ])
    return (0..<6).map { i in
      let t = Double(i) / 5
      var perspective = Transform3D.identity
      perspective.m34 = -1.0 / 200
      let shadowed = Layer(
        key: "child", position: Point(20, 20), size: Size(16, 12), backgroundColor: .green, cornerRadius: 3,
        shadowOpacity: 0.5, shadowOffset: Size(0, 2), shadowRadius: 3)
      let turning = Layer(
        key: "turning", position: Point(70, 30), size: Size(40, 40),
        transform: perspective.rotated(angle: 0.2 + t, x: 0, y: 1, z: 0), backgroundColor: .white,
        cornerRadius: 6,
        sublayers: [
          shadowed,
          Layer(key: "snap", position: Point(20, 34), size: Size(30, 10), contents: .snapshot(id: "s")),
        ])
      let soft = Layer(
        key: "soft", position: Point(30 + 10 * t, 60), size: Size(36, 24), opacity: 1 - 0.5 * t,
        backgroundColor: .red, cornerRadius: 8, shadowOpacity: 0.4, shadowOffset: Size(0, 4), shadowRadius: 8)
      let small = Layer(
        key: "small", position: Point(70, 75), size: Size(20, 20), backgroundColor: .white,
        shadowOpacity: 0.8, shadowOffset: Size(2, 2), shadowRadius: 1.5)
      let flatSnapshot = Layer(
        key: "flat", position: Point(25, 20), size: Size(40, 20), contents: .snapshot(id: "s"))
      let image = Layer(
        key: "image", position: Point(20, 85), size: Size(20, 10), contents: .image(path: "wide.png"),
        contentsGravity: .resizeAspect)
      let photo = Layer(
        key: "photo", position: Point(75, 85), size: Size(12 + 12 * t, 8 + 8 * t), opacity: 1 - 0.3 * t,
        cornerRadius: 2, masksToBounds: true,
        contents: .image(path: repositoryRoot() + "/Tests/Fixtures/jpeg/gradient-progressive.jpg"),
        contentsGravity: .resizeAspectFill)
      return FrameState(
        time: t, progress: t, canvasSize: Size(100, 100),
        layers: [
          Layer(key: "canvas", position: Point(50, 50), size: Size(100, 100), backgroundColor: .lightGray),
          turning, soft, small, flatSnapshot, image, photo,
        ],
        snapshots: ["s": snapshot])
    }
  }

  static func paint(_ frame: FrameState, on compositor: Compositor) throws -> [UInt8] {
    try compositor.render(frame, scale: 3).pixels
  }

  @Test func freshAndWarmCompositorsPaintTheSameBytes() throws {
    let frames = Self.frames()
    let fresh = try frames.map { try Self.paint($0, on: Compositor(imageDirectory: Fixtures.directory)) }
    // Frames differ from each other (the test would be vacuous otherwise).
    #expect(Set(fresh).count == frames.count)
    let warm = Compositor(imageDirectory: Fixtures.directory)
    let forwards = try frames.map { try Self.paint($0, on: warm) }
    let backwards = try frames.reversed().map { try Self.paint($0, on: warm) }.reversed()
    for i in frames.indices {
      // Compared as Bools: a failure names the frame without printing megabytes of pixels.
      let sameForwards = forwards[i] == fresh[i]
      let sameBackwards = Array(backwards)[i] == fresh[i]
      #expect(sameForwards, "frame \(i), warm compositor, forwards")
      #expect(sameBackwards, "frame \(i), warm compositor, backwards")
    }
  }

  /// `hero render` spreads frames over workers (one compositor each, frame k on worker k mod n,
  /// concurrently) and `hero preview` renders them in order in batches: through that very
  /// `FrameRenderer`, every worker count and both orders give the frames a fresh compositor paints.
  @Test(arguments: [1, 2, 3])
  func workerCountDoesNotChangeTheFrames(workers: Int) throws {
    let frames = Self.frames()
    let reference = try frames.map { try Self.paint($0, on: Compositor(imageDirectory: Fixtures.directory)) }
    let renderer = FrameRenderer(scale: 3, workers: workers, imageDirectory: Fixtures.directory) { time in
      frames[Int(time)]
    }
    let jobs = frames.indices.map { FrameJob(name: "frame-\($0)", time: Double($0)) }
    // Filled by index from the worker threads.
    let results = Locked<[[UInt8]?]>(Array(repeating: nil, count: frames.count))
    try renderer.render(jobs) { job, image in results.withLock { $0[Int(job.time)] = image.pixels } }
    var inOrder: [[UInt8]] = []
    var delivered: [String] = []
    try renderer.renderInOrder(jobs) { job, image in
      delivered.append(job.name)
      inOrder.append(image.pixels)
    }
    #expect(delivered == jobs.map(\.name))
    for i in frames.indices {
      // Compared as Bools: a failure names the frame without printing megabytes of pixels.
      let same = results.withLock { $0[i] } == reference[i]
      let sameInOrder = inOrder[i] == reference[i]
      #expect(same, "frame \(i) with \(workers) workers")
      #expect(sameInOrder, "frame \(i) with \(workers) workers, in order")
    }
  }

  /// A failing frame stops the run and its error reaches the caller, whichever worker hit it.
  @Test func aFailingFrameStopsTheRun() throws {
    let frames = Self.frames()
    let renderer = FrameRenderer(scale: 3, workers: 2, imageDirectory: Fixtures.directory) { time in
      frames[Int(time)]
    }
    let jobs = frames.indices.map { FrameJob(name: "frame-\($0)", time: Double($0)) }
    #expect(throws: Refused.self) {
      try renderer.render(jobs) { job, _ in if job.time == 3 { throw Refused() } }
    }
    #expect(throws: Refused.self) {
      try renderer.renderInOrder(jobs) { job, _ in if job.time == 3 { throw Refused() } }
    }
  }
}

private struct Refused: Error {}
