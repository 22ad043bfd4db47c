/// A checked view of one plane of pixel values in memory someone else owns: where it starts, how
/// many values the memory holds, and the width, height and row stride read from it. The blurs take
/// a plane instead of a bare pointer and sizes passed beside it, so a size that does not fit its
/// memory stops at the view's creation (a programming error: sizes come from our own allocations)
/// rather than reading or writing past the buffer.
struct PixelPlane<Value> {
  let base: UnsafeMutablePointer<Value>
  let width: Int
  let height: Int
  /// Values from one row's start to the next's.
  let stride: Int

  /// A plane over `count` values at `base`; its rows must fit them.
  init(_ base: UnsafeMutablePointer<Value>, count: Int, width: Int, height: Int, stride: Int) {
    precondition(
      Self.fits(count: count, width: width, height: height, stride: stride),
      "a \(width)×\(height) plane with stride \(stride) does not fit in \(count) values")
    (self.base, self.width, self.height, self.stride) = (base, width, height, stride)
  }

  /// A plane over a buffer, its rows packed (stride = width).
  init(_ buffer: UnsafeMutableBufferPointer<Value>, width: Int, height: Int) {
    // An empty buffer may have no base address; only an empty plane fits it.
    let base = buffer.baseAddress ?? UnsafeMutablePointer(bitPattern: MemoryLayout<Value>.alignment)!
    self.init(base, count: buffer.count, width: width, height: height, stride: width)
  }

  /// Whether rows of `width` values, `stride` apart, `height` of them, lie within `count` values:
  /// the last row ends at `stride·(height − 1) + width`.
  static func fits(count: Int, width: Int, height: Int, stride: Int) -> Bool {
    guard width >= 0, height >= 0, count >= 0, stride >= width else { return false }
    guard width > 0, height > 0 else { return true }
    let (rows, overflow) = stride.multipliedReportingOverflow(by: height - 1)
    return !overflow && rows <= count - width
  }

  /// The first value of row `y`.
  func row(_ y: Int) -> UnsafeMutablePointer<Value> { base + y * stride }
}
