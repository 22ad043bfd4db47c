import Foundation
import HeroModel

/// What a tool (ffmpeg, ffprobe) wrote to its error output, fit to quote in one error message:
/// whole lines joined by `; `, each once (ffmpeg repeats a failed write's cause), control characters
/// made visible, at most `maximumBytes`. A line is never cut mid-word, and lines left out are
/// counted, so the message neither ends in a stray fragment nor hides that there was more.
enum ToolMessage {
  /// Bytes of a tool's output quoted at most.
  static let maximumBytes = 500

  static func summary(_ text: String) -> String {
    var seen: Set<String> = []
    var lines: [String] = []
    for line in text.split(whereSeparator: \.isNewline) {
      let kept = line.trimmingCharacters(in: .whitespaces)
      guard !kept.isEmpty, seen.insert(kept).inserted else { continue }
      lines.append(kept)
    }
    var out = ""
    for (i, line) in lines.enumerated() {
      let shown = Excerpt.visible(line)
      let separator = out.isEmpty ? "" : "; "
      guard out.utf8.count + separator.utf8.count + shown.utf8.count <= maximumBytes else {
        if out.isEmpty { return cut(shown) + more(lines.count - 1) }
        return out + more(lines.count - i)
      }
      out += separator + shown
    }
    return out
  }

  /// ` (and 3 more lines)`, or nothing.
  private static func more(_ n: Int) -> String {
    n == 0 ? "" : " (and \(n) more line\(n == 1 ? "" : "s"))"
  }

  /// `line`'s words that fit in `maximumBytes`, then `…`; cut between characters when its first
  /// word alone is longer.
  private static func cut(_ line: String) -> String {
    var end = line.startIndex
    var lastSpace: String.Index?
    var bytes = 0
    for index in line.indices {
      let size = line[index].utf8.count
      guard bytes + size <= maximumBytes - 3 else { break }
      bytes += size
      if line[index] == " " { lastSpace = index }
      end = line.index(after: index)
    }
    return String(line[..<(lastSpace ?? end)]) + "…"
  }
}
