import Foundation
import HeroModel
import Testing

@testable import HeroCompositor

/// The fast paths (`CompositorTuning.standard`) paint what the reference algorithms paint: the
/// coarse-grid shadow blur within a level or two, the enlargement exactly on constant input, the
/// tiled warp sample for sample.
@Suite("Fast paths agree with the reference")
struct FastPathAgreementTests {
  /// Cards with soft shadows at σ = 16…60 output pixels (factors 2…7), at scale 3.
  @Test(arguments: [16.0 / 3, 8, 12, 20])
  func coarseShadowBlurMatchesTheFullResolutionBlur(radius: Double) throws {
    let card = Layer(
      key: "card", position: Point(60, 60), size: Size(50, 30), backgroundColor: .white, cornerRadius: 8,
      shadowOpacity: 1, shadowOffset: Size(0, 4), shadowRadius: radius)
    let frame = FrameState(time: 0, progress: 0, canvasSize: Size(120, 120), layers: [card])
    #expect(ShadowMask.reduction(sigmaPixels: radius * 3) >= 2)
    let fast = try Compositor(tuning: .standard).render(frame, scale: 3)
    let reference = try Compositor(tuning: .reference).render(frame, scale: 3)
    let result = ImageComparison(tolerance: 2).compare(reference: reference, actual: fast)
    #expect(result.passed, "\(result.description)")
  }

  @Test func reductionKeepsSmallBlursAtFullResolution() {
    #expect(ShadowMask.reduction(sigmaPixels: 15.9) == 1)
    #expect(ShadowMask.reduction(sigmaPixels: 16) == 2)
    #expect(ShadowMask.reduction(sigmaPixels: 30) == 3)
    #expect(ShadowMask.reduction(sigmaPixels: 1000) == 8)
    #expect(ShadowMask.reduction(sigmaPixels: .nan) == 1)
  }

  /// Output pixel i samples the input at (i + 0.5) / f − 0.5: for f = 2, outputs 0 and 1 straddle
  /// input 0 (clamped, then ¼ of the way to input 1), and so on.
  @Test func enlargementTapsSampleAtPixelCentres() {
    let taps = MaskUpsampling.taps(outputCount: 6, inputCount: 3, factor: 2)
    #expect(taps.map(\.first) == [0, 0, 0, 1, 1, 2])
    #expect(taps.map(\.weight) == [0, 64, 192, 64, 192, 0])
  }

  @Test func enlargementKeepsConstantsAndRamps() {
    let input: [UInt8] = [0, 100, 200, 255, 255, 255]  // 3 × 2, rows identical
    var rows = input
    rows.replaceSubrange(3..<6, with: input[0..<3])
    var output = [UInt8](repeating: 7, count: 9 * 6)
    rows.withUnsafeBufferPointer { src in
      output.withUnsafeMutableBufferPointer { dst in
        MaskUpsampling.enlarge(
          src.baseAddress!, sourceWidth: 3, sourceHeight: 2, sourceStride: 3, into: dst.baseAddress!,
          width: 9,
          height: 6, destinationStride: 9, factor: 3)
      }
    }
    for y in 0..<6 {
      let row = Array(output[(y * 9)..<(y * 9 + 9)])
      // Input 0, 100, 200 at output centres 1, 4, 7; linear between, clamped outside.
      #expect(row == [0, 0, 33, 67, 100, 133, 167, 200, 200], "row \(y)")
    }
  }

  /// The tiled, span-limited warp gives the reference warp's pixels (a sample position can differ
  /// in its last bits, which at most moves a weight by 1/256).
  @Test(arguments: [0.3, 1.0, 1.3])
  func tiledWarpMatchesTheRowByRowWarp(angle: Double) throws {
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 150
    let stripes = (0..<6).map { i in
      Layer(
        key: "s\(i)", position: Point(40, 5 + Double(i) * 13), size: Size(80, 6),
        backgroundColor: Color(red: Double(i) / 5, green: 0.4, blue: 1 - Double(i) / 5))
    }
    let card = Layer(
      key: "card", position: Point(60, 60), size: Size(80, 80),
      transform: perspective.rotated(angle: angle, x: 1, y: 1, z: 0), backgroundColor: .white,
      cornerRadius: 10,
      sublayers: stripes)
    let frame = FrameState(time: 0, progress: 0, canvasSize: Size(120, 120), layers: [card])
    let fast = try Compositor(
      tuning: CompositorTuning(reducedResolutionShadows: false, fastPerspective: true)
    )
    .render(frame, scale: 2)
    let reference = try Compositor(tuning: .reference).render(frame, scale: 2)
    let result = ImageComparison(tolerance: 1, pixelBudget: 4).compare(reference: reference, actual: fast)
    #expect(result.passed, "\(result.description)")
    #expect(fast.pixels.contains { $0 != 0 })
  }
}
