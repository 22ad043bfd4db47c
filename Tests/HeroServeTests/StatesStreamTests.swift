import Foundation
import HeroEngine
import HeroModel
import HeroProject
import HeroRender
import HeroScene
import HeroSync
import Testing

@testable import HeroServe

/// `/api/states` streams the dump in pieces computed on demand (`StatesPipeline.Pieces`): the
/// pieces are the dump, and nothing is computed that the client did not ask for.
@Suite struct StatesStreamTests {
  static func scene(frames: Int) throws -> (Scene, Transition) {
    let scene = Scene(
      name: "long", canvas: Canvas(width: 10, height: 10, scale: 1), fps: 60,
      transition: TransitionSettings(duration: Double(frames - 1) / 60),
      from: View(id: "a", frame: Rect(0, 0, 10, 10)), to: View(id: "b", frame: Rect(0, 0, 10, 10)))
    return (scene, try Transition(scene: scene))
  }

  @Test(arguments: [1, 16, 1 << 16])
  func thePiecesTogetherAreTheDump(pieceBytes: Int) throws {
    let loaded = try LoadedScene.load(repositoryRootPath() + "/scenes/basics/match-basic.json")
    var pieces = StatesPipeline.Pieces(scene: loaded.scene, transition: loaded.transition, pieceBytes: pieceBytes)
    var joined: [UInt8] = []
    var count = 0
    while let piece = pieces.nextPiece() {
      #expect(!piece.isEmpty)
      joined += piece
      count += 1
    }
    #expect(pieces.nextPiece() == nil)
    #expect(
      String(decoding: joined, as: UTF8.self)
        == StatesPipeline.encode(scene: loaded.scene, transition: loaded.transition))
    // Header, each frame, footer.
    if pieceBytes == 1 { #expect(count == loaded.transition.frameCount(fps: loaded.scene.fps) + 2) }
  }

  /// A client that takes one piece and goes costs one piece of work: a piece holds the frames
  /// that fill it and no more, and later frames are made only when the next piece is asked for.
  @Test func aPieceHoldsOnlyTheFramesThatFillIt() throws {
    let (scene, transition) = try Self.scene(frames: 36_000)
    var pieces = StatesPipeline.Pieces(scene: scene, transition: transition, pieceBytes: 1 << 16)
    let firstPiece = pieces.nextPiece()
    let first = String(decoding: try #require(firstPiece), as: UTF8.self)
    let frameBytes = StateDump.frameText(index: 1, transition.frame(at: 0)).utf8.count
    let frames = first.components(separatedBy: "\"index\"").count - 1
    #expect(first.utf8.count >= 1 << 16)
    #expect(frames <= (1 << 16) / frameBytes + 1, "\(frames) frames of \(frameBytes) bytes")
    let secondPiece = pieces.nextPiece()
    let second = String(decoding: try #require(secondPiece), as: UTF8.self)
    #expect(second.hasPrefix(",\n    {\n      \"index\": \(frames),"), "\(second.prefix(60))")
  }
}

/// `WorkPool`: its limits, and a waiter that gives up leaving the queue.
@Suite struct WorkPoolTests {
  @Test func runsNoMoreJobsThanItsLimitsAllow() async throws {
    let pool = WorkPool(threads: 3)
    let most = Locked((now: 0, most: 0, mostSmall: 0))
    try await withThrowingTaskGroup(of: Void.self) { group in
      for i in 0..<24 {
        group.addTask {
          try await pool.run(limit: i % 2 == 0 ? 1 : .max) {
            most.withLock {
              $0.now += 1
              $0.most = max($0.most, $0.now)
            }
            usleep(2000)
            most.withLock { $0.now -= 1 }
          }
        }
      }
      try await group.waitForAll()
    }
    #expect(most.withLock { $0.most } <= 3)
    #expect(pool.running == 0)
  }

  @Test func aCancelledWaiterLeavesTheQueue() async throws {
    let pool = WorkPool(threads: 1)
    let release = Locked(false)
    let blocker = Task { try await pool.run { release.wait { $0 } } }
    while pool.running == 0 { await Task.yield() }
    let waiter = Task { try await pool.run { 42 } }
    waiter.cancel()
    await #expect(throws: CancellationError.self) { try await waiter.value }
    release.withLock { $0 = true }
    try await blocker.value
    #expect(try await pool.run { 7 } == 7)
    #expect(pool.running == 0)
  }
}

/// Who may use the server: `Host` names, the token, the page carrying it, scratch folder names.
@Suite struct ServerAccessTests {
  @Test func hostsNamingThisServer() {
    let access = ServerAccess(host: "127.0.0.1", token: "t")
    #expect(!access.allows(host: "127.0.0.1:8080"), "nothing is allowed before the port is known")
    access.bound(port: 8080)
    for allowed in ["127.0.0.1:8080", "localhost:8080", "LocalHost:8080", "[::1]:8080"] {
      #expect(access.allows(host: allowed), "\(allowed)")
    }
    for refused in [
      "127.0.0.1", "127.0.0.1:80", "127.0.0.1:8081", "evil.example:8080", "localhost.evil:8080", "[::1]", ":8080",
      "127.0.0.1:8080:8080", "", "[::1]:8080]",
    ] {
      #expect(!access.allows(host: refused), "\(refused)")
    }
    let wildcard = ServerAccess(host: "0.0.0.0", token: "t")
    wildcard.bound(port: 9000)
    #expect(wildcard.allows(host: "0.0.0.0:9000") && wildcard.allows(host: "127.0.0.1:9000"), "the printed URL works")
    #expect(!wildcard.allows(host: "evil.example:9000"))
    let onPort80 = ServerAccess(host: "::1", token: "t")
    onPort80.bound(port: 80)
    #expect(onPort80.allows(host: "[::1]") && onPort80.allows(host: "[::1]:80") && onPort80.allows(host: "localhost"))
  }

  @Test func theTokenGoesIntoThePagesHead() {
    let page = PageRoutes.withToken(Array("<!doctype html>\n<HTML><Head lang=x>\n<title>t</title>".utf8), "abc")
    #expect(
      String(decoding: page, as: UTF8.self)
        == "<!doctype html>\n<HTML><Head lang=x>\n<meta name=\"hero-token\" content=\"abc\">\n<title>t</title>")
    let headless = PageRoutes.withToken(Array("<p>x".utf8), "abc")
    #expect(String(decoding: headless, as: UTF8.self) == "\n<meta name=\"hero-token\" content=\"abc\"><p>x")
    #expect(ServerAccess.randomToken() != ServerAccess.randomToken())
    #expect(ServerAccess.same("abc", "abc") && !ServerAccess.same("abc", "abd") && !ServerAccess.same("abc", "ab"))
  }

  @Test func scratchFolderNames() {
    #expect(ScratchFolder.owner(ofName: "hero-serve-123-AbC9xZ") == 123)
    for other in [
      "hero-serve-AbC9xZ", "hero-serve-123-short", "hero-serve-x12-AbC9xZ", "hero-serve--AbC9xZ", "tmp-1-AbC9xZ",
    ] {
      #expect(ScratchFolder.owner(ofName: other) == nil, "\(other)")
    }
  }
}

func repositoryRootPath() -> String {
  URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .path
}
