import Foundation
import HeroFiles
import HeroProject
import HeroScene

/// Everything one `hero verify` run (or a merge of sharded runs) found: the scenes it compared and
/// the scenes it could not load. Written as `report.json` beside the HTML report and read back by
/// `hero merge-reports`.
public struct VerificationRun: Sendable, Decodable {
  /// A scene file that could not be loaded, with where in it (when known).
  public struct InvalidScene: Sendable, Decodable {
    public var file: String
    public var message: String
    public var line: Int?
    public var column: Int?

    public init(file: String, error: CLIError) {
      self.file = error.sceneError?.file ?? file
      message = error.message
      line = error.sceneError?.line
      column = error.sceneError?.column
    }
  }

  public var scenes: [SceneVerification] = []
  public var invalid: [InvalidScene] = []

  public init() {}

  public var failedCount: Int { scenes.filter { !$0.passed }.count }
  public var passedCount: Int { scenes.count - failedCount }

  /// `3 passed, 1 failed, 1 invalid`.
  public var totals: String {
    "\(passedCount) passed, \(failedCount) failed" + (invalid.isEmpty ? "" : ", \(invalid.count) invalid")
  }

  /// The exit status a gate should end with: invalid input first, then any difference.
  public var exitStatus: ExitStatus {
    !invalid.isEmpty ? .badInput : failedCount > 0 ? .verificationFailed : .ok
  }

  public var json: JSONOutput {
    .object([
      .init("scenes", .array(scenes.map(\.json))),
      .init(
        "invalid",
        .array(
          invalid.map { i in
            .object([
              .init("file", .string(i.file)), .init("message", .string(i.message)),
              .init("line", i.line.map { .number(Double($0)) } ?? .null),
              .init("column", i.column.map { .number(Double($0)) } ?? .null),
            ])
          })),
    ])
  }

  public static let fileName = "report.json"

  /// Reads `<directory>/report.json` (a regular file within `InputKind.report`'s size cap).
  public static func read(directory: String) throws(CLIError) -> VerificationRun {
    let path = (directory as NSString).appendingPathComponent(fileName)
    let bytes: [UInt8]
    do {
      bytes = try InputFile.read(path, kind: .report)
    } catch {
      let hint = error.isMissing ? "; run 'hero verify --report \(directory)' first" : ""
      throw .badInput("cannot read \(error)\(hint)")
    }
    do {
      return try JSONDecoder().decode(VerificationRun.self, from: Data(bytes))
    } catch {
      throw .badInput("\(path) is not a hero verify report (\(String(describing: error).prefix(80)))")
    }
  }

  /// An earlier run's report.json in `root` lists the artefact folders it wrote; removes them, so a
  /// scene that passes now, or no longer exists, leaves no old images in the report folder (`verify`
  /// and `merge-reports` both write into folders an earlier run may have filled). Only folders that
  /// report named are touched, and never through a link inside `root`.
  public static func removeStaleArtefacts(in root: ConfinedFolder) {
    guard let bytes = try? root.read(fileName, kind: .report),
      let earlier = try? JSONDecoder().decode(VerificationRun.self, from: Data(bytes))
    else { return }
    for scene in earlier.scenes where staysInside(scene.id) { try? root.removeTree(scene.id) }
  }

  /// True for a path that stays below the folder it is joined to (a scene id or sample name read
  /// back from a report must not reach outside the report folder).
  public static func staysInside(_ relative: String) -> Bool {
    !relative.isEmpty && !relative.hasPrefix("/")
      && !relative.split(separator: "/", omittingEmptySubsequences: false).contains {
        $0 == ".." || $0.isEmpty
      }
  }
}
