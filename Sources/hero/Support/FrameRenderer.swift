import Dispatch
import Foundation
import HeroCompositor
import HeroEngine
import HeroModel

/// Renders frames of one transition on a small pool of workers, one `Compositor` each.
///
/// Frames are independent, so they are spread over the cores; each worker holds one frame at a time,
/// so memory does not grow with the number of frames. Compositors stay with their worker for the
/// whole run, keeping their snapshot and image caches warm.
struct FrameRenderer: Sendable {
  let transition: Transition
  /// Pixels per point.
  let scale: Double
  let workers: Int

  /// `workers` defaults to the number of active cores.
  init(transition: Transition, scale: Double, workers: Int? = nil) {
    self.transition = transition
    self.scale = scale
    self.workers = max(1, workers ?? ProcessInfo.processInfo.activeProcessorCount)
  }

  /// Renders every job and hands each image to `deliver` on a worker thread, in no particular
  /// order. Stops at the first error and rethrows it.
  func render(
    _ jobs: [FrameJob], progress: ProgressReporter? = nil,
    deliver: @escaping @Sendable (FrameJob, RGBAImage) throws -> Void
  ) throws {
    let count = min(workers, jobs.count)
    guard count > 0 else { return }
    let pool = CompositorPool(count: count)
    let failure = FirstError()
    DispatchQueue.concurrentPerform(iterations: count) { worker in
      var i = worker
      while i < jobs.count, !failure.isSet {
        do {
          let image = try pool.render(transition.frame(at: jobs[i].time), scale: scale, worker: worker)
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
  func renderInOrder(
    _ jobs: [FrameJob], progress: ProgressReporter? = nil, deliver: (FrameJob, RGBAImage) throws -> Void
  ) throws {
    let count = min(workers, jobs.count)
    guard count > 0 else { return }
    let pool = CompositorPool(count: count)
    var start = 0
    while start < jobs.count {
      let batch = Array(jobs[start..<min(start + count, jobs.count)])
      let slots = ImageSlots(count: batch.count)
      let failure = FirstError()
      DispatchQueue.concurrentPerform(iterations: batch.count) { k in
        do {
          slots[k] = try pool.render(transition.frame(at: batch[k].time), scale: scale, worker: k)
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
  init(count: Int) { compositors = (0..<count).map { _ in Compositor() } }
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
