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
    guard header.width <= Surface.maximumSide, header.height <= Surface.maximumSide,
      header.pixelCount <= Surface.maximumPixels
    else {
      throw CompositorError(
        "JPEG decode failed: image is \(header.width)x\(header.height) pixels; the limit is \(Surface.maximumSide) pixels a side and \(Surface.maximumPixels) pixels in all; scale the image down"
      )
    }
    var failure: CompositorError?
    let pixels = [UInt8](unsafeUninitializedCapacity: header.pixelCount * 4) { buffer, count in
      do throws(CompositorError) {
        try decodeRows(
          bytes, header, factor: 1, layout: HERO_DECODE_STRAIGHT_RGBA8, into: buffer.baseAddress!,
          stride: header.width * 4)
        count = buffer.count
      } catch {
        failure = error
        count = 0
      }
    }
    if let failure { throw failure }
    return RGBAImage(width: header.width, height: header.height, pixels: pixels)
  }

  /// JPEG `bytes` decoded into a new surface, box-downsampled by `factor` while read, as
  /// `PNGCodec.decodeSurface` does for PNG.
  public static func decodeSurface(_ bytes: [UInt8], factor: Int) throws(CompositorError) -> DecodedImage {
    let header = try header(of: bytes)
    if let problem = header.sizeError { throw CompositorError("JPEG decode failed: image \(problem)") }
    let size = ImageDecoding.decodedSize(of: header, factor: factor)
    let surface = try Surface(width: size.width, height: size.height)
    surface.flush()
    try decodeRows(
      bytes, header, factor: factor, layout: HERO_DECODE_PREMULTIPLIED_ARGB32, into: surface.data,
      stride: surface.stride)
    surface.markDirty()
    return DecodedImage(surface: surface, header: header, factor: factor)
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
