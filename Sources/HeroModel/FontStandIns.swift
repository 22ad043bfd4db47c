/// iOS's built-in font families that apps name, and the free fonts from Debian drawn in their place.
///
/// Apple's fonts cannot be shipped. Where a free font is metric-compatible with the iOS family (every
/// glyph the same advance width, so text wraps and truncates where the device's does) it stands in;
/// elsewhere a look-alike does, and the difference in width is the price. The one table of them:
/// the importer, the scene reader's family check, the compositor's font map and the docs read it.
public struct FontStandIn: Hashable, Sendable {
  /// The family as iOS names it (`Helvetica Neue`).
  public var family: String
  /// The prefix of the family's PostScript names (`HelveticaNeue` in `HelveticaNeue-Bold`).
  public var postScriptPrefix: String
  /// The family drawn instead (`Liberation Sans`).
  public var standIn: String
  /// The Debian package that installs it, and the folder its files are read from.
  public var package: FontPackage
  /// Whether every glyph has the iOS font's advance width (text wraps as on the device).
  public var metricCompatible: Bool
}

/// A Debian font package whose files the compositor loads (besides the bundled `fonts-inter`).
public struct FontPackage: Hashable, Sendable {
  public var name: String
  /// Where the Debian package installs its files.
  public var systemFolder: String

  public init(name: String, folder: String) { (self.name, self.systemFolder) = (name, folder) }

  /// The folder its files are read from: the release archive's copy (`share/fonts/<name>` beside
  /// `bin/`, as for Inter) when the running program has one, so the archive draws with the fonts it
  /// was released with whatever the host has installed; else the Debian package's.
  public var folder: String { FontLibrary.standInFolders[name]?.folder ?? systemFolder }

  public static let liberation = FontPackage(name: "fonts-liberation2", folder: "/usr/share/fonts/truetype/liberation2")
  public static let urw = FontPackage(name: "fonts-urw-base35", folder: "/usr/share/fonts/opentype/urw-base35")
  public static let dejaVu = FontPackage(name: "fonts-dejavu-core", folder: "/usr/share/fonts/truetype/dejavu")
  public static let inter = FontPackage(name: "fonts-inter", folder: FontLibrary.systemDirectory)
}

public enum FontStandIns {
  private static func entry(
    _ family: String, _ prefix: String, _ standIn: String, _ package: FontPackage, metric: Bool
  ) -> FontStandIn {
    FontStandIn(family: family, postScriptPrefix: prefix, standIn: standIn, package: package, metricCompatible: metric)
  }

  /// The table, in the order the docs list it.
  public static let all: [FontStandIn] = [
    // Metric-compatible: the clones made to keep documents' line breaks.
    entry("Arial", "Arial", "Liberation Sans", .liberation, metric: true),
    entry("Helvetica", "Helvetica", "Nimbus Sans", .urw, metric: true),
    entry("Times New Roman", "TimesNewRoman", "Liberation Serif", .liberation, metric: true),
    entry("Times", "Times", "Nimbus Roman", .urw, metric: true),
    entry("Courier New", "CourierNew", "Liberation Mono", .liberation, metric: true),
    entry("Courier", "Courier", "Nimbus Mono PS", .urw, metric: true),
    entry("Palatino", "Palatino", "P052", .urw, metric: true),
    // Look-alikes: similar shapes, other widths.
    entry("Helvetica Neue", "HelveticaNeue", "Nimbus Sans", .urw, metric: false),
    entry("Avenir Next", "AvenirNext", "Inter", .inter, metric: false),
    entry("Avenir", "Avenir", "Inter", .inter, metric: false),
    entry("Gill Sans", "GillSans", "Inter", .inter, metric: false),
    entry("Futura", "Futura", "URW Gothic", .urw, metric: false),
    entry("Georgia", "Georgia", "DejaVu Serif", .dejaVu, metric: false),
    entry("Baskerville", "Baskerville", "Liberation Serif", .liberation, metric: false),
    entry("Didot", "Didot", "C059", .urw, metric: false),
    entry("Menlo", "Menlo", "DejaVu Sans Mono", .dejaVu, metric: false),
    entry("Verdana", "Verdana", "DejaVu Sans", .dejaVu, metric: false),
    entry("American Typewriter", "AmericanTypewriter", "Nimbus Mono PS", .urw, metric: false),
  ]

  /// The packages whose files the compositor loads, each once.
  public static let packages: [FontPackage] = all.reduce(into: []) { list, e in
    if e.package != .inter, !list.contains(e.package) { list.append(e.package) }
  }

  /// The stand-in for a font IB names by `family` (nil: not written) and PostScript `name`: the
  /// family compared without case, else the longest PostScript prefix (`TimesNewRomanPS-BoldMT`).
  public static func standIn(family: String?, postScriptName name: String) -> FontStandIn? {
    if let family, let found = all.first(where: { $0.family.caseInsensitiveCompare(family) == .orderedSame }) {
      return found
    }
    let stem = name.split(separator: "-").first.map(String.init) ?? name
    return all.filter { stem.lowercased().hasPrefix($0.postScriptPrefix.lowercased()) }
      .max { $0.postScriptPrefix.count < $1.postScriptPrefix.count }
  }
}
