import Foundation
import HeroFiles
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
    let otherPNG = try #require(FileManager.default.contents(atPath: path("p000")))
    try otherPNG.write(to: URL(fileURLWithPath: path("p050")))

    let kept = try samples.currentGoldens(["p000", "p050", "p100"])
    #expect(kept["p000"] == .some(Array(oldP000)))
    #expect(kept["p050"] == .some(Array(otherPNG)))
    #expect(kept["p100"] == .some(nil), "p100 had no golden")
    _ = try samples.record(.init(names: ["p000", "p050", "p100"]), workers: 1, progress: nil)
    #expect(FileManager.default.fileExists(atPath: path("p100")))

    #expect(try samples.restore(kept) == 3)
    #expect(FileManager.default.contents(atPath: path("p050")) == otherPNG)
    #expect(FileManager.default.contents(atPath: path("p000")) == oldP000)
    #expect(!FileManager.default.fileExists(atPath: path("p100")))
    #expect(throws: CLIError.self) { try samples.restore(["p051": nil]) }
    // Only a PNG is put back, and never through a link (before: written into the link's target).
    #expect(throws: CLIError.self) { try samples.restore(["p050": Array("not a png".utf8)]) }
    let victim = dir + "/victim.png"
    try Data("victim".utf8).write(to: URL(fileURLWithPath: victim))
    try FileManager.default.removeItem(atPath: path("p050"))
    try FileManager.default.createSymbolicLink(atPath: path("p050"), withDestinationPath: victim)
    #expect(throws: CLIError.self) { try samples.restore(["p050": Array(oldP000)]) }
    #expect(FileManager.default.contents(atPath: victim) == Data("victim".utf8))
    #expect(throws: CLIError.self) { try samples.currentGoldens(["nope"]) }
  }

  /// The store keeps PNGs on disk (memory holds names and stamps), gives each batch to one undo at a
  /// time, and past `maximumBatches` forgets the oldest with its files.
  @Test func theStoreKeepsBackupsOnDiskAndForgetsTheOldest() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("hero-undo-\(UUID().uuidString.prefix(8))")
      .path
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let undo = GoldenUndo(folder: ConfinedFolder(dir))
    let first = undo.begin()
    try undo.keep(first, id: "a", previous: ["p000": [1, 2, 3], "p050": nil])
    #expect(undo.finish(first) == first)
    #expect(FileManager.default.contents(atPath: dir + "/0/0/p000.png") == Data([1, 2, 3]))
    #expect(undo.keptBytes == 3)
    var tokens = [first]
    for i in 0..<GoldenUndo.maximumBatches {
      let token = undo.begin()
      try undo.keep(token, id: "s\(i)", previous: ["p000": [9]])
      tokens.append(token)
    }
    #expect(Set(tokens).count == tokens.count, "tokens are unique")
    guard case .unknown = undo.claim(first) else {
      Issue.record("the oldest is forgotten past \(GoldenUndo.maximumBatches) accepts")
      return
    }
    #expect(!FileManager.default.fileExists(atPath: dir + "/0"), "with its files")
    let last = tokens.last!
    guard case .scenes(let scenes) = undo.claim(last) else {
      Issue.record("the newest is kept")
      return
    }
    guard case .busy = undo.claim(last) else {
      Issue.record("one undo at a time")
      return
    }
    #expect(try undo.previous(last, scenes[0]) == ["p000": [9]])
    undo.restored(last, scenes[0])
    guard case .unknown = undo.claim(last) else {
      Issue.record("a batch restored in full is gone")
      return
    }
    #expect(undo.forget(tokens[1]) && !undo.forget(tokens[1]), "Keep forgets once")
    let empty = undo.begin()
    #expect(undo.finish(empty) == nil, "an accept that kept nothing has no undo")
  }
}
