import HeroModel

/// What `hero preview` writes, chosen by the output file's extension.
public enum PreviewFormat: String, CaseIterable, Sendable {
  case mp4, webm, gif, webp, apng

  /// The format for `path`'s extension (case-insensitive).
  public init(path: String) throws(PreviewError) {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let dot = name.dropFirst().lastIndex(of: ".")
    let ext = dot.map { String(name[name.index(after: $0)...]) } ?? ""
    guard let format = PreviewFormat(rawValue: ext.lowercased()) else {
      throw PreviewError(
        .badInput,
        "'\(Excerpt.quote(path))': cannot tell the preview format from "
          + (ext.isEmpty ? "a name without an extension" : "the extension '.\(Excerpt.quote(ext))'")
          + "; use one of \(PreviewFormat.extensionList)")
    }
    self = format
  }

  /// ".mp4, .webm, .gif, .webp or .apng".
  public static var extensionList: String {
    let names = allCases.map { ".\($0.rawValue)" }
    return names.dropLast().joined(separator: ", ") + " or " + names.last!
  }

  /// Video formats take yuv420p frames we convert ourselves (even sides, no alpha); the animated
  /// image formats take straight RGBA (any size, with alpha).
  public var isVideo: Bool { self == .mp4 || self == .webm }

  /// Animated images store a loop count; videos do not (a player loops them).
  public var storesLoopCount: Bool { !isVideo }

  /// ffmpeg's muxer name.
  var muxer: String { self == .gif ? "gif" : self == .mp4 ? "mp4" : self.rawValue }
}

/// Encoder effort (`hero preview --quality`). `fast`, the default, is for looking at a transition
/// while working on it; `balanced` and `best` spend more time for smaller files.
public enum PreviewQuality: String, CaseIterable, Sendable {
  case fast, balanced, best
}
