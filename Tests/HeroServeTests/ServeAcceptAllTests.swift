import Foundation
import HeroTestSupport
import Testing

/// Accepting many goldens at once from the review page, undoing it, and the routes the inspector
/// and the 3D view draw with; run against the real `hero serve` process.
@Suite struct ServeAcceptAllTests {
  static func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

  @Test func acceptAllOfASceneAndUndo() throws {
    let server = try ServeProcess()
    defer { server.stop() }
    let folder = server.directory + "/golden/basics/fade"
    let wrong = try #require(Self.bytes(folder + "/p000.png"))
    for name in ["p050", "p075"] { try wrong.write(to: URL(fileURLWithPath: "\(folder)/\(name).png")) }
    try FileManager.default.removeItem(atPath: folder + "/p025.png")
    let verified = try server.request("/api/verify?scene=basics/fade").json()
    let failing = (verified["samples"] as? [[String: Any]] ?? []).filter { $0["status"] as? String != "passed" }
    #expect(failing.map { $0["name"] as? String } == ["p025", "p050", "p075"])
    let box = try #require(failing[1]["differenceBox"] as? [String: Int])
    #expect((box["width"] ?? 0) > 0 && (box["height"] ?? 0) > 0, "the verifier ships the difference box")

    let accepted = try server.request("/api/accept-all?scene=basics/fade", method: "POST").json()
    #expect(accepted["count"] as? Int == 3)
    let token = try #require(accepted["undo"] as? String)
    #expect(Self.bytes(folder + "/p050.png") != wrong)
    #expect(FileManager.default.fileExists(atPath: folder + "/p025.png"))
    #expect(try server.request("/api/verify?scene=basics/fade").json()["passed"] as? Bool == true)

    let undone = try server.request("/api/undo?token=\(token)", method: "POST").json()
    #expect(undone["restored"] as? Int == 3)
    #expect(Self.bytes(folder + "/p050.png") == wrong && Self.bytes(folder + "/p075.png") == wrong)
    #expect(!FileManager.default.fileExists(atPath: folder + "/p025.png"), "a sample that had no golden has none again")
    #expect(try server.request("/api/undo?token=\(token)", method: "POST").status == 404, "an undo is used once")

    // Keep: the old goldens are forgotten and can no longer come back.
    _ = try server.request("/api/verify?scene=basics/fade")
    let again = try server.request("/api/accept-all?scene=basics/fade", method: "POST").json()
    let second = try #require(again["undo"] as? String)
    #expect(try server.request("/api/undo?token=\(second)", method: "DELETE").json()["kept"] as? Bool == true)
    #expect(try server.request("/api/undo?token=\(second)", method: "POST").status == 404)
    #expect(Self.bytes(folder + "/p050.png") != wrong)
  }

  @Test func acceptAllOfTheRunTakesEveryVerifiedScene() throws {
    let server = try ServeProcess()
    defer { server.stop() }
    for scene in ["fade", "match-basic"] {
      let folder = server.directory + "/golden/basics/" + scene
      try FileManager.default.removeItem(atPath: folder + "/p050.png")
      try FileManager.default.copyItem(atPath: folder + "/p000.png", toPath: folder + "/p050.png")
      _ = try server.request("/api/verify?scene=basics/\(scene)")
    }
    let accepted = try server.request("/api/accept-all", method: "POST").json()
    let ids = (accepted["accepted"] as? [[String: Any]] ?? []).map { "\($0["id"] ?? "") \($0["sample"] ?? "")" }
    #expect(ids.sorted() == ["basics/fade p050", "basics/match-basic p050"])
    let nothing = try server.request("/api/accept-all", method: "POST").json()
    #expect(nothing["count"] as? Int == 0 && nothing["undo"] is NSNull, "nothing left to accept")
    #expect(try server.request("/api/accept-all?scene=basics/nope", method: "POST").status == 404)
  }

  @Test func geometryAndLayerImages() throws {
    let server = try ServeProcess()
    defer { server.stop() }
    let geometry = try server.request("/api/geometry?scene=basics/match-basic&index=0").json()
    let layers = try #require(geometry["layers"] as? [[String: Any]])
    #expect(layers.first?["key"] as? String == "container")
    let red = try #require(layers.first { $0["key"] as? String == "from/red" })
    // from/red: position (36.5, 79.5), size 53×53, anchor in the middle (docs/state-dump.md).
    let quad = try #require(red["quad"] as? [[Double]])
    #expect(quad == [[10, 53], [63, 53], [63, 106], [10, 106]], "\(quad)")

    let image = try server.request("/api/layer?scene=basics/match-basic&index=0&key=to/red")
    #expect(image.status == 200 && image.type == "image/png")
    let missing = try server.request("/api/layer?scene=basics/match-basic&index=0&key=nope")
    #expect(missing.status == 404)
    #expect(try server.request("/api/layer?scene=basics/match-basic&index=9999&key=to/red").status == 400)
    let icon = try server.request("/favicon.ico")
    #expect(icon.status == 200 && icon.type == "image/svg+xml")
  }

  /// A layer a million points long and half a point thin has no picture within 1024 pixels: a clear
  /// 422, not the renderer's 500 "surface size 1024x0 is empty" (issue 29, §4).
  @Test func aLayerTooThinToDrawIsA422() throws {
    let fade = try String(contentsOfFile: repositoryRoot() + "/scenes/basics/fade.json", encoding: .utf8)
    let thin = fade.replacingOccurrences(
      of: "\"list-bar\",\n        \"frame\": [\n          0,\n          0,\n          200,\n          44",
      with: "\"list-bar\",\n        \"frame\": [\n          0,\n          0,\n          1000000,\n          0.5")
    #expect(thin != fade)
    let server = try ServeProcess(files: ["scenes/thin/thin.json": thin])
    defer { server.stop() }
    let reply = try server.request("/api/layer?scene=thin/thin&index=0&key=from/list-bar")
    #expect(reply.status == 422, "\(reply.status) \(reply.text)")
    #expect(reply.text.contains("has no area to draw in at most 1024 pixels"), "\(reply.text)")
  }
}
