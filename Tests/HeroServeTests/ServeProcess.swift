import Foundation
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

  init(_ label: String = #function) throws {
    let root = repositoryRoot()
    directory =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("hero-serve-\(label.filter(\.isLetter))-\(UUID().uuidString.prefix(8))").path
    try FileManager.default.createDirectory(atPath: directory + "/golden", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: directory + "/scenes", withIntermediateDirectories: true)
    let temporary = directory + "/tmp"
    try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: root + "/scenes/basics", toPath: directory + "/scenes/basics")
    try FileManager.default.copyItem(atPath: root + "/golden/basics", toPath: directory + "/golden/basics")
    // The gallery's layout: golden identities below scenes/ (docs/project.md).
    try FileManager.default.copyItem(atPath: root + "/hero.json", toPath: directory + "/hero.json")
    process = Process()
    process.executableURL = URL(fileURLWithPath: heroExecutablePath())
    process.arguments = ["serve", "scenes", "--port", "0"]
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

  /// `method path` against the server (path with its query, percent-encoded by the caller).
  func request(_ path: String, method: String = "GET", body: Data? = nil) throws -> Reply {
    var request = URLRequest(url: try #require(URL(string: url + path.drop(while: { $0 == "/" }))))
    request.httpMethod = method
    request.httpBody = body
    request.timeoutInterval = 120
    final class Box: @unchecked Sendable { var reply: Result<Reply, Error>? }
    let box = Box()
    let done = DispatchSemaphore(value: 0)
    URLSession.shared.dataTask(with: request) { data, response, error in
      if let error {
        box.reply = .failure(error)
      } else {
        let http = response as? HTTPURLResponse
        box.reply = .success(
          Reply(
            status: http?.statusCode ?? 0, type: http?.value(forHTTPHeaderField: "Content-Type") ?? "",
            body: data ?? Data()))
      }
      done.signal()
    }.resume()
    done.wait()
    return try #require(box.reply).get()
  }
}

extension ServeProcess {
  /// Opens `GET /api/events` and collects what the server sends until `close()`.
  func events() throws -> EventStream { try EventStream(url: #require(URL(string: url + "api/events"))) }
}

/// A server-sent event stream read as it arrives.
final class EventStream: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  private let lock = NSCondition()
  private var received = Data()
  private var session: URLSession?

  init(url: URL) {
    super.init()
    let session = URLSession(configuration: .ephemeral, delegate: self, delegateQueue: nil)
    session.dataTask(with: url).resume()
    self.session = session
  }

  var text: String { lock.withLock { String(decoding: received, as: UTF8.self) } }

  /// Waits up to `seconds` for `needle` to arrive; true when it did.
  func wait(for needle: String, seconds: Double = 30) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    lock.lock()
    defer { lock.unlock() }
    while !String(decoding: received, as: UTF8.self).contains(needle) {
      guard lock.wait(until: deadline) else { return false }
    }
    return true
  }

  func close() { session?.invalidateAndCancel() }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    lock.withLock {
      received.append(data)
      lock.broadcast()
    }
  }
}

struct ServeTestError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
