import Testing

@testable import HeroCompositor

@Suite("Premultiplication")
struct PremultiplicationTests {
  /// Every straight value c at every alpha a, premultiplied into a surface and read back by
  /// `Surface.image()` (the encoder's unpremultiply table), premultiplies to the same value again:
  /// surface → image → surface is exact.
  @Test func premultipliedValuesRoundTripExactly() throws {
    var pixels: [UInt8] = []
    for a in 1...255 {
      for c in 0...255 { pixels += [UInt8(c), UInt8(255 - c), UInt8(c / 2), UInt8(a)] }
    }
    let image = RGBAImage(width: 256, height: 255, pixels: pixels)
    let back = try Surface(image: image).image()
    for i in stride(from: 0, to: pixels.count, by: 4) {
      let a = UInt32(pixels[i + 3])
      for k in 0..<3
      where Premultiplication.premultiply(UInt32(back.pixels[i + k]), a)
        != Premultiplication.premultiply(UInt32(pixels[i + k]), a)
      {
        Issue.record("c \(pixels[i + k]) a \(a) → \(back.pixels[i + k])")
        return
      }
    }
    #expect(try Surface(image: back).image() == back)
  }

  @Test func roundsToNearest() throws {
    #expect(Premultiplication.premultiply(255, 128) == 128)
    #expect(Premultiplication.premultiply(100, 128) == 50)  // 50.196
    #expect(Premultiplication.premultiply(1, 127) == 0)  // 0.498
    #expect(Premultiplication.premultiply(1, 128) == 1)  // 0.502
    // Premultiplied 50 at alpha 128 reads back as 100 (99.6), and alpha 0 as no colour.
    let image = RGBAImage(width: 2, height: 1, pixels: [100, 100, 100, 128, 200, 10, 10, 0])
    #expect(try Surface(image: image).image().pixels == [100, 100, 100, 128, 0, 0, 0, 0])
  }

  @Test func surfaceRoundTripsAnImage() throws {
    let image = PNGCodecTests.sample(opaque: false)
    var expected = image
    // Fully transparent pixels carry no colour once premultiplied.
    for i in stride(from: 0, to: expected.pixels.count, by: 4) where expected.pixels[i + 3] == 0 {
      expected.pixels.replaceSubrange(i..<i + 3, with: [0, 0, 0])
    }
    let back = try Surface(image: image).image()
    #expect(back.width == 7 && back.height == 5)
    // Opaque pixels exactly; translucent ones within the precision their alpha leaves.
    for i in stride(from: 0, to: expected.pixels.count, by: 4) {
      let a = Int(expected.pixels[i + 3])
      #expect(back.pixels[i + 3] == expected.pixels[i + 3])
      for c in 0..<3 {
        let delta = abs(Int(back.pixels[i + c]) - Int(expected.pixels[i + c]))
        #expect(a == 255 ? delta == 0 : delta <= (a == 0 ? 0 : 255 / a / 2 + 1))
      }
    }
  }
}
