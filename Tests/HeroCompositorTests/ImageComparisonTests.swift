import Foundation
import HeroCompositor
import Testing

@Suite("Image comparison")
struct ImageComparisonTests {
  static func solid(_ w: Int, _ h: Int, _ v: UInt8) -> RGBAImage {
    RGBAImage(width: w, height: h, pixels: [UInt8](repeating: v, count: w * h * 4))
  }

  @Test func identicalImagesPass() {
    let a = Self.solid(4, 3, 100)
    let r = ImageComparison().compare(reference: a, actual: a)
    #expect(r.passed && !r.sizeMismatch && r.differingPixels == 0 && r.maxChannelDelta == 0)
    #expect(r.differenceBounds == nil)
  }

  @Test func sizeMismatchFails() {
    let r = ImageComparison(tolerance: 255, pixelBudget: 1000).compare(
      reference: Self.solid(4, 3, 0), actual: Self.solid(3, 4, 0))
    #expect(!r.passed && r.sizeMismatch)
  }

  @Test func toleranceBudgetAndBounds() {
    let a = Self.solid(10, 8, 100)
    var b = a
    b.pixels[(2 * 10 + 3) * 4] = 103  // (3, 2): delta 3
    b.pixels[(6 * 10 + 7) * 4 + 3] = 90  // (7, 6): delta 10 in alpha
    let strict = ImageComparison().compare(reference: a, actual: b)
    #expect(!strict.passed && strict.differingPixels == 2 && strict.maxChannelDelta == 10)
    #expect(strict.differenceBounds == PixelRect(x: 3, y: 2, width: 5, height: 5))
    let tolerant = ImageComparison(tolerance: 3).compare(reference: a, actual: b)
    #expect(!tolerant.passed && tolerant.differingPixels == 1)
    #expect(tolerant.differenceBounds == PixelRect(x: 7, y: 6, width: 1, height: 1))
    #expect(ImageComparison(tolerance: 3, pixelBudget: 1).compare(reference: a, actual: b).passed)
  }

  @Test func diffImageMarksDifferencesRedOverFadedGrey() {
    let a = Self.solid(2, 1, 0)  // transparent black
    var reference = a
    reference.pixels = [0, 0, 0, 255, 0, 0, 0, 255]  // opaque black
    var actual = reference
    actual.pixels[4] = 200
    let r = ImageComparison().compare(reference: reference, actual: actual)
    let diff = r.diffImage(reference: reference, actual: actual)
    #expect(Array(diff.pixels[4..<8]) == [255, 0, 0, 255])
    // Black faded to a quarter of its contrast over white: 255 − 255/4.
    #expect(Array(diff.pixels[0..<4]) == [192, 192, 192, 255])
  }

  @Test func artefactsAreWrittenAsPNGs() throws {
    let dir = NSTemporaryDirectory() + "hero-artefacts-\(ProcessInfo.processInfo.processIdentifier)/nested"
    let a = Self.solid(3, 3, 255)
    var b = a
    b.pixels[0] = 0
    let r = ImageComparison().compare(reference: a, actual: b)
    let paths = try r.writeArtefacts(reference: a, actual: b, to: dir)
    #expect(paths.map { ($0 as NSString).lastPathComponent } == ["reference.png", "actual.png", "diff.png"])
    #expect(try PNGCodec.read(path: paths[1]) == b)
    try? FileManager.default.removeItem(atPath: (dir as NSString).deletingLastPathComponent)
  }
}
