import HeroProject
import HeroScene
import Hummingbird

/// A request the server refuses or cannot answer: a status and a message, plus the scene error
/// behind it when a scene file is invalid, so the page can show file, path, line and column.
struct ServeError: Error {
  var status: HTTPResponse.Status
  var message: String
  var sceneError: SceneError?
  /// For an accept that failed part way: the token that undoes what it replaced before failing.
  var undo: String?

  init(_ status: HTTPResponse.Status, _ message: String, sceneError: SceneError? = nil) {
    (self.status, self.message, self.sceneError) = (status, message, sceneError)
  }

  static func badRequest(_ message: String) -> ServeError { ServeError(.badRequest, message) }
  static func notFound(_ message: String) -> ServeError { ServeError(.notFound, message) }

  /// A scene that does not load: 422 with the structured error.
  static func invalidScene(_ error: CLIError) -> ServeError {
    ServeError(.unprocessableContent, error.message, sceneError: error.sceneError)
  }

  /// `{"error": {"message", "file", "path", "line", "column", "suggestion"}}`.
  var json: JSONOutput {
    guard let undo, case .object(var members) = Self.describe(message: message, sceneError: sceneError) else {
      return .object([.init("error", Self.describe(message: message, sceneError: sceneError))])
    }
    members.append(.init("undo", .string(undo)))
    return .object([.init("error", .object(members))])
  }

  /// The error object the API uses wherever a scene fails (also inside the scene list).
  static func describe(message: String, sceneError: SceneError?) -> JSONOutput {
    var members: [JSONOutput.Member] = [.init("message", .string(message))]
    if let e = sceneError {
      members += [
        .init("file", .string(e.file)), .init("path", .string(e.path)),
        .init("line", e.line.map { .number(Double($0)) } ?? .null),
        .init("column", e.column.map { .number(Double($0)) } ?? .null),
        .init("detail", .string(e.messageWithSuggestion)),
      ]
    }
    return .object(members)
  }
}
