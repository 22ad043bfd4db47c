/// A tiny seeded pseudo-random generator (Steele, Lea and Flood's SplitMix64), so every fuzz run
/// draws the same inputs: a failure found once is found again on every machine.
///
/// Why our own: `SystemRandomNumberGenerator` is not seedable, and the fuzz tests must be
/// deterministic (no system randomness in the suite).
public struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform integer in `range`.
  public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

  /// A uniform Double in `range`.
  public mutating func double(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }

  /// True with probability `p`.
  public mutating func chance(_ p: Double) -> Bool { double(0...1) < p }

  /// One element of a non-empty array.
  public mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
}
