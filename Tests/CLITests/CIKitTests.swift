import Foundation
import HeroCompositor
import HeroModel
import HeroTestSupport
import Testing

/// docs/ci.md's workflows are the files under docs/examples/ci/ and the from-source ones' `hero` commands
/// run as written. (scripts/test-package runs the consumer workflow's and action.yml's shell steps on the
/// release archive and checks every recipe's pins against scripts/native-pins.txt.)
@Suite struct CIKitTests {
  static func text(_ relative: String) throws -> String {
    try String(contentsOfFile: CLIRunner.repositoryRoot + "/" + relative, encoding: .utf8)
  }

  static let examples = ["docs/examples/ci/github-actions.yml", "docs/examples/ci/gitlab-ci.yml"]

  @Test func docEmbedsTheExampleFilesVerbatim() throws {
    let doc = try Self.text("docs/ci.md")
    for file in Self.examples + ["docs/examples/ci/consumer.yml", "docs/examples/ci/with-action.yml"] {
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

  /// The version is written once more than in Swift: the VERSION file scripts/package names the archive by.
  @Test func versionFileIsTheModelVersion() throws {
    #expect(try Self.text("VERSION") == HeroModelInfo.version + "\n")
  }

  /// `hero --version`: ours, then each native library's run-time version (those of this machine's
  /// -dev packages, as pkg-config reports them), then the bundled fonts' checksum as renderer.json has it.
  @Test func versionPrintsTheRenderersLibrariesAndFontChecksum() throws {
    let r = try CLIRunner.run(["--version"], in: CLIRunner.repositoryRoot)
    #expect(r.status == 0, "\(r.stderr)")
    let lines = r.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "HeroFrames \(HeroModelInfo.version)")
    func shell(_ command: String) throws -> String {
      let p = try runProcess("/bin/sh", ["-c", command])
      return p.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    for (name, module) in [
      ("Cairo", "cairo"), ("pixman", "pixman-1"), ("Pango", "pango"), ("HarfBuzz", "harfbuzz"),
      ("fontconfig", "fontconfig"), ("libpng", "libpng"),
    ] {
      #expect(lines.contains("\(name) \(try shell("pkg-config --modversion \(module)"))"), "\(name)")
    }
    // FreeType's pkg-config version is its libtool version (24.3.18), not its release.
    #expect(lines.contains { $0.hasPrefix("FreeType 2.") })
    // The fonts' line is renderer.json's (the CRC-32 of each file's name and bytes, in name order),
    // summed here by Python's zlib.
    let folder = FontLibrary.bundledDirectory
    let crc = try shell(
      "python3 -c 'import os, sys, zlib\nc = 0\nfor n in sorted(os.listdir(sys.argv[1])):\n"
        + "  if n.endswith((\".otf\", \".ttf\")): c = zlib.crc32(open(os.path.join(sys.argv[1], n), \"rb\").read(), "
        + "zlib.crc32(n.encode(), c))\nprint(\"%08x\" % c)' '\(folder)'")
    let count = FontLibrary.bundledFiles.count
    let fonts = lines.first { $0.hasPrefix("fonts ") }
    #expect(fonts == "fonts Inter: \(count) files, CRC-32 \(crc) in \(folder)")
    #expect(fonts == "fonts " + RendererProvenance.current.fonts + " in \(folder)")
    // A build from source loads the system's libraries, and says from which folder (the one holding
    // the libcairo the loader took); the release archive's line is checked by scripts/test-package.
    let native = try #require(lines.last)
    let system = try #require(NativeLibraries.loadedFolder)
    #expect(native == "native libraries: the system's, in \(system)")
    #expect(FileManager.default.fileExists(atPath: system + "/libcairo.so.2"))
    #expect(RendererProvenance.current.native == nil)
  }
}
