import Foundation
import HeroProject
import HeroTestSupport
import HeroVerify
import Testing

@testable import HeroServe

/// What an Undo of an Accept relies on, in process: the goldens kept before a record and put back
/// by `GoldenSamples.restore`, and the bounded store of those backups.
@Suite struct GoldenUndoTests {
  @Test func restorePutsBackWhatCurrentGoldensKept() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("hero-undo-\(UUID().uuidString.prefix(8))")
      .path
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let file = dir + "/fade.json"
    try FileManager.default.copyItem(atPath: repositoryRoot() + "/scenes/basics/fade.json", toPath: file)
    let samples = GoldenSamples(try LoadedScene.load(file), goldenRoot: dir + "/golden")
    _ = try samples.record(.init(names: ["p000", "p050"]), workers: 1, progress: nil)
    let path = { (name: String) in samples.goldenPath(samples.jobs.first { $0.name == name }!) }
    let oldP000 = try #require(FileManager.default.contents(atPath: path("p000")))
    try Data("not a png".utf8).write(to: URL(fileURLWithPath: path("p050")))

    let kept = try samples.currentGoldens(["p000", "p050", "p100"])
    #expect(kept["p000"] == .some(Array(oldP000)))
    #expect(kept["p050"] == .some(Array("not a png".utf8)))
    #expect(kept["p100"] == .some(nil), "p100 had no golden")
    _ = try samples.record(.init(names: ["p000", "p050", "p100"]), workers: 1, progress: nil)
    #expect(FileManager.default.fileExists(atPath: path("p100")))

    #expect(try samples.restore(kept) == 3)
    #expect(FileManager.default.contents(atPath: path("p050")) == Data("not a png".utf8))
    #expect(FileManager.default.contents(atPath: path("p000")) == oldP000)
    #expect(!FileManager.default.fileExists(atPath: path("p100")))
    #expect(throws: CLIError.self) { try samples.restore(["p051": nil]) }
    #expect(throws: CLIError.self) { try samples.currentGoldens(["nope"]) }
  }

  @Test func theStoreGivesEachBackupOnceAndForgetsTheOldest() {
    let undo = GoldenUndo()
    let first = undo.keep([.init(id: "a", previous: ["p000": [1, 2, 3]])])
    var tokens = [first]
    for i in 0..<GoldenUndo.maximumBatches { tokens.append(undo.keep([.init(id: "s\(i)", previous: ["p000": nil])])) }
    #expect(Set(tokens).count == tokens.count, "tokens are unique")
    #expect(undo.take(first) == nil, "the oldest is forgotten past \(GoldenUndo.maximumBatches) accepts")
    let last = tokens.last!
    #expect(undo.take(last)?.first?.id == "s\(GoldenUndo.maximumBatches - 1)")
    #expect(undo.take(last) == nil, "a backup is taken once")
    #expect(undo.take("guess") == nil)
  }
}
