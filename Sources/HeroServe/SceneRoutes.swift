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
        let index = try request.optional("index").map { _ in
          try request.integer("index", in: 0...ResourceBudget.maximumFrames)
        }
        let text = try await offload { try states(scenes, id: id, index: index) }
        return Responses.bytes(Array(text.utf8), type: "application/json; charset=utf-8")
      }
    }
  }

  /// Every served scene: id, file, frame count, fps, duration, point and pixel size, golden samples;
  /// or its error (file, path, line, column, message) when it does not load now.
  static func list(_ scenes: ServedScenes) -> JSONOutput {
    .object([
      .init(
        "scenes",
        .array(
          scenes.entries.map { entry in
            var members: [JSONOutput.Member] = [.init("id", .string(entry.id)), .init("file", .string(entry.file))]
            do {
              let (loaded, version) = try scenes.load(entry.id)
              members += summary(loaded, version: version)
            } catch let error as ServeError {
              members.append(.init("error", ServeError.describe(message: error.message, sceneError: error.sceneError)))
            } catch {
              members.append(.init("error", ServeError.describe(message: "\(error)", sceneError: nil)))
            }
            return .object(members)
          }))
    ])
  }

  private static func summary(_ loaded: LoadedScene, version: Int) -> [JSONOutput.Member] {
    let scene = loaded.scene
    let (width, height) = loaded.pixelSize(scale: scene.canvas.scale)
    return [
      .init("name", .string(scene.name)),
      .init("description", scene.description.map { .string($0) } ?? .null),
      .init("version", .number(Double(version))),
      .init("fps", .number(scene.fps)),
      .init("frameCount", .number(Double(loaded.transition.frameCount(fps: scene.fps)))),
      .init("duration", .number(loaded.transition.totalDuration)),
      .init("size", .array([.number(scene.canvas.size.width), .number(scene.canvas.size.height)])),
      .init("scale", .number(scene.canvas.scale)),
      .init("pixelSize", .array([.number(Double(width)), .number(Double(height))])),
      .init("samples", .array(GoldenSamples(loaded, goldenRoot: "").jobs.map { .string($0.name) })),
    ]
  }

  /// The state dump of the scene at its own fps (docs/state-dump.md), as `hero states` writes it,
  /// or only frame `index` of it.
  static func states(_ scenes: ServedScenes, id: String, index: Int?) throws -> String {
    let (loaded, _) = try scenes.load(id)
    let fps = loaded.scene.fps
    let count = loaded.transition.frameCount(fps: fps)
    guard let index else {
      do { try ResourceBudget.checkFrameCount(count, file: loaded.file) } catch {
        throw ServeError.badRequest(error.message)
      }
      return StatesPipeline.encode(scene: loaded.scene, transition: loaded.transition, fps: fps)
    }
    guard index < count else {
      throw ServeError.badRequest("frame \(index) is outside the scene's \(count) frames (0…\(count - 1))")
    }
    let frame = loaded.transition.frame(at: loaded.transition.frameTime(index: index, fps: fps))
    return StateDump.frame(index: index, frame).rendered() + "\n"
  }
}
