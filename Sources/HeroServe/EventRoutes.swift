import Foundation
import HeroScene
import HeroSync
import Hummingbird

/// `GET /api/events`: server-sent events telling the page that a served scene file or one of its
/// goldens changed (`event: change`, `data: {"files": [...]}`). The server polls the files' stamps:
/// no platform file-watching API, and the cost is a few `stat` calls per interval, shared by all
/// open streams.
///
/// Bounded: at most `maximumStreams` open at once, each ends after `maximumSeconds` (the browser's
/// EventSource reconnects by itself). A page that closes leaves no slot taken: every stream sends a
/// heartbeat comment each `heartbeatInterval`, and the write to a closed connection fails and ends
/// it. A stream opened while every slot is taken ends the oldest one (a page closed since its last
/// heartbeat, usually; a live one reconnects), so a reloaded page always gets its stream, and never
/// the 503 that EventSource does not retry.
enum EventRoutes {
  static let pollInterval: Duration = .milliseconds(300)
  static let heartbeatInterval: Duration = .seconds(2)
  static let maximumStreams = 8
  static let maximumSeconds = 3600.0

  static func add(to router: Router<BasicRequestContext>, scenes: ServedScenes) {
    let open = OpenStreams()
    router.get("api/events") { _, _ in
      let stream = open.enter(limit: maximumStreams)
      var headers = HTTPFields()
      headers[.contentType] = "text/event-stream"
      headers[.cacheControl] = "no-store"
      let body = ResponseBody { writer in
        defer { open.leave(stream) }
        var last = scenes.stamps(maximumAge: pollInterval / 2)
        let start = ContinuousClock.now
        var lastWrite = start
        try await writer.write(ByteBuffer(string: "retry: 500\n\n"))
        while ContinuousClock.now - start < .seconds(maximumSeconds), !open.isEnded(stream) {
          try await Task.sleep(for: pollInterval)
          let now = scenes.stamps(maximumAge: pollInterval / 2)
          if now != last {
            let changed = Set(now.keys).union(last.keys).filter { now[$0] != last[$0] }.sorted()
            last = now
            let data = JSONOutput.object([.init("files", .array(changed.map { .string($0) }))]).rendered()
            try await writer.write(
              ByteBuffer(string: "event: change\ndata: \(data.replacingOccurrences(of: "\n", with: ""))\n\n"))
            lastWrite = .now
          } else if ContinuousClock.now - lastWrite >= heartbeatInterval {
            // A comment line: EventSource ignores it; a closed connection fails the write.
            try await writer.write(ByteBuffer(string: ":\n\n"))
            lastWrite = .now
          }
        }
        try await writer.finish(nil)
      }
      return Response(status: .ok, headers: headers, body: body)
    }
  }
}

/// The open event streams, oldest first, and which of them were told to end.
final class OpenStreams: Sendable {
  private struct State {
    var open: [UInt64] = []
    var ended: Set<UInt64> = []
    var lastID: UInt64 = 0
  }

  private let state = Locked(State())

  /// Registers a new stream; when `limit` are open already, the oldest is told to end.
  func enter(limit: Int) -> UInt64 {
    state.withLock { s in
      s.lastID += 1
      let live = s.open.filter { !s.ended.contains($0) }
      for oldest in live.prefix(max(0, live.count - limit + 1)) { s.ended.insert(oldest) }
      s.open.append(s.lastID)
      return s.lastID
    }
  }

  func isEnded(_ stream: UInt64) -> Bool { state.withLock { $0.ended.contains(stream) } }

  func leave(_ stream: UInt64) {
    state.withLock { s in
      s.open.removeAll { $0 == stream }
      s.ended.remove(stream)
    }
  }

  /// Streams open and not told to end (for tests).
  var live: Int { state.withLock { s in s.open.filter { !s.ended.contains($0) }.count } }
}
