import Foundation
import HeroVerify
import Hummingbird
import Logging

/// `hero serve`: a local web page to play, inspect, watch and review scenes, over a small JSON API
/// (docs/serve.md). One file per route group: `SceneRoutes`, `GoldenRoutes`, `AcceptRoutes`,
/// `LayerRoutes`, `EventRoutes`, `PageRoutes`.
public struct HeroServer: Sendable {
  public let scenes: ServedScenes
  public let host: String
  public let port: Int

  /// Longest request target accepted (scene ids and a few numbers fit easily).
  static let maximumURILength = 2048

  public init(scenes: ServedScenes, host: String = "127.0.0.1", port: Int = 8080) {
    (self.scenes, self.host, self.port) = (scenes, host, port)
  }

  /// Serves until the process ends; `ready` gets the page's URL once the socket is bound (with
  /// `port` 0, the port the system picked).
  public func run(ready: @escaping @Sendable (String) -> Void) async throws {
    guard PageRoutes.folder != nil else {
      throw CLIError.badInput("cannot serve the page: \(PageRoutes.missingMessage)")
    }
    let router = Router()
    router.add(middleware: RequestLimits())
    SceneRoutes.add(to: router, scenes: scenes)
    GoldenRoutes.add(to: router, scenes: scenes)
    AcceptRoutes.add(to: router, scenes: scenes, undo: GoldenUndo())
    LayerRoutes.add(to: router, scenes: scenes)
    EventRoutes.add(to: router, scenes: scenes)
    PageRoutes.add(to: router)
    var logger = Logger(label: "hero-serve")
    logger.logLevel = .error
    let host = self.host
    let app = Application(
      router: router, configuration: .init(address: .hostname(host, port: port), serverName: "hero"),
      onServerRunning: { channel in
        let bound = channel.localAddress?.port ?? 0
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
