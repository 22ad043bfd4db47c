import Foundation
import HeroModel
import Testing

@testable import HeroCompositor

/// One test per Core Animation rule the compositor must paint as CA does (the audit in the
/// compositor issue). Canvases are small and rendered at scale 1 so that each expectation names
/// the pixel it is about.
@Suite("Core Animation fidelity")
struct CoreAnimationFidelityTests {
  static func render(_ layers: [Layer], size: Double = 40, scale: Double = 1) throws -> RGBAImage {
    try Compositor(imageDirectory: Fixtures.directory).render(
      FrameState(time: 0, progress: 0, canvasSize: Size(size, size), layers: layers), scale: scale)
  }

  static func layer(
    _ key: String, at p: Point, size: Size, color: Color? = nil, sublayers: [Layer] = []
  ) -> Layer {
    Layer(key: key, position: p, size: size, backgroundColor: color, sublayers: sublayers)
  }

  /// CALayer docs: "The border is drawn inset from the receiver's bounds by borderWidth … and
  /// includes the effects of the cornerRadius property." The inner edge is the concentric rounded
  /// rect: inset by w with radius max(0, r − w) (what CA draws; not spelled out in the docs).
  @Test func borderIsInsideTheBoundsWithAConcentricInnerRadius() throws {
    var l = Self.layer("b", at: Point(20, 20), size: Size(40, 40))
    l.cornerRadius = 10
    l.borderWidth = 4
    l.borderColor = .red
    let image = try Self.render([l])
    #expect(image.pixel(x: 0, y: 20) == (255, 0, 0, 255))  // the band starts at the bounds' edge
    #expect(image.pixel(x: 3, y: 20) == (255, 0, 0, 255))
    #expect(image.pixel(x: 4, y: 20).a == 0)  // 4 points wide, inside
    // Near the corner, (4.5, 4.5) is 7.8 from the corner centre (10, 10): inside the outer arc
    // (r = 10), outside the inner one (r − w = 6): border.
    #expect(image.pixel(x: 4, y: 4) == (255, 0, 0, 255))
    // (6.5, 6.5) is 4.9 from (10, 10): inside the inner arc of radius 6, so clear. An inner radius
    // of r (centre (14, 14)) would paint it; a square inner corner would leave it clear too, which
    // (4.5, 4.5) and the outer corner (0.5, 0.5), outside the outer arc, tell apart.
    #expect(image.pixel(x: 6, y: 6).a == 0)
    #expect(image.pixel(x: 0, y: 0).a == 0)
    // A border wider than the radius has a square inner corner: (6.5, 6.5) is border then.
    l.borderWidth = 12
    let wide = try Self.render([l])
    #expect(wide.pixel(x: 11, y: 11) == (255, 0, 0, 255))
    #expect(wide.pixel(x: 12, y: 12).a == 0)
  }

  /// A radius over half the shorter side draws a capsule, as CA clamps it.
  @Test func cornerRadiusBeyondHalfTheShorterSideMakesACapsule() throws {
    var l = Self.layer("c", at: Point(20, 20), size: Size(40, 20), color: .blue)
    l.cornerRadius = 100
    let capsule = try Self.render([l])
    l.cornerRadius = 10
    let exact = try Self.render([l])
    #expect(capsule.pixels == exact.pixels)
    #expect(capsule.pixel(x: 0, y: 10).a == 0)  // the round end
    #expect(capsule.pixel(x: 20, y: 10) == (0, 0, 255, 255))
  }

  /// masksToBounds clips sublayers and image contents to the rounded bounds, and removes the
  /// shadow.
  @Test func masksToBoundsClipsSublayersContentsAndShadow() throws {
    let child = Self.layer("child", at: Point(30, 30), size: Size(20, 20), color: .red)
    var parent = Self.layer("p", at: Point(20, 20), size: Size(30, 30), sublayers: [child])
    parent.contents = .image(path: "wide.png")
    parent.contentsGravity = .resizeAspectFill  // 60×30 points over a 30×30 layer: overflows
    parent.shadowOpacity = 1
    parent.shadowRadius = 0
    parent.shadowOffset = Size(0, 8)
    let open = try Self.render([parent])
    #expect(open.pixel(x: 1, y: 20).a == 255)  // contents overflow left of the bounds (x < 5)
    #expect(open.pixel(x: 37, y: 37) == (255, 0, 0, 255))  // the child beyond the bounds
    #expect(open.pixel(x: 1, y: 38).a > 0)  // the contents' shadow below (y > 35)
    parent.masksToBounds = true
    parent.cornerRadius = 6
    let clipped = try Self.render([parent])
    #expect(clipped.pixel(x: 1, y: 20).a == 0)
    #expect(clipped.pixel(x: 37, y: 37).a == 0)
    #expect(clipped.pixel(x: 1, y: 38).a == 0)
    #expect(clipped.pixel(x: 20, y: 38).a == 0)  // no shadow at all
    #expect(clipped.pixel(x: 34, y: 34).a == 0)  // the child is cut by the rounded corner
    #expect(clipped.pixel(x: 30, y: 30) == (255, 0, 0, 255))
  }

  /// A hidden layer hides its whole subtree (and its shadow); a visible sublayer of a hidden
  /// parent does not show.
  @Test func hiddenLayerHidesItsSublayers() throws {
    let child = Self.layer("child", at: Point(10, 10), size: Size(10, 10), color: .red)
    var parent = Self.layer("p", at: Point(20, 20), size: Size(20, 20), sublayers: [child])
    parent.isHidden = true
    parent.shadowOpacity = 1
    #expect(try Self.render([parent]).pixels.allSatisfy { $0 == 0 })
  }

  /// Opacity 0 skips the layer, its sublayers and its shadow, whatever the sublayers' opacity.
  @Test func transparentLayerIsSkippedWithItsSubtree() throws {
    let child = Self.layer("child", at: Point(10, 10), size: Size(10, 10), color: .red)
    var parent = Self.layer("p", at: Point(20, 20), size: Size(20, 20), color: .blue, sublayers: [child])
    parent.opacity = 0
    parent.allowsGroupOpacity = false
    parent.shadowOpacity = 1
    #expect(try Self.render([parent]).pixels.allSatisfy { $0 == 0 })
  }

  /// Without group opacity, opacity multiplies through every level: 0.5 × 0.5 × 1 = 0.25 for a
  /// grandchild; where it overlaps its (0.25) parent, the two composite separately (0.25 over
  /// 0.25 = 0.4375). With group opacity at the top, its subtree is flattened first and faded
  /// once, even though it has a single sublayer (that sublayer paints twice).
  @Test func nonGroupOpacityMultipliesThroughSeveralLevels() throws {
    let grandchild = Self.layer("g", at: Point(20, 10), size: Size(20, 20), color: .red)
    var child = Self.layer("c", at: Point(10, 10), size: Size(20, 20), color: .blue, sublayers: [grandchild])
    child.opacity = 0.5
    child.allowsGroupOpacity = false
    var top = Self.layer("t", at: Point(20, 20), size: Size(20, 20), sublayers: [child])
    top.opacity = 0.5
    top.allowsGroupOpacity = false
    let image = try Self.render([top])
    // Child only (blue at 0.25).
    #expect(image.pixel(x: 12, y: 20) == (0, 0, 255, 64))
    // Grandchild alone, beyond the child (x ≥ 30): red at 0.25.
    #expect(image.pixel(x: 32, y: 20) == (255, 0, 0, 64))
    // Overlap: red 0.25 over blue 0.25 → alpha 0.4375 (112), red 0.25/0.4375 of it.
    let overlap = image.pixel(x: 22, y: 20)
    #expect(abs(Int(overlap.a) - 112) <= 1)
    #expect(abs(Int(overlap.r) - 146) <= 2 && abs(Int(overlap.b) - 109) <= 2)

    var grouped = top
    grouped.allowsGroupOpacity = true
    let flat = try Self.render([grouped])
    // The top layer's only sublayer paints twice (blue, then red at 0.5 over it: alpha 0.75), so
    // the top still fades as a group: 0.75 × 0.5 = 0.375 (96), r 0.25 / b 0.125 premultiplied.
    let faded = flat.pixel(x: 22, y: 20)
    #expect(abs(Int(faded.a) - 96) <= 1)
    #expect(abs(Int(faded.r) - 170) <= 2 && abs(Int(faded.b) - 85) <= 2)
    var allGroups = grouped
    allGroups.sublayers[0].allowsGroupOpacity = true
    let nested = try Self.render([allGroups])
    // Both grouped: the child flattens red over opaque blue first → red at 0.5 × 0.5.
    #expect(nested.pixel(x: 22, y: 20) == (255, 0, 0, 64))
  }

  /// The overlay covers contents and sublayers but stays inside the rounded bounds, even where a
  /// sublayer reaches beyond them.
  @Test func overlayIsClippedToTheRoundedBounds() throws {
    let child = Self.layer("child", at: Point(30, 20), size: Size(20, 10), color: .white)
    var l = Self.layer("l", at: Point(20, 20), size: Size(30, 30), color: .white, sublayers: [child])
    l.cornerRadius = 10
    l.overlay = Overlay(color: .black, opacity: 0.5)
    let image = try Self.render([l])
    let tinted = image.pixel(x: 20, y: 20)  // 50 % black over white
    #expect(tinted.a == 255 && abs(Int(tinted.r) - 128) <= 1 && tinted.r == tinted.g && tinted.g == tinted.b)
    #expect(image.pixel(x: 37, y: 20) == (255, 255, 255, 255))  // the child outside: no overlay
    #expect(image.pixel(x: 6, y: 6).a == 0)  // the rounded corner stays clear
  }

  /// CALayer docs: "If pixels outside the unit rectangle are requested, the edge pixels of the
  /// contents image will be extended outwards." `wide.png` has a 2-pixel black frame, so the
  /// extended part is black; odd rects (empty, negative, huge) draw nothing or clamp, never crash.
  @Test func contentsRectOutsideTheUnitSquareExtendsTheEdgePixels() throws {
    var l = Self.layer("l", at: Point(20, 20), size: Size(40, 40))
    l.contents = .image(path: "wide.png")
    l.contentsRect = Rect(-0.5, 0, 1, 1)  // left half of the layer is beyond the image's left edge
    let image = try Self.render([l])
    #expect(image.pixel(x: 5, y: 20) == (0, 0, 0, 255))  // the black edge column, extended
    #expect(image.pixel(x: 15, y: 20) == (0, 0, 0, 255))
    #expect(image.pixel(x: 30, y: 20) == (230, 60, 50, 255))  // the image's left (red) half
    for rect in [
      Rect(0, 0, 0, 1), Rect(0.5, 0.5, -0.5, 0.2), Rect(-1000, -1000, 3000, 3000), Rect(2, 2, 1, 1),
    ] {
      l.contentsRect = rect
      _ = try Self.render([l])
    }
    l.contentsRect = Rect(2, 2, 1, 1)  // wholly beyond the bottom-right: the corner pixel (black)
    #expect(try Self.render([l]).pixel(x: 20, y: 20) == (0, 0, 0, 255))
  }

  /// `center` gravity shows the image at its point size, pixels / contentsScale: the 40×20-pixel
  /// `wide.png` at contentsScale 2 is 20×10 points, centred in a 40×40 layer (x 10…30, y 15…25).
  @Test func centerGravityUsesThePointSizeFromContentsScale() throws {
    var l = Self.layer("l", at: Point(20, 20), size: Size(40, 40))
    l.contents = .image(path: "wide.png")
    l.contentsGravity = .center
    l.contentsScale = 2
    let image = try Self.render([l], scale: 2)  // 2 output pixels per point: 1:1 with the image
    #expect(image.pixel(x: 19, y: 40).a == 0)  // left of x = 10 points
    #expect(image.pixel(x: 20, y: 40) == (0, 0, 0, 255))  // the frame's first column
    #expect(image.pixel(x: 59, y: 40) == (0, 0, 0, 255))  // its last column at x < 30 points
    #expect(image.pixel(x: 60, y: 40).a == 0)
    #expect(image.pixel(x: 40, y: 29).a == 0)  // above y = 15 points
    #expect(image.pixel(x: 30, y: 40) == (230, 60, 50, 255))
    #expect(image.pixel(x: 50, y: 40) == (50, 90, 230, 255))
  }

  /// Sublayers of a perspective layer are flattened into its plane (no CATransformLayer): a
  /// child's own z translation changes nothing.
  @Test func sublayersOfAPerspectiveLayerAreFlattened() throws {
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 100
    let child = Self.layer("child", at: Point(10, 10), size: Size(10, 10), color: .red)
    var lifted = child
    lifted.transform = .translation(x: 0, y: 0, z: 30)
    var card = Self.layer("card", at: Point(20, 20), size: Size(30, 30), color: .blue, sublayers: [child])
    card.transform = perspective.rotated(angle: .pi / 5, x: 0, y: 1, z: 0)
    let flat = try Self.render([card])
    card.sublayers = [lifted]
    let raised = try Self.render([card])
    #expect(flat.pixels == raised.pixels)
    #expect(flat.pixels.contains { $0 != 0 })
  }

  /// A layer with no background casts its sublayers' shadow; its opacity (as a group) fades the
  /// shadow with it: shadowOpacity 1 × opacity 0.5 → alpha 128 where only the shadow falls.
  @Test func shadowOfSublayersFadesWithTheLayersOpacity() throws {
    let child = Self.layer("child", at: Point(5, 5), size: Size(10, 10), color: .red)
    var l = Self.layer("l", at: Point(15, 15), size: Size(20, 20), sublayers: [child])
    l.shadowOpacity = 1
    l.shadowRadius = 0
    l.shadowOffset = Size(12, 0)
    l.opacity = 0.5
    let image = try Self.render([l])
    #expect(image.pixel(x: 7, y: 7) == (255, 0, 0, 128))  // the child, at half opacity
    #expect(image.pixel(x: 19, y: 7) == (0, 0, 0, 128))  // its shadow, 12 points right
    #expect(image.pixel(x: 19, y: 17).a == 0)  // no shadow where the layer has no sublayer
    #expect(image.pixel(x: 26, y: 7) == (0, 0, 0, 128))  // the shadow spans the child's 10 points
    #expect(image.pixel(x: 27, y: 7).a == 0)
  }
}
