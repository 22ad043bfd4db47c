import Foundation

/// A damped harmonic oscillator, Core Animation's `CASpringAnimation` with initial velocity 0
/// (hero-semantics §6.7).
///
/// `value(at:)` is the unit step response x(t) (0 at t = 0, settling at 1); an animated value is
/// `from + (to − from)·x(t)`, held at `to` after `settlingDuration`.
public struct Spring: Hashable, Sendable {
  /// k. Must be positive to move; a non-positive or non-finite stiffness gives a step (x = 1).
  public var stiffness: Double
  /// c. Non-positive damping never settles (`settlingDuration` is `maximumSettlingDuration`).
  public var damping: Double
  /// m. Default: 1 (Hero always uses 1).
  public var mass: Double

  /// The settling threshold of the calibrated formula (hero-semantics D12).
  public static let epsilon = 8.3e-4
  /// Cap on `settlingDuration` for springs that never settle, seconds, so timelines stay finite.
  public static let maximumSettlingDuration = 60.0

  public init(stiffness: Double, damping: Double, mass: Double = 1) {
    self.stiffness = stiffness
    self.damping = damping
    self.mass = mass
  }

  /// ω0 = √(k/m), rad/s.
  public var undampedAngularFrequency: Double { (stiffness / mass).squareRoot() }
  /// ζ = c / (2√(k·m)).
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  private var isStep: Bool {
    !(stiffness > 0 && mass > 0 && stiffness.isFinite && mass.isFinite && damping.isFinite)
  }

  /// The unit step response at `time` seconds: under-damped, critically damped or over-damped
  /// closed form. 0 for t ≤ 0.
  public func value(at time: Double) -> Double {
    if isStep { return time > 0 ? 1 : 0 }
    guard time > 0 else { return 0 }
    let w0 = undampedAngularFrequency
    let zeta = dampingRatio
    if zeta < 1 {
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      let envelope = exp(-zeta * w0 * time)
      return 1 - envelope * (cos(wd * time) + (zeta * w0 / wd) * sin(wd * time))
    } else if zeta == 1 {
      return 1 - exp(-w0 * time) * (1 + w0 * time)
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -w0 * (zeta - root)
      let r2 = -w0 * (zeta + root)
      return 1 - (r2 * exp(r1 * time) - r1 * exp(r2 * time)) / (r2 - r1)
    }
  }

  /// Seconds until the spring counts as settled.
  ///
  /// Under-damped (ζ < 1): the calibrated formula ln(1 / (ε·√(1−ζ²))) / (ζ·ω0), ε ≈ 8.3·10⁻⁴,
  /// which reproduces Apple's two published data points (k 100: c 5 → ≈2.85 s, c 15 → just over
  /// 1 s); spring(250, 30) gives ≈0.55 s and spring(250, 25) ≈0.61 s. Critically and over-damped
  /// springs (no oscillation, so the formula does not apply) settle when 1 − x(t) falls to ε, found
  /// by bisection. Never more than `maximumSettlingDuration`.
  public var settlingDuration: Double {
    if isStep { return 0 }
    let w0 = undampedAngularFrequency
    let zeta = dampingRatio
    guard zeta > 0 else { return Self.maximumSettlingDuration }
    if zeta < 1 {
      let t = log(1 / (Self.epsilon * (1 - zeta * zeta).squareRoot())) / (zeta * w0)
      return min(max(t, 0), Self.maximumSettlingDuration)
    }
    // Monotone response: bisect 1 − x(t) = ε.
    var hi = 1.0 / w0
    while 1 - value(at: hi) > Self.epsilon && hi < Self.maximumSettlingDuration { hi *= 2 }
    if hi >= Self.maximumSettlingDuration { return Self.maximumSettlingDuration }
    var lo = 0.0
    for _ in 0..<80 {
      let mid = (lo + hi) / 2
      if 1 - value(at: mid) > Self.epsilon { lo = mid } else { hi = mid }
    }
    return hi
  }
}
