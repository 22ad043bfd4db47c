import Foundation
import Testing

@testable import HeroCompositor

@Suite("Box blur")
struct BoxBlurTests {
  /// The combined 1-D kernel of `boxes`, convolved out by hand (the oracle for the running sums):
  /// weights from offset `-origin` upward.
  static func kernel(_ boxes: [BoxBlur.Box]) -> (weights: [Double], origin: Int) {
    var weights = [1.0]
    var origin = 0
    for box in boxes {
      var next = [Double](repeating: 0, count: weights.count + box.width - 1)
      for (i, w) in weights.enumerated() {
        for j in 0..<box.width { next[i + j] += w / Double(box.width) }
      }
      weights = next
      origin += box.lead
    }
    return (weights, origin)
  }

  @Test func boxSizesFollowTheW3CRule() {
    // σ = 2: d = ⌊2 · 1.87997 + 0.5⌋ = 4 (even) → 4, 4, 5.
    #expect(BoxBlur.boxes(sigma: 2).map(\.width) == [4, 4, 5])
    #expect(BoxBlur.boxes(sigma: 2).map(\.lead) == [2, 1, 2])
    // σ = 3: d = ⌊6.14⌋ = 6 → 6, 6, 7. σ = 4: d = ⌊8.02⌋ = 8. σ = 2.5: d = ⌊5.2⌋ = 5 (odd) → 5, 5, 5.
    #expect(BoxBlur.boxes(sigma: 3).map(\.width) == [6, 6, 7])
    #expect(BoxBlur.boxes(sigma: 2.5).map(\.width) == [5, 5, 5])
    #expect(BoxBlur.boxes(sigma: 2.5).map(\.lead) == [2, 2, 2])
    // Below ~0.53 px there is nothing to blur.
    #expect(BoxBlur.boxes(sigma: 0.3).isEmpty)
    #expect(BoxBlur.boxes(sigma: 0).isEmpty)
    #expect(BoxBlur.boxes(sigma: .nan).isEmpty)
  }

  @Test(arguments: [1.0, 2.0, 3.0, 4.5, 8.0, 20.0])
  func kernelSumsToOneWithGaussianSpread(sigma: Double) {
    let (weights, origin) = Self.kernel(BoxBlur.boxes(sigma: sigma))
    #expect(abs(weights.reduce(0, +) - 1) < 1e-12)
    let mean = weights.enumerated().reduce(0.0) { $0 + Double($1.offset - origin) * $1.element }
    let variance = weights.enumerated().reduce(0.0) {
      $0 + pow(Double($1.offset - origin) - mean, 2) * $1.element
    }
    // Centred (the even-width boxes' half-pixel shifts cancel), standard deviation within 15 %.
    #expect(abs(mean) < 1e-9)
    #expect(abs(variance.squareRoot() - sigma) / sigma < 0.15)
  }

  /// Shadow masks are padded by `reach`: it must cover the whole kernel on both sides.
  @Test func reachCoversTheKernel() {
    for sigma in [2.0, 5.0, 12.0] {
      let (weights, origin) = Self.kernel(BoxBlur.boxes(sigma: sigma))
      #expect(BoxBlur.reach(sigma: sigma) >= max(origin, weights.count - 1 - origin))
      #expect(Double(BoxBlur.reach(sigma: sigma)) > 2.3 * sigma)
    }
  }

  /// Blurring keeps the mass of a small square (nothing leaks out of a padded buffer) and spreads
  /// it symmetrically.
  @Test func blurPreservesMassAndSymmetry() {
    let (w, h, stride) = (41, 41, 44)
    let data = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * h)
    defer { data.deallocate() }
    data.initialize(repeating: 0, count: stride * h)
    for y in 18...22 { for x in 18...22 { data[y * stride + x] = 255 } }
    BoxBlur.blur(PixelPlane(data, count: stride * h, width: w, height: h, stride: stride), sigma: 3)
    var total = 0
    for y in 0..<h { for x in 0..<w { total += Int(data[y * stride + x]) } }
    #expect(abs(total - 25 * 255) < 25 * 255 / 50)  // within 2 % (per-pass rounding)
    #expect(data[20 * stride + 20] < 255 && data[20 * stride + 20] > 40)
    #expect(data[20 * stride + 14] == data[20 * stride + 26])
    #expect(data[14 * stride + 20] == data[26 * stride + 20])
    #expect(data[0] == 0)
  }

  @Test func constantInteriorStaysConstant() {
    let (w, h) = (60, 60)
    let data = UnsafeMutablePointer<UInt8>.allocate(capacity: w * h)
    defer { data.deallocate() }
    data.initialize(repeating: 200, count: w * h)
    BoxBlur.blur(PixelPlane(data, count: w * h, width: w, height: h, stride: w), sigma: 2)
    #expect(data[30 * w + 30] == 200)
    #expect(data[0] < 200)  // the zero outside pulls the corner down
  }

  /// The three-run horizontal pass equals the plain definition (each output the rounded mean of
  /// its window, pixels outside the row counting 0) for every width, lead and row length,
  /// including rows shorter than the box.
  @Test func horizontalPassMatchesTheWindowDefinition() {
    var input: [UInt8] = (0..<40).map { UInt8(truncatingIfNeeded: ($0 * 37 + 11) % 256) }
    for count in [1, 2, 3, 5, 8, 13, 40] {
      for width in 2...12 {
        for lead in 0..<width {
          let box = BoxBlur.Box(width: width, lead: lead)
          let k = BoxBlur.reciprocal(width)
          let expected: [UInt8] = (0..<count).map { i in
            let sum = (i - lead..<i - lead + width).filter { $0 >= 0 && $0 < count }.reduce(UInt64(0)) {
              $0 + UInt64(input[$1])
            }
            return UInt8((sum * k + (1 << 23)) >> 24)
          }
          var output = [UInt8](repeating: 0, count: count)
          input.withUnsafeMutableBufferPointer { src in
            output.withUnsafeMutableBufferPointer { dst in
              BoxBlur.horizontalPass(from: src.baseAddress!, to: dst.baseAddress!, count: count, box: box)
            }
          }
          #expect(output == expected, "count \(count), width \(width), lead \(lead)")
        }
      }
    }
  }
}
