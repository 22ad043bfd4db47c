import Foundation
import HeroModel
import Testing

@testable import HeroCompositor

/// `Compositor.render(_:scale:into:over:)` repaints only what changed since the frame a surface
/// holds; the pixels must be exactly those of a full repaint, whichever frame came before.
@Suite("Damage repaint")
struct DamageRepaintTests {
  /// The pixels of `frame` painted over `previous` (painted first, fully) on one surface, and what
  /// was repainted: only the damaged rects, however much of the surface they cover (`all`), or as
  /// the renderer does (a whole repaint past 75 %).
  static func paint(
    _ frame: FrameState, over previous: FrameState?, scale: Double, compositor: Compositor, all: Bool = true
  ) throws -> (pixels: [UInt8], damage: Damage) {
    let surface = try Compositor.makeSurface(for: frame.canvasSize, scale: scale)
    if let previous { try compositor.render(previous, scale: scale, into: surface) }
    let damage = try compositor.render(
      frame, scale: scale, into: surface, over: previous,
      fullRepaintShare: all ? 1 : Compositor.fullRepaintShare)
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
    // Only the frames' different canvas would force a whole repaint: none here.
    #expect(partial == frames.count * frames.count, "\(partial) partial repaints")
  }

  /// A frame where nothing changed repaints nothing; a small move repaints the rows around the old
  /// and new places, not the screen.
  @Test func repaintsOnlyWhatChanged() throws {
    let frame = RenderDeterminismTests.frames()[2]
    var later = frame
    later.time += 1
    let compositor = Compositor(imageDirectory: Fixtures.directory)
    #expect(try Self.paint(later, over: frame, scale: 3, compositor: compositor, all: false).damage == .rects([]))
    var moved = frame
    moved.layers[3].position.x += 1  // "small": 20×20 points with a small shadow
    let (pixels, damage) = try Self.paint(moved, over: frame, scale: 3, compositor: compositor, all: false)
    #expect(pixels == (try Self.fresh(moved, scale: 3)))
    guard case .rects(let rects) = damage else {
      Issue.record("a small move repainted the whole frame")
      return
    }
    // Whole rows (see `Compositor.band`): the card's 20 points and its shadow at 3×, not 300 rows.
    let rows = rects.reduce(0) { $0 + $1.height }
    #expect(rows > 0 && rows < 100 && rects.allSatisfy { $0.width == 300 }, "repainted \(rects)")
  }

  /// Pieces that paint outside their own box or read their surroundings: a backdrop material
  /// over a card that moves under and beside it (within the blur's reach, outside the material),
  /// a label whose glyphs overflow a short box, a sublayer of a faded group hidden and shown
  /// (group opacity on and off), sublayers swapping zPosition, layers added and removed, a
  /// snapshot that changes under an unchanged layer.
  @Test func materialsTextGroupsAndOrderRepaintExactly() throws {
    // Large enough that the material's reach (3σ of a 20-point blur, read in blocks of up to 8 pixels)
    // covers only part of it.
    let canvas = Size(300, 200)
    func frame(_ k: Int) -> FrameState {
      let t = Double(k)
      let card = Layer(
        key: "card", position: Point(30 + 30 * t, 40 + 12 * t), size: Size(24, 16), backgroundColor: .red,
        cornerRadius: 4)
      let material = Layer(
        key: "material", position: Point(150, 100), size: Size(60, 40), cornerRadius: 6,
        effect: VisualEffect(blur: 20, saturation: 1.8, tint: Color(white: 0.97, alpha: 0.4)))
      let label = Layer(
        key: "label", position: Point(60, 175), size: Size(50, 6),
        contents: .text(TextContent(k % 2 == 0 ? "Jiggly ÅÇ" : "Quartz gy", font: Font(size: 14, italic: true))))
      let group = Layer(
        key: "group", position: Point(260, 30), size: Size(30, 20), opacity: 0.6, backgroundColor: .blue,
        sublayers: [
          Layer(
            key: "a", position: Point(10, 10), size: Size(12, 12), zPosition: Double(k % 2),
            isHidden: k == 2, backgroundColor: .green),
          Layer(key: "b", position: Point(16, 12), size: Size(12, 12), backgroundColor: .white),
        ])
      var layers = [
        Layer(key: "canvas", position: Point(150, 100), size: canvas, backgroundColor: .lightGray), card, material,
        label, group,
      ]
      if k == 3 {
        layers.insert(
          Layer(key: "extra", position: Point(40, 20), size: Size(8, 8), backgroundColor: .black), at: 2)
      }
      // A snapshot whose layers change under an unchanged layer (nested in a container).
      layers.append(
        Layer(
          key: "holder", position: Point(20, 180), size: Size(24, 12),
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
    #expect(partial == 40, "\(partial) of 40 repainted in part")
  }

  /// A small card moving over the right half of a rounded tile: the tile's antialiased corners must
  /// not notice the repaint's clip (Cairo rasterises a row differently when a clipped edge starts
  /// inside it, so damage is repainted in whole rows).
  @Test func roundedCornersBesideAChangeRepaintExactly() throws {
    func frame(_ k: Int) -> FrameState {
      FrameState(
        time: Double(k), progress: 0, canvasSize: Size(200, 120),
        layers: [
          Layer(key: "canvas", position: Point(100, 60), size: Size(200, 120), backgroundColor: .white),
          Layer(
            key: "tile", position: Point(50, 60), size: Size(56, 62), backgroundColor: .orange, cornerRadius: 8,
            sublayers: [Layer(key: "stripe", position: Point(28, 51), size: Size(56, 22), backgroundColor: .white)]),
          Layer(
            key: "mover", position: Point(72, 18 + 7.3 * Double(k)), size: Size(30, 20), opacity: 0.3 + 0.1 * Double(k),
            backgroundColor: .blue, cornerRadius: 6),
        ])
    }
    let compositor = Compositor()
    for scale in [2.0, 3] {
      for k in 1..<6 {
        let (pixels, damage) = try Self.paint(frame(k), over: frame(k - 1), scale: scale, compositor: compositor)
        #expect(pixels == (try Self.fresh(frame(k), scale: scale)), "frame \(k) at \(scale)x")
        #expect(damage != .full)
      }
    }
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
