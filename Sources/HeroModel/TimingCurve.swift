/// A cubic Bézier timing curve from (0, 0) to (1, 1), as `CAMediaTimingFunction(controlPoints:)`.
///
/// Evaluation (solving x for the time fraction) is the engine's job; this is the value.
public struct TimingCurve: Hashable, Sendable {
  public var c1x: Double, c1y: Double, c2x: Double, c2y: Double

  public init(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
    (self.c1x, self.c1y, self.c2x, self.c2y) = (c1x, c1y, c2x, c2y)
  }

  /// The range each control point's x (time) must lie in, in every written form: outside it x(s) is
  /// no longer monotone, so a time fraction could map to several progress values.
  public static let controlXRange: ClosedRange<Double> = 0...1

  public static let linear = TimingCurve(0, 0, 1, 1)
  public static let easeIn = TimingCurve(0.42, 0, 1, 1)
  public static let easeOut = TimingCurve(0, 0, 0.58, 1)
  public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)
  /// Material "standard": Hero's default curve for every animated view.
  public static let standard = TimingCurve(0.4, 0, 0.2, 1)
  public static let deceleration = TimingCurve(0, 0, 0.2, 1)
  public static let acceleration = TimingCurve(0.4, 0, 1, 1)
  public static let sharp = TimingCurve(0.4, 0, 0.6, 1)
  /// From easings.net; overshoots (y > 1).
  public static let easeOutBack = TimingCurve(0.175, 0.885, 0.32, 1.275)

  /// Hero's curve names, in the order Hero lists them.
  public static let named: [(name: String, curve: TimingCurve)] = [
    ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
    ("standard", .standard), ("deceleration", .deceleration), ("acceleration", .acceleration),
    ("sharp", .sharp), ("easeOutBack", .easeOutBack),
  ]

  /// The curve's Hero name when it is one of the named curves.
  public var name: String? { Self.named.first { $0.curve == self }?.name }
}
