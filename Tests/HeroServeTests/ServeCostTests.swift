import Foundation
import HeroModel
import HeroTestSupport
import Testing

@testable import HeroServe

/// Cost growth of the server's per-request work with the number of served scenes (thread CPU, ratio only).
@Suite struct ServeCostTests {
  /// Every request names its scene by id: looking each of n scenes up grows with n, not n². (Short
  /// ids, held inline, and tables of a few thousand keep the cost about lookups, not cache misses.)
  @Test func sceneLookupStaysCheapWithManyScenes() throws {
    func lookUpEvery(_ count: Int) throws -> Double {
      let files = (0..<count).map { "scenes/m/s\($0).json" }
      let scenes = try ServedScenes(files: files, goldenRoot: "golden", artefactsRoot: "artefacts")
      let ids = scenes.entries.map(\.id)
      return try bestThreadCPUSeconds(runs: 5) {
        // A missing id would throw (404).
        for _ in 0..<10 { for id in ids { _ = try scenes.entry(id) } }
      }
    }
    expectLinearCost("scene lookup", small: try lookUpEvery(3_000), large: try lookUpEvery(12_000))
  }

  /// A scene file with 168 variants is 168 served scenes; loading every one (a client asking for a
  /// frame of each) keeps at most `keptScenes` of them in memory, where every load was kept before.
  /// One no longer kept loads again as the same version while its file is unchanged (its cached
  /// frames stay valid), and as a new one once the file changes.
  @Test func loadedScenesKeptAreBoundedWhateverTheVariants() throws {
    let dir = NSTemporaryDirectory() + "hero-serve-kept-\(UUID().uuidString.prefix(8))/scenes"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: (dir as NSString).deletingLastPathComponent) }
    func write(_ colour: String) throws {
      try """
      { "canvas": { "width": 40, "height": 30, "scale": 1 },
        "variants": { "devices": ["iPhone-SE", "iPhone-15", "iPhone-15-Pro", "iPhone-15-Pro-Max", "iPhone-16-Pro",
          "iPhone-16-Pro-Max", "iPad-10"], "appearances": ["light", "dark"],
          "contentSizes": ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"] },
        "from": { "id": "a", "backgroundColor": "\(colour)" }, "to": { "id": "b" } }
      """.write(toFile: dir + "/many.json", atomically: true, encoding: .utf8)
    }
    try write("red")
    let scenes = try ServedScenes(files: [dir + "/many.json"], goldenRoot: "golden", artefactsRoot: "artefacts")
    #expect(scenes.entries.count == 168)
    for entry in scenes.entries { #expect(try scenes.load(entry.id).version == 1) }
    #expect(scenes.keptSceneCount == ServedScenes.keptScenes)
    let first = try #require(scenes.entries.first).id
    #expect(try scenes.load(first).version == 1)
    #expect(try scenes.load(first).scene.scene.from.backgroundColor == .red)
    try write("blue")
    #expect(try scenes.load(first).version == 2)
    #expect(try scenes.load(first).scene.scene.from.backgroundColor == .blue)
    #expect(scenes.keptSceneCount <= ServedScenes.keptScenes)
  }
}
