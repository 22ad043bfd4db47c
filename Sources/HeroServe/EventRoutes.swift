import Foundation
import HeroScene
import Hummingbird

/// `GET /api/events`: server-sent events telling the page that a served scene file or one of its
/// goldens changed (`event: change`, `data: {"files": [...]}`). The server polls the files' stamps:
/// no platform file-watching API, and the cost is a few `stat` calls per interval, shared by all
/// open streams.
///
/// Bounded: at most `maximumStreams` open at once (more get 503), each ends after `maximumSeconds`
/// (the browser's EventSource reconnects by itself), and a closed connection ends its loop.
enum EventRoutes {
  static let pollInterval: Duration = .milliseconds(300)
  static let maximumStreams = 8
  static let maximumSeconds = 3600.0

  static func add(to router: Router<BasicRequestContext>, scenes: ServedScenes) {
    let open = StreamCount()
    router.get("api/events") { _, _ in
      guard open.enter(limit: maximumStreams) else {
        return Responses.error(ServeError(.serviceUnavailable, "too many open event streams (\(maximumStreams))"))
      }
      var headers = HTTPFields()
      headers[.contentType] = "text/event-stream"
      headers[.cacheControl] = "no-store"
      let body = ResponseBody { writer in
        defer { open.leave() }
        var last = scenes.stamps(maximumAge: pollInterval / 2)
        let start = ContinuousClock.now
        try await writer.write(ByteBuffer(string: "retry: 500\n\n"))
        while ContinuousClock.now - start < .seconds(maximumSeconds) {
          try await Task.sleep(for: pollInterval)
          let now = scenes.stamps(maximumAge: pollInterval / 2)
          guard now != last else { continue }
          let changed = Set(now.keys).union(last.keys).filter { now[$0] != last[$0] }.sorted()
          last = now
          let data = JSONOutput.object([.init("files", .array(changed.map { .string($0) }))]).rendered()
          try await writer.write(
            ByteBuffer(string: "event: change\ndata: \(data.replacingOccurrences(of: "\n", with: ""))\n\n"))
        }
        try await writer.finish(nil)
      }
      return Response(status: .ok, headers: headers, body: body)
    }
  }
}

/// How many event streams are open.
private final class StreamCount: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  func enter(limit: Int) -> Bool {
    lock.withLock {
      guard count < limit else { return false }
      count += 1
      return true
    }
  }
  func leave() { lock.withLock { count -= 1 } }
}
