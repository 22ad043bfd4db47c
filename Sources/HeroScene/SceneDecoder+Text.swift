import Foundation
import HeroEngine
import HeroModel

/// Labels (`text`) and the scene's extra font files (`fonts`).
extension SceneDecoder {
  static let textKeys = [
    "string", "font", "textStyle", "color", "alignment", "lines", "lineBreak", "lineHeight", "contentMode",
  ]
  static let fontKeys = ["family", "size", "weight", "italic"]
  /// The largest font size accepted, points (far beyond any screen; keeps glyph rasters bounded).
  static let maximumFontSize = 1000.0
  /// The most font files a scene may name.
  static let maximumFontFiles = 64

  /// The top-level `fonts`: font files relative to the scene's folder, each a readable regular
  /// file declaring a family. Returns their absolute paths, the families each declares and the
  /// catalog of families available.
  func fonts(_ value: JSONValue?, _ path: String) throws(SceneError) -> (
    files: [String], families: [[String]], catalog: FontCatalog
  ) {
    var catalog = FontCatalog.bundled
    guard let value else { return ([], [], catalog) }
    let elements = try array(value, path)
    guard elements.count <= Self.maximumFontFiles else {
      throw error("\(elements.count) font files; at most \(Self.maximumFontFiles)", at: path, value)
    }
    var files: [String] = []
    var families: [[String]] = []
    for (i, element) in elements.enumerated() {
      let elementPath = JSONPath.index(i, in: path)
      let given = try nonEmptyString(element, elementPath)
      let resolved = resolve(given)
      // A file named again adds nothing: its families are in the catalog (read once, up to 32 MiB).
      if files.contains(resolved) { continue }
      do {
        families.append(try FontFile.families(at: resolved, sandbox: sandbox))
      } catch {
        throw self.error(
          "font file '\(Excerpt.quote(given))' \(error.message) (looked for \(Excerpt.quote(resolved)))",
          at: elementPath,
          element)
      }
      catalog.add(families: families[families.count - 1])
      files.append(resolved)
    }
    return (files, families, catalog)
  }

  /// A label's text: `string` (required, at most `TextContent.maximumStringBytes`), `font`,
  /// `textStyle`, `color`, `alignment`, `lines`, `lineBreak`, `lineHeight`, `contentMode`, with
  /// UILabel's defaults. A text style sets the font's size (and weight, unless the font names one)
  /// from the Dynamic Type table at the variant's content size; natural alignment is right in a
  /// right-to-left variant.
  func text(_ value: JSONValue, _ path: String) throws(SceneError) -> TextContent {
    let f = try object(value, at: path, keys: Self.textKeys)
    let stringValue = try f.required("string")
    let string = try self.string(stringValue, f.path("string"))
    guard string.utf8.count <= TextContent.maximumStringBytes else {
      throw error(
        "the text is \(string.utf8.count) bytes of UTF-8; a label takes at most \(TextContent.maximumStringBytes)",
        at: f.path("string"), stringValue)
    }
    // What is left out keeps `TextContent`'s own defaults (UILabel's).
    var text = TextContent(string)
    text.font = try f.optional("font", font) ?? text.font
    if let style = try f.optional(
      "textStyle",
      { (v, p) throws(SceneError) in
        try enumeration(v, p, cases: TextStyle.allCases, what: "text style")
      })
    {
      let given = Self.keys(of: f["font"])
      if given.contains("size"), let fontValue = f["font"] {
        report(
          error(
            "a label with a 'textStyle' takes its size from the Dynamic Type table; remove font.size (or the text style)",
            at: JSONPath.key("size", in: f.path("font")), fontValue))
      }
      text.font.size = style.size(variant.resolvedContentSize)
      if !given.contains("weight") { text.font.weight = style.weight }
    }
    text.color = try f.optional("color", color) ?? text.color
    text.alignment =
      try f.optionalCase("alignment", TextAlignment.self, what: "alignment") ?? text.alignment
    text.alignment = text.alignment.resolved(rightToLeft: variant.isRightToLeft)
    text.lines =
      try f.optional("lines") { (v, p) throws(SceneError) in try integer(v, p, in: 0...10_000) } ?? text.lines
    text.lineBreak =
      try f.optionalCase("lineBreak", LineBreakMode.self, what: "lineBreak") ?? text.lineBreak
    text.lineHeight =
      try f.optional("lineHeight") { (v, p) throws(SceneError) in try number(v, p, in: 0.1...10) }
      ?? text.lineHeight
    text.contentMode =
      try f.optionalCase("contentMode", ContentMode.self, what: "contentMode") ?? text.contentMode
    return text
  }

  /// `{ "family", "size", "weight", "italic" }`; the family must be one the scene can use.
  func font(_ value: JSONValue, _ path: String) throws(SceneError) -> Font {
    let f = try object(value, at: path, keys: Self.fontKeys)
    var font = Font()
    if let familyValue = f["family"] {
      let family = try nonEmptyString(familyValue, f.path("family"))
      guard fontCatalog.contains(family) || !checksFontFamilies else {
        let available = fontCatalog.families
        let listed =
          available.isEmpty ? "none (install the fonts-inter package)" : available.joined(separator: ", ")
        throw error(
          "unknown font family '\(Excerpt.quote(family))'; available: \(listed) (add font files with the top-level 'fonts')",
          at: f.path("family"), familyValue, suggestion: NameSuggestion.closest(to: family, in: available))
      }
      font.family = family
    }
    font.size =
      try f.optional("size") { (v, p) throws(SceneError) in
        let size = try positive(v, p)
        guard size <= Self.maximumFontSize else {
          throw error(
            "font size \(format(size)) is too large; at most \(format(Self.maximumFontSize))", at: p, v)
        }
        return size
      } ?? font.size
    font.weight =
      try f.optionalCase("weight", FontWeight.self, what: "font weight") ?? font.weight
    font.italic = try f.optional("italic", bool) ?? font.italic
    return font
  }

  /// `given` against the scene's folder unless absolute.
  func resolve(_ given: String) -> String {
    given.hasPrefix("/")
      ? given : URL(fileURLWithPath: baseDirectory).appendingPathComponent(given).standardizedFileURL.path
  }
}

extension SceneDecoder {
  /// The keys of `value` when it is an object (none otherwise).
  static func keys(of value: JSONValue?) -> Set<String> {
    guard case .object(let members)? = value?.node else { return [] }
    return Set(members.map(\.key))
  }
}
