/// A Cairo image surface's premultiplied ARGB32 pixels, read as a material's backdrop: everywhere
/// on the plane, with the edge pixels repeated beyond the surface.
struct TargetPixels {
  var data: UnsafeMutablePointer<UInt8>
  var width: Int
  var height: Int
  var stride: Int

  /// Sums of B, G, R and A over the `columns` × `rows` blocks of `step` × `step` pixels whose
  /// first block starts at pixel (`x`, `y`): four planes (B, G, R, A) of sums, row by row.
  ///
  /// Blocks reaching beyond the surface count its edge pixels once for every pixel they reach
  /// past it, without reading them again, so the cost is the surface pixels under the blocks plus
  /// a constant a block per pixel row: bounded whatever the blur's reach.
  ///
  /// Each block row first sums its pixel rows column by column (four channels at once), then each
  /// block sums its columns: a pixel is read and added once, whatever `step` is. The sums are exact
  /// integers, so their order does not change them.
  func blockSums(x: Int, y: Int, columns: Int, rows: Int, step: Int) -> [UInt64] {
    var sums = [UInt64](repeating: 0, count: 4 * columns * rows)
    let plane = columns * rows
    // The surface columns the blocks cover; blocks beyond the surface read its edge columns.
    let first = min(max(x, 0), width - 1)
    let end = max(min(x + columns * step, width), first + 1)
    // A block row's column sums: at most 255 × `step` per channel, which 32 bits hold for any
    // step a σ up to 10⁷ pixels gives (`BackdropGrid`).
    let columnSums = UnsafeMutablePointer<SIMD4<UInt32>>.allocate(capacity: end - first)
    defer { columnSums.deallocate() }
    func add(row sy: Int, times: UInt32) {
      let row = (data + sy * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
      for sx in first..<end {
        let p = row[sx]
        columnSums[sx - first] &+= SIMD4(p & 0xFF, (p >> 8) & 0xFF, (p >> 16) & 0xFF, p >> 24) &* times
      }
    }
    sums.withUnsafeMutableBufferPointer { sums in
      for j in 0..<rows {
        columnSums.initialize(repeating: .zero, count: end - first)
        let (a, b) = (y + j * step, y + j * step + step)
        if a < 0 { add(row: 0, times: UInt32(min(b, 0) - a)) }
        if b > height { add(row: height - 1, times: UInt32(b - max(a, height))) }
        if max(a, 0) < min(b, height) {
          for sy in max(a, 0)..<min(b, height) { add(row: sy, times: 1) }
        }
        for i in 0..<columns {
          let (a, b) = (x + i * step, x + i * step + step)
          var total = SIMD4<UInt64>.zero
          if a < 0 { total &+= SIMD4(truncatingIfNeeded: columnSums[0]) &* UInt64(min(b, 0) - a) }
          if b > width {
            total &+= SIMD4(truncatingIfNeeded: columnSums[width - 1 - first]) &* UInt64(b - max(a, width))
          }
          if max(a, 0) < min(b, width) {
            for sx in max(a, 0)..<min(b, width) { total &+= SIMD4(truncatingIfNeeded: columnSums[sx - first]) }
          }
          let k = j * columns + i
          (sums[k], sums[plane + k], sums[2 * plane + k], sums[3 * plane + k]) = (
            total[0], total[1], total[2], total[3]
          )
        }
      }
    }
    return sums
  }
}

/// A blurred backdrop on its grid: four planes (premultiplied B, G, R, A) of `width` × `height`
/// samples in 8.8 fixed point, sample (0, 0) the block of `step` × `step` target pixels whose
/// top-left pixel is (`x`, `y`).
struct BlurredPlanes {
  var values: [UInt16]
  var width: Int
  var height: Int
  var x: Int
  var y: Int
  var step: Int
}
