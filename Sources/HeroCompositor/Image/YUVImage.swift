import CPNG

/// A frame in planar YUV 4:2:0 (BT.709, limited range) for video encoders: the Y plane, then U,
/// then V, rows without padding. Both sides are even (an odd frame is padded with its edge colour).
public struct YUVImage: Sendable {
  /// The padded size (even sides).
  public let width: Int
  public let height: Int
  public let bytes: [UInt8]

  /// The even size a `width` × `height` frame is padded to.
  public static func paddedSize(width: Int, height: Int) -> (width: Int, height: Int) {
    ((width + 1) & ~1, (height + 1) & ~1)
  }
}

extension Surface {
  /// The frame in yuv420p, converted straight from the premultiplied pixels in one pass (no
  /// unpremultiply: transparent pixels come out as if over black). See `hero_argb32_to_yuv420`.
  public func yuv420() -> YUVImage {
    flush()
    let (w, h) = (width, height)
    let count = hero_yuv420_size(UInt32(w), UInt32(h))
    let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      hero_argb32_to_yuv420(data, stride, UInt32(w), UInt32(h), buffer.baseAddress)
      initialized = count
    }
    let padded = YUVImage.paddedSize(width: w, height: h)
    return YUVImage(width: padded.width, height: padded.height, bytes: bytes)
  }
}
