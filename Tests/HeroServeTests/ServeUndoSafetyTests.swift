import Foundation
import HeroTestSupport
import Testing

/// Undo of an Accept against a checkout that moves while the page is open (issue 29, §2), run
/// against the real `hero serve` process: Undo never writes through a link, never overwrites a
/// later change, and neither an Accept nor an Undo that fails part way loses what it could undo.
@Suite struct ServeUndoSafetyTests {
  static func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

  /// Makes p050 of `scene` differ from what it renders (a copy of its p000) and verifies it.
  static func breakGolden(_ server: ServeProcess, _ scene: String) throws -> Data {
    let folder = server.directory + "/golden/basics/" + scene
    let wrong = try #require(bytes(folder + "/p000.png"))
    try wrong.write(to: URL(fileURLWithPath: folder + "/p050.png"))
    _ = try server.request("/api/verify?scene=basics/\(scene)")
    return wrong
  }

  /// A golden edited on disk after the Accept (a branch checkout, a `hero record`): Undo answers 409
  /// naming it and restores nothing; Keep still works.
  @Test func undoRefusesAGoldenChangedSinceTheAccept() throws {
    let server = try ServeProcess()
    defer { server.stop() }
    let folder = server.directory + "/golden/basics/fade"
    _ = try Self.breakGolden(server, "fade")
    let accepted = try server.request("/api/accept-all?scene=basics/fade", method: "POST").json()
    let token = try #require(accepted["undo"] as? String)
    let later = try #require(Self.bytes(folder + "/p100.png"))
    try later.write(to: URL(fileURLWithPath: folder + "/p050.png"))
    let refused = try server.request("/api/undo?token=\(token)", method: "POST")
    #expect(refused.status == 409)
    let message = (try refused.json()["error"] as? [String: Any])?["message"] as? String ?? ""
    #expect(message.contains("golden/basics/fade/p050.png changed on disk since the Accept"), "\(message)")
    #expect(Self.bytes(folder + "/p050.png") == later, "the later change stays")
    #expect(try server.request("/api/undo?token=\(token)", method: "DELETE").json()["kept"] as? Bool == true)
  }

  /// A golden that became a link to a file outside between Accept and Undo: nothing is written
  /// through it (the old bytes never reach the outside file) and the link stays.
  @Test func undoNeverWritesThroughALink() throws {
    let server = try ServeProcess()
    defer { server.stop() }
    let folder = server.directory + "/golden/basics/fade"
    _ = try Self.breakGolden(server, "fade")
    let accepted = try server.request("/api/accept?scene=basics/fade&sample=p050", method: "POST").json()
    let token = try #require(accepted["undo"] as? String)
    let outside = FileManager.default.temporaryDirectory.appendingPathComponent("hero-undo-victim-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: outside) }
    try Data("victim".utf8).write(to: URL(fileURLWithPath: outside))
    try FileManager.default.removeItem(atPath: folder + "/p050.png")
    try FileManager.default.createSymbolicLink(atPath: folder + "/p050.png", withDestinationPath: outside)
    let refused = try server.request("/api/undo?token=\(token)", method: "POST")
    #expect(refused.status == 400)
    let message = (try refused.json()["error"] as? [String: Any])?["message"] as? String ?? ""
    #expect(message.contains("p050.png: is a symlink"), "\(message)")
    #expect(Self.bytes(outside) == Data("victim".utf8))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/p050.png") == outside)
  }

  /// An Accept-all that fails part way (the second scene's golden is a link) answers its error with
  /// the token that undoes the first scene's new goldens; before, those stayed with no undo.
  @Test func anAcceptThatFailsPartWayCanBeUndone() throws {
    let server = try ServeProcess()
    defer { server.stop() }
    let wrong = try Self.breakGolden(server, "fade")
    _ = try Self.breakGolden(server, "match-basic")
    let linked = server.directory + "/golden/basics/match-basic/p050.png"
    try FileManager.default.removeItem(atPath: linked)
    try FileManager.default.createSymbolicLink(atPath: linked, withDestinationPath: "/etc/hostname")
    let failed = try server.request("/api/accept-all", method: "POST")
    #expect(failed.status == 400)
    let error = try #require(try failed.json()["error"] as? [String: Any])
    #expect((error["message"] as? String ?? "").contains("is a symlink"), "\(error)")
    let token = try #require(error["undo"] as? String, "the error carries the undo of what was replaced")
    let fade = server.directory + "/golden/basics/fade/p050.png"
    #expect(Self.bytes(fade) != wrong, "fade was accepted before the failure")
    let undone = try server.request("/api/undo?token=\(token)", method: "POST").json()
    #expect(undone["restored"] as? Int == 1)
    #expect(Self.bytes(fade) == wrong)
  }

  /// An Undo whose restore fails part way keeps the backups it has not put back, under the same
  /// token (before, the token was taken first and the rest was lost); the kept PNGs are on disk in
  /// the server's scratch folder, not in its memory.
  @Test func aFailedRestoreKeepsTheRemainingBackups() throws {
    let server = try ServeProcess()
    defer { server.stop() }
    var wrong: [String: Data] = [:]
    for scene in ["fade", "match-basic"] { wrong[scene] = try Self.breakGolden(server, scene) }
    let accepted = try server.request("/api/accept-all", method: "POST").json()
    let token = try #require(accepted["undo"] as? String)
    let order = (accepted["accepted"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    #expect(order.count == 2)
    // The second scene's kept golden goes missing from the scratch folder.
    let scratch = try #require(
      try FileManager.default.contentsOfDirectory(atPath: server.directory + "/tmp").first {
        $0.hasPrefix("hero-serve-")
      })
    let kept = server.directory + "/tmp/\(scratch)/undo/0"
    #expect(FolderNames.list(kept + "/0") == ["p050.png"] && FolderNames.list(kept + "/1") == ["p050.png"])
    try FileManager.default.removeItem(atPath: kept + "/1/p050.png")
    let failed = try server.request("/api/undo?token=\(token)", method: "POST")
    #expect(failed.status == 500)
    let first = order[0].replacingOccurrences(of: "basics/", with: "")
    #expect(Self.bytes(server.directory + "/golden/basics/\(first)/p050.png") == wrong[first], "the first is back")
    // The token still holds the second scene: another try fails the same way rather than 404.
    #expect(try server.request("/api/undo?token=\(token)", method: "POST").status == 500)
    #expect(try server.request("/api/undo?token=\(token)", method: "DELETE").json()["kept"] as? Bool == true)
    #expect(!FileManager.default.fileExists(atPath: kept), "Keep removes the kept files")
  }
}

/// Sorted names in a folder (empty when missing).
enum FolderNames {
  static func list(_ folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }
}
