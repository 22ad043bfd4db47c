import Foundation
import HeroModel
import Testing

@testable import HeroCompositor

/// Template tints, backdrop materials and bounds origins, checked pixel by pixel on small frames.
@Suite("Content painting")
struct ContentPaintingTests {
  static func frame(_ layers: [Layer]) -> FrameState {
    FrameState(time: 0, progress: 0, canvasSize: Size(40, 40), layers: layers)
  }

  static func render(_ layers: [Layer]) throws -> RGBAImage {
    try Compositor(imageDirectory: Fixtures.directory).render(frame(layers), scale: 1)
  }

  /// A 40×40 layer of `color` (the backdrop), optionally with the left half `left`.
  static func ground(_ color: Color, left: Color? = nil) -> [Layer] {
    var out = [Layer(key: "ground", position: Point(20, 20), size: Size(40, 40), backgroundColor: color)]
    if let left {
      out.append(Layer(key: "left", position: Point(10, 20), size: Size(20, 40), backgroundColor: left))
    }
    return out
  }

  static func material(_ effect: VisualEffect, opacity: Double = 1) -> Layer {
    Layer(key: "material", position: Point(20, 20), size: Size(24, 24), opacity: opacity, effect: effect)
  }

  @Test func aTemplateImageIsItsAlphaFilledWithTheTint() throws {
    let heart = Layer(
      key: "icon", position: Point(20, 20), size: Size(32, 24), contents: .image(path: "heart.png"),
      contentsGravity: .center)
    var tinted = heart
    tinted.contentsTint = Color(red: 0, green: 1, blue: 0)
    // The heart's middle is fully opaque: the image's own dark red, or exactly the tint.
    #expect(try Self.render([heart]).pixel(x: 20, y: 16) == (150, 20, 20, 255))
    #expect(try Self.render([tinted]).pixel(x: 20, y: 16) == (0, 255, 0, 255))
    // Outside the shape nothing is painted either way; the tint's alpha multiplies the mask.
    #expect(try Self.render([tinted]).pixel(x: 5, y: 30).a == 0)
    tinted.contentsTint = Color(red: 0, green: 1, blue: 0, alpha: 0.5)
    #expect(try Self.render([tinted]).pixel(x: 20, y: 16).a == 128)
  }

  @Test func aBlurOfAUniformBackdropKeepsItsColour() throws {
    // Edge pixels repeat beyond the canvas, so even at the edge a uniform backdrop stays uniform.
    let image = try Self.render(Self.ground(.red) + [Self.material(VisualEffect(blur: 6))])
    #expect(image.pixel(x: 20, y: 20) == (255, 0, 0, 255))
    #expect(image.pixel(x: 9, y: 9) == (255, 0, 0, 255))
  }

  @Test func theBackdropIsBlurredSaturatedAndTinted() throws {
    let stripes = Self.ground(.blue, left: .red)
    let blurred = try Self.render(stripes + [Self.material(VisualEffect(blur: 4))])
    // Across the red|blue edge the colours mix; outside the material they stay sharp.
    let mid = blurred.pixel(x: 20, y: 20)
    #expect(mid.r > 60 && mid.r < 200 && mid.b > 60 && mid.b < 200)
    #expect(blurred.pixel(x: 19, y: 2) == (255, 0, 0, 255) && blurred.pixel(x: 20, y: 2) == (0, 0, 255, 255))
    // Saturation 0 greys red to its luminance weight (0.213 × 255 ≈ 54).
    let grey = try Self.render(Self.ground(.red) + [Self.material(VisualEffect(blur: 0, saturation: 0))])
    #expect(grey.pixel(x: 20, y: 20) == (54, 54, 54, 255))
    // A tint lies over the result: an opaque tint hides the backdrop entirely.
    let white = try Self.render(Self.ground(.red) + [Self.material(VisualEffect(blur: 3, tint: .white))])
    #expect(white.pixel(x: 20, y: 20) == (255, 255, 255, 255))
  }

  @Test func opacityAndCornersApplyAsForAnyLayer() throws {
    // At opacity 0.5 an opaque blue tint shows half over the red backdrop.
    let half = try Self.render(
      Self.ground(.red) + [Self.material(VisualEffect(blur: 2, tint: .blue), opacity: 0.5)])
    let p = half.pixel(x: 20, y: 20)
    #expect(abs(Int(p.r) - 128) <= 1 && p.g == 0 && abs(Int(p.b) - 128) <= 1)
    // With a sublayer the material fades as a group (two paints), with the same result outside
    // the sublayer: the backdrop is read before the group starts.
    var grouped = Self.material(VisualEffect(blur: 2, tint: .blue), opacity: 0.5)
    grouped.sublayers = [Layer(key: "dot", position: Point(2, 2), size: Size(4, 4), backgroundColor: .green)]
    #expect(try Self.render(Self.ground(.red) + [grouped]).pixel(x: 20, y: 20) == p)
    // Rounded corners clip the material: the corner pixel keeps the plain backdrop.
    var round = Self.material(VisualEffect(blur: 2, tint: .blue))
    round.cornerRadius = 12
    let rounded = try Self.render(Self.ground(.red) + [round])
    #expect(rounded.pixel(x: 8, y: 8) == (255, 0, 0, 255))
    #expect(rounded.pixel(x: 20, y: 20) == (0, 0, 255, 255))
  }

  /// A material casts the shadow of its rounded bounds (what it paints is its backdrop), whatever
  /// its numbers.
  @Test func aMaterialCastsTheShadowOfItsBounds() throws {
    var material = Self.material(VisualEffect(blur: 2))
    material.shadowOpacity = 1
    material.shadowOffset = Size(0, 6)
    material.shadowRadius = 1
    let image = try Self.render(Self.ground(.white) + [material])
    // Just below the material's bottom edge (y 32…38 is the offset shadow).
    #expect(image.pixel(x: 20, y: 35).r < 60)
    #expect(image.pixel(x: 20, y: 20) == (255, 255, 255, 255))
  }

  /// Inside an ancestor's opacity group the backdrop is what that group has painted so far (CSS's
  /// backdrop root): here nothing, so an untinted material over the group's empty start shows
  /// nothing, and the red ground outside the group shows through.
  @Test func insideAGroupTheBackdropIsTheGroupsOwnContent() throws {
    let material = Self.material(VisualEffect(blur: 2, saturation: 0))
    let card = Layer(key: "card", position: Point(30, 30), size: Size(6, 6), backgroundColor: .green)
    let parent = Layer(
      key: "parent", position: Point(20, 20), size: Size(40, 40), opacity: 0.999, sublayers: [material, card])
    let image = try Self.render(Self.ground(.red) + [parent])
    // Without the group the red would be greyed (saturation 0); inside it, red stays red.
    let p = image.pixel(x: 20, y: 20)
    #expect(p.r > 250 && p.g < 2 && p.b < 2)
  }

  @Test func sublayersOfAScrolledLayerAreShiftedByItsBoundsOrigin() throws {
    let row = Layer(key: "row", position: Point(15, 25), size: Size(10, 10), backgroundColor: .red)
    let list = Layer(
      key: "list", position: Point(20, 20), size: Size(40, 40), boundsOrigin: Point(10, 20), sublayers: [row])
    let image = try Self.render([list])
    // The row spans 10…20 × 20…30 in the list's content space, so 0…10 × 0…10 on screen.
    #expect(image.pixel(x: 5, y: 5) == (255, 0, 0, 255))
    #expect(image.pixel(x: 15, y: 25).a == 0)
  }
}
