import HeroModel

/// One name of the modifier string syntax: how its arguments read, what it means, and an example.
///
/// `ModifierSpec.all` is the one list of modifier names: the parser looks names up in it, `stringForm`
/// prints with its names, and `docs/modifiers.md` is generated from it (`hero modifiers --markdown`).
public struct ModifierSpec: Sendable {
  /// Reads the arguments of one call. `lenient` and `warnings` are for the nested lists of
  /// `beginWith` and the `when…` forms (unknown names inside are skipped when lenient).
  typealias Reader =
    @Sendable (ModifierArguments, _ lenient: Bool, _ warnings: inout [ModifierSyntaxError])
    throws(ModifierSyntaxError) -> Modifier

  /// Where the reference groups a modifier.
  public enum Section: String, Sendable, CaseIterable {
    case appearance = "Appearance"
    case transform = "Transforms"
    case timing = "Timing"
    case placement = "Matching and placement"
    case snapshot = "Snapshots"
    case nesting = "Nested and conditional lists"
  }

  public let name: String
  public let section: Section
  /// The argument shapes with their defaults, as written: `["scale(s)", "scale(x = 1, y = 1, z = 1)"]`.
  /// Empty for a modifier that takes no arguments. A parameter written `name = value` is optional
  /// and `value` is what the parser uses when it is left out.
  public let forms: [String]
  /// What the modifier does, in Hero's terms (HeroFrames extensions say so).
  public let meaning: String
  /// A short modifier string using it; the reference shows it and a test parses it.
  public let example: String
  let read: Reader

  init(
    _ name: String, _ section: Section, forms: [String] = [], _ meaning: String, example: String? = nil,
    read: @escaping Reader
  ) {
    self.name = name
    self.section = section
    self.forms = forms
    self.meaning = meaning
    self.example = example ?? name
    self.read = read
  }

  /// A modifier that takes no arguments: a bare name and an empty call are the same, as in Hero.
  init(flag name: String, _ section: Section, _ modifier: Modifier, _ meaning: String) {
    self.init(name, section, meaning) { a, _, _ throws(ModifierSyntaxError) in
      try a.expect(atMost: 0)
      return modifier
    }
  }

  /// A modifier of numbers that may be left out from the end, each then taking its default.
  /// `parameters` names them with their defaults once, for both the written form
  /// (`spring(stiffness = 250, damping = 30)`) and the reader; `one` reads a single argument its own
  /// way (`scale(s)`), and its form is listed first.
  static func numbers(
    _ name: String, _ section: Section, _ parameters: KeyValuePairs<String, Double>, _ meaning: String,
    example: String, one: (form: String, make: @Sendable (Double) -> Modifier)? = nil,
    _ make: @escaping @Sendable ([Double]) -> Modifier
  ) -> ModifierSpec {
    let defaults = parameters.map(\.value)
    let written = parameters.map { "\($0.key) = \(StringFormFormatter.number($0.value))" }
    let forms = (one.map { [$0.form] } ?? []) + ["\(name)(\(written.joined(separator: ", ")))"]
    return ModifierSpec(name, section, forms: forms, meaning, example: example) { a, _, _ throws(ModifierSyntaxError) in
      if let one, a.count == 1 { return one.make(try a.number(0)) }
      return make(try a.numbers(defaults: defaults))
    }
  }

  /// `name(arguments)`, as `stringForm` prints a call.
  func call(_ arguments: String) -> String { "\(name)(\(arguments))" }
}

extension ModifierSpec {
  /// Every modifier name the parser knows. The order is the one suggestions break ties by (kept from
  /// before the registry); the reference groups them by `section`.
  public static let all: [ModifierSpec] = [
    fade, forceNonFade, opacity, position, size, transform, perspective, scale, translate, rotate,
    backgroundColor, borderColor, borderWidth, cornerRadius, zPosition, contentsRect, contentsScale, shadowColor,
    shadowOpacity, shadowOffset, shadowRadius, shadowPath, masksToBounds, overlay, duration, durationMatchLongest,
    delay, timingFunction, spring, source, arc, cascade, beginWith, useGlobalCoordinateSpace, ignoreSubviewModifiers,
    useOptimizedSnapshot, useNormalSnapshot, useLayerRenderSnapshot, useNoSnapshot, forceAnimate,
    useScaleBasedSizeChange, relayoutText, whenMatched, whenPresenting, whenDismissing, whenAppearing,
    whenDisappearing,
  ]

  /// The specs by name, for the parser (a name listed twice keeps its first spec; a test checks
  /// that names are unique).
  static let byName: [String: ModifierSpec] = Dictionary(all.map { ($0.name, $0) }) { first, _ in first }
}
