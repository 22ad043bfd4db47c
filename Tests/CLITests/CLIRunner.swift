import Foundation
import HeroTestSupport
import Testing

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

  /// Runs `executable arguments…` (a name is looked up on PATH) and returns its standard output as
  /// bytes, its error output dropped: for tools whose output a test decodes (ffmpeg, Chromium).
  static func standardOutput(_ executable: String, _ arguments: [String]) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable.hasPrefix("/") ? executable : "/usr/bin/env")
    process.arguments = (executable.hasPrefix("/") ? [] : [executable]) + arguments
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return data
  }

  /// Runs the line `command` (`$ hero …`) of docs/cli.md as a reader of a checkout would, in a scratch
  /// folder linking the repository's scenes/, and returns the result with the lines the
  /// documentation shows after the command.
  static func runCLIDocsCommand(_ command: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> (result: Result, following: ArraySlice<String>)
  {
    let docs = try String(contentsOfFile: repositoryRoot + "/docs/cli.md", encoding: .utf8)
    let lines = docs.components(separatedBy: "\n")
    let i = try #require(
      lines.firstIndex(of: command), "docs/cli.md shows '\(command)'", sourceLocation: sourceLocation)
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createSymbolicLink(atPath: dir + "/scenes", withDestinationPath: repositoryRoot + "/scenes")
    try writeGalleryProjectFile(in: dir)
    let result = try run(command.split(separator: " ").dropFirst(2).map(String.init), in: dir)
    return (result, lines[(i + 1)...])
  }

  /// Makes `directory` a project laid out as the gallery is: a `hero.json` whose scene root is
  /// `scenes`, so `scenes/basics/fade.json` records `golden/basics/fade/` (docs/project.md).
  static func writeGalleryProjectFile(in directory: String) throws {
    try Data(projectFile.utf8).write(to: URL(fileURLWithPath: directory + "/hero.json"))
  }

  /// The repository's own project file, which the gallery layout needs.
  static var projectFile: String {
    (try? String(contentsOfFile: repositoryRoot + "/hero.json", encoding: .utf8)) ?? ""
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
