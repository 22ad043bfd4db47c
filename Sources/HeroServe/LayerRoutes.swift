import Foundation
import HeroCompositor
import HeroModel
import HeroProject
import HeroRender
import HeroScene
import HeroSync
import Hummingbird

/// What the inspector and the 3D view draw layers with, worked out here rather than again in the
/// page's JavaScript:
/// - `GET /api/geometry?scene=ID&index=N`: every layer of frame N in paint order with its depth in
///   the tree and the four corners of its bounds on the canvas, in points (top-left, top-right,
///   bottom-right, bottom-left), mapped through every position, anchor point, transform and bounds
///   origin above it as the compositor maps them (with the perspective divide; null when a corner
///   is behind the eye);
/// - `GET /api/layer?scene=ID&index=N&key=KEY`: that layer's own pixels as a PNG: its background,
///   border, corner radius and contents painted by the compositor, without its sublayers, shadow,
///   opacity or transform, at the scene's scale (smaller when the layer is large).
enum LayerRoutes {
  /// The longest side of a layer image, in pixels: the 3D view shows layers a few hundred points wide.
  static let maximumLayerPixels = 1024.0

  static func add(to router: Router<BasicRequestContext>, scenes: ServedScenes, work: WorkPool) {
    router.get("api/geometry") { request, _ in
      await Responses.handle {
        let id = try request.required("scene")
        let index = try request.integer("index", in: 0...ResourceBudget.maximumFrames)
        let frame = try await work.run { try Self.frame(scenes, id: id, index: index).frame }
        return Responses.json(geometry(frame, index: index))
      }
    }
    router.get("api/layer") { request, _ in
      await Responses.handle {
        let id = try request.required("scene")
        let index = try request.integer("index", in: 0...ResourceBudget.maximumFrames)
        let key = try request.required("key")
        let png = try await work.run { () throws -> [UInt8] in
          let (frame, scale) = try Self.frame(scenes, id: id, index: index)
          guard let layer = find(key, in: frame.layers) else {
            throw ServeError.notFound("frame \(index) has no layer '\(key.prefix(80))'; GET /api/geometry lists them")
          }
          guard let alone = isolated(layer, in: frame, scale: scale) else {
            // 422: the layer exists, but no picture of it fits (empty, or too thin once its longer
            // side is brought down to the limit: 1,000,000 × 0.5 points).
            throw ServeError(
              .unprocessableContent,
              "the layer '\(key.prefix(80))' (\(NumberText.shortest(layer.size.width))×\(NumberText.shortest(layer.size.height)) points) "
                + "has no area to draw in at most \(Int(maximumLayerPixels)) pixels on its longer side")
          }
          return try PNGCodec.encode(try render(alone.frame, scale: alone.scale))
        }
        return Responses.bytes(png, type: "image/png")
      }
    }
  }

  /// Frame `index` of the scene `id`, and the scene's scale.
  static func frame(_ scenes: ServedScenes, id: String, index: Int) throws -> (frame: FrameState, scale: Double) {
    let loaded = try scenes.load(id).scene
    let fps = loaded.scene.fps
    let count = loaded.transition.frameCount(fps: fps)
    guard index < count else {
      throw ServeError.badRequest("frame \(index) is outside the scene's \(count) frames (0…\(count - 1))")
    }
    return (loaded.transition.frame(at: loaded.transition.frameTime(index: index, fps: fps)), loaded.scene.canvas.scale)
  }

  /// `{"index", "canvas": [w, h], "layers": [{"key", "depth", "size", "quad"}]}`.
  static func geometry(_ frame: FrameState, index: Int) -> JSONOutput {
    var layers: [JSONOutput] = []
    func walk(_ list: [Layer], parentSpace: Transform3D, depth: Int) {
      for layer in list.inPaintOrder {
        let toCanvas = layer.toParent.concatenating(parentSpace)
        let corners = [
          Point(0, 0), Point(layer.size.width, 0), Point(layer.size.width, layer.size.height),
          Point(0, layer.size.height),
        ].map { toCanvas.project($0) }
        let quad: JSONOutput =
          corners.contains { $0 == nil }
          ? .null : .array(corners.map { .array([.number($0!.x), .number($0!.y)]) })
        layers.append(
          .object([
            .init("key", .string(layer.key)), .init("depth", .number(Double(depth))),
            .init("size", .array([.number(layer.size.width), .number(layer.size.height)])), .init("quad", quad),
          ]))
        walk(layer.sublayers, parentSpace: layer.sublayerSpace.concatenating(toCanvas), depth: depth + 1)
      }
    }
    walk(frame.layers, parentSpace: .identity, depth: 0)
    return .object([
      .init("index", .number(Double(index))),
      .init("canvas", .array([.number(frame.canvasSize.width), .number(frame.canvasSize.height)])),
      .init("layers", .array(layers)),
    ])
  }

  static func find(_ key: String, in layers: [Layer]) -> Layer? {
    for layer in layers {
      if layer.key == key { return layer }
      if let found = find(key, in: layer.sublayers) { return found }
    }
    return nil
  }

  /// A frame holding `layer` alone, its bounds filling the canvas: no sublayers, shadow, opacity,
  /// transform or z offset; the frame's snapshots and fonts kept for its contents. Nil when the
  /// layer has no area (or a non-finite one).
  static func isolated(_ layer: Layer, in frame: FrameState, scale: Double) -> (frame: FrameState, scale: Double)? {
    let size = layer.size
    guard size.width.isFinite, size.height.isFinite, size.width * scale >= 1, size.height * scale >= 1 else {
      return nil
    }
    var alone = layer
    alone.sublayers = []
    alone.transform = .identity
    alone.opacity = 1
    alone.isHidden = false
    alone.zPosition = 0
    alone.shadowOpacity = 0
    alone.boundsOrigin = .zero
    alone.anchorPoint = Point(0.5, 0.5)
    alone.position = Point(size.width / 2, size.height / 2)
    let fitted = min(scale, maximumLayerPixels / max(size.width, size.height))
    // Both sides at least a pixel once fitted (the compositor rounds them so).
    guard Canvas.pixels(size.width, scale: fitted) >= 1, Canvas.pixels(size.height, scale: fitted) >= 1 else {
      return nil
    }
    return (
      FrameState(
        time: frame.time, progress: frame.progress, canvasSize: size, layers: [alone], snapshots: frame.snapshots,
        fonts: frame.fonts),
      fitted
    )
  }

  /// One frame state through the same renderer as every frame the server shows.
  static func render(_ frame: FrameState, scale: Double) throws -> RGBAImage {
    let result = Locked<RGBAImage?>(nil)
    // Images are decoded as large as this one picture shows them.
    try FrameRenderer(
      scale: scale, workers: 1, reuse: false, imageDemand: ImageDemand.measure(frames: [frame], scale: scale)
    ) { _ in frame }
    .render([FrameJob(name: "layer", time: frame.time)]) { _, image in result.withLock { $0 = image } }
    guard let image = result.withLock({ $0 }) else {
      throw ServeError(.internalServerError, "the renderer returned no image")
    }
    return image
  }
}
