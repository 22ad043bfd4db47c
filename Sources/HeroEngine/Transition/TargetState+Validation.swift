import HeroModel

extension TargetState {
  /// Throws when the state would put a NaN, an infinite value or a negative length on a layer, or
  /// cannot be timed (negative delay or duration, a spring without stiffness). Its `beginWith`
  /// modifiers are checked the same way.
  ///
  /// Why here and not in the parser: modifiers also come from Swift code and user passes, and a
  /// NaN reaching a frame would poison every later interpolation silently.
  func validate(path: String) throws(TransitionError) {
    func fail(_ message: String) -> TransitionError { TransitionError(path: path, message: message) }
    let numbers = [
      opacity, cornerRadius, zPosition, borderWidth, shadowOpacity, shadowRadius, contentsScale, delay, arc,
      overlay?.opacity,
    ].compactMap { $0 }
    let colors = [backgroundColor, borderColor, shadowColor, overlay?.color].compactMap { $0 }
    if !numbers.allSatisfy(\.isFinite) || !(position?.isFinite ?? true) || !(transform?.isFinite ?? true)
      || !(contentsRect?.isFinite ?? true) || !(shadowOffset?.isFinite ?? true)
      || !(anchorPoint?.isFinite ?? true) || !colors.allSatisfy(\.isFinite)
      || !(shadowPath?.points.allSatisfy(\.isFinite) ?? true)
    {
      throw fail("a modifier has a value that is not finite; use finite numbers")
    }
    if let size, !size.isFinite || size.width < 0 || size.height < 0 {
      throw fail("size(\(size.width), \(size.height)) must be finite and ≥ 0")
    }
    for (name, value) in [
      ("cornerRadius", cornerRadius), ("borderWidth", borderWidth), ("shadowRadius", shadowRadius),
    ]
    where (value ?? 0) < 0 {
      throw fail("\(name)(\(value!)) must be ≥ 0")
    }
    if let duration, duration.isNaN || duration < 0 {
      throw fail("duration(\(duration)) must be ≥ 0 seconds")
    }
    if delay < 0 { throw fail("delay(\(delay)) must be ≥ 0 seconds") }
    if let spring,
      !(spring.stiffness > 0 && spring.damping >= 0 && spring.stiffness.isFinite && spring.damping.isFinite)
    {
      throw fail("spring(\(spring.stiffness), \(spring.damping)) needs stiffness > 0 and damping ≥ 0")
    }
    if let cascade, !(cascade.delta.isFinite && cascade.delta >= 0) {
      throw fail("cascade delta \(cascade.delta) must be a finite number of seconds ≥ 0")
    }
    if !beginState.isEmpty { try TargetState(modifiers: beginState).validate(path: path + " (beginWith)") }
  }
}
