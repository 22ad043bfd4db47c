import HeroCompositor
import Testing

@Suite("PNG codec")
struct PNGCodecTests {
  /// A deterministic 7×5 image with every alpha class (0, partial, 255).
  static func sample(opaque: Bool) -> RGBAImage {
    var pixels: [UInt8] = []
    for y in 0..<5 {
      for x in 0..<7 {
        let a: UInt8 = opaque ? 255 : [0, 1, 128, 254, 255][(x + y) % 5]
        pixels += [UInt8(x * 36), UInt8(y * 60), UInt8((x * y * 13) % 256), a]
      }
    }
    return RGBAImage(width: 7, height: 5, pixels: pixels)
  }

  @Test func roundTripsRGBA() throws {
    let image = Self.sample(opaque: false)
    let bytes = try PNGCodec.encode(image)
    #expect(bytes.count > 8)
    #expect(bytes[25] == 6)  // IHDR colour type: RGBA
    #expect(try PNGCodec.decode(bytes) == image)
  }

  @Test func writesRGBWhenOpaque() throws {
    let image = Self.sample(opaque: true)
    let bytes = try PNGCodec.encode(image)
    #expect(bytes[25] == 2)  // IHDR colour type: RGB
    #expect(bytes[24] == 8)  // bit depth
    #expect(try PNGCodec.decode(bytes) == image)
  }

  @Test func encodingIsDeterministic() throws {
    let image = Self.sample(opaque: false)
    #expect(try PNGCodec.encode(image) == PNGCodec.encode(image))
  }

  @Test func truncatedFileIsAnError() throws {
    let bytes = try PNGCodec.encode(Self.sample(opaque: false))
    for cut in [9, 33, bytes.count / 2, bytes.count - 13] {
      #expect(throws: CompositorError.self) { try PNGCodec.decode(Array(bytes.prefix(cut))) }
    }
  }

  @Test func garbageIsAnError() {
    let error = #expect(throws: CompositorError.self) { try PNGCodec.decode(Array("not a png at all".utf8)) }
    #expect(error?.message.contains("not a PNG") == true)
    // A valid signature followed by garbage.
    let corrupt: [UInt8] =
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 0x42, count: 64)
    #expect(throws: CompositorError.self) { try PNGCodec.decode(corrupt) }
  }

  @Test func missingFileNamesThePath() {
    let error = #expect(throws: CompositorError.self) { try PNGCodec.read(path: "/nonexistent/hero.png") }
    #expect(error?.message.contains("/nonexistent/hero.png") == true)
  }
}
