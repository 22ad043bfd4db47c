import Foundation
import Testing

/// docs/ci.md's workflows are the files under docs/examples/ci/, their `hero` commands run as written,
/// and the Dockerfile pins the package versions the goldens were recorded with.
@Suite struct CIKitTests {
  static func text(_ relative: String) throws -> String {
    try String(contentsOfFile: CLIRunner.repositoryRoot + "/" + relative, encoding: .utf8)
  }

  static let examples = ["docs/examples/ci/github-actions.yml", "docs/examples/ci/gitlab-ci.yml"]

  @Test func docEmbedsTheExampleFilesVerbatim() throws {
    let doc = try Self.text("docs/ci.md")
    for file in Self.examples {
      #expect(doc.contains("```yaml\n" + (try Self.text(file)) + "```"), "\(file)")
    }
  }

  /// The `hero` invocations of both workflows (continuation lines joined, CI variables filled in for
  /// a two-shard run), in order.
  static func heroCommands(shard: Int) throws -> [[String]] {
    var commands: [[String]] = []
    for file in examples {
      let joined = try text(file).replacingOccurrences(of: "\\\n", with: " ")
        .replacingOccurrences(of: "\n      --junit", with: " --junit")
      for line in joined.split(separator: "\n") {
        guard let range = line.range(of: ".build/release/hero ") else { continue }
        let filled = String(line[range.upperBound...])
          .replacingOccurrences(of: "${{ matrix.shard }}", with: "\(shard)")
          .replacingOccurrences(of: "$CI_NODE_INDEX", with: "\(shard)")
          .replacingOccurrences(of: "$CI_NODE_TOTAL", with: "3")
        commands.append(filled.split(separator: " ").map(String.init))
      }
    }
    return commands
  }

  @Test func workflowCommandsRunAsWritten() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(atPath: dir + "/scenes/basics", withIntermediateDirectories: true)
    try CLIRunner.writeGalleryProjectFile(in: dir)
    for name in ["fade", "match-basic", "card-shadow"] {
      try FileManager.default.copyItem(
        atPath: CLIRunner.scene("basics/\(name).json"), toPath: dir + "/scenes/basics/\(name).json")
    }
    #expect(try CLIRunner.run(["record"], in: dir).status == 0)
    var verifies = 0
    for shard in 1...3 {
      for command in try Self.heroCommands(shard: shard) where command.first == "verify" {
        let r = try CLIRunner.run(command, in: dir)
        #expect(r.status == 0, "hero \(command.joined(separator: " ")): \(r.stdout)\(r.stderr)")
        verifies += 1
      }
    }
    #expect(verifies == 6, "one verify per shard in each workflow")
    let merge = try #require(try Self.heroCommands(shard: 1).first { $0.first == "merge-reports" })
    let r = try CLIRunner.run(merge, in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout == "3 passed, 0 failed from 3 reports; report: report/index.html\n")
    #expect(FileManager.default.fileExists(atPath: dir + "/report/junit.xml"))
  }

  @Test func dockerfilePinsTheGoldensPackageVersions() throws {
    let dockerfile = try Self.text("Dockerfile")
    let goldens = try Self.text("golden/compositor/README.md")
    for (package, version) in [("libcairo2", "1.16.0"), ("libpixman-1", "0.42.2"), ("libpng", "1.6.39")] {
      #expect(goldens.contains(version), "the goldens name \(version)")
      let pins = dockerfile.split(separator: "\n").filter { $0.contains(package) && $0.contains("=") }
      #expect(
        !pins.isEmpty && pins.allSatisfy { $0.contains("=" + version) }, "\(package) pinned to \(version)")
    }
    #expect(dockerfile.contains("FROM swift:6.0-bookworm"))
    for file in Self.examples { #expect(try Self.text(file).contains("swift:6.0-bookworm"), "\(file)") }
  }
}
