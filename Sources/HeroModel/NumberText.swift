/// How HeroFrames writes a number for people and files: whole numbers without a decimal point
/// (`12`, not `12.0`), others in the shortest form that reads back as the same `Double` (`0.1`).
/// Error messages, SVG path data, JSON output and modifier string forms all start from it.
public enum NumberText {
  /// Whole values below this magnitude print as integers; larger ones keep Swift's own form
  /// (an `Int` would overflow past 2⁶³, and digits past 10¹⁵ are no longer exact anyway).
  public static let integerLimit = 1e15

  /// `v` as text: `12`, `-0.5`, `1e+20`. Finite values only (callers decide how to write NaN and ∞).
  public static func shortest(_ v: Double) -> String {
    v == v.rounded() && abs(v) < integerLimit ? String(Int(v)) : String(v)
  }
}
