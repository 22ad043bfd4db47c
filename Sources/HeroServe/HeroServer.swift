import Foundation
import HeroFiles
import HeroProject
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore

/// `hero serve`: a local web page to play, inspect, watch and review scenes, over a small JSON API
/// (docs/serve.md). One file per route group: `SceneRoutes`, `GoldenRoutes`, `AcceptRoutes`,
/// `LayerRoutes`, `EventRoutes`, `PageRoutes`; who may call them is `RequestGuard`'s, where the
/// blocking work runs `WorkPool`'s.
public struct HeroServer: Sendable {
  public let scenes: ServedScenes
  public let host: String
  public let port: Int
  /// How long a connection may stay silent: no complete request head, or no response bytes taken
  /// by the client while some wait (`StalledWriteHandler`).
  public let idleTimeout: Duration

  /// Longest request target accepted (scene ids and a few numbers fit easily).
  static let maximumURILength = 2048
  /// The default `idleTimeout`: far longer than any page's pause between requests (event streams
  /// send a heartbeat every 2 s), short enough that abandoned connections go quickly.
  public static let defaultIdleTimeout: Duration = .seconds(30)

  public init(
    scenes: ServedScenes, host: String = "127.0.0.1", port: Int = 8080,
    idleTimeout: Duration = HeroServer.defaultIdleTimeout
  ) {
    (self.scenes, self.host, self.port, self.idleTimeout) = (scenes, host, port, idleTimeout)
  }

  /// Serves until the process ends; `ready` gets the page's URL once the socket is bound (with
  /// `port` 0, the port the system picked).
  public func run(ready: @escaping @Sendable (String) -> Void) async throws {
    guard PageRoutes.folder != nil else {
      throw CLIError.badInput("cannot serve the page: \(PageRoutes.missingMessage)")
    }
    let access = ServerAccess(host: host)
    let work = WorkPool()
    let router = Router()
    router.add(middleware: RequestGuard(access: access))
    router.add(middleware: RequestLimits())
    SceneRoutes.add(to: router, scenes: scenes, work: work)
    GoldenRoutes.add(to: router, scenes: scenes, work: work)
    AcceptRoutes.add(to: router, scenes: scenes, undo: GoldenUndo(folder: ConfinedFolder(scenes.undoRoot)), work: work)
    LayerRoutes.add(to: router, scenes: scenes, work: work)
    EventRoutes.add(to: router, scenes: scenes)
    PageRoutes.add(to: router, token: access.token)
    var logger = Logger(label: "hero-serve")
    logger.logLevel = .error
    let host = self.host
    let timeout = TimeAmount.nanoseconds(Int64(idleTimeout / .nanoseconds(1)))
    let app = Application(
      router: router,
      server: .http1(
        configuration: .init(
          additionalChannelHandlers: [StalledWriteHandler(timeout: timeout)], idleTimeout: timeout)),
      configuration: .init(address: .hostname(host, port: port), serverName: "hero"),
      onServerRunning: { channel in
        let bound = channel.localAddress?.port ?? 0
        access.bound(port: bound)
        let shown = host.contains(":") ? "[\(host)]" : host
        ready("http://\(shown):\(bound)/")
      }, logger: logger)
    try await app.run()
  }
}

/// Refuses over-long request targets and request bodies (the API takes none) with a clear 4xx.
struct RequestLimits: RouterMiddleware {
  typealias Context = BasicRequestContext

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    guard request.uri.string.utf8.count <= HeroServer.maximumURILength else {
      return Responses.error(ServeError(.uriTooLong, "request target longer than \(HeroServer.maximumURILength) bytes"))
    }
    if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > 0 {
      return Responses.error(ServeError(.contentTooLarge, "the hero serve API takes no request body"))
    }
    return try await next(request, context)
  }
}
