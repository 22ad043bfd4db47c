import Foundation
import HTTPTypes
import HeroSync
import Hummingbird

/// Who may use the server (docs/serve.md, "Security"): a request must name this server in its `Host`
/// (DNS rebinding: a hostile page whose name now points at 127.0.0.1 still sends its own name, and
/// gets 421), an API request must not come from another site's page, and a request that changes
/// something (POST, PUT, PATCH, DELETE) must come from our own page: same origin by `Origin` and
/// `Sec-Fetch-Site` when the browser sends them, and always the server's random token in
/// `X-Hero-Token`, which only our page can read (it is in the served `index.html`). Refusals are
/// 403 with a JSON error.
struct RequestGuard: RouterMiddleware {
  typealias Context = BasicRequestContext
  let access: ServerAccess

  static let tokenHeader = HTTPField.Name("X-Hero-Token")!
  static let fetchSiteHeader = HTTPField.Name("Sec-Fetch-Site")!
  static let originHeader = HTTPField.Name("Origin")!

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    if let refusal = access.refusal(of: request) { return Responses.error(refusal) }
    return try await next(request, context)
  }
}

/// The server's identity: the names and port it answers to and its per-run token.
final class ServerAccess: Sendable {
  /// 32 random bytes as hex, new for each server run.
  let token: String
  /// The names a `Host` may use (lowercased, IPv6 in brackets); the port is added once bound.
  let names: Set<String>
  private let port = Locked<Int?>(nil)

  /// `host` as given to `--host`; for a wildcard (`0.0.0.0`, `::`) every address of this machine.
  init(host: String, token: String = ServerAccess.randomToken()) {
    self.token = token
    var names: Set<String> = ["localhost", "127.0.0.1", "[::1]"]
    let bound = host.lowercased()
    // The printed URL names the --host as given, so a browser opening it sends that.
    names.insert(Self.hostName(bound))
    if ["0.0.0.0", "::", "[::]"].contains(bound) {
      for address in Self.localAddresses() { names.insert(Self.hostName(address)) }
    }
    self.names = names
  }

  /// Called once the socket is bound (the port may have been picked by the system).
  func bound(port: Int) { self.port.withLock { $0 = port } }

  /// Why `request` is refused, or nil when it may go on.
  func refusal(of request: Request) -> ServeError? {
    guard let authority = request.head.authority, allows(host: authority) else {
      let shown = request.head.authority.map { "'\($0.prefix(80))'" } ?? "no Host"
      return ServeError(
        .misdirectedRequest,
        "request for \(shown): this server answers only to its own address "
          + "(\(port.withLock { $0 }.map { "127.0.0.1:\($0)" } ?? "127.0.0.1"), localhost or the --host it was given)")
    }
    // The router finds `//api/frame` and `/./api/frame` as `/api/frame`: a path it would read
    // differently from how it is written is refused, so the checks below judge what is served.
    let parts = request.uri.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
    if parts.dropLast().contains(where: { $0.isEmpty }) || parts.contains(where: { $0 == "." || $0 == ".." }) {
      return ServeError(
        .badRequest, "request path '\(request.uri.path.prefix(80))' is not in its plain form (no '//', '.' or '..')")
    }
    let site = request.headers[RequestGuard.fetchSiteHeader]?.lowercased()
    let isAPI = parts.first?.lowercased() == "api"
    if isAPI, let site, site == "cross-site" || site == "same-site" {
      return ServeError(.forbidden, "refused: the API answers only this server's own page (Sec-Fetch-Site: \(site))")
    }
    guard [.post, .put, .patch, .delete].contains(request.method) else { return nil }
    if let site, site != "same-origin", site != "none" {
      return ServeError(.forbidden, "refused: changes come only from this server's own page (Sec-Fetch-Site: \(site))")
    }
    if let origin = request.headers[RequestGuard.originHeader],
      origin.lowercased() != "http://" + authority.lowercased()
    {
      return ServeError(
        .forbidden, "refused: changes come only from this server's own page, not from '\(origin.prefix(80))'")
    }
    guard let given = request.headers[RequestGuard.tokenHeader], Self.same(given, token) else {
      return ServeError(
        .forbidden,
        "refused: a change needs the X-Hero-Token header with this server's token (from the hero-token meta tag of its page)"
      )
    }
    return nil
  }

  /// `authority` (`host[:port]`) names this server: one of `names`, with the bound port (or none,
  /// for port 80).
  func allows(host authority: String) -> Bool {
    guard let port = port.withLock({ $0 }) else { return false }
    let lowered = authority.lowercased()
    if port == 80, names.contains(lowered) { return true }
    guard let colon = lowered.lastIndex(of: ":"), !lowered[colon...].contains("]") else { return false }
    return lowered[lowered.index(after: colon)...] == String(port) && names.contains(String(lowered[..<colon]))
  }

  /// Compares in time that does not depend on where the strings differ.
  static func same(_ a: String, _ b: String) -> Bool {
    let (x, y) = (Array(a.utf8), Array(b.utf8))
    guard x.count == y.count else { return false }
    return zip(x, y).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
  }

  static func randomToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
  }

  /// An address as a `Host` names it: IPv6 in brackets.
  static func hostName(_ address: String) -> String {
    address.contains(":") && !address.hasPrefix("[") ? "[\(address)]" : address
  }

  /// The machine's interface addresses (IPv4 and IPv6, without zone ids).
  static func localAddresses() -> [String] {
    var list: UnsafeMutablePointer<ifaddrs>?
    guard getifaddrs(&list) == 0, let first = list else { return [] }
    defer { freeifaddrs(list) }
    var out: [String] = []
    for entry in sequence(first: first, next: { $0.pointee.ifa_next }) {
      guard let address = entry.pointee.ifa_addr else { continue }
      let family = Int32(address.pointee.sa_family)
      guard family == AF_INET || family == AF_INET6 else { continue }
      var text = [CChar](repeating: 0, count: Int(NI_MAXHOST))
      let length = socklen_t(
        family == AF_INET ? MemoryLayout<sockaddr_in>.size : MemoryLayout<sockaddr_in6>.size)
      guard getnameinfo(address, length, &text, socklen_t(text.count), nil, 0, NI_NUMERICHOST) == 0 else { continue }
      let name = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      out.append(String(name.prefix { $0 != "%" }).lowercased())
    }
    return out
  }
}
