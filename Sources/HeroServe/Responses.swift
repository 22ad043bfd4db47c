import Foundation
import HTTPTypes
import HeroModel
import HeroScene
import Hummingbird

/// Building responses and reading query parameters, the same way in every route.
enum Responses {
  static func json(_ value: JSONOutput, status: HTTPResponse.Status = .ok) -> Response {
    bytes(Array((value.rendered() + "\n").utf8), type: "application/json; charset=utf-8", status: status)
  }

  static func bytes(_ bytes: [UInt8], type: String, status: HTTPResponse.Status = .ok) -> Response {
    var headers = HTTPFields()
    headers[.contentType] = type
    headers[.cacheControl] = "no-store"
    headers[Self.contentTypeOptions] = "nosniff"
    // No other site may frame the page (a framed Accept button could be clicked by trickery).
    headers[.contentSecurityPolicy] = "frame-ancestors 'none'"
    return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
  }

  static func error(_ error: ServeError) -> Response { json(error.json, status: error.status) }

  static let contentTypeOptions = HTTPField.Name("X-Content-Type-Options")!

  /// Runs `body`, turning a `ServeError` into its JSON response and anything else into a 500 that
  /// names it (the server keeps running either way).
  static func handle(_ body: () async throws -> Response) async -> Response {
    do {
      return try await body()
    } catch let failure as ServeError {
      return error(failure)
    } catch {
      return Responses.error(ServeError(.internalServerError, "\(error)"))
    }
  }
}

extension Request {
  /// The query parameter `name`, or a 400 naming it.
  func required(_ name: String) throws(ServeError) -> String {
    guard let value = uri.queryParameters[Substring(name)], !value.isEmpty else {
      throw .badRequest("missing query parameter '\(name)'")
    }
    return String(value)
  }

  func optional(_ name: String) -> String? {
    uri.queryParameters[Substring(name)].flatMap { $0.isEmpty ? nil : String($0) }
  }

  /// An integer parameter in `range`, or a 400 saying what is allowed.
  func integer(_ name: String, in range: ClosedRange<Int>) throws(ServeError) -> Int {
    let text = try required(name)
    guard let value = Int(text), range.contains(value) else {
      throw .badRequest(
        "'\(name)' must be an integer in \(range.lowerBound)…\(range.upperBound), not '\(text.prefix(20))'")
    }
    return value
  }

  /// A scale the canvas rule allows (`Canvas.isValidScale`: more than 0, at most 3), or nil when
  /// absent; checked before the value is used for anything (the scene's pixel limits come after).
  func scale(_ name: String) throws(ServeError) -> Double? {
    guard let text = optional(name) else { return nil }
    guard let value = Double(text), Canvas.isValidScale(value) else {
      throw .badRequest("'\(name)' must be a number \(Canvas.scaleRangeText), not '\(text.prefix(20))'")
    }
    return value
  }
}
