import Foundation
import HeroModel
import HeroTestSupport
import Testing

@testable import HeroCompositor

/// Blur materials against a true Gaussian (`ExactGaussian`) of the same backdrop, with the same
/// edge rule at the canvas: a material in the middle of a photo-like backdrop, one touching the
/// canvas's top-left corner, and one small against its σ, at the σ the named styles use.
///
/// The material has saturation 1 and no tint, so inside its bounds the frame shows the blurred
/// backdrop itself; the backdrop is the same frame rendered without the material.
/// `HERO_BACKDROP_MATRIX=full` measures every scale (1, 2, 3) with every style σ (20, 25, 30 points);
/// each measurement is printed.
@Suite("Backdrop blur against an exact Gaussian")
struct BackdropAccuracyTests {
  static let canvas = Size(260, 220)

  /// Where the material sits, in points.
  static let placements: [(name: String, frame: Rect)] = [
    ("middle", Rect(30, 30, 200, 160)),
    ("canvas edge", Rect(0, 0, 150, 60)),
    ("small", Rect(170, 150, 12, 12)),
  ]

  /// (scale, σ in points). The default set keeps the suite quick in a debug build (the oracle costs
  /// 8σ multiplications a pixel and axis).
  static let settings: [(Double, Double)] =
    ProcessInfo.processInfo.environment["HERO_BACKDROP_MATRIX"] == "full"
    ? [1.0, 2, 3].flatMap { scale in [20.0, 25, 30].map { (scale, $0) } }
    : [(1, 20), (1, 30), (2, 25), (3, 20)]

  static func layer(_ frame: Rect, effect: VisualEffect) -> Layer {
    Layer(
      key: "material", position: Point(frame.midX, frame.midY), size: Size(frame.size.width, frame.size.height),
      effect: effect)
  }

  /// The earlier blur (three box passes per axis on 8-bit values, `CompositorTuning.gaussianBackdrop`
  /// off), measured beside the Gaussian for the record.
  static let threeBoxes = CompositorTuning(
    reducedResolutionShadows: true, fastPerspective: true, gaussianBackdrop: false)

  /// The frame's pixels without a material, and with a material at `frame` over the photo by
  /// each of `tunings`.
  static func render(photoAt scale: Double, material frame: Rect, sigma: Double, tunings: [CompositorTuning])
    throws -> (backdrop: RGBAImage, blurred: [RGBAImage])
  {
    let name = "photo-\(Int(scale))x.png"
    let path = Fixtures.directory + "/" + name
    if !FileManager.default.fileExists(atPath: path) {
      let unique = path + ".\(UUID().uuidString)"
      try PNGCodec.write(Fixtures.photo(width: canvas.width, height: canvas.height, scale: scale), to: unique)
      _ = rename(unique, path)
    }
    let photo = Layer(
      key: "photo", position: Point(canvas.width / 2, canvas.height / 2), size: canvas,
      contents: .image(path: name))
    let plain = FrameState(time: 0, progress: 0, canvasSize: canvas, layers: [photo])
    var withMaterial = plain
    withMaterial.layers.append(layer(frame, effect: VisualEffect(blur: sigma)))
    return (
      try Compositor(imageDirectory: Fixtures.directory).render(plain, scale: scale),
      try tunings.map {
        try Compositor(imageDirectory: Fixtures.directory, tuning: $0).render(withMaterial, scale: scale)
      }
    )
  }

  /// The Gaussian's accuracy (`CompositorTuning.standard`) and the three boxes'.
  static func measure(scale: Double, sigma: Double, frame: Rect) throws -> (
    gaussian: BlurAccuracy, threeBoxes: BlurAccuracy
  ) {
    let (backdrop, blurred) = try render(
      photoAt: scale, material: frame, sigma: sigma, tunings: [.standard, threeBoxes])
    let (x0, y0) = (Int(frame.minX * scale), Int(frame.minY * scale))
    let (x1, y1) = (Int(frame.maxX * scale), Int(frame.maxY * scale))
    let reference = ExactGaussian.blur(backdrop, sigma: sigma * scale, x0: x0, y0: y0, x1: x1, y1: y1)
    let accuracy = blurred.map {
      BlurAccuracy(rendered: $0, reference: reference, sigma: sigma * scale, x0: x0, y0: y0, x1: x1, y1: y1)
    }
    return (accuracy[0], accuracy[1])
  }

  @Test(arguments: settings)
  func materialsMatchAnExactGaussian(scale: Double, sigma: Double) throws {
    let setting = "\(Int(scale))x σ \(Int(sigma)) pt"
    for placement in Self.placements {
      let (accuracy, earlier) = try Self.measure(scale: scale, sigma: sigma, frame: placement.frame)
      print("backdrop blur \(setting), \(placement.name): \(accuracy) (three boxes: \(earlier))")
      #expect(accuracy.overall >= 48, "\(setting), \(placement.name): \(accuracy)")
      #expect(accuracy.edgeBand >= 48, "\(setting), \(placement.name): \(accuracy)")
    }
  }

  /// `(backdrop, with material)` for plain layers on a 100 × 60 point canvas at 2×.
  static func render(_ backdrop: [Layer], material: Rect, sigma: Double) throws -> (RGBAImage, RGBAImage) {
    let plain = FrameState(time: 0, progress: 0, canvasSize: Size(100, 60), layers: backdrop)
    var withMaterial = plain
    withMaterial.layers.append(layer(material, effect: VisualEffect(blur: sigma)))
    return (try Compositor().render(plain, scale: 2), try Compositor().render(withMaterial, scale: 2))
  }

  /// The exact Gaussian of `image` at one pixel, rounded (R, G, B).
  static func exact(_ image: RGBAImage, sigma: Double, x: Int, y: Int) -> [Int] {
    ExactGaussian.blur(image, sigma: sigma, x0: x, y0: y, x1: x + 1, y1: y + 1).map { Int($0.rounded()) }
  }

  static func rgb(_ image: RGBAImage, x: Int, y: Int) -> [Int] {
    let p = image.pixel(x: x, y: y)
    return [Int(p.r), Int(p.g), Int(p.b)]
  }

  /// As UIKit, a material's blur reads the content behind it beyond its bounds: a black bar just
  /// outside the right edge (not under the material at all) darkens that edge as the Gaussian of
  /// the whole backdrop says; without the bar the material stays white.
  @Test func contentJustOutsideTheBoundsShowsAtTheEdge() throws {
    let white = Layer(key: "white", position: Point(50, 30), size: Size(100, 60), backgroundColor: .white)
    let bar = Layer(key: "bar", position: Point(75, 30), size: Size(6, 60), backgroundColor: .black)
    let material = Rect(20, 10, 52, 40)  // x 20…72 pt; the bar is x 72…78 pt.
    let (backdrop, blurred) = try Self.render([white, bar], material: material, sigma: 6)
    let edge = (x: 143, y: 60)  // the material's last pixel column, at 2×
    let expected = Self.exact(backdrop, sigma: 12, x: edge.x, y: edge.y)
    #expect(expected[0] < 190, "the bar's reach is visible: \(expected)")
    #expect(zip(Self.rgb(blurred, x: edge.x, y: edge.y), expected).allSatisfy { abs($0 - $1) <= 1 })
    let (_, alone) = try Self.render([white], material: material, sigma: 6)
    #expect(Self.rgb(alone, x: edge.x, y: edge.y) == [255, 255, 255])
  }

  /// At the canvas edge the backdrop's edge pixels repeat, as in the exact Gaussian here: a red
  /// column along the canvas's left edge weighs as if it went on beyond it — neither darkened
  /// towards transparent black (zeros beyond the canvas) nor halved (a mirror would add only the
  /// column's own width).
  @Test func atTheCanvasEdgeTheBackdropRepeats() throws {
    let white = Layer(key: "white", position: Point(50, 30), size: Size(100, 60), backgroundColor: .white)
    let red = Layer(key: "red", position: Point(1, 30), size: Size(2, 60), backgroundColor: .red)
    let (backdrop, blurred) = try Self.render([white, red], material: Rect(0, 10, 40, 40), sigma: 6)
    for x in [0, 4, 12, 30] {
      let expected = Self.exact(backdrop, sigma: 12, x: x, y: 60)
      #expect(zip(Self.rgb(blurred, x: x, y: 60), expected).allSatisfy { abs($0 - $1) <= 1 }, "x \(x)")
      #expect(blurred.pixel(x: x, y: 60).a == 255)
    }
    // Half the kernel lies beyond the edge, all of it red: the first column is mostly red.
    #expect(Self.rgb(blurred, x: 0, y: 60)[1] < 100)
  }

  /// The blur's reach grows with σ but its cost does not: blocks beyond the canvas are counted, not
  /// read, and the grid keeps σ at 4 to 8 samples. A 4× σ (100 → 400 points) must not cost 8×.
  @Test func theCostDoesNotGrowWithTheBlursReach() throws {
    let white = Layer(key: "white", position: Point(50, 30), size: Size(100, 60), backgroundColor: .white)
    func cost(_ sigma: Double) throws -> Double {
      let frame = FrameState(
        time: 0, progress: 0, canvasSize: Size(100, 60),
        layers: [white, Self.layer(Rect(10, 10, 80, 40), effect: VisualEffect(blur: sigma))])
      let compositor = Compositor()
      return try bestThreadCPUSeconds { _ = try compositor.render(frame, scale: 2) }
    }
    expectLinearCost("a material's blur, σ 100 → 400 points", small: try cost(100), large: try cost(400))
  }
}
