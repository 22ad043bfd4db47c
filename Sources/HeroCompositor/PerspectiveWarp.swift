/// Maps a premultiplied ARGB32 raster through a projective transform: for every destination pixel
/// centre, the inverse homography gives the source point, sampled bilinearly.
///
/// The source must carry at least one transparent pixel of padding around its content; sampling
/// treats everything outside as transparent, so the warped layer's edge fades over one source pixel
/// — an antialiased edge without a separate coverage pass — and no coordinate ever reaches the
/// negative-division trouble pixman's projective fetcher has.
enum PerspectiveWarp {
  /// A raw ARGB32 buffer (premultiplied, native endian).
  struct Raster {
    var data: UnsafeMutablePointer<UInt8>
    var width: Int
    var height: Int
    /// Bytes per row.
    var stride: Int
  }

  /// Fills `destination` (whose pixel (0, 0) is target pixel `origin`) with `source` mapped by the
  /// inverse of the source→target map: `inverse` takes target pixel coordinates to source pixel
  /// coordinates. Pixels behind the eye (homogeneous weight ≤ 0) stay transparent.
  static func warp(source: Raster, into destination: Raster, origin: (x: Int, y: Int), inverse: Homography) {
    let sw = source.width
    let sh = source.height
    for row in 0..<destination.height {
      let out = (destination.data + row * destination.stride).withMemoryRebound(
        to: UInt32.self, capacity: destination.width
      ) { $0 }
      let y = Double(origin.y + row) + 0.5
      let x0 = Double(origin.x) + 0.5
      var u = x0 * inverse.a11 + y * inverse.a21 + inverse.a31
      var v = x0 * inverse.a12 + y * inverse.a22 + inverse.a32
      var w = x0 * inverse.a13 + y * inverse.a23 + inverse.a33
      for column in 0..<destination.width {
        defer {
          u += inverse.a11
          v += inverse.a12
          w += inverse.a13
        }
        out[column] = 0
        guard w > 1e-12 else { continue }
        let sx = u / w - 0.5
        let sy = v / w - 0.5
        guard sx > -1, sy > -1, sx < Double(sw), sy < Double(sh) else { continue }
        let fx = sx.rounded(.down)
        let fy = sy.rounded(.down)
        let ix = Int(fx)
        let iy = Int(fy)
        let wx = UInt32((sx - fx) * 256)
        let wy = UInt32((sy - fy) * 256)
        let p00 = pixel(source, ix, iy)
        let p10 = pixel(source, ix + 1, iy)
        let p01 = pixel(source, ix, iy + 1)
        let p11 = pixel(source, ix + 1, iy + 1)
        out[column] = blend(p00, p10, p01, p11, wx: wx, wy: wy)
      }
    }
  }

  @inline(__always)
  private static func pixel(_ r: Raster, _ x: Int, _ y: Int) -> UInt32 {
    guard x >= 0, y >= 0, x < r.width, y < r.height else { return 0 }
    return (r.data + y * r.stride).withMemoryRebound(to: UInt32.self, capacity: r.width) { $0[x] }
  }

  /// Bilinear blend of four premultiplied pixels with 8-bit fractional weights.
  @inline(__always)
  static func blend(_ p00: UInt32, _ p10: UInt32, _ p01: UInt32, _ p11: UInt32, wx: UInt32, wy: UInt32)
    -> UInt32
  {
    let w00 = (256 - wx) * (256 - wy)
    let w10 = wx * (256 - wy)
    let w01 = (256 - wx) * wy
    let w11 = wx * wy
    var result: UInt32 = 0
    var shift: UInt32 = 0
    while shift < 32 {
      let c =
        ((p00 >> shift) & 0xFF) * w00 + ((p10 >> shift) & 0xFF) * w10 + ((p01 >> shift) & 0xFF) * w01
        + ((p11 >> shift) & 0xFF) * w11
      result |= ((c + 32768) >> 16) << shift
      shift += 8
    }
    return result
  }
}
