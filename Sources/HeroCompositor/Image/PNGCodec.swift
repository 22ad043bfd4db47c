import CPNG
import HeroFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// PNG encoding and decoding.
///
/// Encoding goes through HeroFrames' own frame encoder (`framepng.c` in `CPNG`, see
/// docs/performance.md): RGB when every pixel is opaque, RGBA (straight alpha) otherwise, converted,
/// filtered and deflated in one pass per row — straight from a Cairo surface when there is one.
/// `PNGCompression.libpng(level:)` writes through libpng and zlib instead, for the smallest files.
/// Decoding uses libpng row by row (`pngrows.c` in `CPNG`, which keeps libpng's `longjmp` error
/// handling inside C) and accepts any common colour type and bit depth (palette, grey, 16-bit, tRNS,
/// interlaced): straight RGBA8 for tools, or premultiplied surfaces downsampled as they are read for
/// image contents.
public enum PNGCodec {
  /// PNG bytes of `image`.
  public static func encode(_ image: RGBAImage, compression: PNGCompression = .fast) throws(CompositorError)
    -> [UInt8]
  {
    try image.validate("PNG encode")
    switch compression {
    case .fast:
      return try image.pixels.withUnsafeBufferPointer { (p) throws(CompositorError) in
        try frameEncode(
          p.baseAddress!, stride: image.width * 4, image.width, image.height, HERO_PIXELS_STRAIGHT_RGBA8)
      }
    case .libpng(let level):
      return try libpngEncode(image, level: level)
    }
  }

  /// PNG bytes of the pixels of `surface` (unpremultiplied on the way, no intermediate image).
  public static func encode(_ surface: Surface, compression: PNGCompression = .fast) throws(CompositorError)
    -> [UInt8]
  {
    switch compression {
    case .fast:
      surface.flush()
      return try frameEncode(
        surface.data, stride: surface.stride, surface.width, surface.height, HERO_PIXELS_PREMULTIPLIED_ARGB32)
    case .libpng(let level):
      return try libpngEncode(surface.image(), level: level)
    }
  }

  private static func frameEncode(
    _ pixels: UnsafePointer<UInt8>, stride: Int, _ width: Int, _ height: Int, _ layout: hero_pixel_layout
  ) throws(CompositorError) -> [UInt8] {
    var message = [CChar](repeating: 0, count: Int(HERO_PNG_MESSAGE_SIZE))
    var out: UnsafeMutablePointer<UInt8>?
    var size = 0
    let rc = hero_frame_png_encode(pixels, stride, UInt32(width), UInt32(height), layout, &out, &size, &message)
    return try takeBytes(rc, out, size, message)
  }

  /// libpng + zlib at `level` (1: the fast settings HeroFrames used before its own encoder).
  private static func libpngEncode(_ image: RGBAImage, level: Int) throws(CompositorError) -> [UInt8] {
    try image.validate("PNG encode")
    var message = [CChar](repeating: 0, count: Int(HERO_PNG_MESSAGE_SIZE))
    var out: UnsafeMutablePointer<UInt8>?
    var size = 0
    let opaque = image.isOpaque
    let rc = image.pixels.withUnsafeBufferPointer { p in
      hero_png_encode(
        p.baseAddress, UInt32(image.width), UInt32(image.height), opaque ? 0 : 1, Int32(level), &out, &size,
        &message)
    }
    return try takeBytes(rc, out, size, message)
  }

  /// The bytes of a C encoder's result (freed here), or its error.
  static func takeBytes(
    _ rc: Int32, _ out: UnsafeMutablePointer<UInt8>?, _ size: Int, _ message: [CChar]
  )
    throws(CompositorError) -> [UInt8]
  {
    guard rc == 0, let out else {
      throw CompositorError("PNG encode failed: \(CMessage.text(message))")
    }
    defer { hero_png_free(out) }
    return Array(UnsafeBufferPointer(start: out, count: size))
  }

  /// The straight RGBA8 pixels of PNG `bytes`, full size; throws on a non-PNG, truncated or corrupt
  /// file, or one larger than the compositor's surface limit (goldens and tools; image contents are
  /// decoded by `decodeSurface`, downsampled as they are shown).
  public static func decode(_ bytes: [UInt8]) throws(CompositorError) -> RGBAImage {
    let header = try header(of: bytes)
    return try ImageDecoding.straightImage(header, format: "PNG") { (f, l, o, s) throws(CompositorError) in
      try decodeRows(bytes, header, factor: f, layout: l, into: o, stride: s)
    }
  }

  /// PNG `bytes` decoded straight into a new surface, box-downsampled by `factor` while the rows are
  /// read (`ImageDecoding`): ceil(width / factor) × ceil(height / factor) pixels, and no full-size
  /// copy is ever held. Factor 1 gives the surface `Surface(image: decode(bytes))` gives.
  public static func decodeSurface(_ bytes: [UInt8], factor: Int) throws(CompositorError) -> DecodedImage {
    let header = try header(of: bytes)
    return try ImageDecoding.surface(header, format: "PNG", factor: factor) { (f, l, o, s) throws(CompositorError) in
      try decodeRows(bytes, header, factor: f, layout: l, into: o, stride: s)
    }
  }

  /// The header of PNG `bytes`, or the decode error it gives; the file is checked as the decoder
  /// will check it (chunks, the compressed data's length) before anything is allocated.
  private static func header(of bytes: [UInt8]) throws(CompositorError) -> PNGHeader {
    var message = [CChar](repeating: 0, count: Int(HERO_PNG_MESSAGE_SIZE))
    let rc = bytes.withUnsafeBufferPointer { hero_png_check($0.baseAddress, $0.count, &message) }
    guard rc == 0 else { throw CompositorError("PNG decode failed: \(CMessage.text(message))") }
    switch PNGHeader.parse(bytes) {
    case .success(let header): return header
    case .failure(let error): throw CompositorError("PNG decode failed: \(error.reason)")
    }
  }

  /// Runs the row decoder (`pngrows.c`) over `bytes` into `out`.
  private static func decodeRows(
    _ bytes: [UInt8], _ header: PNGHeader, factor: Int, layout: hero_decode_layout,
    into out: UnsafeMutablePointer<UInt8>,
    stride: Int
  ) throws(CompositorError) {
    var message = [CChar](repeating: 0, count: Int(HERO_PNG_MESSAGE_SIZE))
    let rc = bytes.withUnsafeBufferPointer { p in
      hero_png_decode_rows(
        p.baseAddress, p.count, UInt32(header.width), UInt32(header.height), UInt32(factor), layout, out, stride,
        &message)
    }
    guard rc == 0 else { throw CompositorError("PNG decode failed: \(CMessage.text(message))") }
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
  public static func write(_ image: RGBAImage, to path: String, compression: PNGCompression = .fast)
    throws(CompositorError)
  {
    try write(encoded: try encode(image, compression: compression), to: path)
  }

  /// Writes already encoded PNG `bytes` to `path` the same way (temporary file, then rename).
  public static func write(encoded bytes: [UInt8], to path: String) throws(CompositorError) {
    do {
      try OutputFile.write(bytes, to: path)
    } catch {
      throw CompositorError(error.description)
    }
  }

  /// Encodes the pixels of `surface` and writes them to `path`, as `write(_:to:)` does.
  public static func write(_ surface: Surface, to path: String, compression: PNGCompression = .fast)
    throws(CompositorError)
  {
    try write(encoded: try encode(surface, compression: compression), to: path)
  }
}

/// How PNG files are compressed.
public enum PNGCompression: Sendable, Hashable {
  /// HeroFrames' frame encoder: several times faster than zlib, files about as large as zlib level 1.
  case fast
  /// libpng and zlib at `level` 1…9 (9: smallest files, slowest; 1: the Up filter and `Z_RLE`).
  case libpng(level: Int)
}

/// The C decoders' and encoders' messages.
enum CMessage {
  /// The NUL-terminated C message in `buffer`.
  static func text(_ buffer: [CChar]) -> String {
    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
