import Foundation
import HeroSync
import HeroTestSupport
import Testing

/// `hero serve` against hostile and careless clients (docs/serve.md, "Security" and "Limits"): the
/// real server process over real loopback sockets. Each test failed before the hardening it covers.
@Suite(.serialized) struct ServeHardeningTests {
  /// A scene whose state dump is tens of megabytes (3000 frames of `fade`'s 20-odd layers).
  static let longDump: [String: String] = {
    let fade = (try? String(contentsOfFile: repositoryRoot() + "/scenes/basics/fade.json", encoding: .utf8)) ?? ""
    let long = fade.replacingOccurrences(of: "\"fps\": 30", with: "\"fps\": 1000")
      .replacingOccurrences(of: "\"animation\": \"fade\"", with: "\"animation\": \"fade\", \"duration\": 3")
    return ["scenes/basics/long-dump.json": long]
  }()

  /// Clients that leave in the middle of a state dump, again and again: the server keeps serving
  /// (it used to die with `Illegal instruction` when the dump's queue went away mid-stream).
  @Test func clientsLeavingInTheMiddleOfAStateDumpNeverHurtTheServer() throws {
    let server = try ServeProcess()
    defer { server.stop() }
    let host = "127.0.0.1:\(server.port)"
    for round in 0..<30 {
      let connection = try RawConnection(port: server.port)
      connection.get("/api/states?scene=basics/match-basic", host: host)
      let head = connection.read(limit: 1000 + round * 97)
      #expect(String(decoding: head.bytes, as: UTF8.self).hasPrefix("HTTP/1.1 200"), "round \(round)")
      connection.close()
    }
    #expect(server.isRunning)
    #expect(try server.request("/api/scenes").status == 200)
    // And a whole dump still arrives whole.
    let whole = try server.request("/api/states?scene=basics/match-basic").json()
    #expect((whole["frames"] as? [Any])?.count == whole["frameCount"] as? Int)
  }

  /// Any `scale` is checked before it is turned into anything (1e300 used to trap on an Int overflow).
  @Test func scalesOutsideTheRuleAreRefusedBeforeAnyConversion() throws {
    let server = try ServeProcess()
    defer { server.stop() }
    for scale in ["1e300", "-1e300", "0", "-0", "3.0001", "nan", "inf", "-1", "abc", "0x10"] {
      let reply = try server.request("/api/frame?scene=basics/fade&index=0&scale=\(scale)")
      #expect(reply.status == 400, "scale=\(scale): \(reply.status)")
      let message = (try? reply.json()["error"] as? [String: Any])?["message"] as? String ?? ""
      #expect(message.contains("more than 0 and at most 3"), "scale=\(scale): \(message)")
    }
    // Within the range but under a pixel a side: the canvas part of the same rule.
    for scale in ["0.001", "1e-300", "5e-324"] {
      let tiny = try server.request("/api/frame?scene=basics/fade&index=0&scale=\(scale)")
      #expect(tiny.status == 400 && tiny.text.contains("at least 1 pixel"), "\(tiny.text)")
    }
    #expect(try server.request("/api/frame?scene=basics/fade&index=0&scale=3").status == 200)
    #expect(server.isRunning)
  }

  /// Accept changes a golden: only this server's own page may ask. Another site's page (its
  /// `Origin`, `Sec-Fetch-Site`), or anything without the page's token, gets 403 and writes nothing.
  @Test func onlyTheServersOwnPageMayChangeGoldens() throws {
    let server = try ServeProcess()
    defer { server.stop() }
    let golden = server.directory + "/golden/basics/fade/p050.png"
    let page = try server.request("/").text
    let token = try server.token()
    #expect(token.count == 64 && token.allSatisfy(\.isHexDigit), "\(token)")
    #expect(page.contains("<meta name=\"hero-token\" content=\"\(token)\">"))
    let own = "http://127.0.0.1:\(server.port)"
    let accept = "/api/accept?scene=basics/fade&sample=p050"
    let refused: [(String, [String: String])] = [
      ("no token", [:]),
      ("no token, text/plain from another site", ["Origin": "http://evil.example", "Content-Type": "text/plain"]),
      ("wrong token", ["X-Hero-Token": String(repeating: "0", count: 64)]),
      ("another origin with the token", ["X-Hero-Token": token, "Origin": "http://evil.example"]),
      ("another port with the token", ["X-Hero-Token": token, "Origin": "http://127.0.0.1:1"]),
      ("a cross-site fetch with the token", ["X-Hero-Token": token, "Sec-Fetch-Site": "cross-site"]),
      ("a same-site fetch with the token", ["X-Hero-Token": token, "Sec-Fetch-Site": "same-site"]),
    ]
    for (label, headers) in refused {
      let before = try Data(contentsOf: URL(fileURLWithPath: golden))
      try FileManager.default.removeItem(atPath: golden)
      let reply = try server.request(accept, method: "POST", headers: headers)
      #expect(reply.status == 403, "\(label): \(reply.status) \(reply.text)")
      #expect(((try? reply.json()["error"] as? [String: Any])?["message"] as? String)?.hasPrefix("refused") == true)
      #expect(!FileManager.default.fileExists(atPath: golden), "\(label): the golden was written")
      try before.write(to: URL(fileURLWithPath: golden))
    }
    // Other sites' pages cannot read the API either (nor make it render for them).
    let crossRead = try server.request(
      "/api/frame?scene=basics/fade&index=0", headers: ["Sec-Fetch-Site": "cross-site"])
    #expect(crossRead.status == 403)
    // Nor by a path the router reads as an API path though it is not written as one (issue 29, §4:
    // `//api/frame` answered 200 to a cross-site fetch).
    for path in ["//api/frame?scene=basics/fade&index=0", "/./api/verify?scene=basics/fade", "/x/../api/scenes"] {
      let (status, text) = try RawConnection.get(
        port: server.port, path, host: "127.0.0.1:\(server.port)", headers: ["Sec-Fetch-Site": "cross-site"])
      #expect(status == 400 || status == 403, "\(path): \(text.prefix(300))")
    }
    // The page's own request: token, own origin, same-origin fetch.
    let ok = try server.request(
      accept, method: "POST", headers: ["X-Hero-Token": token, "Origin": own, "Sec-Fetch-Site": "same-origin"])
    #expect(ok.status == 200, "\(ok.text)")
    // A second server has another token.
    let other = try ServeProcess()
    defer { other.stop() }
    #expect(try other.token() != token)
  }

  /// DNS rebinding: a hostile name resolving to 127.0.0.1 still sends its own name as `Host`.
  @Test func onlyRequestsNamingThisServerAreServed() throws {
    let server = try ServeProcess()
    defer { server.stop() }
    let port = server.port
    for host in ["evil.example", "evil.example:\(port)", "127.0.0.1:\(port + 1)", "localhost.evil.example:\(port)", ""]
    {
      for path in ["/", "/api/scenes", "/api/frame?scene=basics/fade&index=0"] {
        let reply = try RawConnection.get(port: port, path, host: host)
        #expect(reply.status == 421, "Host \(host) \(path): \(reply.text.prefix(200))")
      }
    }
    for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST:\(port)", "[::1]:\(port)"] {
      let reply = try RawConnection.get(port: port, "/api/scenes", host: host)
      #expect(reply.status == 200, "Host \(host): \(reply.text.prefix(200))")
    }
  }

  /// 70 clients ask for a dump of tens of megabytes and never read a byte; the page's frames and
  /// everything else still answer, and every stuck client holds only its socket.
  @Test func clientsThatNeverReadDoNotStarveOtherRequests() throws {
    let server = try ServeProcess(files: Self.longDump)
    defer { server.stop() }
    let host = "127.0.0.1:\(server.port)"
    var stuck: [RawConnection] = []
    defer { for c in stuck { c.close() } }
    for _ in 0..<70 {
      let connection = try RawConnection(port: server.port, receiveBuffer: 4096)
      #expect(connection.get("/api/states?scene=basics/long-dump", host: host))
      stuck.append(connection)
    }
    for index in [0, 3, 6] {
      let reply = try server.request("/api/frame?scene=basics/fade&index=\(index)", timeout: 60)
      #expect(reply.status == 200, "frame \(index) while 70 clients are stuck")
    }
    #expect(try server.request("/api/states?scene=basics/fade&index=2", timeout: 60).status == 200)
    let verify = try server.request("/api/verify?scene=basics/fade", timeout: 120)
    #expect(verify.status == 200, "\(verify.text)")
  }

  /// The page reloaded 20 times (an event stream opened and dropped each time, faster than any
  /// heartbeat): every new page gets its stream, never the 503 that EventSource gives up on.
  @Test func reloadingThePageNeverRunsOutOfEventStreams() throws {
    let server = try ServeProcess()
    defer { server.stop() }
    let host = "127.0.0.1:\(server.port)"
    for reload in 0..<20 {
      let connection = try RawConnection(port: server.port)
      connection.get("/api/events", host: host, headers: ["Accept": "text/event-stream"])
      let (found, received) = connection.read(until: "retry: 500")
      #expect(received.hasPrefix("HTTP/1.1 200"), "reload \(reload): \(received.prefix(200))")
      #expect(found, "reload \(reload): \(received.prefix(300))")
      connection.close()
    }
    // A stream that stays open gets heartbeats, which is how a closed page's stream is noticed.
    let stream = try server.events()
    defer { stream.close() }
    #expect(stream.wait(for: ":\n\n", seconds: 60), "\(stream.text)")
  }

  /// With 256 file descriptors, 400 connections that send nothing or never finish their request
  /// head are closed by the idle timeout, and a real request gets through.
  @Test func idleAndUnfinishedConnectionsAreClosed() throws {
    let server = try ServeProcess(arguments: ["--idle-timeout", "1"], fileLimit: 256)
    defer { server.stop() }
    let host = "127.0.0.1:\(server.port)"
    var idle: [RawConnection] = []
    defer { for c in idle { c.close() } }
    for i in 0..<400 {
      guard let connection = try? RawConnection(port: server.port) else { break }
      // Half send nothing; the others start a request head and never finish it.
      if i % 2 == 1 { connection.send("GET /api/scenes HTTP/1.1\r\nHost: \(host)\r\nX-Slow: ") }
      idle.append(connection)
    }
    #expect(idle.count > 200)
    // Each one is closed by the server (a read returns end of file), however long it waits.
    var closed = 0
    for connection in idle.prefix(40) where connection.read(timeout: 60).closed { closed += 1 }
    #expect(closed == 40)
    // Our side of them closed too (this test process has its own descriptor limit), the server
    // still answers.
    for connection in idle { connection.close() }
    #expect(server.isRunning)
    #expect(try server.request("/api/scenes", timeout: 60).status == 200)
  }

  /// A server killed outright (no cleanup runs) leaves its scratch folder; the next server started
  /// with the same temporary folder removes it.
  @Test func aCrashedServersScratchFolderIsRemovedByTheNext() throws {
    let first = try ServeProcess()
    let left = try FileManager.default.contentsOfDirectory(atPath: first.temporaryFolder)
    #expect(left.count == 1 && left[0].hasPrefix("hero-serve-"), "\(left)")
    first.kill()
    #expect(try FileManager.default.contentsOfDirectory(atPath: first.temporaryFolder) == left)
    // Another program's folder of a similar name, and a link, are left alone.
    let unrelated = first.temporaryFolder + "/hero-serve-notes"
    try FileManager.default.createDirectory(atPath: unrelated, withIntermediateDirectories: true)
    let second = try ServeProcess(directory: first.directory)
    defer { second.stop() }
    let now = try FileManager.default.contentsOfDirectory(atPath: first.temporaryFolder).sorted()
    #expect(!now.contains(left[0]), "\(now)")
    #expect(now.contains("hero-serve-notes") && now.count == 2, "\(now)")
  }

  /// `hero serve --sandbox` loads the served scenes sandboxed: a scene reaching for an image outside
  /// the project is refused with the sandbox's error, which it is not without the flag.
  @Test func sandboxIsHonoured() throws {
    let outside = repositoryRoot() + "/scenes/content/icons/bell.png"
    #expect(FileManager.default.fileExists(atPath: outside))
    let fade = try String(contentsOfFile: repositoryRoot() + "/scenes/basics/fade.json", encoding: .utf8)
    let reaching = fade.replacingOccurrences(
      of: "\"id\": \"detail-hero\",", with: "\"id\": \"detail-hero\", \"image\": { \"path\": \"\(outside)\" },")
    #expect(reaching != fade)
    let files = ["scenes/basics/reaching.json": reaching]
    let open = try ServeProcess(files: files)
    defer { open.stop() }
    #expect(try open.request("/api/frame?scene=basics/reaching&index=0").status == 200)
    let sandboxed = try ServeProcess(arguments: ["--sandbox"], files: files)
    defer { sandboxed.stop() }
    let reply = try sandboxed.request("/api/frame?scene=basics/reaching&index=0")
    #expect(reply.status == 422, "\(reply.text)")
    #expect(reply.text.contains("sandbox"), "\(reply.text)")
    #expect(try sandboxed.request("/api/frame?scene=basics/fade&index=0").status == 200)
  }
}
