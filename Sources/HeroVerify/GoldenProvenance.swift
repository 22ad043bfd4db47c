import HeroCompositor
import HeroFiles
import HeroScene

/// The renderer that recorded a scene's goldens, kept beside them in `renderer.json` (one small
/// file per golden folder, one fact a line, so a re-record on another image shows in a diff as the
/// lines that changed):
///
/// ```json
/// {
///   "heroFrames": "0.1.0",
///   "Cairo": "1.16.0",
///   …
///   "fonts": "Inter: 18 files, CRC-32 1a2b3c4d"
/// }
/// ```
public enum GoldenProvenance {
  public static let fileName = "renderer.json"

  /// The file's text for `provenance`.
  public static func text(_ provenance: RendererProvenance) -> String {
    let lines =
      [("heroFrames", provenance.heroFrames)] + provenance.libraries.map { ($0.name, $0.version) }
      + [("fonts", provenance.fonts)] + (provenance.native.map { [("native", $0)] } ?? [])
    return "{\n"
      + lines.map { "  \(JSONOutput.string($0.0).rendered()): \(JSONOutput.string($0.1).rendered())" }
      .joined(separator: ",\n") + "\n}\n"
  }

  /// The provenance in `text`, or nil when it is not such a file.
  public static func parse(_ bytes: [UInt8]) -> RendererProvenance? {
    guard let document = try? JSONReader.parse(bytes), case .object(let members) = document.node else { return nil }
    var values: [(String, String)] = []
    for member in members {
      guard case .string(let value) = member.value.node else { return nil }
      values.append((member.key, value))
    }
    guard let hero = values.first(where: { $0.0 == "heroFrames" })?.1,
      let fonts = values.first(where: { $0.0 == "fonts" })?.1
    else { return nil }
    let libraries = values.filter { !["heroFrames", "fonts", "native"].contains($0.0) }.map {
      RendererProvenance.Library($0.0, $0.1)
    }
    let native = values.first(where: { $0.0 == "native" })?.1
    return RendererProvenance(heroFrames: hero, libraries: libraries, fonts: fonts, native: native)
  }

  /// Writes `provenance` into the golden folder `id` (never through a link).
  static func write(_ provenance: RendererProvenance, in golden: ConfinedFolder, id: String) throws(FileError) {
    try golden.write(Array(text(provenance).utf8), to: "\(id)/\(fileName)")
  }

  /// The provenance recorded in the golden folder `id`, or nil when there is none (goldens
  /// recorded before provenance was kept) or it cannot be read.
  public static func read(in golden: ConfinedFolder, id: String) -> RendererProvenance? {
    guard let bytes = try? golden.read("\(id)/\(fileName)", kind: .project) else { return nil }
    return parse(bytes)
  }

  /// What a failing sample's line adds when `current` differs from the renderer that recorded the
  /// golden: `golden recorded with Cairo 1.16.0, this run uses 1.18.0: re-record on the pinned image,
  /// see docs/ci.md`; nil when they agree or the recording is unknown.
  public static func note(recorded: RendererProvenance?, current: RendererProvenance) -> String? {
    guard let recorded else { return nil }
    let differences = current.differences(from: recorded)
    guard !differences.isEmpty else { return nil }
    return "golden recorded with \(differences.joined(separator: "; ")): re-record on the pinned image, see docs/ci.md"
  }
}
