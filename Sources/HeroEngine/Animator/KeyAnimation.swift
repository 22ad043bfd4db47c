import HeroModel

/// How a key's fraction advances with time (hero-semantics §6.6 selection: arc > spring > Bézier).
public enum KeyCurve: Hashable, Sendable {
  /// A cubic Bézier timing curve over the key's duration.
  case bezier(TimingCurve)
  /// A damped spring by time; the key's duration is the spring's settling duration.
  case spring(Spring)
  /// A quadratic arc for `position`, walked by the Bézier parameter at the eased fraction.
  case arc(ArcPath, TimingCurve)
}

/// One key of one view animating from a value to another: Hero's `CABasicAnimation` /
/// `CASpringAnimation` / arc keyframe animation with fill mode "both".
public struct KeyAnimation: Hashable, Sendable {
  public var key: AnimatedKey
  public var from: KeyValue { didSet { transformPath = Self.transformPath(from, to) } }
  public var to: KeyValue { didSet { transformPath = Self.transformPath(from, to) } }
  /// Seconds after the animation clock's origin at which the key starts moving.
  public var delay: Double
  /// Seconds the key takes (the settling duration for a spring).
  public var duration: Double
  public var curve: KeyCurve
  /// The transform ends decomposed once (derived from `from` and `to`), so sampling a transform
  /// key does not decompose both matrices every frame.
  private var transformPath: TransformInterpolation?

  init(key: AnimatedKey, from: KeyValue, to: KeyValue, delay: Double, duration: Double, curve: KeyCurve) {
    self.key = key
    self.from = from
    self.to = to
    self.delay = delay
    self.duration = duration
    self.curve = curve
    self.transformPath = Self.transformPath(from, to)
  }

  private static func transformPath(_ from: KeyValue, _ to: KeyValue) -> TransformInterpolation? {
    guard case .transform(let a) = from, case .transform(let b) = to else { return nil }
    return TransformInterpolation(from: a, to: b)
  }

  /// The time the key reaches its end value.
  public var endTime: Double { delay + duration }

  /// The eased progress at `local` seconds into the key (0 before, 1 at the end for Bézier curves;
  /// springs and overshooting curves may leave 0…1 in between).
  func eased(local: Double) -> Double {
    switch curve {
    case .bezier(let c), .arc(_, let c):
      guard duration > 0 else { return 1 }
      return c.value(at: min(1, max(0, local / duration)))
    case .spring(let s):
      return local >= duration ? 1 : s.value(at: max(0, local))
    }
  }

  /// The value at time `t` on the animation clock with fill mode "both": the from value before the
  /// delay, the to value held after the end. `seeking` clamps the local time to 1 ms before the end,
  /// as Hero's interactive seek does (hero-semantics §6.12).
  public func value(at t: Double, seeking: Bool = false) -> KeyValue {
    let upper = seeking ? max(0, duration - 0.001) : duration
    let local = min(max(t - delay, 0), upper)
    if t < delay || (local <= 0 && upper > 0) { return from }
    if !seeking && local >= duration { return to }
    let e = eased(local: local)
    if case .arc(let path, _) = curve { return .point(path.point(at: e)) }
    if let transformPath { return .transform(transformPath.value(at: e)) }
    return from.interpolated(to: to, fraction: e)
  }

  /// Builds the key's animation with Hero's selection rule: an arc for `position` when both
  /// |Δx| and |Δy| are at least 1 point, else a spring when the state has one (never for
  /// `cornerRadius`), else the Bézier curve over `duration`.
  static func make(
    key: AnimatedKey, from: KeyValue, to: KeyValue, delay: Double, duration: Double, curve: TimingCurve,
    spring: SpringParameters?, arc: Double?
  ) -> KeyAnimation {
    if key == .position, let arc, case .point(let p0) = from, case .point(let p1) = to {
      let path = ArcPath(from: p0, to: p1, intensity: arc)
      if path.isApplicable {
        return KeyAnimation(
          key: key, from: from, to: to, delay: delay, duration: duration, curve: .arc(path, curve))
      }
    }
    if let spring, key != .cornerRadius {
      let s = Spring(stiffness: spring.stiffness, damping: spring.damping)
      return KeyAnimation(
        key: key, from: from, to: to, delay: delay, duration: s.settlingDuration, curve: .spring(s))
    }
    return KeyAnimation(key: key, from: from, to: to, delay: delay, duration: duration, curve: .bezier(curve))
  }
}
