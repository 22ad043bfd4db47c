import Dispatch
import Foundation
import HeroCompositor
import HeroEngine
import HeroModel
import HeroSync

/// One frame to render: when (seconds since the transition began) and the file stem to write it as.
public struct FrameJob: Sendable, Hashable {
  public var name: String
  public var time: Double
  public init(name: String, time: Double) { (self.name, self.time) = (name, time) }
}

/// Told once per finished frame, from any worker thread (the CLI draws a progress bar with it).
public protocol FrameProgress: Sendable {
  func advance()
}

/// Renders frames of one transition on a small pool of workers, one `Compositor` and one surface
/// each: the pipeline behind `hero render`, `preview`, `sheet`, `verify` and `record`.
///
/// Workers take chunks of consecutive frames (the shared counter is touched once per chunk, never
/// per pixel or per frame stage), paint each frame into their own surface and encode or convert it
/// there, so one worker's file write overlaps the others' painting. Each worker holds one frame at a
/// time, so memory does not grow with the number of frames; compositors stay with their worker for
/// the whole run, keeping their snapshot and image caches warm. The frames do not depend on which
/// worker paints them (byte-identical for any worker count).
public struct FrameRenderer: Sendable {
  /// The frame state at a time in seconds (a transition's `frame(at:)`).
  public let frame: @Sendable (Double) -> FrameState
  /// Pixels per point.
  public let scale: Double
  public let workers: Int
  /// Where relative image paths in layer contents are resolved (nil: the working directory).
  public let imageDirectory: String?
  /// Reuse across a worker's consecutive frames (default): repaint only the pixels that changed
  /// since the worker's previous frame, copy the compressed PNG bands whose rows did not change, and
  /// write a frame that paints the same picture as the previous one from its bytes. The output is
  /// the same bytes either way; false repaints and re-encodes every frame (for measurements).
  public let reuse: Bool
  /// With reuse, every `verifyReuse`-th frame each worker makes is also painted from scratch by a
  /// new compositor, and a frame whose pixels or PNG bytes differ stops the run with a
  /// `ReuseCheckFailure` (nil: no check). Defaults to `HERO_VERIFY_REUSE` (`ReuseCheck`).
  public let verifyReuse: Int?
  /// The scene's name, for errors (nil for frames built without a scene).
  public let sceneName: String?
  /// The largest size each image is shown at over the whole transition (`ImageDemand`), measured
  /// once here: every worker decodes an image downsampled to it, whichever frames it renders.
  public let imageDemand: ImageDemand

  /// Consecutive frames a worker takes at a time.
  static let chunkSize = 4

  /// `workers` defaults to the number of active cores. `imageDemand` is measured from `transition`
  /// unless given (by a caller that already measured it for this transition and scale).
  public init(
    transition: Transition, scale: Double, workers: Int? = nil, imageDirectory: String? = nil, reuse: Bool = true,
    verifyReuse: Int? = ReuseCheck.fromEnvironment, imageDemand: ImageDemand? = nil
  ) {
    self.init(
      scale: scale, workers: workers, imageDirectory: imageDirectory, reuse: reuse, verifyReuse: verifyReuse,
      sceneName: transition.scene.name,
      imageDemand: imageDemand ?? Self.imageDemand(of: transition, scale: scale, imageDirectory: imageDirectory)
    ) {
      transition.frame(at: $0)
    }
  }

  /// The image demand of `transition`'s frames at `scale` (empty, and nothing sampled, when no view
  /// shows an image): what `hero render` decodes images to and `hero lint` reports.
  public static func imageDemand(of transition: Transition, scale: Double, imageDirectory: String? = nil)
    -> ImageDemand
  {
    func showsImage(_ view: View) -> Bool { view.image != nil || view.children.contains(where: showsImage) }
    guard showsImage(transition.scene.from) || showsImage(transition.scene.to) else { return ImageDemand() }
    return ImageDemand.measure(
      duration: transition.totalDuration, frame: { transition.frame(at: $0) }, scale: scale,
      imageDirectory: imageDirectory)
  }

  /// Renders the frames `frame` gives for each job's time (for frame states built without a scene).
  public init(
    scale: Double, workers: Int? = nil, imageDirectory: String? = nil, reuse: Bool = true,
    verifyReuse: Int? = ReuseCheck.fromEnvironment, sceneName: String? = nil, imageDemand: ImageDemand = ImageDemand(),
    frame: @escaping @Sendable (Double) -> FrameState
  ) {
    self.frame = frame
    self.imageDemand = imageDemand
    self.reuse = reuse
    self.verifyReuse = verifyReuse.map { max(1, $0) }
    self.sceneName = sceneName
    self.scale = scale
    self.workers = max(1, workers ?? ProcessInfo.processInfo.activeProcessorCount)
    self.imageDirectory = imageDirectory
  }

  /// Renders every job and writes it as `directory/<job name>.png`, encoded on the worker straight
  /// from its surface. With `reuse`, a frame that paints the same picture as the worker's previous
  /// one (nothing moved: the end of a spring, a hold) is not painted or encoded again; its bytes are
  /// written again. Stops at the first error and rethrows it.
  public func writePNGs(
    _ jobs: [FrameJob], to directory: String, compression: PNGCompression = .fast,
    progress: (any FrameProgress)? = nil
  ) throws {
    try encodePNGs(jobs, compression: compression, progress: progress) { job, bytes in
      try PNGCodec.write(encoded: bytes, to: directory + "/" + job.name + ".png")
    }
  }

  /// Renders every job and hands its PNG bytes — the bytes `writePNGs` writes — to `deliver` on a
  /// worker thread, in no particular order (`hero serve` answers with them). Stops at the first
  /// error and rethrows it.
  public func encodePNGs(
    _ jobs: [FrameJob], compression: PNGCompression = .fast, progress: (any FrameProgress)? = nil,
    deliver: @escaping @Sendable (FrameJob, [UInt8]) throws -> Void
  ) throws {
    try run(jobs, progress: progress) { worker, job in try deliver(job, try worker.png(job, compression: compression)) }
  }

  /// Renders every job and hands each image to `deliver` on a worker thread, in no particular
  /// order. Stops at the first error and rethrows it.
  public func render(
    _ jobs: [FrameJob], progress: (any FrameProgress)? = nil,
    deliver: @escaping @Sendable (FrameJob, RGBAImage) throws -> Void
  ) throws {
    try run(jobs, progress: progress) { worker, job in try deliver(job, try worker.paint(job).image()) }
  }

  /// Calls `use` for every job on the workers, each with its own `Worker`, chunk by chunk.
  private func run(
    _ jobs: [FrameJob], progress: (any FrameProgress)?,
    use: @escaping @Sendable (inout Worker, FrameJob) throws -> Void
  ) throws {
    try ReuseCheck.validateEnvironment()
    let count = min(workers, jobs.count)
    guard count > 0 else { return }
    let chunks = ChunkCounter(total: jobs.count, size: Self.chunkSize)
    let failure = FirstError()
    DispatchQueue.concurrentPerform(iterations: count) { _ in
      var worker = Worker(renderer: self)
      while !failure.isSet, let range = chunks.next() {
        for i in range where !failure.isSet {
          do {
            try use(&worker, jobs[i])
            progress?.advance()
          } catch {
            failure.set(error)
          }
        }
      }
    }
    try failure.rethrow()
  }

  /// Renders the jobs and hands each image to `deliver` on the calling thread in job order (for
  /// streams such as ffmpeg's input). Workers paint up to two frames each ahead of the delivery,
  /// so painting overlaps `deliver` and memory stays bounded.
  public func renderInOrder(
    _ jobs: [FrameJob], progress: (any FrameProgress)? = nil, deliver: (FrameJob, RGBAImage) throws -> Void
  ) throws {
    try renderInOrder(jobs, progress: progress, convert: { $0.image() }, deliver: deliver)
  }

  /// `renderInOrder` with each frame converted by `convert` on its worker (straight from the
  /// surface, such as `Surface.yuv420()` for video encoders) before it is delivered in order.
  public func renderInOrder<Frame: Sendable>(
    _ jobs: [FrameJob], progress: (any FrameProgress)? = nil,
    convert: @escaping @Sendable (Surface) throws -> Frame, deliver: (FrameJob, Frame) throws -> Void
  ) throws {
    try ReuseCheck.validateEnvironment()
    let count = min(workers, jobs.count)
    guard count > 0 else { return }
    // Worker k paints frames k, k + count, … into its own channel, in order; the consumer takes
    // frame i from channel i mod count. A worker holds at most one frame in its channel and one in
    // hand, and it only ever waits for a frame the consumer takes before any later one.
    let channels = (0..<count).map { _ in BoundedChannel<Frame>(capacity: 1) }
    let failure = FirstError()
    let group = DispatchGroup()
    for first in 0..<count {
      DispatchQueue.global().async(group: group) {
        let channel = channels[first]
        // A worker that stops early ends its channel: the consumer then stops at its next frame.
        defer { channel.finish() }
        var worker = Worker(renderer: self)
        for i in stride(from: first, to: jobs.count, by: count) where !failure.isSet {
          let frame: Frame
          do { frame = try convert(try worker.paint(jobs[i])) } catch {
            failure.set(error)
            return
          }
          do { try channel.send(frame) } catch { return }  // the consumer stopped
          progress?.advance()
        }
      }
    }
    for (i, job) in jobs.enumerated() {
      guard let image = channels[i % count].receive() else { break }
      do { try deliver(job, image) } catch {
        failure.set(error)
        break
      }
    }
    for channel in channels { channel.cancel() }
    group.wait()
    try failure.rethrow()
  }
}

/// One worker's compositor and surface (made at the first frame's size, remade if a frame's size
/// differs), and what it keeps of its previous frame for reuse.
private struct Worker {
  let renderer: FrameRenderer
  let compositor: Compositor
  var surface: Surface?
  var canvas: Size?
  /// The frame the surface holds, as painted (nil: none, or unknown after an error).
  var painted: FrameState?
  /// The compressed bands of the last frame encoded with them.
  var bands: PNGBandReuse?
  /// Rows repainted since that encode (nil: all of them, or unknown).
  var changedRows: [Bool]?

  init(renderer: FrameRenderer) {
    self.renderer = renderer
    compositor = Compositor(imageDirectory: renderer.imageDirectory, imageDemand: renderer.imageDemand)
  }

  /// The last frame `png` encoded, how, and its bytes.
  var lastPNG: (state: FrameState, compression: PNGCompression, bytes: [UInt8])?
  /// Frames made so far (for `verifyReuse`).
  var made = 0

  /// Paints `job`'s frame and returns the surface holding it (valid until the next call).
  mutating func paint(_ job: FrameJob) throws -> Surface {
    let state = renderer.frame(job.time)
    let surface = try paint(state)
    try check(job, state, surface: surface, png: nil)
    return surface
  }

  /// With `verifyReuse`, on every Nth frame: paints `state` from scratch with a new compositor and
  /// throws unless `surface` (and the PNG `bytes` made with reuse, when given) are the same.
  private mutating func check(
    _ job: FrameJob, _ state: FrameState, surface: Surface, png: (bytes: [UInt8], compression: PNGCompression)?
  ) throws {
    guard renderer.reuse, let every = renderer.verifyReuse else { return }
    made += 1
    guard (made - 1) % every == 0 else { return }
    let fresh = try Compositor.makeSurface(for: state.canvasSize, scale: renderer.scale)
    try Compositor(imageDirectory: renderer.imageDirectory, imageDemand: renderer.imageDemand).render(
      state, scale: renderer.scale, into: fresh)
    let differing = surface.pixelsDiffering(from: fresh)
    if differing != 0 {
      throw ReuseCheckFailure(
        scene: renderer.sceneName, frame: job, what: differing.map { "\($0) pixels differ" } ?? "the size differs")
    }
    if let png, png.bytes != (try PNGCodec.encode(fresh, compression: png.compression)) {
      throw ReuseCheckFailure(scene: renderer.sceneName, frame: job, what: "the PNG bytes differ, the pixels do not")
    }
  }

  /// `job`'s frame as PNG bytes: with reuse, the previous frame's bytes when it paints the same
  /// picture, else the frame encoded copying the unchanged bands of the previous one.
  mutating func png(_ job: FrameJob, compression: PNGCompression) throws -> [UInt8] {
    let state = renderer.frame(job.time)
    if renderer.reuse, let last = lastPNG, last.compression == compression,
      last.state.paintsSamePicture(as: state)
    {
      // The surface still holds the frame those bytes were made from.
      if let surface { try check(job, state, surface: surface, png: (last.bytes, compression)) }
      return last.bytes
    }
    let surface = try paint(state)
    let bytes: [UInt8]
    if renderer.reuse, compression == .fast {
      if bands == nil { bands = try PNGBandReuse() }
      bytes = try PNGCodec.encode(surface, reusing: bands!, changedRows: changedRows)
      changedRows = Array(repeating: false, count: surface.height)
    } else {
      bytes = try PNGCodec.encode(surface, compression: compression)
    }
    if renderer.reuse { lastPNG = (state, compression, bytes) }
    try check(job, state, surface: surface, png: (bytes, compression))
    return bytes
  }

  private mutating func paint(_ state: FrameState) throws -> Surface {
    if surface == nil || canvas != state.canvasSize {
      surface = try Compositor.makeSurface(for: state.canvasSize, scale: renderer.scale)
      canvas = state.canvasSize
      painted = nil
      changedRows = nil
    }
    guard renderer.reuse else {
      try compositor.render(state, scale: renderer.scale, into: surface!)
      return surface!
    }
    let damage: Damage
    do {
      damage = try compositor.render(state, scale: renderer.scale, into: surface!, over: painted)
    } catch {
      (painted, changedRows) = (nil, nil)
      throw error
    }
    painted = state
    switch damage {
    case .full: changedRows = nil
    case .rects(let rects):
      if changedRows != nil {
        for r in rects { for y in r.y..<r.maxY { changedRows![y] = true } }
      }
    }
    return surface!
  }
}

/// Hands out ranges of `size` consecutive job indices until `total` are given.
private final class ChunkCounter: Sendable {
  private let given = Locked(0)
  private let total: Int
  private let size: Int
  init(total: Int, size: Int) {
    self.total = total
    self.size = size
  }
  func next() -> Range<Int>? {
    given.withLock { given in
      guard given < total else { return nil }
      defer { given = min(total, given + size) }
      return given..<min(total, given + size)
    }
  }
}

/// The first error any worker hit; later ones are dropped.
private final class FirstError: Sendable {
  private let error = Locked<(any Error)?>(nil)
  var isSet: Bool { error.withLock { $0 != nil } }
  func set(_ e: any Error) { error.withLock { if $0 == nil { $0 = e } } }
  func rethrow() throws { if let e = error.withLock({ $0 }) { throw e } }
}
