import Foundation

/// A TCP connection to the server on loopback, for what URLSession cannot do: send any `Host`, stop
/// reading, leave in the middle of a response, never finish a request.
final class RawConnection {
  private(set) var fd: Int32

  /// Connects to 127.0.0.1:`port`; `receiveBuffer` shrinks the socket's receive buffer first (a
  /// client that does not read then stops the server's writes after a few kilobytes).
  init(port: UInt16, receiveBuffer: Int32? = nil) throws {
    fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw ServeTestError("socket: \(String(cString: strerror(errno)))") }
    if var size = receiveBuffer {
      setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
    }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      let message = String(cString: strerror(errno))
      Foundation.close(fd)
      throw ServeTestError("connect: \(message)")
    }
  }

  deinit { close() }

  func close() {
    if fd >= 0 { Foundation.close(fd) }
    fd = -1
  }

  /// Sends `text` (no SIGPIPE when the server has closed: the error is returned as false).
  @discardableResult
  func send(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    var done = 0
    while done < bytes.count {
      let n = bytes[done...].withUnsafeBytes { Foundation.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      if n <= 0 { return false }
      done += n
    }
    return true
  }

  /// `GET path` with `host` (and any `headers`), without closing the request's connection.
  @discardableResult
  func get(_ path: String, host: String, headers: [String: String] = [:]) -> Bool {
    send("GET \(path) HTTP/1.1\r\nHost: \(host)\r\n" + headers.map { "\($0): \($1)\r\n" }.joined() + "\r\n")
  }

  /// Reads what arrives until the server closes the connection, `limit` bytes have come, or nothing
  /// came for `timeout` seconds (a bound for a broken server, not a timing check). `closed` is true
  /// when the server closed (or reset) the connection.
  func read(limit: Int = 1 << 24, timeout: Double = 60) -> (bytes: [UInt8], closed: Bool) {
    var wait = timeval(tv_sec: Int(timeout), tv_usec: .init((timeout - timeout.rounded(.down)) * 1e6))
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
    var out: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while out.count < limit {
      let n = recv(fd, &buffer, min(buffer.count, limit - out.count), 0)
      if n > 0 {
        out += buffer[..<n]
      } else if n == 0 || errno == ECONNRESET {
        return (out, true)
      } else if errno != EINTR {
        return (out, false)
      }
    }
    return (out, false)
  }

  /// Reads until `needle` has arrived (true), or the connection closed or went quiet for `timeout`
  /// seconds first (false); `text` is everything read.
  func read(until needle: String, timeout: Double = 60) -> (found: Bool, text: String) {
    var text = ""
    while !text.contains(needle) {
      let part = read(limit: 1, timeout: timeout)
      text += String(decoding: part.bytes, as: UTF8.self)
      if part.bytes.isEmpty { return (false, text) }
    }
    return (true, text)
  }

  /// One `GET` with `Connection: close`: the status and the whole answer as text.
  static func get(port: UInt16, _ path: String, host: String, headers: [String: String] = [:]) throws -> (
    status: Int, text: String
  ) {
    let connection = try RawConnection(port: port)
    connection.get(path, host: host, headers: headers.merging(["Connection": "close"]) { $1 })
    let answer = String(decoding: connection.read().bytes, as: UTF8.self)
    let status = answer.split(separator: " ", maxSplits: 2).dropFirst().first.flatMap { Int($0) } ?? 0
    return (status, answer)
  }
}
