import Dispatch
import Foundation
import HeroCompositor
import HeroEngine
import HeroModel

/// One frame to render: when (seconds since the transition began) and the file stem to write it as.
public struct FrameJob: Sendable, Hashable {
  public var name: String
  public var time: Double
  public init(name: String, time: Double) {
    self.name = name
    self.time = time
  }
}

/// Told once per finished frame, from any worker thread (the CLI draws a progress bar with it).
public protocol FrameProgress: Sendable {
  func advance()
}

/// Renders frames of one transition on a small pool of workers, one `Compositor` each: the pipeline
/// behind `hero render`, `preview`, `sheet`, `verify` and `record`.
///
/// Frames are independent, so they are spread over the cores; each worker holds one frame at a time,
/// so memory does not grow with the number of frames. Compositors stay with their worker for the
/// whole run, keeping their snapshot and image caches warm.
public struct FrameRenderer: Sendable {
  /// The frame state at a time in seconds (a transition's `frame(at:)`).
  public let frame: @Sendable (Double) -> FrameState
  /// Pixels per point.
  public let scale: Double
  public let workers: Int
  /// Where relative image paths in layer contents are resolved (nil: the working directory).
  public let imageDirectory: String?

  /// `workers` defaults to the number of active cores.
  public init(transition: Transition, scale: Double, workers: Int? = nil, imageDirectory: String? = nil) {
    self.init(scale: scale, workers: workers, imageDirectory: imageDirectory) { transition.frame(at: $0) }
  }

  /// Renders the frames `frame` gives for each job's time (for frame states built without a scene).
  public init(
    scale: Double, workers: Int? = nil, imageDirectory: String? = nil,
    frame: @escaping @Sendable (Double) -> FrameState
  ) {
    self.frame = frame
    self.scale = scale
    self.workers = max(1, workers ?? ProcessInfo.processInfo.activeProcessorCount)
    self.imageDirectory = imageDirectory
  }

  /// Renders every job and hands each image to `deliver` on a worker thread, in no particular
  /// order. Stops at the first error and rethrows it.
  public func render(
    _ jobs: [FrameJob], progress: (any FrameProgress)? = nil,
    deliver: @escaping @Sendable (FrameJob, RGBAImage) throws -> Void
  ) throws {
    let count = min(workers, jobs.count)
    guard count > 0 else { return }
    let pool = CompositorPool(count: count, imageDirectory: imageDirectory)
    let failure = FirstError()
    DispatchQueue.concurrentPerform(iterations: count) { worker in
      var i = worker
      while i < jobs.count, !failure.isSet {
        do {
          let image = try pool.render(frame(jobs[i].time), scale: scale, worker: worker)
          try deliver(jobs[i], image)
          progress?.advance()
        } catch {
          failure.set(error)
        }
        i += count
      }
    }
    try failure.rethrow()
  }

  /// Renders the jobs in order, `workers` at a time, and hands each image to `deliver` on the
  /// calling thread in job order (for streams such as ffmpeg's input).
  public func renderInOrder(
    _ jobs: [FrameJob], progress: (any FrameProgress)? = nil, deliver: (FrameJob, RGBAImage) throws -> Void
  ) throws {
    let count = min(workers, jobs.count)
    guard count > 0 else { return }
    let pool = CompositorPool(count: count, imageDirectory: imageDirectory)
    var start = 0
    while start < jobs.count {
      let batch = Array(jobs[start..<min(start + count, jobs.count)])
      let slots = ImageSlots(count: batch.count)
      let failure = FirstError()
      DispatchQueue.concurrentPerform(iterations: batch.count) { k in
        do {
          slots[k] = try pool.render(frame(batch[k].time), scale: scale, worker: k)
          progress?.advance()
        } catch {
          failure.set(error)
        }
      }
      try failure.rethrow()
      for (k, job) in batch.enumerated() {
        guard let image = slots[k] else { continue }
        try deliver(job, image)
      }
      start += batch.count
    }
  }
}

/// One compositor per worker. Worker `k` is the only thread that touches compositor `k` at any
/// time (concurrentPerform hands each iteration index to exactly one thread), hence unchecked.
private final class CompositorPool: @unchecked Sendable {
  private let compositors: [Compositor]
  init(count: Int, imageDirectory: String?) {
    compositors = (0..<count).map { _ in Compositor(imageDirectory: imageDirectory) }
  }
  func render(_ frame: FrameState, scale: Double, worker: Int) throws -> RGBAImage {
    try compositors[worker].render(frame, scale: scale)
  }
}

/// The first error any worker hit; later ones are dropped.
private final class FirstError: @unchecked Sendable {
  private let lock = NSLock()
  private var error: (any Error)?
  var isSet: Bool { lock.withLock { error != nil } }
  func set(_ e: any Error) { lock.withLock { if error == nil { error = e } } }
  func rethrow() throws { if let e = lock.withLock({ error }) { throw e } }
}

/// A batch's images, filled by index from worker threads.
private final class ImageSlots: @unchecked Sendable {
  private let lock = NSLock()
  private var images: [RGBAImage?]
  init(count: Int) { images = Array(repeating: nil, count: count) }
  subscript(k: Int) -> RGBAImage? {
    get { lock.withLock { images[k] } }
    set { lock.withLock { images[k] = newValue } }
  }
}
