import Foundation

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

  /// `HERO_BIN`, else `hero` next to the test bundle in the build products folder.
  static var binary: String {
    if let given = ProcessInfo.processInfo.environment["HERO_BIN"] { return given }
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("hero").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    return repositoryRoot + "/.build/debug/hero"
  }

  static func scene(_ relative: String) -> String { repositoryRoot + "/scenes/" + relative }

  /// Runs `hero arguments…` in `directory` with `environment` overrides.
  static func run(_ arguments: [String], in directory: String, environment: [String: String] = [:]) throws
    -> Result
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Read both pipes before waiting so a chatty process cannot block on a full pipe.
    let errData = LockedData()
    let errReader = Thread { errData.set(err.fileHandleForReading.readDataToEndOfFile()) }
    errReader.start()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !errData.isSet { usleep(1000) }
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData.value, as: UTF8.self))
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

/// Data handed from the stderr reader thread.
private final class LockedData: @unchecked Sendable {
  private let lock = NSLock()
  private var data: Data?
  func set(_ d: Data) { lock.withLock { data = d } }
  var isSet: Bool { lock.withLock { data != nil } }
  var value: Data { lock.withLock { data ?? Data() } }
}
