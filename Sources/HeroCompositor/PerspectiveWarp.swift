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
    let sourceRow = source.stride / 4
    let pixels = UnsafeMutableRawPointer(source.data).assumingMemoryBound(to: UInt32.self)
    let limitX = Double(sw)
    let limitY = Double(sh)
    for row in 0..<destination.height {
      let out = UnsafeMutableRawPointer(destination.data + row * destination.stride).assumingMemoryBound(
        to: UInt32.self)
      let y = Double(origin.y + row) + 0.5
      let x0 = Double(origin.x) + 0.5
      var u = x0 * inverse.a11 + y * inverse.a21 + inverse.a31
      var v = x0 * inverse.a12 + y * inverse.a22 + inverse.a32
      var w = x0 * inverse.a13 + y * inverse.a23 + inverse.a33
      for column in 0..<destination.width {
        var value: UInt32 = 0
        if w > 1e-12 {
          let k = 1 / w
          // Sample position in source pixels, relative to pixel centres; kept above −1 so that
          // truncation towards zero of (s + 1) is a floor.
          let sx = u * k - 0.5
          let sy = v * k - 0.5
          if sx > -1 && sy > -1 && sx < limitX && sy < limitY {
            let gx = sx + 1
            let gy = sy + 1
            let ix = Int(gx) - 1
            let iy = Int(gy) - 1
            let wx = UInt32((gx - Double(ix + 1)) * 256)
            let wy = UInt32((gy - Double(iy + 1)) * 256)
            if ix >= 0 && iy >= 0 && ix + 1 < sw && iy + 1 < sh {
              let p = pixels + iy * sourceRow + ix
              value = blend(p[0], p[1], p[sourceRow], p[sourceRow + 1], wx: wx, wy: wy)
            } else {
              // Edge: neighbours outside the raster are transparent.
              func at(_ x: Int, _ y: Int) -> UInt32 {
                x >= 0 && y >= 0 && x < sw && y < sh ? pixels[y * sourceRow + x] : 0
              }
              value = blend(at(ix, iy), at(ix + 1, iy), at(ix, iy + 1), at(ix + 1, iy + 1), wx: wx, wy: wy)
            }
          }
        }
        out[column] = value
        u += inverse.a11
        v += inverse.a12
        w += inverse.a13
      }
    }
  }

  /// Bilinear blend of four premultiplied ARGB32 pixels with 8-bit fractional weights (0…256),
  /// two channels at a time (`0x00FF00FF` lanes).
  @inline(__always)
  static func blend(_ p00: UInt32, _ p10: UInt32, _ p01: UInt32, _ p11: UInt32, wx: UInt32, wy: UInt32)
    -> UInt32
  {
    @inline(__always)
    func lerp(_ a: UInt32, _ b: UInt32, _ t: UInt32) -> UInt32 {
      let rbA = a & 0x00FF_00FF
      let agA = (a >> 8) & 0x00FF_00FF
      let rbB = b & 0x00FF_00FF
      let agB = (b >> 8) & 0x00FF_00FF
      let rb = ((rbA &* (256 - t) &+ rbB &* t &+ 0x0080_0080) >> 8) & 0x00FF_00FF
      let ag = ((agA &* (256 - t) &+ agB &* t &+ 0x0080_0080) >> 8) & 0x00FF_00FF
      return rb | (ag << 8)
    }
    return lerp(lerp(p00, p10, wx), lerp(p01, p11, wx), wy)
  }
}
