import CPNG

/// The compressed row bands of the last surface encoded with it, so that the next frame copies the
/// bands whose rows did not change instead of encoding them again (the same bytes either way; see
/// docs/performance.md). One per render worker; not shared between threads.
///
/// This is one of the few classes in HeroFrames: it exists to own the C encoder's state.
public final class PNGBandReuse {
  let pointer: OpaquePointer

  public init() throws(CompositorError) {
    guard let made = hero_png_reuse_create() else {
      throw CompositorError("out of memory for the PNG encoder's band store")
    }
    pointer = made
  }

  deinit { hero_png_reuse_free(pointer) }
}

extension PNGCodec {
  /// PNG bytes of `surface` with HeroFrames' encoder, byte-identical to `encode(surface)`: the row
  /// bands of the surface that `reuse` last encoded are copied where `changedRows` (one flag per
  /// row; nil: every row) says none of their rows, nor the two rows above them, changed since.
  public static func encode(_ surface: Surface, reusing reuse: PNGBandReuse, changedRows: [Bool]?)
    throws(CompositorError) -> [UInt8]
  {
    surface.flush()
    var message = [CChar](repeating: 0, count: Int(HERO_PNG_MESSAGE_SIZE))
    var out: UnsafeMutablePointer<UInt8>?
    var size = 0
    let (w, h) = (UInt32(surface.width), UInt32(surface.height))
    let flags = changedRows.map { rows in (0..<surface.height).map { $0 < rows.count && !rows[$0] ? UInt8(0) : 1 } }
    let rc =
      if let flags {
        flags.withUnsafeBufferPointer { rows in
          hero_frame_png_encode_reusing(
            surface.data, surface.stride, w, h, HERO_PIXELS_PREMULTIPLIED_ARGB32, rows.baseAddress, reuse.pointer,
            &out, &size, &message)
        }
      } else {
        hero_frame_png_encode_reusing(
          surface.data, surface.stride, w, h, HERO_PIXELS_PREMULTIPLIED_ARGB32, nil, reuse.pointer, &out, &size,
          &message)
      }
    return try takeBytes(rc, out, size, message)
  }
}
