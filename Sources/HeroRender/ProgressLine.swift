import Foundation

/// One state of the progress bar as text: `label ████······  45% 12/27 31.2 frames/s ETA 0:03`.
///
/// A pure function of the counts, the elapsed seconds (wall clock: this is the command line, not
/// the engine) and the terminal's width, so it is tested directly. The line always fits in `width − 1` columns (writing the last column makes some
/// terminals wrap): the bar shrinks, then goes; then the rate and ETA go; then the label is cut.
public struct ProgressLine: Hashable, Sendable {
  public var label: String
  public var done: Int
  public var total: Int
  /// Seconds since the work started.
  public var elapsed: Double

  public init(label: String, done: Int, total: Int, elapsed: Double) {
    (self.label, self.done, self.total, self.elapsed) = (label, done, total, elapsed)
  }

  /// The narrowest bar worth drawing, in cells; below it the bar is left out.
  public static let minimumBar = 10
  /// The widest bar: wider ones say nothing more.
  public static let maximumBar = 40

  public var fraction: Double { total > 0 ? min(1, Double(done) / Double(total)) : 1 }

  /// Frames per second so far; nil before there is anything to go on.
  public var rate: Double? { elapsed > 0 && done > 0 ? Double(done) / elapsed : nil }

  /// Seconds left at the rate so far.
  public var remaining: Double? { rate.map { Double(max(0, total - done)) / $0 } }

  public func text(width: Int) -> String {
    let room = max(1, width - 1)
    let percent = "\(Int((fraction * 100).rounded(.down)))%"
    let counts = "\(done)/\(total)"
    let speed = rate.map { String(format: "%.1f frames/s", $0) } ?? "– frames/s"
    let eta = "ETA " + (remaining.map(Self.clock) ?? "–")
    let full = "\(percent) \(counts) \(speed) \(eta)"
    let barWidth = min(Self.maximumBar, room - label.count - full.count - 2)
    if barWidth >= Self.minimumBar { return "\(label) \(bar(barWidth)) \(full)" }
    // Too narrow for a bar: the figures alone, fewer of them, then a shortened label.
    for tail in [full, "\(percent) \(counts)", percent] where label.count + 1 + tail.count <= room {
      return "\(label) \(tail)"
    }
    guard room > percent.count + 2 else { return String(percent.prefix(room)) }
    return String(label.prefix(room - percent.count - 2)) + "… " + percent
  }

  private func bar(_ width: Int) -> String {
    let filled = Int((fraction * Double(width)).rounded(.down))
    return String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
  }

  /// `0:07`, `12:30`, `1:02:03`.
  public static func clock(_ seconds: Double) -> String {
    let s = Int(min(seconds, 359_999).rounded(.up))
    let (h, m, sec) = (s / 3600, s / 60 % 60, s % 60)
    return h > 0 ? String(format: "%d:%02d:%02d", h, m, sec) : String(format: "%d:%02d", m, sec)
  }
}
