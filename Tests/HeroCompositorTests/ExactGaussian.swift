import Foundation
import HeroCompositor

/// The test oracle for blur materials: a true Gaussian, computed the slow and obvious way.
///
/// Separable, with the sampled kernel exp(−x² / 2σ²) for offsets −⌈4σ⌉ … ⌈4σ⌉, normalised to sum
/// to 1 (beyond 4σ a Gaussian holds 6·10⁻⁵ of its mass). Beyond the image's edges the edge pixels
/// repeat — the rule the compositor follows at the canvas — so a uniform image stays uniform.
/// Double arithmetic, no rounding until the caller rounds.
enum ExactGaussian {
  /// The blurred R, G, B of an opaque `image` over the pixels `x0..<x1` × `y0..<y1`, row by row,
  /// three values a pixel.
  static func blur(_ image: RGBAImage, sigma: Double, x0: Int, y0: Int, x1: Int, y1: Int) -> [Double] {
    let r = Int((4 * sigma).rounded(.up))
    var kernel = (-r...r).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
    let total = kernel.reduce(0, +)
    kernel = kernel.map { $0 / total }
    let (w, h) = (image.width, image.height)
    let cw = x1 - x0
    // The rows the vertical pass reads (clamped to the image: beyond it they repeat).
    let lo = max(0, y0 - r)
    let hi = min(h - 1, y1 - 1 + r)
    var horizontal = [Double](repeating: 0, count: (hi - lo + 1) * cw * 3)
    var padded = [Double](repeating: 0, count: (cw + 2 * r) * 3)
    image.pixels.withUnsafeBufferPointer { pixels in
      kernel.withUnsafeBufferPointer { k in
        for y in lo...hi {
          for i in 0..<(cw + 2 * r) {
            let x = min(w - 1, max(0, x0 - r + i))
            for c in 0..<3 { padded[3 * i + c] = Double(pixels[(y * w + x) * 4 + c]) }
          }
          padded.withUnsafeBufferPointer { p in
            for i in 0..<cw {
              var (sr, sg, sb) = (0.0, 0.0, 0.0)
              var at = 3 * i
              for j in 0..<(2 * r + 1) {
                let weight = k[j]
                sr += weight * p[at]
                sg += weight * p[at + 1]
                sb += weight * p[at + 2]
                at += 3
              }
              let o = ((y - lo) * cw + i) * 3
              horizontal[o] = sr
              horizontal[o + 1] = sg
              horizontal[o + 2] = sb
            }
          }
        }
      }
    }
    var out = [Double](repeating: 0, count: cw * (y1 - y0) * 3)
    horizontal.withUnsafeBufferPointer { hp in
      kernel.withUnsafeBufferPointer { k in
        for y in y0..<y1 {
          for i in 0..<cw {
            var (sr, sg, sb) = (0.0, 0.0, 0.0)
            for j in 0..<(2 * r + 1) {
              let row = min(hi, max(lo, y - r + j)) - lo
              let at = (row * cw + i) * 3
              let weight = k[j]
              sr += weight * hp[at]
              sg += weight * hp[at + 1]
              sb += weight * hp[at + 2]
            }
            let o = ((y - y0) * cw + i) * 3
            out[o] = sr
            out[o + 1] = sg
            out[o + 2] = sb
          }
        }
      }
    }
    return out
  }
}

/// How far a rendered material is from the exact Gaussian: PSNR (dB, peak 255, over R, G, B) over
/// all of its pixels and over its edge band — the pixels within 3σ of its border, where the
/// backdrop beyond its bounds (and beyond the canvas) comes in — and the largest difference.
struct BlurAccuracy: CustomStringConvertible {
  var overall: Double
  var edgeBand: Double
  var largestDifference: Int
  /// The mean signed difference (rendered − exact), in levels: a bias shows here.
  var meanDifference: Double

  /// Compares `rendered` with `reference` (from `ExactGaussian.blur`) over `x0..<x1` × `y0..<y1`.
  init(rendered: RGBAImage, reference: [Double], sigma: Double, x0: Int, y0: Int, x1: Int, y1: Int) {
    var (all, band) = ((0.0, 0), (0.0, 0))
    var largest = 0
    var signed = 0
    for y in y0..<y1 {
      for x in x0..<x1 {
        let inBand = Double(min(x - x0, x1 - 1 - x, y - y0, y1 - 1 - y)) < 3 * sigma
        for c in 0..<3 {
          let expected = Int(reference[((y - y0) * (x1 - x0) + x - x0) * 3 + c].rounded())
          let d = Int(rendered.pixels[(y * rendered.width + x) * 4 + c]) - expected
          largest = max(largest, abs(d))
          signed += d
          all = (all.0 + Double(d * d), all.1 + 1)
          if inBand { band = (band.0 + Double(d * d), band.1 + 1) }
        }
      }
    }
    func psnr(_ sum: (Double, Int)) -> Double {
      guard sum.1 > 0 else { return .infinity }
      let mse = sum.0 / Double(sum.1)
      return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
    }
    overall = psnr(all)
    edgeBand = psnr(band)
    largestDifference = largest
    meanDifference = Double(signed) / Double(max(1, all.1))
  }

  var description: String {
    String(
      format: "%.1f dB overall, %.1f dB within 3σ of the border, largest difference %d levels, mean %+.2f",
      overall, edgeBand, largestDifference, meanDifference)
  }
}
