import Foundation
import HeroCompositor

/// What a run may cost, worked out before any frame is rendered: how many frames, how many workers
/// the memory allows, how large a contact sheet may be. A scene that cannot fit is a clear error
/// up front, not an out-of-memory kill halfway (docs/limits.md lists every limit).
public struct ResourceBudget {
  /// Most frames one command renders or dumps (10 minutes at 60 fps).
  public static let maximumFrames = 36_000
  /// Bytes one worker holds per canvas pixel: the frame surface, its RGBA copy and the PNG or
  /// ffmpeg buffer (about 4 bytes each), plus room for snapshot rasters and shadow masks.
  public static let bytesPerPixelPerWorker = 16
  /// Share of the available memory the workers may use together.
  public static let memoryShare = 0.5

  /// Fails when `count` frames exceed `maximumFrames`, naming what to change.
  public static func checkFrameCount(_ count: Int, file: String) throws(CLIError) {
    guard count <= maximumFrames else {
      throw .badInput(
        "\(file): \(count) frames exceed the limit of \(maximumFrames) per run; lower --fps or --slow, shorten the transition, or render a range with --frames"
      )
    }
  }

  /// Bytes per canvas pixel of one raster a worker holds beside those, for each translucent view
  /// nested in another (`ViewIndex.deepestGroupNesting`: groups are drawn in rasters of their own,
  /// up to the canvas's size, all held at once).
  public static let bytesPerPixelPerGroup = 4

  /// Workers for frames of `width` × `height` pixels whose scene nests `groupNesting` translucent
  /// views: the requested number (default: every core), lowered so that together they fit in
  /// `memoryShare` of the available memory. Fails when not even one worker fits.
  public static func workers(
    requested: Int?, width: Int, height: Int, groupNesting: Int = 0, file: String,
    availableMemory: Int? = ResourceBudget.availableMemory(),
    cores: Int = ProcessInfo.processInfo.activeProcessorCount
  ) throws(CLIError) -> Int {
    let wanted = max(1, requested ?? cores)
    guard let availableMemory else { return wanted }
    let perWorker = width * height * (bytesPerPixelPerWorker + groupNesting * bytesPerPixelPerGroup)
    let affordable = Int(Double(availableMemory) * memoryShare) / max(1, perWorker)
    guard perWorker <= availableMemory else {
      throw .badInput(
        "\(file): a \(width)×\(height) px frame\(groupNesting > 0 ? " with \(groupNesting) nested translucent views" : "") needs about \(perWorker >> 20) MB to render, but only \(availableMemory >> 20) MB of memory is available; lower --scale"
      )
    }
    return max(1, min(wanted, affordable))
  }

  /// `MemAvailable` from /proc/meminfo (bytes); nil where there is none (then only cores count).
  public static func availableMemory() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8) else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix("MemAvailable:") {
      let fields = line.split(separator: " ")
      if fields.count >= 2, let kilobytes = Int(fields[1]) { return kilobytes * 1024 }
    }
    return nil
  }

  /// Fails unless a sheet of `width` × `height` pixels fits the PNG and surface limits (so that our
  /// own decoder, and `verify`, can read it back).
  public static func checkSheet(width: Int, height: Int, file: String) throws(CLIError) {
    guard width <= Surface.maximumSide, height <= Surface.maximumSide, width * height <= Surface.maximumPixels
    else {
      throw .badInput(
        "\(file): the contact sheet would be \(width)×\(height) px; the limit is \(Surface.maximumSide) a side — lower --scale, --columns or --samples"
      )
    }
  }
}
