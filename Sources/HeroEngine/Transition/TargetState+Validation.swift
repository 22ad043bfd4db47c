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
    let layerValues = AnimatedKey.allCases.compactMap { key in key.targetValue(in: self).map { (key, $0) } }
    if !layerValues.allSatisfy(\.1.isFinite) || !delay.isFinite || !(arc?.isFinite ?? true) {
      throw fail("a modifier has a value that is not finite; use finite numbers")
    }
    for (key, value) in layerValues where key.property.range == .length && value.numbers.contains(where: { $0 < 0 }) {
      let numbers = value.numbers.map { "\($0)" }.joined(separator: ", ")
      throw fail("\(key.property.name)(\(numbers)) must be\(key == .size ? " finite and" : "") ≥ 0")
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
