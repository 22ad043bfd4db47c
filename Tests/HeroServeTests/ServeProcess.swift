import Foundation
import HeroSync
import HeroTestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A real `hero serve --port 0` on a temporary copy of `scenes/basics` and its goldens, stopped by
/// `stop()`. Requests go to its URL over loopback.
final class ServeProcess {
  let directory: String
  let url: String
  private let process: Process

  /// `arguments` go after `serve scenes --port 0`; `files` and `data` (text and bytes, by paths
  /// relative to the project, folders made as needed) are written before the server starts;
  /// `fileLimit` runs it under `ulimit -n`; `directory` reuses a project folder (and its `$TMPDIR`)
  /// another server used.
  init(
    _ label: String = #function, arguments: [String] = [], files: [String: String] = [:],
    data: [String: [UInt8]] = [:], fileLimit: Int? = nil, directory reused: String? = nil
  ) throws {
    let root = repositoryRoot()
    directory =
      reused
      ?? FileManager.default.temporaryDirectory
      .appendingPathComponent("hero-serve-\(label.filter(\.isLetter))-\(UUID().uuidString.prefix(8))").path
    let temporary = directory + "/tmp"
    if reused == nil {
      try FileManager.default.createDirectory(atPath: directory + "/golden", withIntermediateDirectories: true)
      try FileManager.default.createDirectory(atPath: directory + "/scenes", withIntermediateDirectories: true)
      try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
      try FileManager.default.copyItem(atPath: root + "/scenes/basics", toPath: directory + "/scenes/basics")
      try FileManager.default.copyItem(atPath: root + "/golden/basics", toPath: directory + "/golden/basics")
      // The gallery's layout: golden identities below scenes/ (docs/project.md).
      try FileManager.default.copyItem(atPath: root + "/hero.json", toPath: directory + "/hero.json")
    }
    for (path, bytes) in files.mapValues({ Array($0.utf8) }).merging(data, uniquingKeysWith: { $1 }) {
      let url = URL(fileURLWithPath: directory + "/" + path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url, options: .atomic)
    }
    process = Process()
    let serve = ["serve", "scenes", "--port", "0"] + arguments
    if let fileLimit {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", "ulimit -n \(fileLimit) && exec \"$0\" \"$@\"", heroExecutablePath()] + serve
    } else {
      process.executableURL = URL(fileURLWithPath: heroExecutablePath())
      process.arguments = serve
    }
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary]) { $1 }
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    // The first line on stdout is the URL, printed once the socket is bound.
    var line = Data()
    while !line.contains(UInt8(ascii: "\n")) {
      let chunk = out.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      line.append(chunk)
    }
    url = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard url.hasPrefix("http://127.0.0.1:") else {
      process.terminate()
      throw ServeTestError("hero serve printed '\(url.prefix(200))' instead of its URL")
    }
  }

  /// The port the server listens on.
  var port: UInt16 { UInt16(url.split(separator: ":").last?.filter(\.isNumber) ?? "") ?? 0 }

  /// Whether the server process is still running.
  var isRunning: Bool { process.isRunning }

  /// Kills the server as a crash would (SIGKILL: no cleanup runs) and waits for it.
  func kill() {
    Foundation.kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  /// The token of the served page (its `hero-token` meta tag).
  func token() throws -> String {
    let page = try request("/").text
    let marker = "<meta name=\"hero-token\" content=\""
    let start = try #require(page.range(of: marker)).upperBound
    return String(page[start...].prefix { $0 != "\"" })
  }

  /// The server's `$TMPDIR`, inside `directory`.
  var temporaryFolder: String { directory + "/tmp" }

  /// Stops the server (SIGTERM) and waits for it; removes `directory` unless `keepFiles`.
  func stop(keepFiles: Bool = false) {
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    if !keepFiles { try? FileManager.default.removeItem(atPath: directory) }
  }

  struct Reply {
    var status: Int
    var type: String
    var body: Data
    var text: String { String(decoding: body, as: UTF8.self) }
    func json() throws -> [String: Any] {
      try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
    }
  }

  /// `method path` against the server (path with its query, percent-encoded by the caller). A
  /// changing request (not GET) carries the page's token unless `headers` says otherwise.
  func request(
    _ path: String, method: String = "GET", body: Data? = nil, headers: [String: String]? = nil,
    timeout: Double = 120
  ) throws -> Reply {
    var request = URLRequest(url: try #require(URL(string: url + path.drop(while: { $0 == "/" }))))
    request.httpMethod = method
    request.httpBody = body
    request.timeoutInterval = timeout
    for (name, value) in try headers ?? (method == "GET" ? [:] : ["X-Hero-Token": token()]) {
      request.setValue(value, forHTTPHeaderField: name)
    }
    let reply = Locked<Result<Reply, Error>?>(nil)
    URLSession.shared.dataTask(with: request) { data, response, error in
      let result: Result<Reply, Error>
      if let error {
        result = .failure(error)
      } else {
        let http = response as? HTTPURLResponse
        result = .success(
          Reply(
            status: http?.statusCode ?? 0, type: http?.value(forHTTPHeaderField: "Content-Type") ?? "",
            body: data ?? Data()))
      }
      reply.withLock { $0 = result }
    }.resume()
    return try reply.withLock(when: { $0 != nil }) { $0! }.get()
  }
}

extension ServeProcess {
  /// Opens `GET /api/events` and collects what the server sends until `close()`.
  func events() throws -> EventStream { try EventStream(url: #require(URL(string: url + "api/events"))) }
}

/// A server-sent event stream read as it arrives.
final class EventStream: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  private let received = Locked(Data())
  private var session: URLSession?

  init(url: URL) {
    super.init()
    let session = URLSession(configuration: .ephemeral, delegate: self, delegateQueue: nil)
    session.dataTask(with: url).resume()
    self.session = session
  }

  var text: String { received.withLock { String(decoding: $0, as: UTF8.self) } }

  /// Waits up to `seconds` for `needle` to arrive; true when it did.
  func wait(for needle: String, seconds: Double = 30) -> Bool {
    let arrived: (Data) -> Bool = { String(decoding: $0, as: UTF8.self).contains(needle) }
    return received.withLock(when: arrived, timeout: .milliseconds(Int64(seconds * 1000)), { _ in true }) ?? false
  }

  func close() { session?.invalidateAndCancel() }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    received.withLock { $0.append(data) }
  }
}

struct ServeTestError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
