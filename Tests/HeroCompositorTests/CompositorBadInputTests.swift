import Foundation
import HeroCompositor
import HeroModel
import Testing

@Suite("Compositor bad input")
struct CompositorBadInputTests {
  static func frame(_ layers: [Layer], snapshots: [String: Snapshot] = [:], canvas: Size = Size(20, 20))
    -> FrameState
  {
    FrameState(time: 0, progress: 0, canvasSize: canvas, layers: layers, snapshots: snapshots)
  }

  static func card(_ key: String = "to/card") -> Layer {
    Layer(key: key, position: Point(10, 10), size: Size(10, 10), backgroundColor: .red)
  }

  @Test func nanGeometryThrowsNamingTheLayer() {
    var layer = Self.card()
    layer.position.x = .nan
    let error = #expect(throws: CompositorError.self) {
      try Compositor().render(Self.frame([layer]), scale: 1)
    }
    #expect(error?.message.contains("'to/card'") == true)
    #expect(error?.message.contains("position") == true)
  }

  @Test func infiniteValuesInSublayersThrow() {
    var child = Self.card("to/child")
    child.transform.m41 = .infinity
    var parent = Self.card("to/parent")
    parent.sublayers = [child]
    let error = #expect(throws: CompositorError.self) {
      try Compositor().render(Self.frame([parent]), scale: 1)
    }
    #expect(error?.message.contains("layers[0].sublayers[0]") == true)
    #expect(error?.message.contains("transform") == true)

    var shadowed = Self.card()
    shadowed.shadowRadius = .infinity
    shadowed.shadowOpacity = 1
    #expect(throws: CompositorError.self) { try Compositor().render(Self.frame([shadowed]), scale: 1) }
  }

  /// `depth` cards `prefix`0 … `prefix`(depth − 1) nested in each other (the outermost first),
  /// each offset by 1 point and changed by `each`; the innermost holds `inside` when given.
  static func chain(
    depth: Int, prefix: String, inside: Layer? = nil, each: (inout Layer) -> Void
  ) -> Layer {
    var layer = Self.card("\(prefix)\(depth - 1)")
    each(&layer)
    layer.sublayers = inside.map { [$0] } ?? []
    for level in stride(from: depth - 2, through: 0, by: -1) {
      var parent = Self.card("\(prefix)\(level)")
      parent.position = Point(1, 1)
      each(&parent)
      parent.sublayers = [layer]
      layer = parent
    }
    return layer
  }

  /// `depth` cards nested in each other, each casting a shadow.
  static func shadowedChain(depth: Int, prefix: String = "to/v") -> Layer {
    chain(depth: depth, prefix: prefix) { $0.shadowOpacity = 0.5 }
  }

  /// Each shadow is cast from everything inside it, shadows included, so nested shadows cost about
  /// depth⁴: at most `Compositor.maximumShadowNesting` may nest, and the one past it is named.
  @Test func shadowsNestAtMostTheLimit() throws {
    let limit = Compositor.maximumShadowNesting
    _ = try Compositor().render(Self.frame([Self.shadowedChain(depth: limit)]), scale: 2)
    let error = #expect(throws: CompositorError.self) {
      try Compositor().render(Self.frame([Self.shadowedChain(depth: limit + 1)]), scale: 2)
    }
    #expect(error?.message.contains("'to/v\(limit)'") == true, "\(error?.message ?? "")")
    #expect(error?.message.contains("at most \(limit) shadows may nest") == true)
    // A layer without a visible shadow does not count.
    var unshadowed = Self.shadowedChain(depth: limit + 1)
    unshadowed.shadowOpacity = 0
    _ = try Compositor().render(Self.frame([unshadowed]), scale: 2)
  }

  /// A snapshot's raster is one picture, cached wherever it is shown: shadows around the layer that
  /// shows it do not count towards the nesting inside it.
  @Test func aSnapshotStartsItsOwnShadowNesting() throws {
    let limit = Compositor.maximumShadowNesting
    let snapshot = Snapshot(id: "s", size: Size(20, 20), layers: [Self.shadowedChain(depth: limit, prefix: "s/v")])
    var shows = Self.card("to/shows")
    shows.contents = .snapshot(id: "s")
    shows.shadowOpacity = 0.5
    var outer = Self.shadowedChain(depth: limit - 1)
    outer.sublayers[0].sublayers = [shows]
    _ = try Compositor().render(Self.frame([outer], snapshots: ["s": snapshot]), scale: 2)
  }

  /// `depth` translucent cards nested in each other, each with a background (so each is drawn as a
  /// group: its own raster, held while the ones inside it are drawn).
  static func translucentChain(depth: Int, inside: Layer = Self.card("to/leaf")) -> Layer {
    chain(depth: depth, prefix: "to/g", inside: inside) { $0.opacity = 0.9 }
  }

  /// Nested offscreen rasters (opacity groups, perspective layers) are all held at once: at most
  /// `Compositor.maximumOffscreenNesting` may nest, and the one past it is named.
  @Test func offscreenRastersNestAtMostTheLimit() throws {
    let limit = Compositor.maximumOffscreenNesting
    _ = try Compositor().render(Self.frame([Self.translucentChain(depth: limit)]), scale: 1)
    let error = #expect(throws: CompositorError.self) {
      try Compositor().render(Self.frame([Self.translucentChain(depth: limit + 1)]), scale: 1)
    }
    #expect(error?.message.contains("'to/g\(limit)'") == true, "\(error?.message ?? "")")
    #expect(error?.message.contains("at most \(limit) may nest") == true)
    // An opaque perspective layer's offscreen counts as one more.
    var tilted = Self.card("to/tilted")
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    tilted.transform = perspective.rotated(angle: 0.3, x: 0, y: 1, z: 0)
    tilted.sublayers = [Self.translucentChain(depth: limit)]
    #expect(throws: CompositorError.self) { try Compositor().render(Self.frame([tilted]), scale: 1) }
    tilted.sublayers = [Self.translucentChain(depth: limit - 1)]
    _ = try Compositor().render(Self.frame([tilted]), scale: 1)
    // A snapshot's raster starts its own count.
    let snapshot = Snapshot(id: "s", size: Size(20, 20), layers: [Self.translucentChain(depth: limit)])
    var shows = Self.card("to/shows")
    shows.contents = .snapshot(id: "s")
    let outer = Self.translucentChain(depth: limit, inside: shows)
    _ = try Compositor().render(Self.frame([outer], snapshots: ["s": snapshot]), scale: 1)
  }

  /// A view is drawn whole into its snapshot: one past the surface limit is an error naming the
  /// snapshot, the layer showing it and its size.
  @Test func aSnapshotPastTheSurfaceLimitIsNamed() {
    let snapshot = Snapshot(id: "to/tall", size: Size(10, 20000), layers: [Self.card("to/inside")])
    var shows = Self.card("to/tall")
    shows.contents = .snapshot(id: "to/tall")
    let error = #expect(throws: CompositorError.self) {
      try Compositor().render(Self.frame([shows], snapshots: ["to/tall": snapshot]), scale: 1)
    }
    #expect(
      error?.message.hasPrefix("snapshot 'to/tall' of layer 'to/tall' (layers[0]), 10.0×20000.0 points: ") == true,
      "\(error?.message ?? "")")
  }

  @Test func singularTransformDrawsNothing() throws {
    var layer = Self.card()
    layer.transform = .scale(x: 0, y: 1)
    let image = try Compositor().render(Self.frame([layer]), scale: 1)
    #expect(image.pixels.allSatisfy { $0 == 0 })
    // A quarter turn about y shows the card edge-on: nothing either.
    layer.transform = .rotation(angle: .pi / 2, x: 0, y: 1, z: 0)
    #expect(try Compositor().render(Self.frame([layer]), scale: 1).pixels.allSatisfy { $0 == 0 })
  }

  /// Finite values whose products overflow must end in an error or a frame, never a crash.
  @Test func hugeFiniteGeometryDoesNotCrash() {
    var perspective = Transform3D.identity
    perspective.m34 = -1e-3
    var child = Self.card("to/child")
    child.transform = .scale(x: 1e200, y: 1e200)
    child.shadowOpacity = 1
    var parent = Self.card("to/parent")
    parent.transform = perspective.rotated(angle: 0.5, x: 0, y: 1, z: 0).scaled(x: 1e200, y: 1e200)
    parent.opacity = 0.5
    parent.sublayers = [child]
    var far = Self.card("to/far")
    far.position = Point(1e300, -1e300)
    far.size = Size(1e300, 1e300)
    far.cornerRadius = 1e300
    far.shadowOpacity = 1
    far.shadowRadius = 1e300
    for layers in [[parent], [far], [far, parent]] {
      do {
        _ = try Compositor().render(Self.frame(layers), scale: 2)
      } catch {
        #expect(!error.message.isEmpty)
      }
    }
  }

  @Test func oversizedCanvasThrows() {
    let error = #expect(throws: CompositorError.self) {
      try Compositor().render(Self.frame([], canvas: Size(6000, 100)), scale: 3)
    }
    #expect(error?.message.contains("16384") == true)
    #expect(throws: CompositorError.self) { try Surface(width: 16385, height: 1) }
    #expect(throws: CompositorError.self) { try Surface(width: 1, height: -4) }
    #expect(throws: CompositorError.self) { try Surface(width: 0, height: 10) }
    #expect(throws: CompositorError.self) { try Compositor().render(Self.frame([]), scale: .nan) }
    #expect(throws: CompositorError.self) {
      try Compositor().render(Self.frame([], canvas: Size(.infinity, 1)), scale: 1)
    }
  }

  @Test func missingImageThrowsNamingThePath() {
    var layer = Self.card()
    layer.contents = .image(path: "no-such-image.png")
    let error = #expect(throws: CompositorError.self) {
      try Compositor(imageDirectory: "/nonexistent").render(Self.frame([layer]), scale: 1)
    }
    #expect(error?.message.contains("/nonexistent/no-such-image.png") == true)
    #expect(error?.message.contains("'to/card'") == true)
  }

  @Test func nonPNGAndTruncatedImagesThrow() throws {
    let dir = NSTemporaryDirectory() + "hero-bad-images-\(ProcessInfo.processInfo.processIdentifier)"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Data("GIF89a not a png".utf8).write(to: URL(fileURLWithPath: dir + "/fake.png"))
    let good = try PNGCodec.encode(Fixtures.spriteSheet)
    try Data(good.prefix(good.count / 2)).write(to: URL(fileURLWithPath: dir + "/cut.png"))
    for (name, phrase) in [("fake.png", "not a PNG"), ("cut.png", "PNG decode failed")] {
      var layer = Self.card()
      layer.contents = .image(path: name)
      let error = #expect(throws: CompositorError.self) {
        try Compositor(imageDirectory: dir).render(Self.frame([layer]), scale: 1)
      }
      #expect(error?.message.contains(phrase) == true, "\(name): \(error?.message ?? "")")
    }
  }

  @Test func unknownAndSelfContainingSnapshotsThrow() {
    var layer = Self.card()
    layer.contents = .snapshot(id: "ghost")
    let unknown = #expect(throws: CompositorError.self) {
      try Compositor().render(Self.frame([layer]), scale: 1)
    }
    #expect(unknown?.message.contains("'ghost'") == true)

    layer.contents = .snapshot(id: "loop")
    let loop = Snapshot(id: "loop", size: Size(10, 10), layers: [layer])
    let cycle = #expect(throws: CompositorError.self) {
      try Compositor().render(Self.frame([layer], snapshots: ["loop": loop]), scale: 1)
    }
    #expect(cycle?.message.contains("contains itself") == true)
  }

  @Test func pngWriteGoesThroughATemporaryName() throws {
    let dir = NSTemporaryDirectory() + "hero-write-\(ProcessInfo.processInfo.processIdentifier)"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try PNGCodec.write(Fixtures.wide, to: dir + "/out.png")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["out.png"])
    #expect(try PNGCodec.read(path: dir + "/out.png") == Fixtures.wide)
    // An unwritable destination fails cleanly and leaves nothing behind.
    #expect(throws: CompositorError.self) { try PNGCodec.write(Fixtures.wide, to: dir + "/missing/out.png") }
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["out.png"])
  }
}
