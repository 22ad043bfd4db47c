import CCairo
import CPNG
import HeroModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A Cairo ARGB32 image surface (premultiplied, native-endian), owned and freed by this object.
///
/// This is one of the few classes in HeroFrames: it exists to own the C resource.
public final class Surface {
  /// The largest side Cairo's image backend (and we) accept, in pixels.
  public static let maximumSide = Canvas.maximumPixelSide
  /// The largest pixel count accepted (2²⁸ ≈ 268M pixels, 1 GiB of ARGB32).
  public static let maximumPixels = 268_435_456

  let pointer: OpaquePointer

  /// A fully transparent surface of `width` × `height` pixels.
  public init(width: Int, height: Int) throws(CompositorError) {
    pointer = try Surface.makeImageSurface(CAIRO_FORMAT_ARGB32, width: width, height: height, what: "surface")
  }

  /// A surface holding `image`, premultiplied (for image contents and tests).
  public convenience init(image: RGBAImage) throws(CompositorError) {
    try image.validate("surface from image")
    try self.init(width: image.width, height: image.height)
    cairo_surface_flush(pointer)
    let stride = self.stride
    let data = self.data
    image.pixels.withUnsafeBufferPointer { src in
      for y in 0..<image.height {
        let row = (data + y * stride).withMemoryRebound(to: UInt32.self, capacity: image.width) { $0 }
        var i = y * image.width * 4
        for x in 0..<image.width {
          let a = UInt32(src[i + 3])
          let r = Premultiplication.premultiply(UInt32(src[i]), a)
          let g = Premultiplication.premultiply(UInt32(src[i + 1]), a)
          let b = Premultiplication.premultiply(UInt32(src[i + 2]), a)
          row[x] = (a << 24) | (r << 16) | (g << 8) | b
          i += 4
        }
      }
    }
    cairo_surface_mark_dirty(pointer)
  }

  deinit { cairo_surface_destroy(pointer) }

  public var width: Int { Int(cairo_image_surface_get_width(pointer)) }
  public var height: Int { Int(cairo_image_surface_get_height(pointer)) }
  /// Bytes per row (Cairo may pad).
  var stride: Int { Int(cairo_image_surface_get_stride(pointer)) }
  var data: UnsafeMutablePointer<UInt8> { cairo_image_surface_get_data(pointer)! }
  /// The pixel memory the surface holds.
  var byteCount: Int { stride * height }

  /// Clears every pixel to transparent.
  func clear() {
    let cr = cairo_create(pointer)
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
    cairo_paint(cr)
    cairo_destroy(cr)
  }

  /// Makes pending Cairo drawing visible in `data`.
  func flush() { cairo_surface_flush(pointer) }
  /// Tells Cairo that the pixels were written directly (after `flush`).
  func markDirty() { cairo_surface_mark_dirty(pointer) }

  /// Calls `body` with the pixels as Cairo holds them, pending drawing flushed: premultiplied ARGB32
  /// (native-endian 32-bit words), `stride` bytes from one row to the next. For encoders outside this
  /// module (`hero-bench`'s comparisons); `body` must not keep the pointer.
  public func withPremultipliedPixels<R>(_ body: (_ pixels: UnsafePointer<UInt8>, _ stride: Int) throws -> R)
    rethrows -> R
  {
    flush()
    return try body(data, stride)
  }

  /// How many pixels differ from `other`'s, compared as stored (premultiplied, so a difference a
  /// PNG would hide still counts); nil when the sizes differ.
  public func pixelsDiffering(from other: Surface) -> Int? {
    guard width == other.width, height == other.height else { return nil }
    flush()
    other.flush()
    var count = 0
    for y in 0..<height {
      let a = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      let b = UnsafeRawPointer(other.data + y * other.stride).assumingMemoryBound(to: UInt32.self)
      guard memcmp(a, b, width * 4) != 0 else { continue }
      for x in 0..<width where a[x] != b[x] { count += 1 }
    }
    return count
  }

  /// An unpremultiplied RGBA copy of the pixels (the PNG encoder's table conversion).
  public func image() -> RGBAImage {
    flush()
    let (w, h) = (width, height)
    var pixels = [UInt8](repeating: 0, count: w * h * 4)
    pixels.withUnsafeMutableBufferPointer { dst in
      hero_unpremultiply_argb32(data, stride, UInt32(w), UInt32(h), dst.baseAddress)
    }
    return RGBAImage(width: w, height: h, pixels: pixels)
  }

  /// Cairo's own PNG writer (`cairo_surface_write_to_png_stream`, zlib defaults): the baseline
  /// `hero-bench` measures `PNGCodec` against. Not used for frames.
  public func cairoPNGData() throws(CompositorError) -> [UInt8] {
    final class Sink { var bytes: [UInt8] = [] }
    let sink = Sink()
    let unmanaged = Unmanaged.passRetained(sink)
    defer { unmanaged.release() }
    let status = cairo_surface_write_to_png_stream(
      pointer,
      { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue()
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
      }, unmanaged.toOpaque())
    guard status == CAIRO_STATUS_SUCCESS else {
      throw CompositorError("cairo could not write PNG: \(String(cString: cairo_status_to_string(status)))")
    }
    return sink.bytes
  }

  /// A new Cairo image surface of `format` (the caller owns it), within the size limits; `what`
  /// names it in the error. The one allocation path for surfaces and shadow masks.
  static func makeImageSurface(_ format: cairo_format_t, width: Int, height: Int, what: String)
    throws(CompositorError) -> OpaquePointer
  {
    try checkSize(width: width, height: height)
    guard let s = cairo_image_surface_create(format, Int32(width), Int32(height)),
      cairo_surface_status(s) == CAIRO_STATUS_SUCCESS
    else {
      throw CompositorError("could not allocate a \(width)x\(height) \(what) (out of memory?)")
    }
    return s
  }

  /// Throws unless `width` × `height` is a surface Cairo can allocate within our limits.
  private static func checkSize(width: Int, height: Int) throws(CompositorError) {
    guard width > 0, height > 0 else {
      throw CompositorError("surface size \(width)x\(height) is empty; both sides must be at least 1 pixel")
    }
    guard width <= maximumSide, height <= maximumSide else {
      throw CompositorError(
        "surface size \(width)x\(height) exceeds the limit of \(maximumSide) pixels a side; lower the scale")
    }
    guard width * height <= maximumPixels else {
      throw CompositorError(
        "surface size \(width)x\(height) has \(width * height) pixels, over the limit of \(maximumPixels); lower the scale"
      )
    }
  }
}
