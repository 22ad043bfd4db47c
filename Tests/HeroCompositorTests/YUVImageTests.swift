import HeroModel
import Testing

@testable import HeroCompositor

/// `Surface.yuv420()`: the frames `hero preview` gives the video encoders.
@Suite("yuv420p conversion")
struct YUVImageTests {
  /// BT.709 limited range from its definition, in doubles: (Y, Cb, Cr) of an 8-bit RGB colour.
  static func bt709(_ r: Double, _ g: Double, _ b: Double) -> (y: Double, u: Double, v: Double) {
    let (kr, kb) = (0.2126, 0.0722)
    let luma = kr * r + (1 - kr - kb) * g + kb * b
    return (
      16 + 219 * luma / 255, 128 + 224 * (b - luma) / (2 * (1 - kb)) / 255,
      128 + 224 * (r - luma) / (2 * (1 - kr)) / 255
    )
  }

  static func surface(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> [UInt8]) throws -> Surface {
    var pixels: [UInt8] = []
    for y in 0..<height { for x in 0..<width { pixels += pixel(x, y) } }
    return try Surface(image: RGBAImage(width: width, height: height, pixels: pixels))
  }

  /// Flat colours (white, black, greys, primaries, a UI blue) come out as the definition says, to
  /// the nearest code: white 235/128/128, black 16/128/128, red 63/102/240.
  @Test(arguments: [
    [255, 255, 255], [0, 0, 0], [128, 128, 128], [255, 0, 0], [0, 255, 0], [0, 0, 255], [0x33, 0x66, 0xCC],
    [250, 250, 250],
  ])
  func flatColoursMatchBT709(rgb: [Int]) throws {
    let yuv = try Self.surface(4, 2) { _, _ in rgb.map(UInt8.init) + [255] }.yuv420()
    #expect(yuv.width == 4 && yuv.height == 2 && yuv.bytes.count == 12)
    let e = Self.bt709(Double(rgb[0]), Double(rgb[1]), Double(rgb[2]))
    #expect(yuv.bytes[0..<8].allSatisfy { abs(Double($0) - e.y) <= 0.51 }, "\(yuv.bytes)")
    #expect(abs(Double(yuv.bytes[8]) - e.u) <= 0.51 && abs(Double(yuv.bytes[10]) - e.v) <= 0.51)
    if rgb[0] == rgb[1] && rgb[1] == rgb[2] { #expect(yuv.bytes[8] == 128 && yuv.bytes[10] == 128) }
  }

  /// Chroma is the mean of each 2×2 block.
  @Test func chromaAveragesTwoByTwoBlocks() throws {
    let yuv = try Self.surface(2, 2) { x, y in (x + y) % 2 == 0 ? [255, 0, 0, 255] : [0, 0, 255, 255] }.yuv420()
    let e = Self.bt709(127.5, 0, 127.5)
    #expect(abs(Double(yuv.bytes[4]) - e.u) <= 0.5 && abs(Double(yuv.bytes[5]) - e.v) <= 0.5, "\(yuv.bytes)")
  }

  /// Odd sides are padded to even by repeating the last column and row (the edge colour), never black.
  @Test func oddSidesRepeatTheEdge() throws {
    let yuv = try Self.surface(3, 3) { x, y in [UInt8(40 * x + 20), UInt8(60 * y + 10), 200, 255] }.yuv420()
    #expect(yuv.width == 4 && yuv.height == 4 && yuv.bytes.count == 16 + 4 + 4)
    let luma = Array(yuv.bytes[0..<16])
    for row in 0..<4 { #expect(luma[row * 4 + 3] == luma[row * 4 + 2], "row \(row): \(luma)") }
    #expect(luma[12..<16] == luma[8..<12])
    #expect(!luma.contains(16), "no black: \(luma)")
    // The bottom-right chroma sample averages the corner pixel with itself.
    let corner = Self.bt709(100, 130, 200)
    #expect(abs(Double(yuv.bytes[19]) - corner.u) <= 0.5 && abs(Double(yuv.bytes[23]) - corner.v) <= 0.5)
  }

  /// Video has no alpha: premultiplied pixels are used as they are, i.e. over black.
  @Test func transparentPixelsAreOverBlack() throws {
    let yuv = try Self.surface(2, 2) { x, _ in x == 0 ? [255, 255, 255, 0] : [255, 255, 255, 128] }.yuv420()
    #expect(yuv.bytes[0] == 16)
    let half = Self.bt709(128, 128, 128).y
    #expect(abs(Double(yuv.bytes[1]) - half) <= 0.5, "\(yuv.bytes)")
  }
}
