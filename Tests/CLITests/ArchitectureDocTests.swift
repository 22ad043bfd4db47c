import Foundation
import HeroTestSupport
import Testing

/// docs/architecture.md's module tables are written by scripts/architecture from Package.swift (kinds and
/// dependencies as SwiftPM reads the manifest, what a target holds from the comment above it), so they
/// cannot drift from the package: the committed page must be what the script writes, and a changed
/// manifest must make `--check` fail until the page is regenerated.
@Suite struct ArchitectureDocTests {
  static let script = CLIRunner.repositoryRoot + "/scripts/architecture"

  @Test func moduleTablesAreThePackages() throws {
    let run = try runPython([Self.script, "--check"])
    #expect(run.status == 0, "\(run.output)")
  }

  /// A target added to a copy of the package: `--check` shows its row in a diff and fails; a plain run
  /// writes it, after which `--check` passes.
  @Test func aNewTargetMakesThePageStaleUntilRegenerated() throws {
    let copy = try Self.packageCopy(
      replacing: "    .target(name: \"HeroSync\"),\n",
      with: "    .target(name: \"HeroSync\"),\n    // The copy's new module.\n"
        + "    .target(name: \"HeroExtra\", dependencies: [\"HeroSync\"]),\n")
    defer { try? FileManager.default.removeItem(atPath: copy) }
    let stale = try runPython([Self.script, "--check", "--root", copy])
    #expect(stale.status == 1)
    #expect(
      stale.output.contains("+| `HeroExtra` | library | `HeroSync` | The copy's new module. |"), "\(stale.output)")
    #expect(stale.output.contains("docs/architecture.md is out of date with Package.swift; regenerate it"))

    let write = try runPython([Self.script, "--root", copy])
    #expect(write.status == 0, "\(write.output)")
    #expect(try runPython([Self.script, "--check", "--root", copy]).status == 0)
    let page = try String(contentsOfFile: copy + "/docs/architecture.md", encoding: .utf8)
    #expect(page.contains("| `HeroExtra` | library | `HeroSync` | The copy's new module. |"))
  }

  /// A dependency none of the target's Swift files imports is reported by target and module.
  @Test func aDependencyNothingImportsFails() throws {
    let copy = try Self.packageCopy(
      replacing: ".testTarget(name: \"HeroSyncTests\", dependencies: [\"HeroSync\"])",
      with: ".testTarget(name: \"HeroSyncTests\", dependencies: [\"HeroSync\", \"HeroLayout\"])")
    defer { try? FileManager.default.removeItem(atPath: copy) }
    let run = try runPython([Self.script, "--root", copy])
    #expect(run.status == 1)
    #expect(
      run.output.contains(
        "Package.swift: target 'HeroSyncTests' depends on 'HeroLayout', which no file in Tests/HeroSyncTests/ imports; drop it from the target's dependencies"
      ), "\(run.output)")
  }

  /// The other direction: a file importing a module of the package that its target does not declare
  /// (it builds while another dependency brings the module in, and breaks when that one is dropped).
  @Test func anImportTheTargetDoesNotDeclareFails() throws {
    let copy = try Self.packageCopy(
      replacing: ".testTarget(name: \"HeroSyncTests\", dependencies: [\"HeroSync\"])",
      with: ".testTarget(name: \"HeroSyncTests\", dependencies: [\"HeroCache\"])")
    defer { try? FileManager.default.removeItem(atPath: copy) }
    let run = try runPython([Self.script, "--check", "--root", copy])
    #expect(run.status == 1)
    #expect(
      run.output.contains(
        "imports 'HeroSync', which target 'HeroSyncTests' does not declare; add it to the target's dependencies in Package.swift"
      ), "\(run.output)")
  }

  /// A folder holding a copy of Package.swift, with `old` replaced by `new`, and of
  /// docs/architecture.md; the sources are linked in.
  static func packageCopy(replacing old: String, with new: String, _ label: String = #function) throws -> String {
    let dir = try CLIRunner.temporaryDirectory(label)
    let files = FileManager.default
    try files.createDirectory(atPath: dir + "/docs", withIntermediateDirectories: true)
    try files.copyItem(
      atPath: CLIRunner.repositoryRoot + "/docs/architecture.md", toPath: dir + "/docs/architecture.md")
    for folder in ["Sources", "Tests"] {
      try files.createSymbolicLink(
        atPath: dir + "/" + folder, withDestinationPath: CLIRunner.repositoryRoot + "/" + folder)
    }
    let manifest = try String(contentsOfFile: CLIRunner.repositoryRoot + "/Package.swift", encoding: .utf8)
    #expect(manifest.contains(old), "the edit must find its place in Package.swift")
    try Data(manifest.replacingOccurrences(of: old, with: new).utf8)
      .write(to: URL(fileURLWithPath: dir + "/Package.swift"))
    return dir
  }
}
