import Foundation

extension GoldenSettings {
  /// The golden file stem for a progress fraction: `p050` for 0.5, three-digit percent; fractional
  /// percents keep their digits (`p012_5` for 0.125) so samples never collide. Shared by the CLI's
  /// `render --at`, `record` and `verify`, and by the gallery tests.
  public static func sampleName(progress: Double) -> String {
    let percent = (progress * 100 * 1000).rounded() / 1000
    let whole = Int(percent)
    let digits = String(whole)
    var name = "p" + String(repeating: "0", count: max(0, 3 - digits.count)) + digits
    if percent != Double(whole) {
      let fraction = String(format: "%.3f", percent - Double(whole)).dropFirst(2)
      name += "_" + fraction.replacingOccurrences(of: "0+$", with: "", options: .regularExpression)
    }
    return name
  }

  /// The golden file stems of this scene's samples, in sample order.
  public var sampleNames: [String] { samples.map { Self.sampleName(progress: $0) } }

  /// True for a file name `sampleName` could have made (`p050.png`, `p012_5.png`): the only files
  /// `hero record` removes from a golden folder as stale.
  public static func isSampleFileName(_ name: String) -> Bool {
    guard name.hasPrefix("p"), name.hasSuffix(".png") else { return false }
    let stem = name.dropFirst().dropLast(4)
    let parts = stem.split(separator: "_", omittingEmptySubsequences: false)
    let digits = { (s: Substring) in !s.isEmpty && s.allSatisfy { ("0"..."9").contains($0) } }
    return parts[0].count == 3 && digits(parts[0])
      && (parts.count == 1 || (parts.count == 2 && parts[1].count <= 3 && digits(parts[1])))
  }
}
