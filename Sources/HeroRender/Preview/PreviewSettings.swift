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
    if !(slow >= 1 && slow <= 100) { throw PreviewError(.badInput, "--slow must be in 1…100") }
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
  public let runs: [PreviewRun]
  /// Said to the user when the plan differs from what was asked (a GIF resampled to 50 fps).
  public let warning: String?

  /// Frames in the output.
  public var frameCount: Int { runs.reduce(0) { $0 + $1.repeats } }

  /// The plan for `settings`, for a transition whose frame `i` at `fps` is at `frameTime(i, fps)`.
  public init(
    settings: PreviewSettings, sceneFPS: Double, frameCount: (Double) -> Int, frameTime: (Int, Double) -> Double
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
    let forward = (0..<frameCount(sampling)).map {
      FrameJob(name: String($0), time: frameTime($0, sampling))
    }
    var runs = forward.map { PreviewRun(job: $0, repeats: 1) }
    if !runs.isEmpty {
      runs[0].repeats += Self.frames(settings.hold.start, fps: fps)
      runs[runs.count - 1].repeats += Self.frames(settings.hold.end, fps: fps)
    }
    if (settings.pingPong || (settings.loop && settings.format.isVideo)) && forward.count > 2 {
      runs += forward.dropFirst().dropLast().reversed().map { PreviewRun(job: $0, repeats: 1) }
    }
    self.runs = runs
  }

  /// Whole frames a hold of `seconds` lasts at `fps`.
  static func frames(_ seconds: Double, fps: Double) -> Int { Int((seconds * fps).rounded()) }

  private static func format(_ v: Double) -> String {
    v == v.rounded() ? String(Int(v)) : String(v)
  }
}
