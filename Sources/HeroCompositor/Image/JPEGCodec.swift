import CPNG
import HeroFiles

/// JPEG decoding through libjpeg-turbo (`jpegrows.c` in `CPNG`, which keeps libjpeg's `longjmp`
/// error handling inside C), into the same results as `PNGCodec`'s: straight RGBA8 for tools and
/// tests, or premultiplied surfaces downsampled as the rows are read for image contents. Baseline and
/// progressive, grey, YCbCr, RGB and CMYK files are read; anything libjpeg would warn about
/// (truncated or corrupt data) is an error, never a partly grey picture.
public enum JPEGCodec {
  /// The straight RGBA8 pixels (every alpha 255) of JPEG `bytes`, full size, within the surface limit.
  public static func decode(_ bytes: [UInt8]) throws(CompositorError) -> RGBAImage {
    let header = try header(of: bytes)
    return try ImageDecoding.straightImage(header, format: "JPEG") { (f, l, o, s) throws(CompositorError) in
      try decodeRows(bytes, header, factor: f, layout: l, into: o, stride: s)
    }
  }

  /// JPEG `bytes` decoded into a new surface, box-downsampled by `factor` while read, as
  /// `PNGCodec.decodeSurface` does for PNG.
  public static func decodeSurface(_ bytes: [UInt8], factor: Int) throws(CompositorError) -> DecodedImage {
    let header = try header(of: bytes)
    return try ImageDecoding.surface(header, format: "JPEG", factor: factor) { (f, l, o, s) throws(CompositorError) in
      try decodeRows(bytes, header, factor: f, layout: l, into: o, stride: s)
    }
  }

  /// The header of JPEG `bytes`, checked as the decoder will check it (libjpeg's reading of the
  /// headers, and that the data left can hold the frame) before anything is allocated.
  private static func header(of bytes: [UInt8]) throws(CompositorError) -> PNGHeader {
    let header: PNGHeader
    switch PNGHeader.parse(bytes) {
    case .success(let parsed) where parsed.format == .jpeg: header = parsed
    case .success: throw CompositorError("JPEG decode failed: not a JPEG file (bad signature)")
    case .failure(let error): throw CompositorError("JPEG decode failed: \(error.reason)")
    }
    var message = [CChar](repeating: 0, count: Int(HERO_PNG_MESSAGE_SIZE))
    let rc = bytes.withUnsafeBufferPointer {
      hero_jpeg_check($0.baseAddress, $0.count, UInt32(header.width), UInt32(header.height), &message)
    }
    guard rc == 0 else { throw CompositorError("JPEG decode failed: \(CMessage.text(message))") }
    return header
  }

  /// Runs the scanline decoder (`jpegrows.c`) over `bytes` into `out`.
  private static func decodeRows(
    _ bytes: [UInt8], _ header: PNGHeader, factor: Int, layout: hero_decode_layout,
    into out: UnsafeMutablePointer<UInt8>, stride: Int
  ) throws(CompositorError) {
    var message = [CChar](repeating: 0, count: Int(HERO_PNG_MESSAGE_SIZE))
    let rc = bytes.withUnsafeBufferPointer { p in
      hero_jpeg_decode_rows(
        p.baseAddress, p.count, UInt32(header.width), UInt32(header.height), UInt32(factor), layout, out, stride,
        &message)
    }
    guard rc == 0 else { throw CompositorError("JPEG decode failed: \(CMessage.text(message))") }
  }
}
