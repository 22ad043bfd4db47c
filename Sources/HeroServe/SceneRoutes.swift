import Foundation
import HeroModel
import HeroProject
import HeroRender
import HeroScene
import HeroSync
import Hummingbird

/// `GET /api/scenes`, `GET /api/frame`, `GET /api/states`: what the player and the inspector show.
enum SceneRoutes {
  static func add(to router: Router<BasicRequestContext>, scenes: ServedScenes, work: WorkPool) {
    router.get("api/scenes") { _, _ in
      await Responses.handle { Responses.json(try await work.run { list(scenes) }) }
    }
    router.get("api/frame") { request, _ in
      await Responses.handle {
        let id = try request.required("scene")
        let index = try request.integer("index", in: 0...ResourceBudget.maximumFrames)
        let scale = try request.scale("scale")
        let png = try await scenes.framePNG(id, index: index, scale: scale, on: work)
        return Responses.bytes(png, type: "image/png")
      }
    }
    router.get("api/states") { request, _ in
      await Responses.handle {
        let id = try request.required("scene")
        guard request.optional("index") != nil else { return try await wholeStates(scenes, id: id, work: work) }
        let index = try request.integer("index", in: 0...ResourceBudget.maximumFrames)
        let text = try await work.run { try frameStates(scenes, id: id, index: index) }
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
  /// streamed a piece at a time, each computed on `work` only once the socket took the one before.
  /// A client that reads slowly or not at all holds one piece of memory and no thread; one that
  /// goes away ends the stream at its next write.
  static func wholeStates(_ scenes: ServedScenes, id: String, work: WorkPool) async throws -> Response {
    let loaded = try scenes.load(id).scene
    let fps = loaded.scene.fps
    do { try ResourceBudget.checkFrameCount(loaded.transition.frameCount(fps: fps), file: loaded.file) } catch {
      throw ServeError.badRequest(error.message)
    }
    var headers = HTTPFields()
    headers[.contentType] = "application/json; charset=utf-8"
    headers[.cacheControl] = "no-store"
    let pieces = Locked(StatesPipeline.Pieces(scene: loaded.scene, transition: loaded.transition, fps: fps))
    let body = ResponseBody { writer in
      while let piece = try await work.run({ pieces.withLock { $0.nextPiece() } }) {
        try await writer.write(ByteBuffer(bytes: piece))
      }
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
