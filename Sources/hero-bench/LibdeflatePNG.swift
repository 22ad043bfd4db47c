import CPNG
import CPNGBench
import HeroCompositor

/// The frame encoder's conversion and filters, deflated by libdeflate at `level` 1…12 instead of the
/// frame encoder's own coder (CPNGBench): the comparison `hero-bench frames` prints.
func libdeflatePNG(_ surface: Surface, level: Int) throws -> [UInt8] {
  var message = [CChar](repeating: 0, count: Int(HERO_PNG_MESSAGE_SIZE))
  var out: UnsafeMutablePointer<UInt8>?
  var size = 0
  let rc = surface.withPremultipliedPixels { pixels, stride in
    hero_bench_png_encode_libdeflate(
      pixels, stride, UInt32(surface.width), UInt32(surface.height), HERO_PIXELS_PREMULTIPLIED_ARGB32, Int32(level),
      &out, &size, &message)
  }
  guard rc == 0, let out else {
    throw BenchError(
      "libdeflate PNG encode failed: \(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))"
    )
  }
  defer { hero_png_free(out) }
  return Array(UnsafeBufferPointer(start: out, count: size))
}
