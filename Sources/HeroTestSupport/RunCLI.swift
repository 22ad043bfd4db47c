import Foundation
import HeroSync

/// What a run of the `hero` executable produced.
public struct CLIResult: Hashable, Sendable {
  /// The exit status (or the terminating signal's number for an uncaught signal).
  public var status: Int32
  public var standardOutput: String
  public var standardError: String
}

/// The `hero` executable: `HERO_BIN` when set, else the one built next to the test bundle
/// (`.build/<configuration>/hero`).
public func heroExecutablePath() -> String {
  if let given = ProcessInfo.processInfo.environment["HERO_BIN"], !given.isEmpty { return given }
  let bundle = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
  // Linux: the bundle is `.build/…/debug/HeroFramesPackageTests.xctest`; macOS: a directory inside it.
  var folder = bundle.deletingLastPathComponent()
  while folder.path != "/" {
    let candidate = folder.appendingPathComponent("hero").path
    if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    folder = folder.deletingLastPathComponent()
  }
  return repositoryRoot() + "/.build/debug/hero"
}

/// Runs `hero` with `arguments` (end-to-end CLI tests) and collects its output and exit status.
///
/// `workingDirectory` defaults to the repository root; `environment` entries are added to the
/// current environment. Output is read to the end before waiting, so large outputs cannot block.
public func runCLI(
  _ arguments: [String], workingDirectory: String? = nil, environment: [String: String] = [:]
) throws -> CLIResult {
  try runProcess(heroExecutablePath(), arguments, workingDirectory: workingDirectory, environment: environment)
}

/// Runs any program as `runCLI` runs `hero` (for tests that need a shell or a terminal around it).
public func runProcess(
  _ executable: String, _ arguments: [String], workingDirectory: String? = nil, environment: [String: String] = [:]
) throws -> CLIResult {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  process.currentDirectoryURL = URL(fileURLWithPath: workingDirectory ?? repositoryRoot())
  process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  let out = Pipe()
  let err = Pipe()
  process.standardOutput = out
  process.standardError = err
  try process.run()
  // Drain stderr on another thread while stdout is read here, so neither pipe fills up.
  let errData = Locked<Data?>(nil)
  Thread.detachNewThread {
    let all = err.fileHandleForReading.readDataToEndOfFile()
    errData.withLock { $0 = all }
  }
  let outData = out.fileHandleForReading.readDataToEndOfFile()
  let errorOutput = errData.withLock(when: { $0 != nil }, { $0 ?? Data() })
  process.waitUntilExit()
  return CLIResult(
    status: process.terminationStatus, standardOutput: String(decoding: outData, as: UTF8.self),
    standardError: String(decoding: errorOutput, as: UTF8.self))
}

/// Runs `python3 arguments…` (the first python3 on PATH, as `scripts/install-deps` sets it up) and
/// returns its exit status with standard output and error together.
public func runPython(_ arguments: [String]) throws -> (status: Int32, output: String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["python3"] + arguments
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
