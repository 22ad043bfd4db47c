/// How `hero preview` samples and encodes a transition (every option of the command).
public struct PreviewSettings: Sendable, Equatable {
  public var format: PreviewFormat
  /// Frames per second of the output (nil: the scene's; GIFs above 50 are resampled, see `plan`).
  public var fps: Double?
  /// Slow-motion factor (1…100): samples `slow` times as many instants, played at `fps`.
  public var slow: Double
  public var quality: PreviewQuality
  /// Animated images repeat forever (GIF, WebP, APNG). A video has no loop count, so for a video
  /// `loop` implies `pingPong`, which makes a looping player show no jump.
  public var loop: Bool
  /// Forward, then backward to the second frame (so a loop goes on to the first without a jump).
  public var pingPong: Bool
  /// Seconds to stay on the first frame before the transition and on the last frame after it.
  public var hold: (start: Double, end: Double)
  /// Keeps a GIF's frame rate above 50 fps instead of resampling it to 50.
  public var keepFrameRate: Bool

  /// The longest hold, in seconds, at either end.
  public static let maximumHold = 60.0
  /// `--slow`: at most 100 times slower (it samples that many times more frames).
  public static let slowRange = 1.0...100.0
  /// The GIF frame rate above which frames are resampled: GIF delays are whole centiseconds and
  /// browsers play delays under 2 cs as 10 cs, so 50 fps (2 cs) is the fastest a GIF plays as made.
  public static let fastestGIFRate = 50.0

  public init(
    format: PreviewFormat, fps: Double? = nil, slow: Double = 1, quality: PreviewQuality = .fast, loop: Bool = false,
    pingPong: Bool = false, hold: (start: Double, end: Double) = (0, 0), keepFrameRate: Bool = false
  ) {
    self.format = format
    self.fps = fps
    self.slow = slow
    self.quality = quality
    self.loop = loop
    self.pingPong = pingPong
    self.hold = hold
    self.keepFrameRate = keepFrameRate
  }

  public static func == (a: PreviewSettings, b: PreviewSettings) -> Bool {
    a.format == b.format && a.fps == b.fps && a.slow == b.slow && a.quality == b.quality && a.loop == b.loop
      && a.pingPong == b.pingPong && a.hold == b.hold && a.keepFrameRate == b.keepFrameRate
  }

  /// Checks the values a caller could get wrong; the message names the option.
  public func validate() throws(PreviewError) {
    if !Self.slowRange.contains(slow) {
      throw PreviewError(
        .badInput, "--slow must be in \(Int(Self.slowRange.lowerBound))…\(Int(Self.slowRange.upperBound))")
    }
    for (name, seconds) in [("start", hold.start), ("end", hold.end)]
    where !(seconds >= 0 && seconds <= Self.maximumHold) {
      throw PreviewError(
        .badInput, "--hold: the \(name) hold must be 0…\(Int(Self.maximumHold)) seconds, not \(seconds)")
    }
  }
}

/// One painted frame and how many times in a row it is shown (holds repeat a frame without
/// painting it again).
public struct PreviewRun: Sendable, Equatable {
  public var job: FrameJob
  public var repeats: Int
}

/// The frames of a preview in playing order, at the output rate.
public struct PreviewPlan: Sendable {
  /// Frames per second of the output.
  public let fps: Double
  /// The frames to paint, each with its repeat count.
  public let runs: PreviewRuns
  /// Said to the user when the plan differs from what was asked (a GIF resampled to 50 fps).
  public let warning: String?

  /// Frames in the output.
  public var frameCount: Int { runs.isEmpty ? 0 : runs.count + runs.holdStart + runs.holdEnd }

  /// The plan for `settings`, for a transition whose frame `i` at `fps` is at `frameTime(i, fps)`.
  /// Costs the same for any length: the runs are worked out as they are read, so a plan too long
  /// to render is measured (and refused by its caller) without holding a run per frame.
  public init(
    settings: PreviewSettings, sceneFPS: Double, frameCount: (Double) -> Int,
    frameTime: @escaping @Sendable (Int, Double) -> Double
  ) {
    let asked = settings.fps ?? sceneFPS
    if settings.format == .gif && asked > PreviewSettings.fastestGIFRate && !settings.keepFrameRate {
      fps = PreviewSettings.fastestGIFRate
      warning =
        "GIF frame delays are whole centiseconds and browsers play delays under 2 cs as 10 cs, so \(Self.format(asked)) fps would play slowly; resampled to 50 fps (--keep-fps keeps \(Self.format(asked)))"
    } else {
      fps = asked
      warning = nil
    }
    // Slow motion samples `slow` times as many instants and plays them at the same rate.
    let sampling = fps * settings.slow
    let forward = max(0, frameCount(sampling))
    runs = PreviewRuns(
      forward: forward, sampling: sampling, frameTime: frameTime,
      holdStart: Self.frames(settings.hold.start, fps: fps), holdEnd: Self.frames(settings.hold.end, fps: fps),
      backward: (settings.pingPong || (settings.loop && settings.format.isVideo)) && forward > 2)
  }

  /// Whole frames a hold of `seconds` lasts at `fps`.
  static func frames(_ seconds: Double, fps: Double) -> Int { Int((seconds * fps).rounded()) }

  private static func format(_ v: Double) -> String {
    v == v.rounded() ? String(Int(v)) : String(v)
  }
}

/// A plan's runs: the `forward` frames sampled at `sampling` per second, the first held for
/// `holdStart` more frames and the last for `holdEnd` more, then (`backward`) the frames between
/// the last and the first in reverse.
public struct PreviewRuns: RandomAccessCollection, Sendable {
  let forward: Int
  let sampling: Double
  let frameTime: @Sendable (Int, Double) -> Double
  let holdStart: Int
  let holdEnd: Int
  let backward: Bool

  public var startIndex: Int { 0 }
  public var endIndex: Int { backward ? 2 * forward - 2 : forward }

  public subscript(position: Int) -> PreviewRun {
    precondition(indices.contains(position), "run \(position) of \(count)")
    let frame = position < forward ? position : 2 * forward - 2 - position
    let repeats = 1 + (position == 0 ? holdStart : 0) + (position == forward - 1 ? holdEnd : 0)
    return PreviewRun(job: FrameJob(name: String(frame), time: frameTime(frame, sampling)), repeats: repeats)
  }
}
