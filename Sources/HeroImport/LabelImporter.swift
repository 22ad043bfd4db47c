import HeroLayout
import HeroModel

/// Labels and button titles: `text`, `fontDescription`, `textColor`, `textAlignment`,
/// `numberOfLines` and `lineBreakMode`, in UILabel's terms.
///
/// Fonts: the system font (every weight, italic) is drawn in the bundled stand-in family; a custom
/// font takes its weight and slant from its PostScript name (`Inter-SemiBoldItalic`) and keeps its
/// family when it is the bundled one; one of iOS's built-in families is drawn in its free stand-in
/// (`FontStandIns`: metric-compatible where one exists), noted once per font with the stand-in's
/// name; any other is drawn in the bundled family and reported.
/// Dynamic Type text styles take their size and weight from the Dynamic Type table (`TextStyle`)
/// at the importer's content size (Large unless a scene variant says another).
extension ViewImporter {
  /// Interface Builder's text style names.
  static let textStyles: [String: TextStyle] = [
    "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleLargeTitle": .largeTitle,
    "UICTFontTextStyleTitle1": .title1, "UICTFontTextStyleTitle2": .title2, "UICTFontTextStyleTitle3": .title3,
    "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleBody": .body, "UICTFontTextStyleCallout": .callout,
    "UICTFontTextStyleSubhead": .subheadline, "UICTFontTextStyleFootnote": .footnote,
    "UICTFontTextStyleCaption1": .caption1, "UICTFontTextStyleCaption2": .caption2,
  ]

  /// Weight words of PostScript names, longest first so `SemiBold` is not read as `Bold`.
  static let weightWords: [(String, FontWeight)] = [
    ("ultralight", .ultraLight), ("extralight", .ultraLight), ("semibold", .semibold),
    ("demibold", .semibold),
    ("extrabold", .heavy), ("ultrabold", .heavy), ("thin", .thin), ("light", .light), ("regular", .regular),
    ("medium", .medium), ("bold", .bold), ("heavy", .heavy), ("black", .black),
  ]

  /// `<fontDescription>` as a `Font`; `fallbackSize` when there is none (UILabel: 17, UIButton: 15).
  func font(_ node: XMLNode, fallbackSize: Double, subject: String, report: inout ImportReport) -> Font {
    var font = Font(size: fallbackSize)
    guard let d = node.child("fontDescription", key: "fontDescription") else { return font }
    if let size = d["pointSize"].flatMap(Double.init), size > 0, size <= 1000 { font.size = size }
    if let style = d["style"] {
      if let known = Self.textStyles[style] {
        (font.size, font.weight) = (known.size(contentSize), known.weight)
        if contentSize == .standard {
          report.add(
            .approximated, subject,
            "text style '\(style)' drawn at the default (Large) size, \(Int(font.size)) pt")
        }
      } else {
        report.add(.approximated, subject, "text style '\(style)' not known; drawn at \(Int(font.size)) pt")
      }
      return font
    }
    switch d["type"] {
    case "boldSystem": font.weight = .bold
    case "italicSystem": font.italic = true
    case "system", nil:
      if d["name"] == nil, let weight = d["weight"] { font.weight = FontWeight(rawValue: weight) ?? .regular }
    default: break
    }
    if let name = d["name"] {
      let family = d["family"] ?? String(name.split(separator: "-").first ?? "")
      let style = name.split(separator: "-").dropFirst().joined().lowercased()
      font.italic = style.contains("italic") || style.contains("oblique")
      font.weight = Self.weightWords.first { style.contains($0.0) }?.1 ?? .regular
      if let standIn = FontStandIns.standIn(family: d["family"], postScriptName: name),
        FontLibrary.isInstalled(standIn.package)
      {
        font.family = standIn.standIn
        let kind = standIn.metricCompatible ? "metric-compatible stand-in" : "look-alike"
        report.add(
          .approximated, "",
          "font '\(Excerpt.quote(name))' (\(standIn.family)) drawn in \(standIn.standIn), a \(kind) (Debian \(standIn.package.name))"
        )
      } else if family.caseInsensitiveCompare(FontLibrary.defaultFamily) != .orderedSame {
        let missing = FontStandIns.standIn(family: d["family"], postScriptName: name).map {
          "; install Debian \($0.package.name) to draw it in \($0.standIn)"
        }
        report.add(
          .approximated, subject,
          "font '\(Excerpt.quote(name))' drawn in \(FontLibrary.defaultFamily) (add its file to the scene's 'fonts' to use it\(missing ?? ""))"
        )
      }
    } else {
      report.add(
        .approximated, "",
        "the system font is drawn in \(FontLibrary.defaultFamily), a close stand-in for San Francisco")
    }
    return font
  }

  /// `NSTextAlignment` as IB writes it.
  static func alignment(_ value: String?) -> TextAlignment {
    switch value {
    case "left": .left
    case "center": .center
    case "right": .right
    case "justified": .justified
    default: .natural
    }
  }

  /// `NSLineBreakMode` as IB writes it; UILabel's default is tail truncation.
  static func lineBreak(_ value: String?) -> LineBreakMode {
    switch value {
    case "wordWrap": .wordWrap
    case "characterWrap": .charWrap
    case "clip": .clip
    case "headTruncation": .truncateHead
    case "middleTruncation": .truncateMiddle
    default: .truncateTail
    }
  }

  /// The longest run of `string`'s first characters within `maximumBytes` of UTF-8. Walks only the
  /// characters kept, so a label text of megabytes costs no more than the limit.
  private static func prefix(_ string: String, maximumBytes: Int) -> String {
    guard string.utf8.count > maximumBytes else { return string }
    var end = string.startIndex
    var bytes = 0
    for character in string {
      bytes += character.utf8.count
      if bytes > maximumBytes { break }
      end = string.index(after: end)
    }
    return String(string[..<end])
  }

  /// A view's `text`: the attribute, or the `<string key="text">` element IB writes for long and
  /// multi-line texts.
  static func text(_ node: XMLNode, key: String = "text") -> String? {
    node[key] ?? node.child("string", key: key)?.text
  }

  /// The characters of an `<attributedString>`: its fragments' `content`, given as an attribute
  /// or as a `<string key="content">` element.
  static func attributedText(_ attributed: XMLNode) -> String {
    attributed.children("fragment").compactMap { $0["content"] ?? $0.child("string", key: "content")?.text }.joined()
  }

  /// A `<label>`'s text, or nil when it shows none.
  func labelText(_ node: XMLNode, subject: String, report: inout ImportReport) throws(ImportError)
    -> TextContent?
  {
    var string = Self.text(node)
    if let attributed = node.child("attributedString", key: "attributedText") {
      string = Self.attributedText(attributed)
      report.add(.approximated, subject, "attributed text drawn in one style (the label's font and colour)")
    }
    guard let string, !string.isEmpty else { return nil }
    let clipped = Self.prefix(string, maximumBytes: TextContent.maximumStringBytes)
    if clipped.utf8.count != string.utf8.count {
      report.add(.approximated, subject, "text cut to \(TextContent.maximumStringBytes) bytes")
    }
    var text = TextContent(clipped)
    text.font = font(node, fallbackSize: 17, subject: subject, report: &report)
    // UILabel's textColor defaults to labelColor.
    text.color =
      try color(node, "textColor", report: &report)
      ?? (SystemColor.named["label"]?.resolved(colors.appearance) ?? .black)
    text.alignment = Self.alignment(node["textAlignment"]).resolved(rightToLeft: direction(of: node) == .rightToLeft)
    text.lines = node["numberOfLines"].flatMap(Int.init).map { min(max($0, 0), 10_000) } ?? 1
    text.lineBreak = Self.lineBreak(node["lineBreakMode"])
    if node["adjustsFontSizeToFit"] == "YES" {
      report.add(.approximated, subject, "adjustsFontSizeToFit: drawn at the full font size")
    }
    return text
  }
}
