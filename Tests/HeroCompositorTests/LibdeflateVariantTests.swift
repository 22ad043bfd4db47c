import CPNG
import CPNGBench
import HeroModel
import Testing

@testable import HeroCompositor

/// hero-bench's comparison for the frame encoder (CPNGBench): the frame encoder's own conversion and
/// filters (`hero_frame_png_filter`), deflated by libdeflate and wrapped by `hero_png_from_zlib_stream`.
/// Its files must decode to the surface's pixels and carry the same header as ours, so that the bench
/// compares deflaters on the same data.
@Suite("PNG libdeflate variant")
struct LibdeflateVariantTests {
  static func encode(_ surface: Surface, level: Int) throws -> [UInt8] {
    var message = [CChar](repeating: 0, count: Int(HERO_PNG_MESSAGE_SIZE))
    var out: UnsafeMutablePointer<UInt8>?
    var size = 0
    let rc = surface.withPremultipliedPixels { pixels, stride in
      hero_bench_png_encode_libdeflate(
        pixels, stride, UInt32(surface.width), UInt32(surface.height), HERO_PIXELS_PREMULTIPLIED_ARGB32,
        Int32(level), &out, &size, &message)
    }
    return try PNGCodec.takeBytes(rc, out, size, message)
  }

  @Test(arguments: FramePNGEncoderTests.Pattern.allCases)
  func decodesToTheSurfaceWithOurHeader(pattern: FramePNGEncoderTests.Pattern) throws {
    for (w, h) in FramePNGEncoderTests.sizes {
      for alpha in [false, true] {
        let surface = try Surface(image: FramePNGEncoderTests.image(w, h, pattern, alpha: alpha))
        let ours = try PNGCodec.encode(surface)
        for level in [1, 12] {
          let bytes = try Self.encode(surface, level: level)
          #expect(try PNGCodec.decode(bytes) == surface.image(), "\(w)x\(h) \(pattern) alpha \(alpha) level \(level)")
          #expect(bytes.prefix(33) == ours.prefix(33), "signature and IHDR (colour type) as ours, \(w)x\(h) \(pattern)")
        }
      }
    }
  }

  /// Bad sizes are refused by the filter stage with the encoder's message, not a crash.
  @Test func refusesAnEmptyImage() throws {
    var message = [CChar](repeating: 0, count: Int(HERO_PNG_MESSAGE_SIZE))
    var out: UnsafeMutablePointer<UInt8>?
    var size = 0
    let pixel: [UInt8] = [0, 0, 0, 255]
    let rc = hero_bench_png_encode_libdeflate(pixel, 4, 0, 1, HERO_PIXELS_STRAIGHT_RGBA8, 1, &out, &size, &message)
    #expect(out == nil)
    do {
      _ = try PNGCodec.takeBytes(rc, out, size, message)
      Issue.record("a 0x1 image was encoded")
    } catch {
      #expect(error.message.contains("cannot encode a 0x1 image"), "\(error.message)")
    }
  }
}
