import HeroEngine
import HeroModel

/// Scalars, tuples, colours and enumerations of the scene format.
extension SceneDecoder {
  func number(_ value: JSONValue, _ path: String) throws(SceneError) -> Double {
    guard case .number(let n) = value.node else {
      throw error("expected a number, found \(value.typeDescription)", at: path, value)
    }
    return n
  }

  func number(_ value: JSONValue, _ path: String, in range: ClosedRange<Double>) throws(SceneError) -> Double {
    let n = try number(value, path)
    guard range.contains(n) else {
      throw error(
        "\(format(n)) is out of range; expected \(format(range.lowerBound))…\(format(range.upperBound))",
        at: path, value)
    }
    return n
  }

  func nonNegative(_ value: JSONValue, _ path: String) throws(SceneError) -> Double {
    let n = try number(value, path)
    guard n >= 0 else { throw error("must not be negative (found \(format(n)))", at: path, value) }
    return n
  }

  func positive(_ value: JSONValue, _ path: String) throws(SceneError) -> Double {
    let n = try number(value, path)
    guard n > 0 else { throw error("must be greater than 0 (found \(format(n)))", at: path, value) }
    return n
  }

  /// A number in a layer property's range (`LayerProperty.range`): 0…1 for opacities, ≥ 0 for lengths
  /// and scales. Scene files are strict where animation clamps: a value outside is an error.
  func layerNumber(_ property: LayerProperty) -> (JSONValue, String) throws(SceneError) -> Double {
    { (value, path) throws(SceneError) in
      switch property.range {
      case .unit: try fraction(value, path)
      case .length, .nonNegative: try nonNegative(value, path)
      case .unbounded: try number(value, path)
      }
    }
  }

  /// 0…1: opacities and progress values.
  func fraction(_ value: JSONValue, _ path: String) throws(SceneError) -> Double {
    try number(value, path, in: 0...1)
  }

  func integer(_ value: JSONValue, _ path: String, in range: ClosedRange<Int>) throws(SceneError) -> Int {
    let n = try number(value, path)
    guard n == n.rounded(), let i = Int(exactly: n) else {
      throw error("expected a whole number, found \(format(n))", at: path, value)
    }
    guard range.contains(i) else {
      let upper = range.upperBound == Int.max ? "" : "\(range.upperBound)"
      throw error("\(i) is out of range; expected \(range.lowerBound)…\(upper)", at: path, value)
    }
    return i
  }

  func bool(_ value: JSONValue, _ path: String) throws(SceneError) -> Bool {
    guard case .bool(let b) = value.node else {
      throw error("expected true or false, found \(value.typeDescription)", at: path, value)
    }
    return b
  }

  func string(_ value: JSONValue, _ path: String) throws(SceneError) -> String {
    guard case .string(let s) = value.node else {
      throw error("expected a string, found \(value.typeDescription)", at: path, value)
    }
    return s
  }

  func nonEmptyString(_ value: JSONValue, _ path: String) throws(SceneError) -> String {
    let s = try string(value, path)
    guard !s.trimmingWhitespace.isEmpty else { throw error("must not be empty", at: path, value) }
    return s
  }

  func array(_ value: JSONValue, _ path: String) throws(SceneError) -> [JSONValue] {
    guard case .array(let elements) = value.node else {
      throw error("expected an array, found \(value.typeDescription)", at: path, value)
    }
    return elements
  }

  /// An array of exactly `count` numbers, described as `shape` (`[x, y, width, height]`) in errors.
  func numbers(_ value: JSONValue, _ path: String, count: Int, shape: String) throws(SceneError) -> [Double] {
    guard case .array(let elements) = value.node else {
      throw error("expected \(shape), found \(value.typeDescription)", at: path, value)
    }
    guard elements.count == count else {
      throw error("expected \(shape) (\(count) numbers), found \(elements.count) elements", at: path, value)
    }
    var result: [Double] = []
    for (i, element) in elements.enumerated() {
      result.append(try number(element, JSONPath.index(i, in: path)))
    }
    return result
  }

  /// Element `i` of an array value (for pointing at one component), else the value itself.
  func element(_ value: JSONValue, _ i: Int) -> JSONValue {
    guard case .array(let elements) = value.node, elements.indices.contains(i) else { return value }
    return elements[i]
  }

  /// Lengths and coordinates the compositor can draw: 0, or a magnitude in `geometryRange`
  /// (points). Outside it (`5e-324`, `1e300`) Cairo's matrices stop being invertible, so `lint`
  /// refuses what `render` could not draw.
  static let geometryRange = 1e-6...1e6

  func geometric(_ numbers: [Double], _ path: String, _ value: JSONValue) throws(SceneError) -> [Double] {
    for n in numbers where n != 0 && !Self.geometryRange.contains(abs(n)) {
      throw error(
        "\(format(n)) is out of range for a length or coordinate; use 0 or a magnitude in \(format(Self.geometryRange.lowerBound))…\(format(Self.geometryRange.upperBound)) points",
        at: path, value)
    }
    return numbers
  }

  func point(_ value: JSONValue, _ path: String) throws(SceneError) -> Point {
    let n = try geometric(numbers(value, path, count: 2, shape: "[x, y]"), path, value)
    return Point(n[0], n[1])
  }

  func size(_ value: JSONValue, _ path: String) throws(SceneError) -> Size {
    let n = try geometric(numbers(value, path, count: 2, shape: "[width, height]"), path, value)
    return Size(n[0], n[1])
  }

  /// `[x, y, width, height]`; negative sizes are rejected.
  func rect(_ value: JSONValue, _ path: String) throws(SceneError) -> Rect {
    let n = try geometric(numbers(value, path, count: 4, shape: "[x, y, width, height]"), path, value)
    guard n[2] >= 0, n[3] >= 0 else {
      throw error(
        "size must not be negative (found \(format(n[2]))×\(format(n[3])))", at: path, value)
    }
    return Rect(n[0], n[1], n[2], n[3])
  }

  /// A colour: `"#RRGGBB"`, `"#RRGGBBAA"`, `[r, g, b, a]` in 0…1, a UIKit name, or
  /// `{"light": …, "dark": …}`, in the variant's appearance.
  func color(_ value: JSONValue, _ path: String) throws(SceneError) -> Color {
    try color(value, path, in: variant.resolvedAppearance, takesPair: true)
  }

  /// A colour as `appearance` shows it: a system colour name takes that appearance's value. A
  /// `{"light", "dark"}` pair is taken where `takesPair`; each side of one is a single colour,
  /// its names read in the side's own appearance.
  private func color(
    _ value: JSONValue, _ path: String, in appearance: Appearance, takesPair: Bool
  ) throws(SceneError) -> Color {
    switch value.node {
    case .array:
      let c = try numbers(value, path, count: 4, shape: "[r, g, b, a]")
      for (i, component) in c.enumerated() where !(0...1).contains(component) {
        throw error(
          "colour component \(format(component)) is out of range; expected 0…1",
          at: JSONPath.index(i, in: path),
          element(value, i))
      }
      return Color(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    case .string(let text):
      if text.hasPrefix("#") {
        guard let c = Color(hex: text) else {
          throw error(
            "invalid colour '\(Excerpt.quote(text))'; expected #RRGGBB or #RRGGBBAA", at: path, value)
        }
        return c
      }
      if let c = Color.named(text, in: appearance) { return c }
      throw error(
        "unknown colour '\(Excerpt.quote(text))'", at: path, value,
        suggestion: NameSuggestion.closest(to: text, in: Color.uikitNames))
    case .object where takesPair:
      return try dynamicColor(value, path).resolved(appearance)
    case .object:
      throw error(
        "a light or dark value is one colour, not another {\"light\": …, \"dark\": …} pair", at: path, value)
    default:
      throw error(
        "expected a colour (\"#RRGGBB\", \"#RRGGBBAA\", [r, g, b, a], a name or {\"light\": …, \"dark\": …}), found \(value.typeDescription)",
        at: path, value)
    }
  }

  static let dynamicColorKeys = ["light", "dark"]

  /// `{"light": colour, "dark": colour}`: a colour for each appearance, both required.
  func dynamicColor(_ value: JSONValue, _ path: String) throws(SceneError) -> DynamicColor {
    let f = try object(value, at: path, keys: Self.dynamicColorKeys)
    func side(_ appearance: Appearance) throws(SceneError) -> Color {
      try f.require(appearance.rawValue) { (v, p) throws(SceneError) in
        try color(v, p, in: appearance, takesPair: false)
      }
    }
    return DynamicColor(light: try side(.light), dark: try side(.dark))
  }

  /// A string naming one of `cases`, with a suggestion when misspelt.
  func enumeration<E: RawRepresentable>(
    _ value: JSONValue, _ path: String, cases: [E], what: String
  ) throws(SceneError) -> E where E.RawValue == String {
    let text = try string(value, path)
    if let e = cases.first(where: { $0.rawValue == text }) { return e }
    throw unknownName(text, what: what, names: cases.map(\.rawValue), at: path, value)
  }

  /// A string that is one of `names`, with a suggestion when misspelt (`suggesting` may know a
  /// better one than the nearest spelling).
  func knownName(
    _ value: JSONValue, _ path: String, in names: [String], what: String,
    suggesting: (String) -> String? = { _ in nil }
  ) throws(SceneError) -> String {
    let text = try string(value, path)
    guard names.contains(text) else {
      throw unknownName(text, what: what, names: names, at: path, value, suggestion: suggesting(text))
    }
    return text
  }

  /// The error for `text`, which names no `what`: the names it may be (and `alternative`, another
  /// form the value may take), with the nearest name as the suggestion unless `suggestion` is given.
  func unknownName(
    _ text: String, what: String, names: [String], alternative: String? = nil, at path: String, _ value: JSONValue,
    suggestion: String? = nil
  ) -> SceneError {
    error(
      "unknown \(what) '\(Excerpt.quote(text))'; expected one of \(names.joined(separator: ", "))"
        + (alternative.map { " or \($0)" } ?? ""), at: path, value,
      suggestion: suggestion ?? NameSuggestion.closest(to: text, in: names))
  }

  /// Numbers as messages print them: `12`, `0.5`.
  func format(_ n: Double) -> String {
    NumberText.shortest(n)
  }
}

extension String {
  var trimmingWhitespace: Substring {
    let s = self.drop { $0.isWhitespace }
    return s.dropLast(s.reversed().prefix { $0.isWhitespace }.count)
  }
}
