import HeroModel
import HeroTestSupport

/// Random `Modifier` values built with the Swift API, for round trips through the string form and
/// for the random scenes. `wild` numbers include extremes (±1e300, 5e-324, -0) that a scene would
/// never use but `stringForm` must still print exactly; otherwise numbers stay in ranges the engine
/// accepts (opacities 0…1, lengths ≥ 0, short durations).
struct RandomModifiers {
  var rng: SplitMix64
  /// Extreme numbers allowed (round-trip tests), or only values a valid scene would hold.
  var wild: Bool
  /// heroIDs `source(…)` may name.
  var heroIDs: [String] = ["a", "b"]

  mutating func number(_ range: ClosedRange<Double>) -> Double {
    if wild, rng.chance(0.2) {
      return rng.pick([
        0, -0.0, 1e300, -1e300, Double.leastNonzeroMagnitude, 1e-7, 0.1, 1.0 / 3, 123456789.125, -2.5e-10,
      ])
    }
    let v = rng.double(range)
    // Round half of them to "nice" values, as people write them.
    return rng.chance(0.5) ? (v * 100).rounded() / 100 : v
  }

  /// A timing curve's control x: wild values clamped into `TimingCurve.controlXRange` (the parser
  /// rejects others), drawing as `number` does so that the random sequence stays the same.
  mutating func controlX() -> Double {
    min(TimingCurve.controlXRange.upperBound, max(TimingCurve.controlXRange.lowerBound, number(0...1)))
  }

  mutating func unit() -> Double { wild ? number(-2...2) : number(0...1) }

  mutating func color() -> Color {
    if rng.chance(0.3) { return rng.pick([Color.red, .black, .white, .clear, .cyan, .orange]) }
    return Color(red: unit(), green: unit(), blue: unit(), alpha: wild ? unit() : rng.pick([1, 0.5, unit()]))
  }

  /// Composed from moderate numbers: extreme ones would overflow the product to ∞ and NaN, which
  /// has no string form (documented in `Modifier.stringForm`).
  mutating func transform() -> Transform3D {
    let wasWild = wild
    wild = false
    defer { wild = wasWild }
    var t = Transform3D.identity
    for _ in 0..<rng.int(0...3) {
      switch rng.int(0...4) {
      case 0: t = t.translated(x: number(-100...100), y: number(-100...100))
      case 1:
        // Singular scales (0) on purpose: they must draw nothing, not crash.
        let s = rng.chance(0.2) ? 0 : number(-2...2)
        t = t.scaled(x: s, y: rng.chance(0.5) ? s : number(0...2))
      case 2: t = t.rotated(angle: number(-7...7), x: 0, y: 0, z: 1)
      case 3: t = t.rotated(angle: number(-1.5...1.5), x: rng.pick([0, 1]), y: rng.pick([0, 1]), z: 0)
      default:
        var p = Transform3D.identity
        p.m34 = -1 / number(200...1000)
        t = t.concatenating(p)
      }
    }
    return t
  }

  mutating func path() -> Path {
    let r = Rect(number(-20...20), number(-20...20), number(0...80), number(0...80))
    switch rng.int(0...4) {
    case 0: return .rect(r)
    case 1: return .ellipse(in: r)
    case 2: return .roundedRect(r, cornerRadius: number(0...30))
    case 3: return Path()
    default:
      var elements: [Path.Element] = [.move(to: Point(number(0...50), number(0...50)))]
      for _ in 0..<rng.int(0...4) {
        let p = Point(number(0...50), number(0...50))
        elements.append(
          rng.pick([
            .line(to: p), .quadCurve(to: p, control: Point(number(0...50), 0)),
            .curve(to: p, control1: Point(1, number(0...50)), control2: Point(number(0...50), 2)), .close,
          ]))
      }
      return Path(elements: elements)
    }
  }

  mutating func direction() -> CascadeDirection {
    rng.pick([
      .topToBottom, .bottomToTop, .leftToRight, .rightToLeft, .leadingToTrailing, .trailingToLeading,
      .radial(center: Point(number(0...200), number(0...200))),
      .inverseRadial(center: Point(number(0...200), number(0...200))),
    ])
  }

  /// Any modifier with a string form (custom conditions excluded); nested lists up to `depth`.
  mutating func modifier(depth: Int = 0) -> Modifier {
    let lengthRange: ClosedRange<Double> = wild ? -50...400 : 0...400
    switch rng.int(0...41) {
    case 0: return .fade
    case 1: return .forceNonFade
    case 2: return .opacity(unit())
    case 3: return .position(x: number(-100...400), y: number(-100...700))
    case 4: return .size(width: number(lengthRange), height: number(lengthRange))
    case 5: return .transform(transform())
    case 6: return .perspective(rng.pick([-1, 1]) * number(100...1000))
    case 7: return .scale(rng.chance(0.15) ? 0 : number(-2...2))
    case 8: return .scale(x: number(0...2), y: number(0...2), z: rng.pick([1, number(0...2)]))
    case 9:
      return .translate(x: number(-200...200), y: number(-200...200), z: rng.pick([0, number(-50...50)]))
    case 10: return .rotate(number(-7...7))
    case 11: return .rotate(x: number(-2...2), y: number(-2...2), z: number(-2...2))
    case 12: return .backgroundColor(color())
    case 13: return .borderColor(color())
    case 14: return .borderWidth(number(wild ? -5...20 : 0...20))
    case 15: return .cornerRadius(number(wild ? -5...60 : 0...60))
    case 16: return .zPosition(number(-10...10))
    case 17: return .contentsRect(Rect(unit(), unit(), unit(), unit()))
    case 18: return .contentsScale(number(0.5...3))
    case 19: return .shadowColor(color())
    case 20: return .shadowOpacity(unit())
    case 21: return .shadowOffset(Size(number(-20...20), number(-20...20)))
    case 22: return .shadowRadius(number(wild ? -5...30 : 0...30))
    case 23: return .shadowPath(path())
    case 24: return .masksToBounds(rng.chance(0.5))
    case 25: return .overlay(color: color(), opacity: unit())
    case 26: return .duration(number(wild ? -1...3 : 0...0.8))
    case 27: return .durationMatchLongest
    case 28: return .delay(number(wild ? -1...3 : 0...0.3))
    case 29:
      return .timingFunction(
        rng.chance(0.5)
          ? rng.pick(TimingCurve.named.map(\.curve))
          : TimingCurve(controlX(), number(-1...2), controlX(), number(-1...2)))
    case 30:
      return .spring(stiffness: number(wild ? -10...800 : 50...800), damping: number(wild ? -5...60 : 5...60))
    case 31:
      return .source(
        heroID: wild ? rng.pick(["a", "my-id", "it's", "x\"y", "é", "", "a b"]) : rng.pick(heroIDs))
    case 32: return .arc(intensity: number(wild ? -2...3 : 0...3))
    case 33:
      return .cascade(
        delta: number(wild ? -1...1 : 0...0.05), direction: direction(), delayMatchedViews: rng.chance(0.5))
    case 34: return depth < 2 ? .beginWith(list(depth: depth + 1)) : .fade
    case 35: return .useGlobalCoordinateSpace
    case 36: return .ignoreSubviewModifiers(recursive: rng.chance(0.5))
    case 37: return Modifier(.snapshotType(rng.pick(SnapshotType.allCases)))
    case 38: return .forceAnimate
    case 39: return .useScaleBasedSizeChange
    default:
      guard depth < 2 else { return .fade }
      let condition = rng.pick([Condition.matched, .presenting, .dismissing, .appearing, .disappearing])
      return Modifier(.when(condition, list(depth: depth + 1)))
    }
  }

  mutating func list(depth: Int = 0) -> [Modifier] {
    (0..<rng.int(0...3)).map { _ in modifier(depth: depth) }
  }
}
