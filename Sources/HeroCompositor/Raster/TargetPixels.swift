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
  func blockSums(x: Int, y: Int, columns: Int, rows: Int, step: Int) -> [UInt64] {
    var sums = [UInt64](repeating: 0, count: 4 * columns * rows)
    let plane = columns * rows
    // One pixel row's sums for block row `j`, counted `times` times.
    func add(row sy: Int, times: UInt64, blockRow j: Int) {
      let row = (data + sy * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
      for i in 0..<columns {
        let (a, b) = (x + i * step, x + i * step + step)
        var (sb, sg, sr, sa): (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        func take(_ p: UInt32, _ n: UInt64) {
          sb &+= UInt64(p & 0xFF) &* n
          sg &+= UInt64((p >> 8) & 0xFF) &* n
          sr &+= UInt64((p >> 16) & 0xFF) &* n
          sa &+= UInt64(p >> 24) &* n
        }
        if a < 0 { take(row[0], UInt64(min(b, 0) - a)) }
        if b > width { take(row[width - 1], UInt64(b - max(a, width))) }
        if max(a, 0) < min(b, width) {
          for p in max(a, 0)..<min(b, width) { take(row[p], 1) }
        }
        let k = j * columns + i
        sums[k] &+= sb &* times
        sums[plane + k] &+= sg &* times
        sums[2 * plane + k] &+= sr &* times
        sums[3 * plane + k] &+= sa &* times
      }
    }
    for j in 0..<rows {
      let (a, b) = (y + j * step, y + j * step + step)
      if a < 0 { add(row: 0, times: UInt64(min(b, 0) - a), blockRow: j) }
      if b > height { add(row: height - 1, times: UInt64(b - max(a, height)), blockRow: j) }
      if max(a, 0) < min(b, height) {
        for sy in max(a, 0)..<min(b, height) { add(row: sy, times: 1, blockRow: j) }
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
