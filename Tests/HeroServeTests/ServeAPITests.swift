import Foundation
import HeroCompositor
import HeroProject
import HeroRender
import HeroSync
import HeroTestSupport
import Testing

/// `hero serve`'s JSON API, against the real command on a temporary project.
@Suite(.serialized) struct ServeAPITests {
  @Test func listsScenesAndServesFramesFromTheRealRenderer() throws {
    let server = try ServeProcess()
    defer { server.stop() }
    let list = try server.request("/api/scenes").json()
    let scenes = try #require(list["scenes"] as? [[String: Any]])
    #expect((list["cachedFrames"] as? Int ?? 0) > 0, "the page prefetches as many frames as the server keeps")
    #expect(
      scenes.map { $0["id"] as? String } == [
        "basics/card-shadow", "basics/fade", "basics/match-basic", "basics/push-interactive",
      ])
    let fade = try #require(scenes.first { $0["id"] as? String == "basics/fade" })
    #expect(fade["file"] as? String == "scenes/basics/fade.json")
    let loaded = try LoadedScene.load(server.directory + "/scenes/basics/fade.json")
    let count = loaded.transition.frameCount(fps: loaded.scene.fps)
    #expect(fade["frameCount"] as? Int == count)
    #expect(fade["fps"] as? Double == loaded.scene.fps)
    #expect(fade["description"] as? String == loaded.scene.description)
    #expect(loaded.scene.description != nil, "every gallery scene says what it shows")

    for index in [0, count / 2, count - 1] {
      let reply = try server.request("/api/frame?scene=basics/fade&index=\(index)")
      #expect(reply.status == 200 && reply.type == "image/png")
      let served = try PNGCodec.decode(Array(reply.body))
      let time = loaded.transition.frameTime(index: index, fps: loaded.scene.fps)
      let rendered = Locked<RGBAImage?>(nil)
      try FrameRenderer(transition: loaded.transition, scale: loaded.scene.canvas.scale, workers: 1)
        .render([FrameJob(name: "f", time: time)]) { _, image in rendered.withLock { $0 = image } }
      #expect(served == rendered.withLock { $0 }, "frame \(index) is the renderer's frame")
    }
    let half = try PNGCodec.decode(Array(try server.request("/api/frame?scene=basics/fade&index=0&scale=0.5").body))
    #expect(half.width == loaded.pixelSize(scale: 0.5).width)

    let dump = try server.request("/api/states?scene=basics/fade&index=3").json()
    #expect(dump["index"] as? Int == 3)
    #expect(!(try #require(dump["layers"] as? [Any])).isEmpty)
    let whole = try server.request("/api/states?scene=basics/fade").json()
    #expect((whole["frames"] as? [Any])?.count == count)
  }

  @Test func refusesPathsOutsideTheServedScenesAndBadRequests() throws {
    let server = try ServeProcess()
    defer { server.stop() }
    for path in [
      "/api/frame?scene=../../etc/passwd&index=0", "/api/frame?scene=%2Fetc%2Fpasswd&index=0",
      "/api/golden?scene=basics/fade&sample=..%2F..%2F..%2Fetc%2Fpasswd",
      "/api/artefact?scene=basics/fade&sample=p050&kind=actual", "/page/..%2F..%2FPackage.swift",
      "/page/%2Fetc%2Fpasswd",
    ] {
      let reply = try server.request(path)
      #expect(reply.status == 404, "\(path): \(reply.status) \(reply.text)")
      #expect(!reply.text.contains("root:"))
    }
    let cases: [(String, String, Int, String)] = [
      ("GET", "/api/frame?scene=basics/fade", 400, "missing query parameter 'index'"),
      ("GET", "/api/frame?scene=basics/fade&index=abc", 400, "'index' must be an integer"),
      ("GET", "/api/frame?scene=basics/fade&index=100000", 400, "'index' must be an integer"),
      ("GET", "/api/frame?scene=basics/fade&index=9999", 400, "outside the scene's"),
      ("GET", "/api/frame?scene=basics/fade&index=0&scale=-1", 400, "'scale' must be a number more than 0"),
      ("GET", "/api/frame?scene=basics/fade&index=0&scale=1000", 400, "'scale' must be a number more than 0"),
      ("GET", "/api/artefact?scene=basics/fade&sample=p050&kind=passwd", 400, "'kind' must be"),
      ("POST", "/api/accept?scene=basics/fade&sample=p051", 404, "its samples are"),
      ("GET", "/api/frame?scene=basics/fade&index=0&pad=" + String(repeating: "x", count: 3000), 414, "longer than"),
    ]
    for (method, path, status, message) in cases {
      let reply = try server.request(path, method: method)
      #expect(reply.status == status, "\(path.prefix(80)): \(reply.status)")
      let error = try #require(try reply.json()["error"] as? [String: Any])
      #expect((error["message"] as? String)?.contains(message) == true, "\(error)")
    }
    let withBody = try server.request("/api/accept?scene=basics/fade&sample=p050", method: "POST", body: Data("x".utf8))
    #expect(withBody.status == 413)
    #expect(try server.request("/api/scenes").status == 200, "still serving")
  }

  @Test func aBrokenSceneIsAStructuredErrorAndRecovers() throws {
    let server = try ServeProcess()
    defer { server.stop() }
    let file = server.directory + "/scenes/basics/fade.json"
    let good = try String(contentsOfFile: file, encoding: .utf8)
    try (good.replacingOccurrences(of: "\"fps\"", with: "\"fsp\"")).write(
      toFile: file, atomically: true, encoding: .utf8)
    let reply = try server.request("/api/frame?scene=basics/fade&index=0")
    #expect(reply.status == 422)
    let error = try #require(try reply.json()["error"] as? [String: Any])
    #expect(error["file"] as? String == "scenes/basics/fade.json")
    #expect(error["line"] as? Int != nil && error["column"] as? Int != nil, "\(error)")
    #expect((error["detail"] as? String)?.contains("fsp") == true, "\(error)")
    let listed = try #require(try server.request("/api/scenes").json()["scenes"] as? [[String: Any]])
    #expect(listed.first { $0["id"] as? String == "basics/fade" }?["error"] != nil)

    try "{ \"name\": ".write(toFile: file, atomically: true, encoding: .utf8)
    let syntax = try #require(
      try server.request("/api/frame?scene=basics/fade&index=0").json()["error"] as? [String: Any])
    #expect(syntax["line"] as? Int == 1, "\(syntax)")

    try good.write(toFile: file, atomically: true, encoding: .utf8)
    #expect(try server.request("/api/frame?scene=basics/fade&index=0").status == 200)
  }

  /// A hostile key reaches the JSON error with its controls escaped: no raw line separator, bidi
  /// override or C1 control in the body, and the message shows them as `\u{…}`.
  @Test func aHostileKeyInAJSONErrorIsEscaped() throws {
    let server = try ServeProcess()
    defer { server.stop() }
    let file = server.directory + "/scenes/basics/fade.json"
    let good = try String(contentsOfFile: file, encoding: .utf8)
    try good.replacingOccurrences(of: "\"fps\"", with: #""x\u2028::error::S\u202e\u009b": 1, "fps""#).write(
      toFile: file, atomically: true, encoding: .utf8)
    let reply = try server.request("/api/frame?scene=basics/fade&index=0")
    #expect(reply.status == 422)
    let body = String(decoding: reply.body, as: UTF8.self)
    #expect(
      !body.unicodeScalars.contains {
        ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || $0 == "\u{2028}" || $0 == "\u{202E}"
      }, "\(body)")
    let error = try #require(try reply.json()["error"] as? [String: Any])
    #expect((error["message"] as? String)?.contains(#"x\u{2028}::error::S\u{202E}\u{9B}"#) == true, "\(error)")
  }

  @Test func verifyReportsFailuresAndAcceptRecordsTheGoldenAtomically() throws {
    let server = try ServeProcess()
    defer { server.stop() }
    let folder = server.directory + "/golden/basics/fade"
    let golden = folder + "/p050.png"
    try FileManager.default.removeItem(atPath: golden)
    try FileManager.default.copyItem(atPath: folder + "/p000.png", toPath: golden)
    let before = try FileManager.default.attributesOfItem(atPath: golden)[.systemFileNumber] as? Int

    let result = try server.request("/api/verify?scene=basics/fade").json()
    #expect(result["passed"] as? Bool == false)
    let samples = try #require(result["samples"] as? [[String: Any]])
    let failing = try #require(samples.first { $0["status"] as? String == "failed" })
    #expect(failing["name"] as? String == "p050")
    #expect(failing["goldenPath"] as? String == "golden/basics/fade/p050.png")
    #expect((failing["differingPixels"] as? Int ?? 0) > 0)
    #expect(try server.request("/api/artefact?scene=basics/fade&sample=p050&kind=diff").type == "image/png")
    #expect(
      try server.request("/api/golden?scene=basics/fade&sample=p050").body
        == (try Data(contentsOf: URL(fileURLWithPath: golden))))

    let accepted = try server.request("/api/accept?scene=basics/fade&sample=p050", method: "POST").json()
    #expect(accepted["count"] as? Int == 1)
    let first = try #require((accepted["accepted"] as? [[String: Any]])?.first)
    #expect(first["golden"] as? String == "golden/basics/fade/p050.png")
    #expect((accepted["undo"] as? String)?.count == 32)
    // Written to a temporary file and renamed into place: a new inode, no temporaries left.
    let after = try FileManager.default.attributesOfItem(atPath: golden)[.systemFileNumber] as? Int
    #expect(before != after)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(names == ["p000.png", "p025.png", "p050.png", "p075.png", "p100.png", "renderer.json"])
    // The same golden `hero record --samples p050` writes.
    let recorded = try runCLI(
      ["record", "scenes/basics/fade.json", "--samples", "p050", "--golden", "again"],
      workingDirectory: server.directory)
    #expect(recorded.status == 0)
    let again = try Data(contentsOf: URL(fileURLWithPath: server.directory + "/again/basics/fade/p050.png"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: golden)) == again)
    #expect(try server.request("/api/verify?scene=basics/fade").json()["passed"] as? Bool == true)
  }

  /// Verify's failure images go to a scratch folder in `$TMPDIR`; stopping the server (SIGTERM, as
  /// Ctrl-C would) removes it with everything in it.
  @Test func stoppingTheServerRemovesItsScratchFolder() throws {
    let server = try ServeProcess()
    defer { server.stop() }
    let folder = server.directory + "/golden/basics/fade"
    try FileManager.default.removeItem(atPath: folder + "/p050.png")
    try FileManager.default.copyItem(atPath: folder + "/p000.png", toPath: folder + "/p050.png")
    #expect(try server.request("/api/verify?scene=basics/fade").json()["passed"] as? Bool == false)
    let scratch = try FileManager.default.contentsOfDirectory(atPath: server.temporaryFolder)
    #expect(scratch.count == 1 && scratch[0].hasPrefix("hero-serve-"), "\(scratch)")
    let diff = "\(server.temporaryFolder)/\(scratch.first ?? "")/artefacts/basics/fade/p050/diff.png"
    #expect(FileManager.default.fileExists(atPath: diff))
    server.stop(keepFiles: true)
    #expect(try FileManager.default.contentsOfDirectory(atPath: server.temporaryFolder).isEmpty)
  }

  /// The event stream reports a changed golden of a served scene's sample (the server stats the
  /// samples' golden paths, not the folder's listing).
  @Test func theEventStreamReportsAChangedGolden() throws {
    let server = try ServeProcess()
    defer { server.stop() }
    _ = try server.request("/api/scenes")  // loads the scenes, so their samples are known
    let stream = try server.events()
    defer { stream.close() }
    #expect(stream.wait(for: "retry: 500"), "\(stream.text)")
    let golden = server.directory + "/golden/basics/fade/p050.png"
    try FileManager.default.removeItem(atPath: golden)
    #expect(stream.wait(for: "golden/basics/fade/p050.png"), "\(stream.text)")
    #expect(stream.text.contains("event: change"), "\(stream.text)")
  }

  @Test func badArgumentsAreClearErrors() throws {
    let missing = try runCLI(["serve", "scenes/basics/nope.json", "--port", "0"])
    #expect(missing.status == 2)
    #expect(missing.standardError == "error: scenes/basics/nope.json: no such scene file\n")
    let port = try runCLI(["serve", "--port", "70000"])
    #expect(port.status == 2)
    #expect(port.standardError.contains("--port must be in 0…65535"))
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hero-serve-empty-\(UUID().uuidString.prefix(8))"
    ).path
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: empty) }
    let none = try runCLI(["serve", empty, "--port", "0"])
    #expect(none.status == 2)
    #expect(none.standardError.contains("no scene files"))
  }

  /// `hero serve` runs the `hero-serve` program beside it; a `hero` copied without it says what to build.
  @Test func aMissingServerProgramIsAMissingTool() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hero-alone-\(UUID().uuidString.prefix(8))"
    ).path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.copyItem(atPath: heroExecutablePath(), toPath: dir + "/hero")
    let alone = try runProcess(dir + "/hero", ["serve", repositoryRoot() + "/scenes/basics", "--port", "0"])
    #expect(alone.status == 3, "\(alone.standardError)")
    #expect(alone.standardError.contains("swift build --product hero-serve"), "\(alone.standardError)")
    #expect(
      FileManager.default.isExecutableFile(
        atPath: URL(fileURLWithPath: heroExecutablePath())
          .deletingLastPathComponent().appendingPathComponent("hero-serve").path))
  }
}
