import HeroModel

/// How golden samples are named: `p050.png` for progress 0.5. Shared by the CLI's `render --at`,
/// `record` and `verify`, `hero serve` and the gallery tests.
extension GoldenSamples {
  /// The golden file stem for a progress fraction in 0…1 (others are clamped to it): `p` and the
  /// percent in three digits (`p050` for 0.5); a fractional percent keeps up to three decimals,
  /// without trailing zeros (`p012_5` for 0.125), so samples never collide.
  public static func sampleName(progress: Double) -> String {
    let fraction = progress.isNaN ? 0 : min(max(progress, 0), 1)
    let thousandths = Int((fraction * 100 * 1000).rounded())
    var name = "p" + zeroPadded(thousandths / 1000, digits: 3)
    let decimals = thousandths % 1000
    if decimals != 0 {
      var digits = zeroPadded(decimals, digits: 3)[...]
      while digits.last == "0" { digits.removeLast() }
      name += "_" + digits
    }
    return name
  }

  /// The golden file stems of `golden`'s samples, in sample order.
  public static func sampleNames(_ golden: GoldenSettings) -> [String] {
    golden.samples.map { sampleName(progress: $0) }
  }

  /// The progress a sample file name stands for (`p012_5.png` → 0.125), or nil unless `sampleName`
  /// makes exactly that name: `p050_50.png`, `p50.png`, `p101.png` or `P050.png` are not samples.
  public static func sampleProgress(fileName: String) -> Double? {
    guard fileName.hasPrefix("p"), fileName.hasSuffix(".png") else { return nil }
    let parts = fileName.dropFirst().dropLast(4).split(separator: "_", omittingEmptySubsequences: false)
    guard parts.count <= 2, parts[0].count == 3, let percent = decimalDigits(parts[0]) else { return nil }
    var thousandths = percent * 1000
    if parts.count == 2 {
      let decimals = parts[1]
      guard (1...3).contains(decimals.count), let value = decimalDigits(decimals) else { return nil }
      thousandths += value * [100, 10, 1][decimals.count - 1]
    }
    let progress = Double(thousandths) / 100_000
    return sampleName(progress: progress) + ".png" == fileName ? progress : nil
  }

  /// True for a file name `sampleName` makes (`p050.png`, `p012_5.png`): the only files `hero record`
  /// removes from a golden folder as stale.
  public static func isSampleFileName(_ name: String) -> Bool { sampleProgress(fileName: name) != nil }

  /// `value` (≥ 0) in decimal, with leading zeros to `digits`.
  private static func zeroPadded(_ value: Int, digits: Int) -> String {
    let text = String(value)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }

  /// The value of a run of ASCII decimal digits; nil for anything else.
  private static func decimalDigits(_ text: Substring) -> Int? {
    guard !text.isEmpty, text.count <= 3 else { return nil }
    var value = 0
    for character in text.utf8 {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(character) else { return nil }
      value = value * 10 + Int(character - UInt8(ascii: "0"))
    }
    return value
  }
}
