import Testing

@testable import HeroCompositor

/// `PixelPlane`, the checked view the blurs take: a plane whose rows do not fit its memory stops
/// where it is made, before a blur reads or writes past the buffer.
@Suite struct PixelPlaneTests {
  @Test func rowsFitTheirMemory() {
    // The last row ends at stride·(height − 1) + width: padding after it is not needed.
    #expect(PixelPlane<UInt8>.fits(count: 44 * 40 + 41, width: 41, height: 41, stride: 44))
    #expect(!PixelPlane<UInt8>.fits(count: 44 * 40 + 40, width: 41, height: 41, stride: 44))
    #expect(PixelPlane<UInt8>.fits(count: 12, width: 4, height: 3, stride: 4))
    #expect(!PixelPlane<UInt8>.fits(count: 12, width: 5, height: 3, stride: 4), "a stride shorter than a row")
    #expect(!PixelPlane<UInt8>.fits(count: 12, width: -1, height: 3, stride: 4))
    #expect(PixelPlane<UInt8>.fits(count: 0, width: 0, height: 0, stride: 0), "an empty plane fits nothing")
    #expect(!PixelPlane<UInt8>.fits(count: .max, width: 2, height: .max, stride: .max), "a size that overflows")
  }

  /// A plane too large for its buffer is refused where it is made (the process stops with the sizes),
  /// and a blur into an output of the wrong size likewise.
  @Test func aPlaneLargerThanItsBufferStops() async {
    await #expect(processExitsWith: .failure) {
      let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 16)
      _ = PixelPlane(buffer, count: 16, width: 5, height: 4, stride: 5)
    }
    await #expect(processExitsWith: .failure) {
      var input = [UInt16](repeating: 0, count: 10 * 10)
      var output = [UInt16](repeating: 0, count: 10 * 10)
      let kernel = GaussianBlur.Kernel(sigma: 1)
      input.withUnsafeMutableBufferPointer { input in
        output.withUnsafeMutableBufferPointer { output in
          // The output must be (10 − 2·radius)², not 10×10.
          GaussianBlur.blur(
            PixelPlane(input, width: 10, height: 10), kernel: kernel, into: PixelPlane(output, width: 10, height: 10))
        }
      }
    }
  }
}
