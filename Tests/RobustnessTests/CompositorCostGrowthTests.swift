import HeroModel
import HeroSync
import HeroTestSupport
import Testing

@testable import HeroCompositor

/// How the compositor's per-frame bookkeeping grows with the layer tree.
extension CostGrowthTests {
  /// `depth` cards nested in each other, each casting a shadow from its shape (a view hierarchy of
  /// shadowed cards), the innermost at `x`.
  static func shadowedChain(depth: Int, x: Double = 1) -> Layer {
    var layer = Layer(key: "card\(depth)", position: Point(x, 1), size: Size(8, 8), backgroundColor: .red)
    for level in stride(from: depth - 1, through: 0, by: -1) {
      var parent = Layer(key: "card\(level)", position: Point(10, 10), size: Size(10, 10), backgroundColor: .blue)
      parent.shadowOpacity = 0.5
      parent.shadowRadius = 2
      parent.sublayers = [layer]
      layer = parent
    }
    return layer
  }

  /// A layer's extent measures each layer of its subtree once. It measured the subtree twice per
  /// shadowed level: 2^depth for nested shadowed views (a scene's JSON nests ~120 views deep).
  @Test func extentMeasuresEachLayerOnce() {
    let depth = 20
    let measured = Locked(0)
    let extent = LayerExtent(contentsBox: { layer in
      measured.withLock { $0 += 1 }
      return layer.bounds
    })
    let e = extent.extent(of: Self.shadowedChain(depth: depth))
    #expect(e.isFinite && e.width > 10)
    let count = measured.withLock { $0 }
    #expect(count <= depth + 1, "\(count) measurements for \(depth + 1) layers")
  }

  /// The damage between two frames of a deep shadowed hierarchy whose innermost card moved (every
  /// frame of `render(_:scale:into:over:)`) grows about linearly with the depth.
  @Test func damageOfDeepShadowedTreeIsLinear() {
    let compositor = Compositor()
    func damage(_ depth: Int) -> Double {
      let canvas = Size(100, 100)
      let old = FrameState(
        time: 0, progress: 0, canvasSize: canvas, layers: [Self.shadowedChain(depth: depth)], snapshots: [:])
      let new = FrameState(
        time: 1, progress: 1, canvasSize: canvas, layers: [Self.shadowedChain(depth: depth, x: 3)], snapshots: [:])
      return bestThreadCPUSeconds {
        for _ in 0..<50 { _ = compositor.damage(from: old, to: new, scale: 2, width: 200, height: 200) }
      }
    }
    expectLinearCost("damage of 30 / 120 nested shadowed cards", small: damage(30), large: damage(120))
  }

  /// The damage of `n` moving cards on separate rows (each damages its own band) grows about
  /// linearly with `n`: merging the bands pairwise was quadratic.
  @Test func damageOfManyMovingCardsIsLinear() {
    let compositor = Compositor()
    func damage(_ n: Int) -> Double {
      func frame(_ x: Double) -> FrameState {
        let cards = (0..<n).map {
          Layer(key: "c\($0)", position: Point(x, Double(8 * $0) + 4), size: Size(4, 1), backgroundColor: .red)
        }
        return FrameState(time: x, progress: 0, canvasSize: Size(20, Double(8 * n)), layers: cards, snapshots: [:])
      }
      let (old, new) = (frame(5), frame(6))
      #expect(compositor.damage(from: old, to: new, scale: 1, width: 20, height: 8 * n)?.count == n)
      return bestThreadCPUSeconds { _ = compositor.damage(from: old, to: new, scale: 1, width: 20, height: 8 * n) }
    }
    expectLinearCost("damage of 2000 / 8000 moving cards", small: damage(2000), large: damage(8000))
  }

  /// Painting `n` shadowed, rounded cards grows about linearly with `n` (each layer is drawn once,
  /// its shadow mask made once per shape and reused).
  @Test func renderOfManyLayersIsLinear() throws {
    let compositor = Compositor()
    let surface = try Compositor.makeSurface(for: Size(200, 200), scale: 1)
    func render(_ n: Int) throws -> Double {
      let cards = (0..<n).map {
        var card = Layer(
          key: "c\($0)", position: Point(Double($0 % 190) + 5, Double($0 * 7 % 190) + 5), size: Size(8, 8),
          backgroundColor: .red)
        card.cornerRadius = 2
        card.shadowOpacity = 0.5
        card.shadowRadius = 2
        return card
      }
      let frame = FrameState(time: 0, progress: 0, canvasSize: Size(200, 200), layers: cards, snapshots: [:])
      return try bestThreadCPUSeconds { try compositor.render(frame, scale: 1, into: surface) }
    }
    expectLinearCost("render of 500 / 2000 shadowed cards", small: try render(500), large: try render(2000))
  }

  /// Painting a frame grows about linearly with its pixels: a frame 4× as wide, up to the 16384
  /// pixel limit, costs about 4× as much (a rounded background and a row of shadowed cards).
  @Test func renderOfWideFramesIsLinear() throws {
    let compositor = Compositor()
    func render(_ width: Double) throws -> Double {
      let canvas = Size(width, 64)
      var background = Layer(
        key: "background", position: Point(width / 2, 32), size: Size(width - 8, 56), backgroundColor: .blue)
      background.cornerRadius = 8
      let cards = (0..<Int(width / 64)).map {
        var card = Layer(
          key: "c\($0)", position: Point(Double($0) * 64 + 32, 32), size: Size(48, 40), backgroundColor: .red)
        card.cornerRadius = 6
        card.shadowOpacity = 0.5
        card.shadowRadius = 4
        return card
      }
      let frame = FrameState(
        time: 0, progress: 0, canvasSize: canvas, layers: [background] + cards, snapshots: [:])
      let surface = try Compositor.makeSurface(for: canvas, scale: 2)
      return try bestThreadCPUSeconds { try compositor.render(frame, scale: 2, into: surface) }
    }
    expectLinearCost("render of 4096 / 16384 px wide frames", small: try render(2048), large: try render(8192))
  }
}
