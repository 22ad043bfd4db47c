import HeroEngine
import HeroModel

/// Turns a parsed scene document into a `Scene`, checking every value on the way.
///
/// Each decoding step takes the value and its JSON path and throws a `SceneError` that names both,
/// so each problem in a file is reported precisely. Image paths resolve against `baseDirectory`
/// (the scene file's folder).
///
/// The decoder goes on after an error where it can, into `log`: an unknown key is logged and
/// skipped, an optional value that is wrong is logged and left at its default (`Fields.optional`),
/// a child view that cannot be read is logged and left out, a modifier string reports each bad
/// modifier. A required value that is wrong throws to the nearest of those points. Whatever was
/// logged, the scene is not returned (`SceneLoader` throws the log's first error).
struct SceneDecoder {
  let file: String
  let baseDirectory: String
  /// Where the errors the decoder goes on after are kept (shared by the copies a decode makes).
  let log: SceneErrorLog
  /// With `--sandbox`: the folder every referenced file must lie in (the project root).
  var sandbox: String? = nil
  /// The golden settings a scene's `golden` object starts from (the project file's defaults).
  var goldenDefaults = GoldenSettings()
  /// The font families labels may name (the bundled ones until the scene's `fonts` are read).
  var fontCatalog = FontCatalog.bundled
  /// False when the scene's `fonts` could not be read: its families are unknown, so a label's
  /// family is not checked (it would be reported unknown for the fonts' error).
  var checksFontFamilies = true
  /// The variant the scene is resolved for (docs/variants.md): light/dark colours, text styles,
  /// the device's canvas and right-to-left mirroring. The default resolves as UIKit's defaults.
  var variant = Variant()
  /// The project's `variants`, which a scene's own replace.
  var variantDefaults = VariantAxes()
  /// True when frames are mirrored about their superview: a right-to-left variant of a scene that
  /// follows the layout direction.
  var mirrors = false
  /// Lays out screens a scene side refers to in a storyboard (nil: such a side is an error).
  var screens: (any ScreenImporting)? = nil

  /// The error for `value` at `path`.
  func error(_ message: String, at path: String, _ value: JSONValue, suggestion: String? = nil) -> SceneError {
    SceneError(
      file: file, path: path, line: value.location.line, column: value.location.column,
      message: message, suggestion: suggestion)
  }

  /// Logs an error the decoder goes on after.
  func report(_ error: SceneError) { log.add(error) }

  /// Runs `body`, logging what it throws: nil then.
  func attempt<T>(_ body: () throws(SceneError) -> T) -> T? {
    do { return try body() } catch {
      log.add(error)
      return nil
    }
  }

  /// Reads `value` as an object whose keys must all be in `keys`; each unknown key is logged and
  /// skipped.
  func object(_ value: JSONValue, at path: String, keys: [String]) throws(SceneError) -> Fields {
    guard case .object(let members) = value.node else {
      throw error("expected an object, found \(value.typeDescription)", at: path, value)
    }
    var misspelt: [String: SceneError] = [:]
    for member in members where !keys.contains(member.key) {
      let e = SceneError(
        file: file, path: JSONPath.key(member.key, in: path), line: member.keyLocation.line,
        column: member.keyLocation.column, message: "unknown key '\(Excerpt.quote(member.key))'",
        suggestion: NameSuggestion.closest(to: member.key, in: keys))
      report(e)
      // At most one per known key: bounded by `keys`, however many unknown keys the object has.
      if let meant = e.suggestion, misspelt[meant] == nil { misspelt[meant] = e }
    }
    return Fields(decoder: self, path: path, value: value, members: members, misspelt: misspelt)
  }

  /// An object's members, looked up by key with the right JSON path for each.
  struct Fields {
    let decoder: SceneDecoder
    let path: String
    let value: JSONValue
    let members: [JSONMember]
    /// The unknown-key error that suggested each known key (`"elipse"` for `ellipse`).
    var misspelt: [String: SceneError] = [:]

    /// The value for `key`, or nil when absent or JSON `null`.
    subscript(key: String) -> JSONValue? {
      guard let member = members.first(where: { $0.key == key }), !member.value.isNull else { return nil }
      return member.value
    }

    func path(_ key: String) -> String { JSONPath.key(key, in: path) }

    func required(_ key: String) throws(SceneError) -> JSONValue {
      guard let value = self[key] else { throw missing(key) }
      return value
    }

    /// The error for a required key that is absent: a misspelling of it was already reported
    /// (`unknown key 'elipse'; did you mean 'ellipse'?`), and is the error again rather than a
    /// second one that says less (the log keeps one of the two).
    func missing(_ keys: String..., message: String? = nil) -> SceneError {
      for key in keys { if let e = misspelt[key] { return e } }
      var e = decoder.error(message ?? "missing required key '\(keys[0])'", at: path, value)
      e.sortsAt = value.lastLocation
      return e
    }

    /// Decodes `key` with `decode` when present. A value that is wrong is logged, and nil stands
    /// for it (the default), so the decoder goes on.
    func optional<T>(
      _ key: String, _ decode: (JSONValue, String) throws(SceneError) -> T
    ) throws(SceneError) -> T? {
      guard let value = self[key] else { return nil }
      return decoder.attempt { () throws(SceneError) in try decode(value, path(key)) }
    }

    /// `key` as one of `E`'s cases by raw value (`what` names the kind in the error), when present.
    func optionalCase<E: CaseIterable & RawRepresentable>(
      _ key: String, _: E.Type, what: String
    ) throws(SceneError) -> E? where E.RawValue == String {
      try optional(key) { (v, p) throws(SceneError) in
        try decoder.enumeration(v, p, cases: Array(E.allCases), what: what)
      }
    }

    /// Decodes the required `key` with `decode`.
    func require<T>(
      _ key: String, _ decode: (JSONValue, String) throws(SceneError) -> T
    ) throws(SceneError) -> T {
      try decode(try required(key), path(key))
    }
  }
}

/// JSON paths as errors print them: `to.children[2].modifiers`.
enum JSONPath {
  /// A long key (a megabyte-long typo) appears as a short excerpt, like any quoted value.
  static func key(_ key: String, in path: String) -> String {
    let key = Excerpt.quote(key)
    let isIdentifier =
      !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
    let component = isIdentifier ? key : "[\"\(key)\"]"
    if path.isEmpty { return isIdentifier ? key : component }
    return isIdentifier ? "\(path).\(key)" : path + component
  }

  static func index(_ index: Int, in path: String) -> String { "\(path)[\(index)]" }
}
