import Foundation
import HeroModel
import HeroScene
import Testing

@testable import HeroServe

/// `/api/states` streams the dump through a `TextPipe`: a client that goes away stops the dump.
@Suite struct StatesStreamTests {
  @Test func aClientGoneStopsComputingFrames() {
    let scene = Scene(
      name: "long", canvas: Canvas(width: 10, height: 10, scale: 1), fps: 60,
      from: View(id: "a", frame: Rect(0, 0, 10, 10)), to: View(id: "b", frame: Rect(0, 0, 10, 10)))
    let frameCount = 100_000
    let computed = Counter()
    let stopped = DispatchSemaphore(value: 0)
    let pipe = TextPipe()
    pipe.start { put in
      defer { stopped.signal() }
      try StateDump.write(
        scene: scene, fps: 60, duration: Double(frameCount) / 60, frameCount: frameCount,
        frame: { i in
          computed.increment()
          return FrameState(
            time: Double(i) / 60, progress: Double(i) / Double(frameCount), canvasSize: Size(10, 10), layers: [])
        }, to: put)
    }
    #expect(pipe.take() != nil)
    pipe.cancel()
    stopped.wait()
    // The producer runs at most `capacity` pieces ahead of the one taken (about a thousand of
    // these frames each), not on to the end.
    let frameBytes = StateDump.frame(
      index: frameCount,
      FrameState(
        time: 0, progress: 0, canvasSize: Size(10, 10), layers: [])
    ).rendered().utf8.count
    #expect(computed.value * frameBytes <= (TextPipe.capacity + 3) * TextPipe.pieceBytes)
  }
}

private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  func increment() { lock.withLock { count += 1 } }
  var value: Int { lock.withLock { count } }
}
