import Foundation
import HeroModel
import HeroProject
import HeroRender

/// Naming and selection of frames, shared by the commands.
enum FrameSelection {
  /// What every frame file of a sequence starts with (a re-render removes the earlier ones).
  static let sequencePrefix = "frame-"

  /// `frame-0000` … : zero-padded to four digits (more when needed), ffmpeg-friendly.
  static func sequenceName(_ index: Int) -> String {
    let digits = String(index)
    return sequencePrefix + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// Parses `A..B` (inclusive), `A..`, `..B` or `N` against `count` frames.
  static func parseRange(_ text: String, count: Int) throws(CLIError) -> ClosedRange<Int> {
    let last = count - 1
    let parts = text.components(separatedBy: "..")
    func bound(_ s: String, default d: Int) throws(CLIError) -> Int {
      if s.isEmpty { return d }
      guard let v = Int(s.trimmingCharacters(in: .whitespaces)), v >= 0 else {
        throw .badInput("--frames '\(text)': '\(s)' is not a frame index")
      }
      return v
    }
    let range: ClosedRange<Int>
    switch parts.count {
    case 1:
      let v = try bound(parts[0], default: -1)
      guard v >= 0 else { throw .badInput("--frames '\(text)': expected A..B, A.., ..B or N") }
      range = v...v
    case 2:
      let a = try bound(parts[0], default: 0)
      let b = try bound(parts[1], default: last)
      guard a <= b else { throw .badInput("--frames '\(text)': the start is after the end") }
      range = a...b
    default:
      throw .badInput("--frames '\(text)': expected A..B, A.., ..B or N")
    }
    guard range.upperBound <= last else {
      throw .badInput("--frames '\(text)': the scene has \(count) frames (0..\(last))")
    }
    return range
  }

  /// Parses `0,0.5,1`: progress fractions in 0…1.
  static func parseProgressList(_ text: String, option: String = "--at") throws(CLIError) -> [Double] {
    var values: [Double] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let s = part.trimmingCharacters(in: .whitespaces)
      guard let v = Double(s), (0...1).contains(v) else {
        throw .badInput("\(option) '\(text)': '\(s)' is not a progress fraction in 0…1")
      }
      values.append(v)
    }
    return values
  }
}
