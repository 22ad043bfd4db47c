import Foundation
import HeroModel
import Testing

@testable import HeroCompositor

/// `Compositor.render(_:scale:into:over:)` repaints only what changed since the frame a surface
/// holds; the pixels must be exactly those of a full repaint, whichever frame came before.
@Suite("Damage repaint")
struct DamageRepaintTests {
  /// The premultiplied bytes of `frame` painted over `previous` (painted first, fully) on one
  /// surface, and what was repainted.
  static func paint(_ frame: FrameState, over previous: FrameState?, scale: Double, compositor: Compositor) throws
    -> (pixels: [UInt8], damage: Damage)
  {
    let surface = try Compositor.makeSurface(for: frame.canvasSize, scale: scale)
    if let previous { try compositor.render(previous, scale: scale, into: surface) }
    let damage = try compositor.render(frame, scale: scale, into: surface, over: previous)
    return (surface.image().pixels, damage)
  }

  static func fresh(_ frame: FrameState, scale: Double) throws -> [UInt8] {
    try Compositor(imageDirectory: Fixtures.directory).render(frame, scale: scale).pixels
  }

  /// Every ordered pair of the determinism frames (moving, fading, turning in perspective, a
  /// snapshot, image contents, shadows), at a whole and a fractional scale.
  @Test(arguments: [1.5, 3])
  func everyPreviousFrameGivesTheFullRepaint(scale: Double) throws {
    let frames = RenderDeterminismTests.frames()
    let compositor = Compositor(imageDirectory: Fixtures.directory)
    var partial = 0
    for (j, frame) in frames.enumerated() {
      let reference = try Self.fresh(frame, scale: scale)
      for (i, previous) in frames.enumerated() {
        let (pixels, damage) = try Self.paint(frame, over: previous, scale: scale, compositor: compositor)
        let same = pixels == reference
        #expect(same, "frame \(j) over frame \(i) at \(scale)x")
        if damage != .full { partial += 1 }
      }
    }
    // The check above means something only if most pairs were repainted in part.
    #expect(partial * 2 > frames.count * frames.count, "\(partial) partial repaints")
  }

  /// A frame where nothing changed repaints nothing; a small move repaints a small box around the
  /// old and new places, not the screen.
  @Test func repaintsOnlyWhatChanged() throws {
    let frame = RenderDeterminismTests.frames()[2]
    var later = frame
    later.time += 1
    let compositor = Compositor(imageDirectory: Fixtures.directory)
    #expect(try Self.paint(later, over: frame, scale: 3, compositor: compositor).damage == .rects([]))
    var moved = frame
    moved.layers[3].position.x += 1  // "small": 20×20 points with a small shadow
    let (pixels, damage) = try Self.paint(moved, over: frame, scale: 3, compositor: compositor)
    #expect(pixels == (try Self.fresh(moved, scale: 3)))
    guard case .rects(let rects) = damage else {
      Issue.record("a small move repainted the whole frame")
      return
    }
    let area = rects.reduce(0) { $0 + $1.area }
    #expect(area > 0 && area < 300 * 300 / 8, "repainted \(rects)")
  }

  /// Pieces that paint outside their own box or read their surroundings: a backdrop material
  /// over a card that moves under and beside it (within the blur's reach, outside the material),
  /// a label whose glyphs overflow a short box, a sublayer of a faded group hidden and shown
  /// (group opacity on and off), sublayers swapping zPosition, layers added and removed, a
  /// snapshot that changes under an unchanged layer.
  @Test func materialsTextGroupsAndOrderRepaintExactly() throws {
    let canvas = Size(120, 90)
    func frame(_ k: Int) -> FrameState {
      let t = Double(k)
      let card = Layer(
        key: "card", position: Point(20 + 9 * t, 30 + 4 * t), size: Size(24, 16), backgroundColor: .red,
        cornerRadius: 4)
      let material = Layer(
        key: "material", position: Point(70, 45), size: Size(40, 30), cornerRadius: 6,
        effect: VisualEffect(blur: 6, saturation: 1.8, tint: Color(white: 0.97, alpha: 0.4)))
      let label = Layer(
        key: "label", position: Point(30, 75), size: Size(50, 6),
        contents: .text(TextContent(k % 2 == 0 ? "Jiggly ÅÇ" : "Quartz gy", font: Font(size: 14, italic: true))))
      let group = Layer(
        key: "group", position: Point(95, 20), size: Size(30, 20), opacity: 0.6, backgroundColor: .blue,
        sublayers: [
          Layer(
            key: "a", position: Point(10, 10), size: Size(12, 12), zPosition: Double(k % 2),
            isHidden: k == 2, backgroundColor: .green),
          Layer(key: "b", position: Point(16, 12), size: Size(12, 12), backgroundColor: .white),
        ])
      var layers = [
        Layer(key: "canvas", position: Point(60, 45), size: canvas, backgroundColor: .lightGray), card, material,
        label, group,
      ]
      if k == 3 {
        layers.insert(
          Layer(key: "extra", position: Point(40, 20), size: Size(8, 8), backgroundColor: .black), at: 2)
      }
      // A snapshot whose layers change under an unchanged layer (nested in a container).
      layers.append(
        Layer(
          key: "holder", position: Point(20, 12), size: Size(24, 12),
          sublayers: [Layer(key: "snap", position: Point(12, 6), size: Size(20, 10), contents: .snapshot(id: "s"))]))
      let snapshot = Snapshot(
        id: "s", size: Size(20, 10),
        layers: [
          Layer(key: "inside", position: Point(10, 5), size: Size(16, 8), backgroundColor: k == 1 ? .green : .blue)
        ])
      return FrameState(time: t, progress: t / 4, canvasSize: canvas, layers: layers, snapshots: ["s": snapshot])
    }
    let frames = (0..<5).map(frame)
    let compositor = Compositor(imageDirectory: Fixtures.directory)
    var partial = 0
    for scale in [1.0, 2.5] {
      for (j, next) in frames.enumerated() {
        let reference = try Self.fresh(next, scale: scale)
        for (i, previous) in frames.enumerated() where i != j {
          let (pixels, damage) = try Self.paint(next, over: previous, scale: scale, compositor: compositor)
          let same = pixels == reference
          #expect(same, "frame \(j) over frame \(i) at \(scale)x")
          if damage != .full { partial += 1 }
        }
      }
    }
    #expect(partial >= 20, "\(partial) of 40 repainted in part")
  }

  /// Frames that differ in canvas, or a previous frame that cannot be bounded, repaint everything.
  @Test func unboundedOrResizedFramesRepaintFully() throws {
    let frame = RenderDeterminismTests.frames()[1]
    var resized = frame
    resized.canvasSize = Size(100, 90)
    let compositor = Compositor(imageDirectory: Fixtures.directory)
    #expect(compositor.damage(from: frame, to: resized, scale: 3, width: 300, height: 270) == nil)
    var unbounded = frame
    unbounded.layers[2].position.x = .infinity
    #expect(compositor.damage(from: frame, to: unbounded, scale: 3, width: 300, height: 300) == nil)
  }
}
