import HeroEngine
import HeroModel

/// Turns a parsed scene document into a `Scene`, checking every value on the way.
///
/// Each decoding step takes the value and its JSON path and throws a `SceneError` that names both,
/// so the first problem in a file is reported precisely. Image paths resolve against
/// `baseDirectory` (the scene file's folder).
struct SceneDecoder {
  let file: String
  let baseDirectory: String
  /// With `--sandbox`: the folder every referenced file must lie in (the project root).
  var sandbox: String? = nil
  /// The golden settings a scene's `golden` object starts from (the project file's defaults).
  var goldenDefaults = GoldenSettings()
  /// The font families labels may name (the bundled ones until the scene's `fonts` are read).
  var fontCatalog = FontCatalog.bundled

  /// The error for `value` at `path`.
  func error(_ message: String, at path: String, _ value: JSONValue, suggestion: String? = nil) -> SceneError {
    SceneError(
      file: file, path: path, line: value.location.line, column: value.location.column,
      message: message, suggestion: suggestion)
  }

  /// Reads `value` as an object whose keys must all be in `keys`.
  func object(_ value: JSONValue, at path: String, keys: [String]) throws(SceneError) -> Fields {
    guard case .object(let members) = value.node else {
      throw error("expected an object, found \(value.typeDescription)", at: path, value)
    }
    for member in members where !keys.contains(member.key) {
      throw SceneError(
        file: file, path: JSONPath.key(member.key, in: path), line: member.keyLocation.line,
        column: member.keyLocation.column, message: "unknown key '\(Excerpt.quote(member.key))'",
        suggestion: NameSuggestion.closest(to: member.key, in: keys))
    }
    return Fields(decoder: self, path: path, value: value, members: members)
  }

  /// An object's members, looked up by key with the right JSON path for each.
  struct Fields {
    let decoder: SceneDecoder
    let path: String
    let value: JSONValue
    let members: [JSONMember]

    /// The value for `key`, or nil when absent or JSON `null`.
    subscript(key: String) -> JSONValue? {
      guard let member = members.first(where: { $0.key == key }), !member.value.isNull else { return nil }
      return member.value
    }

    func path(_ key: String) -> String { JSONPath.key(key, in: path) }

    func required(_ key: String) throws(SceneError) -> JSONValue {
      guard let value = self[key] else {
        throw decoder.error("missing required key '\(key)'", at: path, value)
      }
      return value
    }

    /// Decodes `key` with `decode` when present.
    func optional<T>(
      _ key: String, _ decode: (JSONValue, String) throws(SceneError) -> T
    ) throws(SceneError) -> T? {
      guard let value = self[key] else { return nil }
      return try decode(value, path(key))
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
