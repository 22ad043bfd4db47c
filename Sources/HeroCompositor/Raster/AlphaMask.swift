import CCairo

/// A Cairo A8 image surface (one coverage byte per pixel), owned and freed by this object: the
/// raster a shadow is blurred in.
final class AlphaMask {
  let pointer: OpaquePointer
  let width: Int
  let height: Int

  init(width: Int, height: Int) throws(CompositorError) {
    pointer = try Surface.makeImageSurface(CAIRO_FORMAT_A8, width: width, height: height, what: "shadow mask")
    self.width = width
    self.height = height
  }

  deinit { cairo_surface_destroy(pointer) }

  var stride: Int { Int(cairo_image_surface_get_stride(pointer)) }
  var data: UnsafeMutablePointer<UInt8> { cairo_image_surface_get_data(pointer)! }
  /// The pixel memory the mask holds.
  var byteCount: Int { stride * height }
  /// Its coverage bytes as a checked plane.
  var plane: PixelPlane<UInt8> { PixelPlane(data, count: byteCount, width: width, height: height, stride: stride) }
}
