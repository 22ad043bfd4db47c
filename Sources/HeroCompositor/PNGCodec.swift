import CPNG
import HeroFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// PNG encoding and decoding through libpng (via the `CPNG` shim, which keeps libpng's `longjmp`
/// error handling inside C).
///
/// The encoder is tuned for frame throughput rather than size: RGB when the image is fully opaque
/// (RGBA otherwise, straight alpha), zlib level 1, the Up filter and the `Z_RLE` strategy — about
/// ten times faster than Cairo's writer for files a few percent larger (see `hero-bench`). The
/// decoder accepts any common colour type and bit depth (palette, grey, 16-bit, tRNS, interlaced)
/// and returns straight RGBA8.
public enum PNGCodec {
  /// PNG bytes of `image`.
  public static func encode(_ image: RGBAImage) throws(CompositorError) -> [UInt8] {
    try image.validate("PNG encode")
    var message = [CChar](repeating: 0, count: Int(HERO_PNG_MESSAGE_SIZE))
    var out: UnsafeMutablePointer<UInt8>?
    var size = 0
    let opaque = image.isOpaque
    let rc = image.pixels.withUnsafeBufferPointer { p in
      hero_png_encode(
        p.baseAddress, UInt32(image.width), UInt32(image.height), opaque ? 0 : 1, &out, &size, &message)
    }
    guard rc == 0, let out else {
      throw CompositorError("PNG encode failed: \(text(message))")
    }
    defer { hero_png_free(out) }
    return Array(UnsafeBufferPointer(start: out, count: size))
  }

  /// The straight RGBA8 pixels of PNG `bytes`; throws on a non-PNG, truncated or corrupt file.
  public static func decode(_ bytes: [UInt8]) throws(CompositorError) -> RGBAImage {
    var message = [CChar](repeating: 0, count: Int(HERO_PNG_MESSAGE_SIZE))
    var out: UnsafeMutablePointer<UInt8>?
    var width: UInt32 = 0
    var height: UInt32 = 0
    let rc = bytes.withUnsafeBufferPointer { p in
      hero_png_decode(
        p.baseAddress, p.count, UInt32(Surface.maximumSide), UInt64(Surface.maximumPixels), &width, &height,
        &out,
        &message)
    }
    guard rc == 0, let out else {
      throw CompositorError("PNG decode failed: \(text(message))")
    }
    defer { hero_png_free(out) }
    let count = Int(width) * Int(height) * 4
    return RGBAImage(
      width: Int(width), height: Int(height), pixels: Array(UnsafeBufferPointer(start: out, count: count)))
  }

  /// Reads (with `InputFile`: a regular file within the kind's size cap) and decodes the PNG file
  /// at `path`. Decoded images are capped at the compositor's surface limit.
  public static func read(path: String, kind: InputKind = .image, sandbox: String? = nil)
    throws(CompositorError)
    -> RGBAImage
  {
    let bytes: [UInt8]
    do {
      bytes = try InputFile.read(path, kind: kind, sandbox: sandbox)
    } catch {
      throw CompositorError(error.description)
    }
    do {
      return try decode(bytes)
    } catch {
      throw CompositorError("\(path): \(error.message)")
    }
  }

  /// Encodes `image` and writes it to `path` with `OutputFile` (a temporary file in the same folder,
  /// fsync, rename), so a reader never sees a partial PNG. `-` writes to standard output.
  public static func write(_ image: RGBAImage, to path: String) throws(CompositorError) {
    let bytes = try encode(image)
    do {
      try OutputFile.write(bytes, to: path)
    } catch {
      throw CompositorError(error.description)
    }
  }
}

/// The NUL-terminated C message in `buffer`.
private func text(_ buffer: [CChar]) -> String {
  String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
