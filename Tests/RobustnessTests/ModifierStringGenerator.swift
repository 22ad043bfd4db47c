import HeroEngine
import HeroTestSupport

/// Random modifier-syntax strings for the parser fuzz tests: mostly well-formed pieces of the
/// grammar (names, calls, numbers, colours, strings, labels) mixed with hostile ones (huge and
/// malformed numbers, `nan`, unicode, NUL, unbalanced brackets, deep nesting), then shuffled or cut.
///
/// Why grammar-aware: uniformly random bytes almost never get past the lexer, so they would never
/// reach the argument checks and modifier builders where crashes hide.
struct ModifierStringGenerator {
  var rng: SplitMix64

  static let names =
    ModifierParser.modifierNames + [
      // Default animations, curves, directions and other identifiers the value parsers accept.
      "auto", "none", "zoom", "zoomOut", "push", "pull", "cover", "uncover", "slide", "zoomSlide", "pageIn",
      "pageOut", "selectBy", "autoReverse", "cubicBezier", "linear", "easeIn", "standard", "easeOutBack",
      "left", "right", "up", "down", "leading", "trailing", "topToBottom", "radial", "inverseRadial", "true",
      "false", "rect", "roundedRect", "ellipse", "M", "L", "Q", "C", "Z", "red", "clear", "fdae",
      "presenting",
      "dismissing", "e400", "nan", "inf", "NaN",
    ]

  static let numbers = [
    "0", "1", "-1", "0.5", "-0", "-0.0", ".5", "5.", "1e400", "1.2.3", ".", "-.", "-", "99999999999999999999",
    String(repeating: "9", count: 400), "0." + String(repeating: "0", count: 330) + "1", "3.14159", "250",
    "-500", "1000000", "0.02", "nan", "inf", "-inf",
  ]

  static let oddities = [
    "\u{0}", "é", "😀", "\u{301}", "\u{200B}", "ß", "Ω", "\t", "\n", "\r\n", "\\", "'", "\"", "#", "##",
    "#FF0000", "#ff000080", "#12", "#GGGGGG", "'my-id'", "\"a\\\"b\"", "'unterminated", "+", "*", "/", "%",
    "@", "(", ")", ",", ":", "))", "((", " ",
  ]

  init(seed: UInt64) { rng = SplitMix64(seed: seed) }

  /// One test string: a well-formed-ish list, then perhaps shuffled, cut short, or deeply nested.
  mutating func next() -> String {
    switch rng.int(0...9) {
    case 0: return deepNesting()
    case 1: return String(tokens(count: rng.int(1...30)).joined())
    case 2: return cut(list())
    case 3:
      var t = tokens(count: rng.int(1...20))
      t.shuffle(using: &rng)
      return t.joined(separator: rng.chance(0.5) ? " " : "")
    default: return list()
    }
  }

  /// Modifiers separated by spaces.
  mutating func list() -> String {
    (0..<rng.int(0...4)).map { _ in modifier(depth: 0) }.joined(separator: rng.chance(0.9) ? " " : ", ")
  }

  /// A name or a call with arguments, sometimes labelled, sometimes nested lists.
  mutating func modifier(depth: Int) -> String {
    let name = rng.pick(Self.names)
    if rng.chance(0.3) { return name }
    let count = rng.int(0...5)
    let args = (0..<count).map { _ in argument(depth: depth) }
    return "\(name)(\(args.joined(separator: rng.chance(0.9) ? ", " : " ")))"
  }

  mutating func argument(depth: Int) -> String {
    let label = rng.chance(0.1) ? rng.pick(["presenting", "dismissing", "x", "é"]) + ": " : ""
    switch rng.int(0...9) {
    case 0...4: return label + rng.pick(Self.numbers)
    case 5: return label + rng.pick(Self.oddities)
    case 6: return label + rng.pick(Self.names)
    case 7:
      return label + "\(rng.pick(Self.numbers)) \(rng.pick(["+", "-", "*", "/"])) \(rng.pick(Self.numbers))"
    default:
      return depth < 3
        ? label + (0..<rng.int(1...3)).map { _ in modifier(depth: depth + 1) }.joined(separator: " ")
        : label + rng.pick(Self.numbers)
    }
  }

  /// Loose tokens of every kind.
  mutating func tokens(count: Int) -> [String] {
    (0..<count).map { _ in
      switch rng.int(0...3) {
      case 0: rng.pick(Self.names)
      case 1: rng.pick(Self.numbers)
      default: rng.pick(Self.oddities)
      }
    }
  }

  /// The text up to a random character.
  mutating func cut(_ text: String) -> String {
    guard !text.isEmpty else { return text }
    return String(text.prefix(rng.int(0...text.count)))
  }

  /// Calls, parentheses or labels nested far beyond any sane depth.
  mutating func deepNesting() -> String {
    let n = rng.int(50...1000)
    switch rng.int(0...3) {
    case 0: return String(repeating: "beginWith(", count: n) + "fade" + String(repeating: ")", count: n)
    case 1:
      return "opacity(" + String(repeating: "(", count: n) + "1" + String(repeating: ")", count: n) + ")"
    case 2: return "selectBy(" + String(repeating: "presenting: ", count: n) + "fade)"
    default: return "opacity(" + (0..<n).map { _ in "1" }.joined(separator: " + ") + ")"
    }
  }
}
