import Foundation
import Testing

/// Goldens and artefacts never follow links out (docs/project.md): a symlink inside the golden or
/// artefacts folder is refused with its path; nothing outside is written, read into artefacts, or
/// deleted; stale-golden removal touches only sample files.
@Suite struct GoldenLinkTests {
  /// A project (the gallery's layout) holding basics/fade.json, with its goldens recorded, and an
  /// outside folder holding a victim file.
  func project(label: String = #function) throws -> (dir: String, outside: String) {
    let dir = try CLIRunner.temporaryDirectory(label)
    let outside = try CLIRunner.temporaryDirectory(label + "outside")
    try FileManager.default.createDirectory(atPath: dir + "/scenes/basics", withIntermediateDirectories: true)
    try CLIRunner.writeGalleryProjectFile(in: dir)
    try FileManager.default.copyItem(
      atPath: CLIRunner.scene("basics/fade.json"), toPath: dir + "/scenes/basics/fade.json")
    let record = try CLIRunner.run(["record"], in: dir)
    #expect(record.status == 0, "\(record.stderr)")
    try "victim".write(toFile: outside + "/victim.txt", atomically: true, encoding: .utf8)
    return (dir, outside)
  }

  func remove(_ paths: String...) { for p in paths { try? FileManager.default.removeItem(atPath: p) } }

  /// `golden/basics/fade/p050.png → /outside/victim.txt`: record refuses the link and never writes
  /// through it.
  @Test func recordDoesNotWriteThroughALinkedGoldenFile() throws {
    let (dir, outside) = try project()
    defer { remove(dir, outside) }
    let golden = dir + "/golden/basics/fade/p050.png"
    try FileManager.default.removeItem(atPath: golden)
    try FileManager.default.createSymbolicLink(atPath: golden, withDestinationPath: outside + "/victim.txt")
    let result = try CLIRunner.run(["record", "scenes/basics/fade.json"], in: dir)
    #expect(result.status == 2)
    #expect(result.stderr.contains("golden/basics/fade/p050.png: is a symlink"), "\(result.stderr)")
    #expect(try String(contentsOfFile: outside + "/victim.txt", encoding: .utf8) == "victim")
    // The link is still a link: nothing replaced it either.
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: golden) == outside + "/victim.txt")
  }

  /// A linked golden folder: record writes nothing there and deletes nothing (an unrelated
  /// `party.png`, a stale-looking `p010.png`).
  @Test func recordDoesNotWriteOrDeleteThroughALinkedGoldenFolder() throws {
    let (dir, outside) = try project()
    defer { remove(dir, outside) }
    for name in ["party.png", "p010.png"] {
      try FileManager.default.copyItem(atPath: dir + "/golden/basics/fade/p000.png", toPath: outside + "/" + name)
    }
    try FileManager.default.removeItem(atPath: dir + "/golden/basics")
    try FileManager.default.createSymbolicLink(atPath: dir + "/golden/basics", withDestinationPath: outside)
    let result = try CLIRunner.run(["record"], in: dir)
    #expect(result.status == 2)
    #expect(result.stderr.contains("golden/basics: is a symlink"), "\(result.stderr)")
    #expect(CLIRunner.files(in: outside) == ["p010.png", "party.png", "victim.txt"])
  }

  /// verify reads no golden through a link: a linked outside PNG is an unreadable golden naming the
  /// link, and its pixels are not copied into the artefacts (only actual.png is written).
  @Test func verifyDoesNotCopyALinkedGoldenIntoArtefacts() throws {
    let (dir, outside) = try project()
    defer { remove(dir, outside) }
    let golden = dir + "/golden/basics/fade/p050.png"
    try FileManager.default.moveItem(atPath: golden, toPath: outside + "/secret.png")
    try FileManager.default.createSymbolicLink(atPath: golden, withDestinationPath: outside + "/secret.png")
    let result = try CLIRunner.run(["verify"], in: dir)
    #expect(result.status == 1)
    #expect(result.stdout.contains("golden unreadable"), "\(result.stdout)")
    #expect(result.stdout.contains("p050.png: is a symlink"), "\(result.stdout)")
    #expect(CLIRunner.files(in: dir + "/artefacts/basics/fade/p050") == ["actual.png"])
  }

  /// A linked artefacts folder is refused: verify writes and removes nothing outside.
  @Test func verifyDoesNotWriteThroughALinkedArtefactsFolder() throws {
    let (dir, outside) = try project()
    defer { remove(dir, outside) }
    try FileManager.default.createDirectory(atPath: outside + "/fade/p050", withIntermediateDirectories: true)
    try "keep".write(toFile: outside + "/fade/p050/diff.png", atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(atPath: dir + "/artefacts", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: dir + "/artefacts/basics", withDestinationPath: outside)
    try FileManager.default.removeItem(atPath: dir + "/golden/basics/fade/p050.png")
    let result = try CLIRunner.run(["verify"], in: dir)
    #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
    #expect(result.stderr.contains("artefacts/basics: is a symlink"), "\(result.stderr)")
    #expect(try String(contentsOfFile: outside + "/fade/p050/diff.png", encoding: .utf8) == "keep")
    #expect(CLIRunner.files(in: outside) == ["fade", "victim.txt"])
  }

  /// A full record removes stale samples (`p010.png`) and nothing else (`notes.txt`, `party.png`,
  /// a `p010.png` link is refused, not followed).
  @Test func staleRemovalDeletesOnlySampleFiles() throws {
    let (dir, outside) = try project()
    defer { remove(dir, outside) }
    let folder = dir + "/golden/basics/fade"
    for name in ["p010.png", "party.png", "p5.png"] {
      try FileManager.default.copyItem(atPath: folder + "/p000.png", toPath: folder + "/" + name)
    }
    try "notes".write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)
    #expect(try CLIRunner.run(["record"], in: dir).status == 0)
    #expect(
      CLIRunner.files(in: folder)
        == [
          "notes.txt", "p000.png", "p025.png", "p050.png", "p075.png", "p100.png", "p5.png", "party.png",
          "renderer.json",
        ])
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/p020.png", withDestinationPath: outside + "/victim.txt")
    let result = try CLIRunner.run(["record"], in: dir)
    #expect(result.status == 2)
    #expect(result.stderr.contains("golden/basics/fade/p020.png: is a symlink"), "\(result.stderr)")
    #expect(try String(contentsOfFile: outside + "/victim.txt", encoding: .utf8) == "victim")
  }

  /// merge-reports copies only PNGs, and none through a link beside a shard's report: a hostile
  /// report.json cannot pull another file into the merged report.
  @Test func mergeReportsCopiesNoLinkedOrForeignFile() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { remove(dir) }
    try FileManager.default.createDirectory(atPath: dir + "/r1/T/x/p050", withIntermediateDirectories: true)
    try "secret".write(toFile: dir + "/secret.png", atomically: true, encoding: .utf8)
    func report(artefact: String) throws {
      try """
      {"scenes": [{"scene": "T/x.json", "id": "T/x", "fps": 30, "tolerance": 0, "pixelBudget": 0,
        "golden": "golden", "samples": [{"name": "p050", "status": "failed", "time": 0.1, "frameIndex": 3,
        "goldenPath": "golden/T/x/p050.png", "differingPixels": 1, "maxChannelDelta": 1, "sizeMismatch": false,
        "goldenSize": "1×1", "actualSize": "1×1", "artefacts": ["\(artefact)"]}]}], "invalid": []}
      """.write(toFile: dir + "/r1/report.json", atomically: true, encoding: .utf8)
    }
    try report(artefact: dir + "/secret.png")
    let foreign = try CLIRunner.run(["merge-reports", "r1", "-o", "merged"], in: dir)
    #expect(foreign.status == 2)
    #expect(foreign.stderr.contains("secret.png into the merged report: not a PNG file"), "\(foreign.stderr)")
    try FileManager.default.createSymbolicLink(
      atPath: dir + "/r1/T/x/p050/diff.png", withDestinationPath: dir + "/secret.png")
    try report(artefact: "elsewhere/T/x/p050/diff.png")
    let linked = try CLIRunner.run(["merge-reports", "r1", "-o", "merged"], in: dir)
    #expect(linked.status == 2)
    #expect(linked.stderr.contains("r1/T/x/p050/diff.png: is a symlink"), "\(linked.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir + "/merged/T/x/p050/diff.png"))
  }
}
