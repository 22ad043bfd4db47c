import Testing

@testable import HeroCompositor

@Suite("Premultiplication")
struct PremultiplicationTests {
  @Test func premultipliedValuesRoundTripExactly() {
    for a in UInt32(1)...255 {
      for p in UInt32(0)...a {
        let c = Premultiplication.unpremultiply(p, a)
        #expect(c <= 255)
        if Premultiplication.premultiply(c, a) != p {
          Issue.record("p \(p) a \(a) → \(c) → \(Premultiplication.premultiply(c, a))")
          return
        }
      }
    }
  }

  @Test func roundsToNearest() {
    #expect(Premultiplication.premultiply(255, 128) == 128)
    #expect(Premultiplication.premultiply(100, 128) == 50)  // 50.196
    #expect(Premultiplication.premultiply(1, 127) == 0)  // 0.498
    #expect(Premultiplication.premultiply(1, 128) == 1)  // 0.502
    #expect(Premultiplication.unpremultiply(50, 128) == 100)  // 99.6
    #expect(Premultiplication.unpremultiply(0, 0) == 0)
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
