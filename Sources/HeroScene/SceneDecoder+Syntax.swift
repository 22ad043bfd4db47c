import HeroEngine
import HeroModel

/// Strings in the modifier syntax, parsed by the engine's strict `ModifierParser`; its errors are
/// re-thrown with the JSON path and location of the string.
extension SceneDecoder {
  /// Every bad modifier of the string is logged (`ModifierParser.parseReportingAll`), each at the
  /// string's line and column with its own column in the message.
  func modifiers(_ value: JSONValue, _ path: String) throws(SceneError) -> [Modifier] {
    let text = try string(value, path)
    let parsed = ModifierParser.parseReportingAll(text, errorLimit: SceneErrorLog.limit)
    for e in parsed.errors { report(wrap(e, at: path, value)) }
    log.addUnlisted(parsed.omittedErrors)
    return parsed.modifiers
  }

  /// A view's `transform`: transform functions only, folded into one matrix.
  func transform(_ value: JSONValue, _ path: String) throws(SceneError) -> Transform3D {
    try modifierSyntax(value, path, ModifierParser.parseTransform)
  }

  func defaultAnimation(_ value: JSONValue, _ path: String) throws(SceneError) -> DefaultAnimation {
    try modifierSyntax(value, path, ModifierParser.parseDefaultAnimation)
  }

  /// A string in the modifier syntax read by `parse`, its syntax error placed at `path`.
  private func modifierSyntax<T>(
    _ value: JSONValue, _ path: String, _ parse: (String) throws(ModifierSyntaxError) -> T
  ) throws(SceneError) -> T {
    let text = try string(value, path)
    do {
      return try parse(text)
    } catch {
      throw wrap(error, at: path, value)
    }
  }

  /// A named curve or `cubicBezier(x1, y1, x2, y2)`; also `[x1, y1, x2, y2]`.
  func timingCurve(_ value: JSONValue, _ path: String) throws(SceneError) -> TimingCurve {
    if case .array = value.node {
      let c = try numbers(value, path, count: 4, shape: "[x1, y1, x2, y2]")
      for i in [0, 2] where !TimingCurve.controlXRange.contains(c[i]) {
        throw error(
          "control point x must be in 0…1 (found \(format(c[i])))", at: JSONPath.index(i, in: path),
          element(value, i))
      }
      return TimingCurve(c[0], c[1], c[2], c[3])
    }
    let text = try string(value, path)
    do {
      return try ModifierParser.parseTimingCurve(text)
    } catch {
      throw wrap(error, at: path, value)
    }
  }

  /// Keeps the parser's message (which names the column within the string) and its suggestion.
  private func wrap(_ e: ModifierSyntaxError, at path: String, _ value: JSONValue) -> SceneError {
    var message = e.description
    if let suggestion = e.suggestion {
      let suffix = "; did you mean '\(suggestion)'?"
      if message.hasSuffix(suffix) { message.removeLast(suffix.count) }
    }
    return error(message, at: path, value, suggestion: e.suggestion)
  }
}
