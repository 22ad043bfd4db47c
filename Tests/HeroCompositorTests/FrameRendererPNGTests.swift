import Foundation
import HeroModel
import HeroRender
import Testing

@testable import HeroCompositor

/// `hero render`'s path: `FrameRenderer.writePNGs` paints on each worker's own surface, encodes
/// from it and reuses the bytes of a frame that paints the same picture as the one before.
@Suite("Frame renderer PNGs")
struct FrameRendererPNGTests {
  /// The determinism frames, with frame 2 held for three more instants (a pause: same picture,
  /// later times).
  static let times: [Double] = [0, 1, 2, 2.25, 2.5, 2.75, 3, 4, 5]

  static func renderer(workers: Int) -> FrameRenderer {
    let frames = RenderDeterminismTests.frames()
    return FrameRenderer(scale: 3, workers: workers, imageDirectory: Fixtures.directory) { time in
      var state = frames[Int(time)]
      state.time = time
      return state
    }
  }

  @Test func writesTheSameBytesForAnyWorkerCountAndReusesHeldFrames() throws {
    let frames = RenderDeterminismTests.frames()
    let reference = try Self.times.map { t in
      try PNGCodec.encode(Compositor(imageDirectory: Fixtures.directory).render(frames[Int(t)], scale: 3))
    }
    let jobs = Self.times.enumerated().map { FrameJob(name: "frame-\($0.offset)", time: $0.element) }
    for workers in [1, 2, 3] {
      let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
        "hero-write-\(getpid())-\(workers)"
      ).path
      try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(atPath: dir) }
      try Self.renderer(workers: workers).writePNGs(jobs, to: dir)
      for (i, job) in jobs.enumerated() {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(dir)/\(job.name).png")))
        #expect(bytes == reference[i], "\(job.name) with \(workers) workers")
      }
    }
  }

  @Test func heldFramesPaintTheSamePictureAtAnotherTime() {
    let frame = RenderDeterminismTests.frames()[2]
    var later = frame
    later.time += 1
    later.progress = 0.9
    #expect(frame.paintsSamePicture(as: later))
    var moved = later
    moved.layers[1].position.x += 0.5
    #expect(!frame.paintsSamePicture(as: moved))
  }

  /// An opaque layer covering the canvas hides everything before it, so the compositor starts
  /// there: the pixels equal those of the same layers painted one by one inside a container
  /// (where nothing is skipped).
  @Test func layersUnderAnOpaqueFullCanvasLayerAreSkippedExactly() throws {
    let canvas = Size(60, 40)
    let layers = [
      Layer(key: "back", position: Point(30, 20), size: canvas, backgroundColor: .red),
      Layer(
        key: "card", position: Point(20, 20), size: Size(20, 10), backgroundColor: .green, cornerRadius: 3),
      Layer(key: "cover", position: Point(30, 20), size: Size(61, 41), backgroundColor: .white),
      Layer(
        key: "top", position: Point(31.3, 17.6), size: Size(22, 14), opacity: 0.7, backgroundColor: .blue,
        cornerRadius: 5, shadowOpacity: 0.5, shadowOffset: Size(0, 2), shadowRadius: 3),
    ]
    let container = Layer(key: "container", position: Point(30, 20), size: canvas, sublayers: layers)
    for scale in [1.0, 2.5, 3] {
      let skipped = try Compositor().render(
        FrameState(time: 0, progress: 0, canvasSize: canvas, layers: layers), scale: scale)
      let painted = try Compositor().render(
        FrameState(time: 0, progress: 0, canvasSize: canvas, layers: [container]), scale: scale)
      #expect(skipped == painted, "scale \(scale)")
      #expect(skipped.pixel(x: 1, y: 1) == (255, 255, 255, 255))
    }
    // A covered layer with a non-finite value is still an error.
    var bad = layers
    bad[1].opacity = .nan
    #expect(throws: CompositorError.self) {
      try Compositor().render(FrameState(time: 0, progress: 0, canvasSize: canvas, layers: bad), scale: 1)
    }
  }
}
