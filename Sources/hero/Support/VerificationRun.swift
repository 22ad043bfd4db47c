import Foundation
import HeroScene

/// Everything one `hero verify` run (or a merge of sharded runs) found: the scenes it compared and
/// the scenes it could not load. Written as `report.json` beside the HTML report and read back by
/// `hero merge-reports`.
struct VerificationRun: Sendable, Decodable {
  /// A scene file that could not be loaded, with where in it (when known).
  struct InvalidScene: Sendable, Decodable {
    var file: String
    var message: String
    var line: Int?
    var column: Int?

    init(file: String, error: CLIError) {
      self.file = error.sceneError?.file ?? file
      message = error.message
      line = error.sceneError?.line
      column = error.sceneError?.column
    }
  }

  var scenes: [SceneVerification] = []
  var invalid: [InvalidScene] = []

  var failedCount: Int { scenes.filter { !$0.passed }.count }
  var passedCount: Int { scenes.count - failedCount }

  /// `3 passed, 1 failed, 1 invalid`.
  var totals: String {
    "\(passedCount) passed, \(failedCount) failed" + (invalid.isEmpty ? "" : ", \(invalid.count) invalid")
  }

  /// The exit status a gate should end with: invalid input first, then any difference.
  var exitStatus: ExitStatus {
    !invalid.isEmpty ? .badInput : failedCount > 0 ? .verificationFailed : .ok
  }

  var json: JSONOutput {
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

  static let fileName = "report.json"

  /// Reads `<directory>/report.json` (capped: a report is small).
  static func read(directory: String) throws(CLIError) -> VerificationRun {
    let path = (directory as NSString).appendingPathComponent(fileName)
    let data: Data
    do {
      let attributes = try FileManager.default.attributesOfItem(atPath: path)
      guard attributes[.type] as? FileAttributeType == .typeRegular else {
        throw CLIError.badInput("\(path) is not a regular file")
      }
      guard (attributes[.size] as? Int ?? 0) <= maximumBytes else {
        throw CLIError.badInput("\(path) is larger than \(maximumBytes / 1_000_000) MB; not a hero report")
      }
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch let error as CLIError {
      throw error
    } catch {
      throw .badInput(
        "cannot read \(path): \(error.localizedDescription); run 'hero verify --report \(directory)' first")
    }
    do {
      return try JSONDecoder().decode(VerificationRun.self, from: data)
    } catch {
      throw .badInput("\(path) is not a hero verify report (\(String(describing: error).prefix(80)))")
    }
  }

  static let maximumBytes = 64_000_000

  /// True for a path that stays below the folder it is joined to (a scene id or sample name read
  /// back from a report must not reach outside the report folder).
  static func staysInside(_ relative: String) -> Bool {
    !relative.isEmpty && !relative.hasPrefix("/")
      && !relative.split(separator: "/", omittingEmptySubsequences: false).contains {
        $0 == ".." || $0.isEmpty
      }
  }
}
