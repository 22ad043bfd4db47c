import Foundation

/// `UIFont.Weight`, by name, with the CSS / OpenType weight each stands for.
public enum FontWeight: String, Hashable, Sendable, CaseIterable, Codable {
  case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

  /// The OpenType `usWeightClass` (CSS `font-weight`): ultraLight 100 … black 900.
  public var cssWeight: Int {
    switch self {
    case .ultraLight: 100
    case .thin: 200
    case .light: 300
    case .regular: 400
    case .medium: 500
    case .semibold: 600
    case .bold: 700
    case .heavy: 800
    case .black: 900
    }
  }
}

/// `NSTextAlignment`. `natural` is left for left-to-right text and right for right-to-left text;
/// `justified` stretches every line but the last of each paragraph to the full width.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable, Codable {
  case left, center, right, natural, justified

  /// The alignment in an interface laid out right to left (a variant's `rtl`): natural is right,
  /// as UIKit's labels take it from the effective layout direction; the others stay.
  public func resolved(rightToLeft: Bool) -> TextAlignment { self == .natural && rightToLeft ? .right : self }
}

/// `NSLineBreakMode`: how lines wrap and what happens to the last line shown when the text does
/// not fit (`truncate…` put an ellipsis at that place, `clip` cuts it at the bounds).
public enum LineBreakMode: String, Hashable, Sendable, CaseIterable, Codable {
  case wordWrap, charWrap, clip, truncateHead, truncateTail, truncateMiddle
}

/// A font request: a family, a size in points, a weight and a slant (`UIFont`).
public struct Font: Hashable, Sendable {
  public var family: String
  /// Points; > 0.
  public var size: Double
  public var weight: FontWeight
  public var italic: Bool
  public init(
    family: String = FontLibrary.defaultFamily, size: Double = 17, weight: FontWeight = .regular,
    italic: Bool = false
  ) {
    self.family = family
    self.size = size
    self.weight = weight
    self.italic = italic
  }
}

/// What a label (`UILabel`) shows: its text and how it is set.
///
/// As in UIKit, the laid-out block of lines is centred vertically in the label's bounds; lines
/// beyond `lines` (0 = no limit) or beyond what fits the bounds' height are dropped, and the last
/// line shown is cut as `lineBreak` says.
public struct TextContent: Hashable, Sendable {
  public var string: String
  public var font: Font
  public var color: Color
  public var alignment: TextAlignment
  /// `numberOfLines`: 0 means as many as fit.
  public var lines: Int
  public var lineBreak: LineBreakMode
  /// `lineHeightMultiple`: each line's height times this.
  public var lineHeight: Double
  /// The label's `contentMode` (UILabel's default: `redraw`): how its drawn text is shown while an
  /// animated size change leaves its bounds different from the ones it drew for.
  public var contentMode: ContentMode

  public init(
    _ string: String, font: Font = Font(), color: Color = .black, alignment: TextAlignment = .natural,
    lines: Int = 1, lineBreak: LineBreakMode = .truncateTail, lineHeight: Double = 1,
    contentMode: ContentMode = .redraw
  ) {
    self.string = string
    self.font = font
    self.color = color
    self.alignment = alignment
    self.lines = lines
    self.lineBreak = lineBreak
    self.lineHeight = lineHeight
    self.contentMode = contentMode
  }

  /// The longest string a label takes, in UTF-8 bytes. Text is shaped whole (a label has no
  /// scrolling), so this bounds the time and memory one label can cost.
  public static let maximumStringBytes = 65_536
}

/// The fonts a scene can use without naming files: one font package's, nothing from the machine.
public enum FontLibrary {
  /// The family used when a label names none: Inter (Debian `fonts-inter`), a close, freely
  /// licensed stand-in for Apple's San Francisco.
  public static let defaultFamily = "Inter"
  /// Where `fonts-inter` installs its font files.
  public static let systemDirectory = "/usr/share/fonts/opentype/inter"
  /// Where the release archive keeps its copy of those files, relative to the folder of the running
  /// executable (`bin/`): the archive works unpacked anywhere, without `fonts-inter`.
  public static let besideExecutable = "../share/fonts/inter"

  /// The folder the bundled fonts are read from: the release archive's own copy when the running
  /// program has one beside it (after resolving symlinks, so `/usr/bin/hero` → the package's
  /// folder), else `fonts-inter`'s.
  public static let bundledDirectory: String = archiveFolder(besideExecutable) ?? systemDirectory

  /// The folder `relative` to the running executable's (`../share/fonts/…`) when it holds font
  /// files: the release archive's copy of a font package. The one place the archive's fonts are found.
  static func archiveFolder(_ relative: String) -> String? {
    guard let executable = runningExecutable() else { return nil }
    let folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
      .appendingPathComponent(relative).standardizedFileURL.path
    return fontFiles(in: folder).isEmpty ? nil : folder
  }

  /// Each stand-in package's folder and font files, looked up once per process (labels ask whether a
  /// package is installed one by one): the archive's copy (`../share/fonts/<package>`) when there is
  /// one, else the Debian package's folder.
  static let standInFolders: [String: (folder: String, files: [String])] = Dictionary(
    uniqueKeysWithValues: FontStandIns.packages.map { package in
      let folder = archiveFolder("../share/fonts/\(package.name)") ?? package.systemFolder
      return (package.name, (folder, fontFiles(in: folder)))
    })

  /// The bundled font files (OpenType / TrueType), sorted by name; empty when there are none.
  public static let bundledFiles: [String] = fontFiles(in: bundledDirectory).map { "\(bundledDirectory)/\($0)" }

  /// The files of the stand-in packages for iOS's built-in families (`FontStandIns.packages`) that
  /// are installed, package by package, sorted by name: loaded beside the bundled fonts, and
  /// nothing else of the machine's.
  public static let standInFiles: [String] = FontStandIns.packages.flatMap { package in
    standInFolders[package.name].map { found in found.files.map { "\(found.folder)/\($0)" } } ?? []
  }

  /// Whether `package`'s files are there to be loaded.
  public static func isInstalled(_ package: FontPackage) -> Bool {
    package == .inter ? !bundledFiles.isEmpty : !(standInFolders[package.name]?.files.isEmpty ?? true)
  }

  static func fontFiles(in folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".otf") || $0.hasSuffix(".ttf") }.sorted()
  }

  /// The running program's file, symlinks resolved.
  public static func runningExecutable() -> String? {
    #if os(Linux)
      return try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    #else
      return Bundle.main.executableURL?.resolvingSymlinksInPath().path
    #endif
  }
}

/// A text's natural size as UILabel measures it (`intrinsicContentSize`, `sizeThatFits`), with its
/// first and last baselines from the top of the text block, points.
public struct TextMetrics: Hashable, Sendable {
  public var size: Size
  public var firstBaseline: Double
  public var lastBaseline: Double
  public init(size: Size, firstBaseline: Double, lastBaseline: Double) {
    self.size = size
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
  }
}
