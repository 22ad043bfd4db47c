import HeroModel

/// Hero's modifier strings (hero-semantics §2), extended so that every modifier has a string form
/// (hero-semantics §2.3), plus the scene file's transform, default-animation,
/// timing-curve and colour strings.
///
/// Strict by default (hero-semantics D10): an unknown name or a malformed argument throws a
/// `ModifierSyntaxError` naming the column, the text and, when close, the intended name. Nothing
/// crashes. `Modifier.stringForm` prints any modifier back so that `parse(m.stringForm) == [m]`.
///
/// The grammar, beyond Hero's: colours `#RRGGBB` / `#RRGGBBAA` and UIKit names (system colours in
/// the appearance given); quoted strings
/// (`'my-id'`, `"my_id"`, backslash escapes) for source ids that are not plain identifiers;
/// `label:` arguments (`selectBy(presenting: …)`); space-separated modifier lists inside
/// `beginWith(…)` and the `when…(…)` forms. Numbers are Doubles (Hero used 32-bit floats).
public enum ModifierParser {
  /// A modifier string: modifiers separated by whitespace. Throws on any unknown name or
  /// malformed argument: the first error of the string (`parseReportingAll`'s first).
  /// `appearance`: what UIKit system colour names resolve to (a scene variant's; light by default).
  public static func parse(_ text: String, appearance: Appearance = .light) throws(ModifierSyntaxError) -> [Modifier] {
    let parsed = parseReportingAll(text, errorLimit: 1, appearance: appearance)
    if let first = parsed.errors.first { throw first }
    return parsed.modifiers
  }

  /// Hero-compatible: unknown modifier names (also inside `beginWith` / `when…`) are skipped and
  /// returned as warnings; syntax errors and malformed arguments of known modifiers still throw.
  public static func parseLenient(_ text: String, appearance: Appearance = .light) throws(ModifierSyntaxError) -> (
    modifiers: [Modifier], warnings: [ModifierSyntaxError]
  ) {
    var warnings: [ModifierSyntaxError] = []
    let result = try modifiers(of: text, lenient: true, appearance: appearance, warnings: &warnings)
    return (result, warnings)
  }

  /// The modifiers of `text`, each top-level node converted as soon as it is parsed, so that the
  /// node tree of a long string is never held whole (it was most of the 60 bytes a character that
  /// parsing took). Errors come as if the whole string were parsed first: a syntax error anywhere
  /// before the first malformed or unknown modifier.
  static func modifiers(
    of text: String, lenient: Bool, appearance: Appearance, warnings: inout [ModifierSyntaxError]
  ) throws(ModifierSyntaxError) -> [Modifier] {
    var parser = try ModifierNodeParser(text)
    var result: [Modifier] = []
    var conversionError: ModifierSyntaxError?
    while let node = try parser.parseNext() {
      guard conversionError == nil else { continue }
      do {
        result += try modifiers(from: [node], lenient: lenient, appearance: appearance, warnings: &warnings)
      } catch {
        conversionError = error
      }
    }
    if let conversionError { throw conversionError }
    return result
  }

  /// A view's `transform` string (`"rotate(0.2) scale(0.9) translate(10, 0) perspective(-500)"`),
  /// folded into one matrix by the modifiers' composition rules (hero-semantics §1.2). Only
  /// `translate`, `scale`, `rotate`, `perspective` and `transform` are allowed. Empty = identity.
  public static func parseTransform(_ text: String) throws(ModifierSyntaxError) -> Transform3D {
    var parser = try ModifierNodeParser(text)
    let nodes = try parser.parseAll()
    var state = TargetState()
    for node in nodes {
      if let name = node.name, !transformNames.contains(name), modifierNames.contains(name) {
        throw ModifierSyntaxError(
          column: node.column, text: node.text,
          message:
            "'\(name)' is not a transform function (use translate, scale, rotate, perspective or transform)")
      }
      var warnings: [ModifierSyntaxError] = []
      guard let m = try modifier(from: node, lenient: false, appearance: .light, warnings: &warnings) else {
        continue
      }
      state.append(m)
    }
    return state.transform ?? .identity
  }

  static let transformNames: Set<String> = ["translate", "scale", "rotate", "perspective", "transform"]

  // MARK: Nodes → modifiers

  static func modifiers(
    from nodes: [ModifierNode], lenient: Bool, appearance: Appearance, warnings: inout [ModifierSyntaxError]
  ) throws(ModifierSyntaxError) -> [Modifier] {
    var result: [Modifier] = []
    for node in nodes {
      let items: [ModifierNode]
      if case .sequence(let list) = node.kind { items = list } else { items = [node] }
      for item in items {
        if let m = try modifier(from: item, lenient: lenient, appearance: appearance, warnings: &warnings) {
          result.append(m)
        }
      }
    }
    return result
  }

  /// One modifier; nil when lenient and the name is unknown (a warning is recorded).
  static func modifier(
    from node: ModifierNode, lenient: Bool, appearance: Appearance, warnings: inout [ModifierSyntaxError]
  ) throws(ModifierSyntaxError) -> Modifier? {
    guard let name = node.name else {
      let error = ModifierSyntaxError(
        column: node.column, text: node.text, message: "expected a modifier name, found '\(node.text)'")
      if lenient {
        warnings.append(error)
        return nil
      }
      throw error
    }
    let args = try ModifierArguments(node, name: name, appearance: appearance)
    if let spec = ModifierSpec.byName[name] { return try spec.read(args, lenient, &warnings) }
    let error = ModifierSyntaxError(
      column: node.column, text: name, message: "unknown modifier '\(Excerpt.quote(name))'",
      suggestion: NameSuggestion.closest(to: name, in: modifierNames))
    if lenient {
      warnings.append(error)
      return nil
    }
    throw error
  }

  /// Every modifier name the parser knows, in a fixed order (for suggestions).
  public static let modifierNames: [String] = ModifierSpec.all.map(\.name)
}
