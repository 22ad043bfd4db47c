import Foundation
import HeroModel
import Testing

@testable import HeroCompositor

/// The encoder's band reuse (`PNGCodec.encode(_:reusing:changedRows:)`): copying the compressed
/// bands of unchanged rows must give exactly the bytes of a fresh encode, for every kind of change
/// (inside a band, on a band's first or last rows, on the two rows above a band, opacity coming and
/// going, a new size), and the files must decode.
@Suite("PNG band reuse")
struct PNGBandReuseTests {
  /// 600 px wide: 1801 filtered bytes per RGB row, 36 rows per band; 200 rows make 6 bands.
  static let (width, height) = (600, 200)

  static func base() -> RGBAImage { FramePNGEncoderTests.image(width, height, .cards, alpha: false) }

  /// `image` with rows `rows` painted with a pattern of `seed` (alpha `alpha` there).
  static func changing(_ image: RGBAImage, rows: Range<Int>, seed: UInt8, alpha: UInt8 = 255) -> RGBAImage {
    var out = image
    for y in rows {
      for x in 0..<image.width {
        let i = (y * image.width + x) * 4
        out.pixels[i] = seed &+ UInt8(truncatingIfNeeded: x / 7)
        out.pixels[i + 1] = seed
        out.pixels[i + 2] = UInt8(truncatingIfNeeded: y)
        out.pixels[i + 3] = alpha
      }
    }
    return out
  }

  /// Row flags: true where `a` and `b` differ.
  static func changedRows(_ a: RGBAImage, _ b: RGBAImage) -> [Bool] {
    (0..<b.height).map { y in
      let n = b.width * 4
      return a.height != b.height || a.pixels[(y * n)..<(y * n + n)] != b.pixels[(y * n)..<(y * n + n)]
    }
  }

  @Test func copiedBandsGiveTheBytesOfAFreshEncode() throws {
    let start = Self.base()
    let frames: [RGBAImage] = [
      start,
      start,  // nothing changed
      Self.changing(start, rows: 50..<60, seed: 1),  // inside band 1
      Self.changing(start, rows: 71..<72, seed: 2),  // the last row of band 1
      Self.changing(start, rows: 72..<73, seed: 3),  // the first row of band 2
      Self.changing(start, rows: 106..<107, seed: 4),  // two rows above band 3: band 3 changes too
      Self.changing(start, rows: 0..<1, seed: 5),  // the first row
      Self.changing(start, rows: 199..<200, seed: 6),  // the last row (a short band)
      Self.changing(start, rows: 120..<130, seed: 7, alpha: 128),  // translucent: RGBA
      Self.changing(Self.changing(start, rows: 120..<130, seed: 7, alpha: 128), rows: 10..<12, seed: 8),
      Self.changing(start, rows: 10..<12, seed: 8),  // opaque again: RGB
      FramePNGEncoderTests.image(Self.width, 90, .gradient, alpha: false),  // another size
      FramePNGEncoderTests.image(Self.width, 90, .gradient, alpha: false),
    ]
    let reuse = try PNGBandReuse()
    var previous: RGBAImage?
    for (i, image) in frames.enumerated() {
      let surface = try Surface(image: image)
      let fresh = try PNGCodec.encode(surface)
      let exact = previous.map { Self.changedRows($0, image) }
      let reused = try PNGCodec.encode(surface, reusing: reuse, changedRows: exact)
      #expect(reused == fresh, "frame \(i), exact row flags")
      #expect(try PNGCodec.decode(reused) == surface.image(), "frame \(i) decodes")
      previous = image
    }
    // Flags that say more rows changed than did only cost time.
    let wide = try PNGBandReuse()
    previous = nil
    for (i, image) in frames.enumerated() {
      let surface = try Surface(image: image)
      let flags = previous.map { zip(Self.changedRows($0, image), 0...).map { $0 || $1 % 50 < 10 } }
      let reused = try PNGCodec.encode(surface, reusing: wide, changedRows: flags)
      #expect(reused == (try PNGCodec.encode(surface)), "frame \(i), more rows flagged")
      previous = image
    }
  }

  /// Bands are really copied: told (falsely) that nothing changed, the encoder writes the previous
  /// image's bands again, and the file decodes to the previous pixels.
  @Test func unchangedBandsAreCopiedNotEncoded() throws {
    let reuse = try PNGBandReuse()
    let first = try Surface(image: Self.base())
    let bytes = try PNGCodec.encode(first, reusing: reuse, changedRows: nil)
    let second = try Surface(image: Self.changing(Self.base(), rows: 40..<100, seed: 9))
    let stale = try PNGCodec.encode(
      second, reusing: reuse, changedRows: Array(repeating: false, count: Self.height))
    #expect(stale == bytes)
    #expect(try PNGCodec.decode(stale) == first.image())
  }

  /// Each band ends on a byte boundary (an empty stored block when its codes do not): a few bytes
  /// per band, so frames stay within 1.3× what libpng level 1 writes (checked on UI-like images in
  /// `FramePNGEncoderTests`) and close to one block per image.
  @Test func bandBoundariesCostLittle() throws {
    let image = FramePNGEncoderTests.image(1170, 2532, .cards, alpha: false)
    let ours = try PNGCodec.encode(image).count
    let libpng = try PNGCodec.encode(image, compression: .libpng(level: 1)).count
    #expect(ours * 10 <= libpng * 13, "\(ours) bytes, libpng level 1 \(libpng)")
  }
}
