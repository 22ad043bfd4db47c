import Foundation
import HeroModel
import Testing

@testable import HeroCompositor

@Suite("Compositor behaviour")
struct CompositorBehaviourTests {
  static func frame(_ layers: [Layer]) -> FrameState {
    FrameState(time: 0, progress: 0, canvasSize: Size(40, 40), layers: layers)
  }

  static let card = Layer(key: "card", position: Point(20, 20), size: Size(20, 20), backgroundColor: .red)

  @Test func hiddenAndTransparentLayersDrawNothing() throws {
    var hidden = Self.card
    hidden.isHidden = true
    hidden.shadowOpacity = 1
    #expect(try Compositor().render(Self.frame([hidden]), scale: 1).pixels.allSatisfy { $0 == 0 })
    var clear = Self.card
    clear.opacity = 0
    clear.shadowOpacity = 1
    #expect(try Compositor().render(Self.frame([clear]), scale: 1).pixels.allSatisfy { $0 == 0 })
  }

  @Test func topLevelLayersPaintInFrameOrderWhateverTheirZPosition() throws {
    // The container background comes first in a frame; a snapshot with a negative zPosition must
    // still land above it, as Core Animation draws a view's background behind its sublayers.
    let container = Layer(
      key: "container", position: Point(20, 20), size: Size(40, 40), backgroundColor: .black)
    var card = Self.card
    card.zPosition = -10
    let image = try Compositor().render(Self.frame([container, card]), scale: 1)
    #expect(image.pixel(x: 20, y: 20) == (255, 0, 0, 255))
    #expect(image.pixel(x: 2, y: 2) == (0, 0, 0, 255))
  }

  @Test func siblingSublayersStillPaintByZPosition() throws {
    var parent = Layer(key: "parent", position: Point(20, 20), size: Size(40, 40))
    var front = Layer(
      key: "front", position: Point(20, 20), size: Size(20, 20), zPosition: 1, backgroundColor: .blue)
    front.zPosition = 1
    parent.sublayers = [
      front, Layer(key: "back", position: Point(20, 20), size: Size(20, 20), backgroundColor: .red),
    ]
    let image = try Compositor().render(Self.frame([parent]), scale: 1)
    #expect(image.pixel(x: 20, y: 20) == (0, 0, 255, 255))
  }

  @Test func positionAnchorAndScaleLandOnPixels() throws {
    // 20×20 at (20, 20) with anchor (0, 0) at scale 2: pixels 40..<80 on each axis.
    var layer = Self.card
    layer.anchorPoint = .zero
    let image = try Compositor().render(
      FrameState(time: 0, progress: 0, canvasSize: Size(50, 50), layers: [layer]), scale: 2)
    #expect(image.width == 100)
    #expect(image.pixel(x: 40, y: 40) == (255, 0, 0, 255))
    #expect(image.pixel(x: 79, y: 79) == (255, 0, 0, 255))
    #expect(image.pixel(x: 39, y: 40).a == 0)
    #expect(image.pixel(x: 80, y: 79).a == 0)
  }

  @Test func opacityIsAppliedOnce() throws {
    var layer = Self.card
    layer.opacity = 0.5
    layer.sublayers = [
      Layer(key: "child", position: Point(10, 10), size: Size(10, 10), backgroundColor: .blue)
    ]
    let image = try Compositor().render(Self.frame([layer]), scale: 1)
    #expect(image.pixel(x: 20, y: 20) == (0, 0, 255, 128))  // group: child over parent, one fade
    #expect(image.pixel(x: 12, y: 12) == (255, 0, 0, 128))
  }

  @Test func cornerRadiusIsClampedToHalfTheShorterSide() throws {
    var layer = Self.card
    layer.cornerRadius = 500
    let image = try Compositor().render(Self.frame([layer]), scale: 4)
    // A circle of radius 10 centred at (20, 20): its bounding-box corner is empty, its edge midpoints full.
    #expect(image.pixel(x: 42, y: 42).a == 0)
    #expect(image.pixel(x: 80, y: 41).a > 200)
    #expect(image.pixel(x: 80, y: 80).a == 255)
  }

  @Test func shadowFallsByOffsetAndIsRemovedByMasksToBounds() throws {
    var layer = Self.card
    layer.shadowOpacity = 1
    layer.shadowRadius = 2
    layer.shadowOffset = Size(0, 6)  // y down, as UIKit
    let image = try Compositor().render(Self.frame([layer]), scale: 1)
    #expect(image.pixel(x: 20, y: 33).a > 200)  // below the card
    #expect(image.pixel(x: 20, y: 7).a == 0)  // nothing above
    layer.masksToBounds = true
    let masked = try Compositor().render(Self.frame([layer]), scale: 1)
    #expect(masked.pixel(x: 20, y: 33).a == 0)
  }

  /// A blurred shadow under an unscaled layer lands on whole pixels (see `paintShadow`): moving
  /// the layer by a fraction of a pixel leaves the shadow-only rows below it unchanged.
  @Test func blurredShadowSnapsToWholePixels() throws {
    var layer = Self.card
    layer.shadowOpacity = 1
    layer.shadowRadius = 2
    layer.shadowOffset = Size(0, 6)
    let whole = try Compositor().render(Self.frame([layer]), scale: 1)
    layer.position.x += 0.3
    let shifted = try Compositor().render(Self.frame([layer]), scale: 1)
    let shadowRows = 31 * 40 * 4..<40 * 40 * 4
    #expect(whole.pixels[shadowRows] == shifted.pixels[shadowRows])
    #expect(whole.pixels != shifted.pixels)  // the card itself did move
  }

  @Test func shadowMaskIsReusedWhenOnlyPositionAndOpacityChange() throws {
    let compositor = Compositor()
    var layer = Self.card
    layer.shadowOpacity = 0.5
    let surface = try Surface(width: 40, height: 40)
    for step in 0..<5 {
      layer.position.x = 14 + Double(step) * 3
      layer.opacity = 1 - Double(step) * 0.1
      try compositor.render(Self.frame([layer]), scale: 1, into: surface)
    }
    #expect(compositor.shadowMasks.count == 1)
    layer.shadowRadius = 8
    try compositor.render(Self.frame([layer]), scale: 1, into: surface)
    #expect(compositor.shadowMasks.count == 2)
  }

  /// Shadows inside a turning perspective card are blurred at its offscreen density, which
  /// changes every frame: they go to their own small cache, leaving the flat layers' masks alone.
  @Test func shadowsInsideATurningCardDoNotCrowdTheMainCache() throws {
    let compositor = Compositor()
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 100
    var child = Self.card
    child.position = Point(10, 10)
    child.size = Size(10, 10)
    child.shadowOpacity = 0.5
    var flat = Self.card
    flat.shadowOpacity = 0.5
    let surface = try Surface(width: 80, height: 80)
    for step in 0..<8 {
      let card = Layer(
        key: "turning", position: Point(20, 20), size: Size(20, 20),
        transform: perspective.rotated(angle: 0.1 + Double(step) * 0.1, x: 0, y: 1, z: 0),
        backgroundColor: .white, sublayers: [child])
      try compositor.render(Self.frame([flat, card]), scale: 2, into: surface)
    }
    #expect(compositor.shadowMasks.count == 1)  // the flat card's
    #expect(compositor.offscreenShadowMasks.count == 8)  // one density per frame
  }

  @Test func snapshotsRenderOncePerScale() throws {
    let compositor = Compositor()
    let snapshot = Snapshot(id: "s", size: Size(10, 10), layers: [Self.card])
    var layer = Self.card
    layer.backgroundColor = nil
    layer.contents = .snapshot(id: "s")
    let frame = FrameState(
      time: 0, progress: 0, canvasSize: Size(40, 40), layers: [layer], snapshots: ["s": snapshot])
    _ = try compositor.render(frame, scale: 1)
    let first = try #require(compositor.snapshotRasters[SnapshotKey(id: "s", scale: 1)]?.surface)
    _ = try compositor.render(frame, scale: 1)
    #expect(compositor.snapshotRasters[SnapshotKey(id: "s", scale: 1)]?.surface === first)
    _ = try compositor.render(frame, scale: 2)
    #expect(compositor.snapshotRasters.count == 2)
  }

  /// The same frame gives the same PNG bytes, from a fresh compositor or one with warm caches.
  @Test func renderingIsDeterministic() throws {
    let warm = Compositor(imageDirectory: Fixtures.directory)
    for scene in GoldenScenes.all {
      let a = try PNGCodec.encode(warm.render(scene.frame(), scale: 2))
      let b = try PNGCodec.encode(warm.render(scene.frame(), scale: 2))
      let c = try PNGCodec.encode(
        Compositor(imageDirectory: Fixtures.directory).render(scene.frame(), scale: 2))
      #expect(a == b && a == c, "\(scene.name)")
    }
  }
}
