import Foundation
import HeroTestSupport

/// Runs the built `hero` binary and captures what it did.
struct CLIRunner {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The repository root (this file is Tests/CLITests/CLIRunner.swift).
  static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  static func scene(_ relative: String) -> String { repositoryRoot + "/scenes/" + relative }

  /// Runs `hero arguments…` in `directory` with `environment` overrides (HeroTestSupport's runner).
  static func run(_ arguments: [String], in directory: String, environment: [String: String] = [:]) throws
    -> Result
  {
    let r = try runCLI(arguments, workingDirectory: directory, environment: environment)
    return Result(status: r.status, stdout: r.standardOutput, stderr: r.standardError)
  }

  /// A fresh temporary folder, removed by the caller.
  static func temporaryDirectory(_ label: String = #function) throws -> String {
    let name = "hero-cli-\(label.filter(\.isLetter))-\(UUID().uuidString.prefix(8))"
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
  }

  /// Width and height from a PNG's IHDR chunk.
  static func pngSize(_ path: String) throws -> (width: Int, height: Int) {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    guard bytes.count >= 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
      throw CocoaError(.fileReadCorruptFile)
    }
    func be32(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (be32(16), be32(20))
  }

  static func files(in directory: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
  }
}
