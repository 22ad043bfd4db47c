import Foundation
import HeroReviewAssets
import Hummingbird

/// `GET /`, `GET /page/<file>` and `GET /favicon.ico`: the review page, plain HTML, CSS and
/// JavaScript shipped as this module's resources (no build step). Only the names in `files` are
/// served. `index.html` carries the server's token as `<meta name="hero-token" content="…">`, the one
/// place the page (and only the page: other sites cannot read it) gets it for its changing requests
/// (`RequestGuard`).
enum PageRoutes {
  static let files: [String: String] = [
    "index.html": "text/html; charset=utf-8",
    "app.js": "text/javascript; charset=utf-8",
    "inspector.js": "text/javascript; charset=utf-8",
    "review.js": "text/javascript; charset=utf-8",
    "viewer.js": "text/javascript; charset=utf-8",
    "properties.js": "text/javascript; charset=utf-8",
    "style.css": "text/css; charset=utf-8",
    "viewer.css": "text/css; charset=utf-8",
    "favicon.svg": "image/svg+xml",
  ]

  /// The golden viewer, the same bytes `hero verify --report` inlines (HeroReviewAssets).
  static let sharedFiles: [String: [UInt8]] = [
    "viewer.js": Array(ReviewAssets.viewerScript.utf8), "viewer.css": Array(ReviewAssets.viewerStyle.utf8),
  ]

  static func add(to router: Router<BasicRequestContext>, token: String) {
    router.get("") { _, _ in await Responses.handle { try serve("index.html", token: token) } }
    // Browsers ask for /favicon.ico whatever the page links: the same icon, not a 404 in the console.
    router.get("favicon.ico") { _, _ in await Responses.handle { try serve("favicon.svg", token: token) } }
    router.get("page/:name") { _, context in
      await Responses.handle { try serve(context.parameters.get("name") ?? "", token: token) }
    }
  }

  static func serve(_ name: String, token: String) throws -> Response {
    guard let type = files[name] else { throw ServeError.notFound("no page file '\(name.prefix(40))'") }
    if let shared = sharedFiles[name] { return Responses.bytes(shared, type: type) }
    guard let folder = folder, let data = FileManager.default.contents(atPath: "\(folder)/\(name)") else {
      throw ServeError(.internalServerError, "the page file \(name) is missing; \(missingMessage)")
    }
    let bytes = name == "index.html" ? withToken(Array(data), token) : Array(data)
    return Responses.bytes(bytes, type: type)
  }

  /// `html` with the token's meta tag right after its `<head>` tag (or first, without one).
  static func withToken(_ html: [UInt8], _ token: String) -> [UInt8] {
    let tag = Array("\n<meta name=\"hero-token\" content=\"\(token)\">".utf8)
    let lowered = html.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
    let open = Array("<head".utf8)
    guard let start = (0...max(0, lowered.count - open.count)).first(where: { lowered[$0...].starts(with: open) }),
      let close = lowered[start...].firstIndex(of: UInt8(ascii: ">"))
    else { return tag + html }
    return Array(html[...close]) + tag + Array(html[(close + 1)...])
  }

  /// SwiftPM's resource folder for this module, next to the `hero` executable. Looked up here rather
  /// than through `Bundle.module`, which stops the process when the folder is missing.
  static let folder: String? = {
    let path = Bundle.main.bundleURL.appendingPathComponent("\(bundleName)/Page").path
    return FileManager.default.fileExists(atPath: path + "/index.html") ? path : nil
  }()

  static let bundleName = "HeroFrames_HeroServe.resources"

  static let missingMessage =
    "the page's files (\(bundleName)) must stay next to the hero executable, as swift build puts them"
}
