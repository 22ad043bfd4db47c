import Foundation
import HeroTestSupport
import Testing

@testable import HeroServe

/// What `hero serve` answers for a frame is the PNG file `hero render` writes for the same scene,
/// variant, scale and frame, byte for byte — for scenes with images (a large one decoded
/// downsampled, an asset catalog's, one a storyboard screen takes by name), every variant, several
/// scales, requests in a seeded random order interleaved across scenes and variants, and again after
/// images and a colour change on disk, when every cache must have let go of the earlier version.
@Suite(.serialized) struct ServeRenderAgreementTests {
  static let seed: UInt64 = 0x5E2E_7E57_0001

  /// One served scene: its id, file, variant and frame count.
  struct Served: Hashable, CustomStringConvertible {
    var id: String
    var file: String
    var variant: String?
    var frames: Int
    /// Scales a request may ask for besides the scene's own (nil).
    var scales: [Double?]
    var description: String { id }
  }

  /// One frame request.
  struct Request: Hashable, CustomStringConvertible {
    var scene: Served
    var scale: Double?
    var index: Int
    var description: String { "\(scene.id) frame \(index) scale \(scale.map { "\($0)" } ?? "own")" }
  }

  @Test func servedFramesAreTheRenderedFilesAcrossScalesVariantsOrdersAndEdits() throws {
    var rng = SplitMix64(seed: Self.seed)
    let media = try MediaProject(&rng)
    let server = try ServeProcess(data: media.files)
    defer { server.stop() }
    let served = try Self.servedScenes(server)
    #expect(
      served.map(\.id) == [
        "basics/fade", "media/photos/light.ltr", "media/photos/light.rtl", "media/photos/dark.ltr",
        "media/photos/dark.rtl", "media/tiles/iPhone-SE.ltr", "media/tiles/iPhone-SE.rtl",
        "media/tiles/iPhone-15.ltr", "media/tiles/iPhone-15.rtl",
      ])
    // The photo is far larger than it is shown: the renderer decodes it downsampled.
    let lint = try runCLI(["lint", MediaProject.photos], workingDirectory: server.directory)
    #expect(lint.standardOutput.contains("photo.png is 1200x900 pixels"), "\(lint.standardOutput)")
    #expect(lint.standardOutput.contains("decoded downsampled"), "\(lint.standardOutput)")

    let references = References(directory: server.directory)
    let first = (0..<40).map { _ in Self.request(served, &rng) }
    for request in first { try Self.expectSame(server, request, references) }
    for group in ["media/photos/", "media/tiles/"] {
      let variants = served.filter { $0.id.hasPrefix(group) }
      let firsts = try variants.map { try references.frame(Request(scene: $0, scale: nil, index: 0)) }
      #expect(Set(firsts).count == variants.count, "every variant of \(group) looks different, so a leak would show")
    }
    let before = try Self.versions(server)

    // Edits while the server runs: two images replaced by others of the same size (one a JSON
    // scene shows by path, one a storyboard screen takes from the asset catalog by name), a colour.
    let events = try server.events()
    defer { events.close() }
    #expect(events.wait(for: "retry:"), "the event stream is open before the files change")
    let directory = server.directory + "/"
    try Data(try MediaProject.png(MediaProject.badgeSize, MediaProject.badgeSize, &rng))
      .write(to: URL(fileURLWithPath: directory + MediaProject.badge), options: .atomic)
    try Data(try MediaProject.png(MediaProject.tileSize, MediaProject.tileSize, &rng))
      .write(to: URL(fileURLWithPath: directory + MediaProject.tile), options: .atomic)
    let photos = try String(contentsOfFile: directory + MediaProject.photos, encoding: .utf8)
    try photos.replacingOccurrences(of: media.swatch, with: MediaProject.colour(&rng))
      .write(toFile: directory + MediaProject.photos, atomically: true, encoding: .utf8)
    #expect(events.wait(for: "badge.png") && events.wait(for: "tile@2x.png"), "the page hears of image changes")

    let after = try Self.versions(server)
    for scene in served {
      let changed = scene.id.hasPrefix("media/")
      #expect(
        ((after[scene.id] ?? 0) > (before[scene.id] ?? 0)) == changed, "\(scene.id): version \(after[scene.id] ?? 0)")
    }
    let earlier = references.forget()
    // What was served before (and is cached) again, in another order, then new requests.
    let second = first.shuffled(using: &rng) + (0..<16).map { _ in Self.request(served, &rng) }
    for request in second { try Self.expectSame(server, request, references) }
    for group in ["media/photos/", "media/tiles/"] {
      let moved = second.filter { request in
        guard request.scene.id.hasPrefix(group), let old = earlier[References.Key(request)]?[request.index] else {
          return false
        }
        return (try? references.frame(request)) != old
      }
      #expect(!moved.isEmpty, "the edits change \(group) frames (else this test could not see a stale cache)")
    }
  }

  /// However often a scene is reloaded, the server keeps the image demand of its current load only
  /// (one per scale asked for), never one per version.
  @Test func imageDemandsDoNotAccumulateAcrossReloads() async throws {
    var rng = SplitMix64(seed: Self.seed ^ 1)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hero-demand-\(UUID().uuidString.prefix(8))"
    )
    .path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let scenesFolder = folder + "/scenes/d"
    try FileManager.default.createDirectory(atPath: scenesFolder, withIntermediateDirectories: true)
    try Data(try MediaProject.png(64, 48, &rng)).write(to: URL(fileURLWithPath: scenesFolder + "/badge.png"))
    let file = scenesFolder + "/demand.json"
    let scenes = try ServedScenes(files: [file], goldenRoot: folder + "/golden", artefactsRoot: folder + "/artefacts")
    let id = try #require(scenes.entries.first?.id)
    let work = WorkPool()
    let scales = [0.5, 1, 2]
    for round in 0..<12 {
      try """
      { "canvas": { "width": 24, "height": 18, "scale": 1 }, "fps": 10,
        "transition": { "kind": "present", "animation": "fade", "duration": 0.2 },
        "from": { "id": "a", "backgroundColor": "\(MediaProject.colour(&rng))",
          "children": [{ "id": "i", "frame": [2, 2, \(8 + round), 8], "image": { "path": "badge.png" } }] },
        "to": { "id": "b", "backgroundColor": "white" } }
      """.write(toFile: file, atomically: true, encoding: .utf8)
      for scale in scales { _ = try await scenes.framePNG(id, index: 0, scale: scale, on: work) }
      #expect(scenes.heldImageDemands == scales.count, "round \(round)")
    }
  }

  /// The page in headless chromium (Playwright; skipped without them unless on CI): pick the dark
  /// variants, the rtl one, scrub to a frame; the image shown is the file `hero render` writes.
  static let pageScript =
    chromiumScript(
      opening: .url,
      """
      import base64, os, subprocess, tempfile
      PROJECT, HERO, SHOTS = sys.argv[2], sys.argv[3], (sys.argv[4] if len(sys.argv) > 4 else "")
      SCENE, INDEX = "media/photos/dark.rtl", 4
      page.set_viewport_size({"width": 1280, "height": 860})
      page.wait_for_selector("#scene option[value='media/photos/dark.rtl']", state="attached")
      page.select_option("#variant", "dark")
      page.select_option("#scene", SCENE)
      page.wait_for_function("id => (document.body.dataset.version || '').startsWith(id + '@')", arg=SCENE)
      page.locator("#scrub").fill(str(INDEX))
      page.wait_for_function(
          "i => document.getElementById('frame').src.includes('index=' + i + '&') && document.getElementById('frame').complete",
          arg=INDEX)
      shown = base64.b64decode(page.evaluate(
          "async () => { const r = await fetch(document.getElementById('frame').src);"
          " const bytes = new Uint8Array(await r.arrayBuffer()); let s = '';"
          " for (const b of bytes) s += String.fromCharCode(b); return btoa(s); }"))
      with tempfile.TemporaryDirectory() as out:
          subprocess.run([HERO, "render", "scenes/media/photos.json", "--variant", "dark.rtl", "--frames", str(INDEX),
                          "-o", out], check=True, capture_output=True, cwd=PROJECT)
          with open(os.path.join(out, "photos", "frame-%04d.png" % INDEX), "rb") as f:
              rendered = f.read()
      readout = page.inner_text("#readout")
      if SHOTS:
          page.screenshot(path=os.path.join(SHOTS, "serve-variant-image.png"))
      """) + "print(shown == rendered, len(shown) > 0, 'frame %d /' % INDEX in readout, problems)\n"

  @Test(.enabled(if: ServePageTests.browserAvailable || ServePageTests.required, "needs chromium and Playwright"))
  func thePageShowsTheRenderedFrameOfAnImageVariant() throws {
    var rng = SplitMix64(seed: Self.seed)
    let server = try ServeProcess(data: try MediaProject(&rng).files)
    defer { server.stop() }
    var arguments = ["-c", Self.pageScript, server.url, server.directory, heroExecutablePath()]
    // A screenshot for docs/serve.md only when asked (scripts/update-screenshots).
    if let folder = ProcessInfo.processInfo.environment["HERO_SCREENSHOTS"], !folder.isEmpty {
      arguments.append(folder)
    }
    let run = ServePageTests.python(arguments)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.trimmingCharacters(in: .whitespacesAndNewlines) == "True True True []", "\(run.output)")
  }

  // MARK: - Helpers

  /// The served scenes this test draws from: every media variant, and a basics scene without images.
  static func servedScenes(_ server: ServeProcess) throws -> [Served] {
    let listed = try #require(try server.request("/api/scenes").json()["scenes"] as? [[String: Any]])
    return listed.compactMap { entry in
      guard let id = entry["id"] as? String, id.hasPrefix("media/") || id == "basics/fade",
        let file = entry["file"] as? String, let frames = entry["frameCount"] as? Int
      else { return nil }
      let scales: [Double?] =
        id.hasPrefix("media/photos") ? [nil, 0.5, 1, 1.5, 3] : id.hasPrefix("media/tiles") ? [nil, 0.5] : [nil, 0.5]
      return Served(id: id, file: file, variant: entry["variant"] as? String, frames: frames, scales: scales)
    }
  }

  static func request(_ served: [Served], _ rng: inout SplitMix64) -> Request {
    let scene = served.randomElement(using: &rng)!
    return Request(
      scene: scene, scale: scene.scales.randomElement(using: &rng)!,
      index: Int.random(in: 0..<scene.frames, using: &rng))
  }

  static func versions(_ server: ServeProcess) throws -> [String: Int] {
    let listed = try #require(try server.request("/api/scenes").json()["scenes"] as? [[String: Any]])
    return Dictionary(
      uniqueKeysWithValues: listed.compactMap { e in (e["id"] as? String).map { ($0, e["version"] as? Int ?? 0) } })
  }

  static func expectSame(_ server: ServeProcess, _ request: Request, _ references: References) throws {
    var path = "/api/frame?scene=\(request.scene.id)&index=\(request.index)"
    if let scale = request.scale { path += "&scale=\(scale)" }
    let reply = try server.request(path)
    #expect(reply.status == 200, "\(request): \(reply.text.prefix(300))")
    let rendered = try references.frame(request)
    let same = Array(reply.body) == rendered
    #expect(
      same, "\(request): the served PNG (\(reply.body.count) bytes) is not hero render's file (\(rendered.count))")
  }

  /// `hero render`'s files, one run per scene variant and scale, made when first needed.
  final class References {
    struct Key: Hashable {
      var id: String
      var scale: Double?
      init(_ request: Request) { (id, scale) = (request.scene.id, request.scale) }
    }

    let directory: String
    private var runs: [Key: [Int: [UInt8]]] = [:]
    private var count = 0

    init(directory: String) { self.directory = directory }

    /// The PNG `hero render FILE --variant V [--scale S]` writes for the request's frame.
    func frame(_ request: Request) throws -> [UInt8] {
      let key = Key(request)
      if let frames = runs[key] { return try #require(frames[request.index], "\(request)") }
      count += 1
      let out = directory + "/tmp/render-\(count)"
      var arguments = ["render", request.scene.file, "-o", out]
      if let variant = request.scene.variant { arguments += ["--variant", variant] }
      if let scale = request.scale { arguments += ["--scale", "\(scale)"] }
      let run = try runCLI(arguments, workingDirectory: directory)
      #expect(run.status == 0, "hero \(arguments.joined(separator: " ")): \(run.standardError)")
      let folder = out + "/" + URL(fileURLWithPath: request.scene.file).deletingPathExtension().lastPathComponent
      var frames: [Int: [UInt8]] = [:]
      for index in 0..<request.scene.frames {
        let name = String(format: "frame-%04d.png", index)
        frames[index] = try Array(Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))
      }
      try? FileManager.default.removeItem(atPath: out)
      runs[key] = frames
      return try #require(frames[request.index])
    }

    /// Forgets every run (the files changed) and returns them.
    func forget() -> [Key: [Int: [UInt8]]] {
      defer { runs = [:] }
      return runs
    }
  }
}
