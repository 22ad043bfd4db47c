import Foundation
import HeroRender
import HeroScene
import HeroVerify
import Hummingbird

/// `GET /api/scenes`, `GET /api/frame`, `GET /api/states`: what the player and the inspector show.
enum SceneRoutes {
  static func add(to router: Router<BasicRequestContext>, scenes: ServedScenes) {
    router.get("api/scenes") { _, _ in await Responses.handle { Responses.json(list(scenes)) } }
    router.get("api/frame") { request, _ in
      await Responses.handle {
        let id = try request.required("scene")
        let index = try request.integer("index", in: 0...ResourceBudget.maximumFrames)
        let scale = try request.number("scale")
        let png = try await offload { try scenes.framePNG(id, index: index, scale: scale) }
        return Responses.bytes(png, type: "image/png")
      }
    }
    router.get("api/states") { request, _ in
      await Responses.handle {
        let id = try request.required("scene")
        guard request.optional("index") != nil else { return try await wholeStates(scenes, id: id) }
        let index = try request.integer("index", in: 0...ResourceBudget.maximumFrames)
        let text = try await offload { try frameStates(scenes, id: id, index: index) }
        return Responses.bytes(Array(text.utf8), type: "application/json; charset=utf-8")
      }
    }
  }

  /// Every served scene: id, file, frame count, fps, duration, point and pixel size, golden samples;
  /// or its error (file, path, line, column, message) when it does not load now. And how many
  /// frames the server keeps rendered (the page prefetches no more).
  static func list(_ scenes: ServedScenes) -> JSONOutput {
    .object([
      .init(
        "scenes",
        .array(
          scenes.entries.map { entry in
            var members: [JSONOutput.Member] = [.init("id", .string(entry.id)), .init("file", .string(entry.file))]
            do {
              members += summary(try scenes.load(entry.id))
            } catch let error as ServeError {
              members.append(.init("error", ServeError.describe(message: error.message, sceneError: error.sceneError)))
            } catch {
              members.append(.init("error", ServeError.describe(message: "\(error)", sceneError: nil)))
            }
            return .object(members)
          })),
      .init("cachedFrames", .number(Double(ServedScenes.cachedFrames))),
    ])
  }

  private static func summary(_ served: ServedScene) -> [JSONOutput.Member] {
    let loaded = served.scene
    let scene = loaded.scene
    let (width, height) = loaded.pixelSize(scale: scene.canvas.scale)
    return [
      .init("name", .string(scene.name)),
      .init("description", scene.description.map { .string($0) } ?? .null),
      .init("version", .number(Double(served.version))),
      .init("fps", .number(scene.fps)),
      .init("frameCount", .number(Double(loaded.transition.frameCount(fps: scene.fps)))),
      .init("duration", .number(loaded.transition.totalDuration)),
      .init("size", .array([.number(scene.canvas.size.width), .number(scene.canvas.size.height)])),
      .init("scale", .number(scene.canvas.scale)),
      .init("pixelSize", .array([.number(Double(width)), .number(Double(height))])),
      .init("samples", .array(served.samples.jobs.map { .string($0.name) })),
    ]
  }

  /// The state dump of the scene at its own fps (docs/state-dump.md), as `hero states` writes it:
  /// streamed as it is computed, so the server holds a few pieces of it, never the whole dump.
  static func wholeStates(_ scenes: ServedScenes, id: String) async throws -> Response {
    let loaded = try scenes.load(id).scene
    let fps = loaded.scene.fps
    do { try ResourceBudget.checkFrameCount(loaded.transition.frameCount(fps: fps), file: loaded.file) } catch {
      throw ServeError.badRequest(error.message)
    }
    var headers = HTTPFields()
    headers[.contentType] = "application/json; charset=utf-8"
    headers[.cacheControl] = "no-store"
    let body = ResponseBody { writer in
      let pipe = TextPipe()
      pipe.start { put in
        try StatesPipeline.write(scene: loaded.scene, transition: loaded.transition, fps: fps, to: put)
      }
      // A client gone makes `writer.write` throw: the dump stops at its next piece.
      defer { pipe.cancel() }
      while let piece = try await offload({ pipe.take() }) { try await writer.write(ByteBuffer(bytes: piece)) }
      try await writer.finish(nil)
    }
    return Response(status: .ok, headers: headers, body: body)
  }

  /// Frame `index` of the state dump.
  static func frameStates(_ scenes: ServedScenes, id: String, index: Int) throws -> String {
    let loaded = try scenes.load(id).scene
    let fps = loaded.scene.fps
    let count = loaded.transition.frameCount(fps: fps)
    guard index < count else {
      throw ServeError.badRequest("frame \(index) is outside the scene's \(count) frames (0…\(count - 1))")
    }
    let frame = loaded.transition.frame(at: loaded.transition.frameTime(index: index, fps: fps))
    return StateDump.frame(index: index, frame).rendered() + "\n"
  }
}

/// Text handed from the thread computing a state dump to the response writer in pieces of about
/// `pieceBytes`, at most `capacity` pieces ahead: memory stays bounded however long the dump. When
/// the client goes away (`cancel`), the producer's next `put` throws, so the dump stops computing.
final class TextPipe: @unchecked Sendable {
  static let pieceBytes = 1 << 16
  static let capacity = 4

  /// What `put` throws once the consumer has stopped taking.
  struct Cancelled: Error {}

  private let lock = NSLock()
  private let slots = DispatchSemaphore(value: TextPipe.capacity)
  private let filled = DispatchSemaphore(value: 0)
  private var pieces: [[UInt8]?] = []
  private var pending: [UInt8] = []
  private var cancelled = false

  /// Runs `produce` on another thread with `put` as its sink, then hands on the end; `produce`
  /// ends at the first `put` after `cancel`.
  func start(_ produce: @escaping @Sendable (_ put: (String) throws -> Void) throws -> Void) {
    DispatchQueue.global().async {
      do {
        try produce(self.put)
        try self.finish()
      } catch {
        // Cancelled: nobody takes what is left.
      }
    }
  }

  /// Producer: appends `text`, handing on a piece once `pieceBytes` are gathered; throws
  /// `Cancelled` once the consumer has stopped.
  func put(_ text: String) throws {
    guard !lock.withLock({ cancelled }) else { throw Cancelled() }
    pending.append(contentsOf: text.utf8)
    if pending.count >= Self.pieceBytes { try hand(pending) }
  }

  /// Producer: hands on what is left and the end.
  func finish() throws {
    if !pending.isEmpty { try hand(pending) }
    try hand(nil)
  }

  /// Consumer: the next piece, or nil at the end.
  func take() -> [UInt8]? {
    filled.wait()
    let piece = lock.withLock { pieces.removeFirst() }
    slots.signal()
    return piece
  }

  /// Consumer: stops taking; the producer no longer waits.
  func cancel() {
    lock.withLock { cancelled = true }
    slots.signal()
  }

  private func hand(_ piece: [UInt8]?) throws {
    pending = []
    guard !lock.withLock({ cancelled }) else { throw Cancelled() }
    slots.wait()
    let kept = lock.withLock { () -> Bool in
      guard !cancelled else { return false }
      pieces.append(piece)
      return true
    }
    guard kept else {
      // Cancelled while waiting: pass the wake-up on, so no later piece waits either.
      slots.signal()
      throw Cancelled()
    }
    filled.signal()
  }
}
