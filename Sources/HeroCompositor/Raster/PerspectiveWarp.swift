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
  ///
  /// The destination is walked in tiles of 16 rows × 64 columns, and in each row only over the
  /// span whose inverse image falls inside the source. Why: a layer turned about y maps each
  /// destination row onto a slanted line across many source rows, so a row-by-row walk misses
  /// the cache on nearly every sample of a large raster; within a tile the samples come from a
  /// small patch of the source. The samples are `warpReference`'s (a row's increments start at its span,
  /// so a position can differ in its last bits).
  static func warp(source: Raster, into destination: Raster, origin: (x: Int, y: Int), inverse: Homography) {
    let bandHeight = 16
    let tileWidth = 64
    let limitX = Double(source.width)
    let limitY = Double(source.height)
    var spans = [(start: Int, end: Int)](repeating: (0, 0), count: bandHeight)
    var bandTop = 0
    while bandTop < destination.height {
      let rows = min(bandHeight, destination.height - bandTop)
      for r in 0..<rows {
        let row = bandTop + r
        let y = Double(origin.y + row) + 0.5
        let span = Self.span(
          y: y, originX: origin.x, width: destination.width, limitX: limitX, limitY: limitY, inverse: inverse)
        spans[r] = span
        // Outside the span nothing can be sampled.
        let out = destination.data + row * destination.stride
        if span.start >= span.end {
          out.update(repeating: 0, count: destination.width * 4)
        } else {
          out.update(repeating: 0, count: span.start * 4)
          (out + span.end * 4).update(repeating: 0, count: (destination.width - span.end) * 4)
        }
      }
      var tileLeft = 0
      while tileLeft < destination.width {
        let tileRight = min(destination.width, tileLeft + tileWidth)
        touch(source, tile: (tileLeft, bandTop, tileRight, bandTop + rows), origin: origin, inverse: inverse)
        for r in 0..<rows {
          let start = max(tileLeft, spans[r].start)
          let end = min(tileRight, spans[r].end)
          guard start < end else { continue }
          let row = bandTop + r
          let out = UnsafeMutableRawPointer(destination.data + row * destination.stride).assumingMemoryBound(
            to: UInt32.self)
          let y = Double(origin.y + row) + 0.5
          let x0 = Double(origin.x + start) + 0.5
          var u = x0 * inverse.a11 + y * inverse.a21 + inverse.a31
          var v = x0 * inverse.a12 + y * inverse.a22 + inverse.a32
          var w = x0 * inverse.a13 + y * inverse.a23 + inverse.a33
          for column in start..<end {
            out[column] = fastSample(source, u: u, v: v, w: w, limitX: limitX, limitY: limitY)
            u += inverse.a11
            v += inverse.a12
            w += inverse.a13
          }
        }
        tileLeft = tileRight
      }
      bandTop += rows
    }
  }

  /// Reads one word per cache line of the source patch a destination tile samples, row by row,
  /// before the tile is sampled.
  ///
  /// Why: the sampling walk crosses source rows every few pixels, so each first touch of a line
  /// is a cache miss the hardware prefetcher cannot foresee, and the loop's long dependency
  /// chains keep only a few in flight; a plain row-by-row read of the same lines streams them in
  /// at memory bandwidth instead. The values are folded into `sink` so the reads stay.
  /// Bytes per cache line on the machines we target (x86-64 and arm64): reading one byte per line
  /// brings the whole line in.
  static let cacheLineBytes = 64

  static func touch(
    _ source: Raster, tile: (x0: Int, y0: Int, x1: Int, y1: Int), origin: (x: Int, y: Int),
    inverse h: Homography
  ) {
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for (cx, cy) in [(tile.x0, tile.y0), (tile.x1, tile.y0), (tile.x0, tile.y1), (tile.x1, tile.y1)] {
      let x = Double(origin.x + cx)
      let y = Double(origin.y + cy)
      let w = x * h.a13 + y * h.a23 + h.a33
      guard w > 1e-12 else { return }
      let u = (x * h.a11 + y * h.a21 + h.a31) / w
      let v = (x * h.a12 + y * h.a22 + h.a32) / w
      minX = min(minX, u)
      maxX = max(maxX, u)
      minY = min(minY, v)
      maxY = max(maxY, v)
    }
    guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return }
    let x0 = Int(max(0, min(Double(source.width - 1), minX - 1)))
    let x1 = Int(max(0, min(Double(source.width - 1), maxX + 1)))
    let y0 = Int(max(0, min(Double(source.height - 1), minY - 1)))
    let y1 = Int(max(0, min(Double(source.height - 1), maxY + 2)))
    guard x1 >= x0, y1 >= y0 else { return }
    var fold: UInt8 = 0
    for y in y0...y1 {
      let row = source.data + y * source.stride
      var x = x0 * 4
      while x <= x1 * 4 {
        fold ^= row[x]
        x += cacheLineBytes
      }
    }
    sink(fold)
  }

  /// Keeps `touch`'s reads from being optimised away.
  @inline(never) @_optimize(none)
  static func sink(_ value: UInt8) {}

  /// The destination columns `start..<end` of the row whose pixel centres lie at target `y` that
  /// can sample the source (in front of the eye, inside the source's padded extent), widened by
  /// one pixel each side against rounding; `sample` still checks every pixel.
  ///
  /// Along a row, u, v and w are linear in x, and each condition (w > 0, −0.5 < u/w < width + 0.5,
  /// likewise v) is a linear inequality once multiplied by w > 0: the span is an interval.
  static func span(
    y: Double, originX: Int, width: Int, limitX: Double, limitY: Double, inverse h: Homography
  ) -> (start: Int, end: Int) {
    let u0 = y * h.a21 + h.a31
    let v0 = y * h.a22 + h.a32
    let w0 = y * h.a23 + h.a33
    var low = -Double.infinity
    var high = Double.infinity
    // Keeps x where α + β·x > 0.
    func require(_ alpha: Double, _ beta: Double) {
      if beta > 0 {
        low = max(low, -alpha / beta)
      } else if beta < 0 {
        high = min(high, -alpha / beta)
      } else if !(alpha > 0) {
        high = -Double.infinity
      }
    }
    require(w0 - 1e-12, h.a13)
    require(u0 + 0.5 * w0, h.a11 + 0.5 * h.a13)
    require((limitX + 0.5) * w0 - u0, (limitX + 0.5) * h.a13 - h.a11)
    require(v0 + 0.5 * w0, h.a12 + 0.5 * h.a13)
    require((limitY + 0.5) * w0 - v0, (limitY + 0.5) * h.a13 - h.a12)
    guard !low.isNaN, !high.isNaN, low < high else { return (0, 0) }
    let first = (low - Double(originX) - 0.5).rounded(.down) - 1
    let last = (high - Double(originX) - 0.5).rounded(.up) + 2
    let start = Int(min(Double(width), max(0, first)))
    let end = Int(min(Double(width), max(0, last)))
    return (start, max(start, end))
  }

  /// The bilinear sample at homogeneous source position (u, v, w) (pixel centres at half
  /// integers), transparent outside the source or behind the eye.
  @inline(__always)
  static func sample(_ source: Raster, u: Double, v: Double, w: Double, limitX: Double, limitY: Double)
    -> UInt32
  {
    guard w > 1e-12 else { return 0 }
    let k = 1 / w
    // Sample position in source pixels, relative to pixel centres; kept above −1 so that
    // truncation towards zero of (s + 1) is a floor.
    let sx = u * k - 0.5
    let sy = v * k - 0.5
    guard sx > -1 && sy > -1 && sx < limitX && sy < limitY else { return 0 }
    let sw = source.width
    let sh = source.height
    let sourceRow = source.stride / 4
    let pixels = UnsafeMutableRawPointer(source.data).assumingMemoryBound(to: UInt32.self)
    let gx = sx + 1
    let gy = sy + 1
    let ix = Int(gx) - 1
    let iy = Int(gy) - 1
    let wx = UInt32((gx - Double(ix + 1)) * 256)
    let wy = UInt32((gy - Double(iy + 1)) * 256)
    if ix >= 0 && iy >= 0 && ix + 1 < sw && iy + 1 < sh {
      let p = pixels + iy * sourceRow + ix
      return blend(p[0], p[1], p[sourceRow], p[sourceRow + 1], wx: wx, wy: wy)
    }
    // Edge: neighbours outside the raster are transparent.
    func at(_ x: Int, _ y: Int) -> UInt32 {
      x >= 0 && y >= 0 && x < sw && y < sh ? pixels[y * sourceRow + x] : 0
    }
    return blend(at(ix, iy), at(ix + 1, iy), at(ix, iy + 1), at(ix + 1, iy + 1), wx: wx, wy: wy)
  }

  /// `sample` with the position split once into whole pixels and 1/256 fractions (the source
  /// position × 256 is exact in binary, so the split equals `sample`'s) and an unchecked interior
  /// path; the same value as `sample` for every input.
  @inline(__always)
  static func fastSample(_ source: Raster, u: Double, v: Double, w: Double, limitX: Double, limitY: Double)
    -> UInt32
  {
    guard w > 1e-12 else { return 0 }
    let k = 1 / w
    let gx = u * k - 0.5 + 1
    let gy = v * k - 0.5 + 1
    guard gx > 0 && gy > 0 && gx < limitX + 1 && gy < limitY + 1 else { return 0 }
    // gx, gy > 0: truncation is a floor; below 2^23 the product by 256 is exact.
    let fx = Int(gx * 256)
    let fy = Int(gy * 256)
    let ix = (fx >> 8) &- 1
    let iy = (fy >> 8) &- 1
    let wx = UInt32(truncatingIfNeeded: fx & 255)
    let wy = UInt32(truncatingIfNeeded: fy & 255)
    let sourceRow = source.stride >> 2
    if ix >= 0 && iy >= 0 && ix &+ 1 < source.width && iy &+ 1 < source.height {
      let p =
        UnsafeMutableRawPointer(source.data).assumingMemoryBound(to: UInt32.self) + (iy &* sourceRow &+ ix)
      return blend(p[0], p[1], p[sourceRow], p[sourceRow &+ 1], wx: wx, wy: wy)
    }
    return sample(source, u: u, v: v, w: w, limitX: limitX, limitY: limitY)
  }

  /// The earlier walk, kept as the benchmark's baseline: every destination pixel, row by row.
  static func warpReference(
    source: Raster, into destination: Raster, origin: (x: Int, y: Int), inverse: Homography
  ) {
    let limitX = Double(source.width)
    let limitY = Double(source.height)
    for row in 0..<destination.height {
      let out = UnsafeMutableRawPointer(destination.data + row * destination.stride).assumingMemoryBound(
        to: UInt32.self)
      let y = Double(origin.y + row) + 0.5
      let x0 = Double(origin.x) + 0.5
      var u = x0 * inverse.a11 + y * inverse.a21 + inverse.a31
      var v = x0 * inverse.a12 + y * inverse.a22 + inverse.a32
      var w = x0 * inverse.a13 + y * inverse.a23 + inverse.a33
      for column in 0..<destination.width {
        out[column] = sample(source, u: u, v: v, w: w, limitX: limitX, limitY: limitY)
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
