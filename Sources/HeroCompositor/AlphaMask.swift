import CCairo

/// A Cairo A8 image surface (one coverage byte per pixel), owned and freed by this object: the
/// raster a shadow is blurred in.
final class AlphaMask {
  let pointer: OpaquePointer
  let width: Int
  let height: Int

  init(width: Int, height: Int) throws(CompositorError) {
    try Surface.checkSize(width: width, height: height)
    guard let s = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)),
      cairo_surface_status(s) == CAIRO_STATUS_SUCCESS
    else {
      throw CompositorError("could not allocate a \(width)x\(height) shadow mask (out of memory?)")
    }
    pointer = s
    self.width = width
    self.height = height
  }

  deinit { cairo_surface_destroy(pointer) }

  var stride: Int { Int(cairo_image_surface_get_stride(pointer)) }
  var data: UnsafeMutablePointer<UInt8> { cairo_image_surface_get_data(pointer)! }
}
