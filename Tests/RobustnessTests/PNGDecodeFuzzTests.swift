import HeroCompositor
import HeroTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Deterministic fuzzing of `PNGCodec.decode` on mutated PNGs: every input decodes or throws a
/// `CompositorError`; nothing crashes, and an IHDR that claims a huge image in a tiny file is
/// refused before the pixel buffer is allocated.
@Suite struct PNGDecodeFuzzTests {
  /// A small RGBA image with alpha and a gradient, so every filter and chunk is exercised.
  static let png: [UInt8] = {
    var pixels: [UInt8] = []
    for y in 0..<12 {
      for x in 0..<16 { pixels += [UInt8(x * 16), UInt8(y * 20), UInt8((x * y) % 256), UInt8(128 + x)] }
    }
    return (try? PNGCodec.encode(RGBAImage(width: 16, height: 12, pixels: pixels))) ?? []
  }()

  /// 2 seeds × 1500 mutated files.
  @Test(arguments: [21, 22] as [UInt64])
  func mutatedPNGsDecodeOrThrow(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    defer { print("fuzz PNG decode seed \(seed): 1500 mutated files") }
    for _ in 0..<1500 {
      var bytes = Self.png
      switch rng.int(0...3) {
      case 0:
        for _ in 0..<rng.int(1...6) { bytes[rng.int(0...(bytes.count - 1))] ^= UInt8(1 << rng.int(0...7)) }
      case 1:
        // A bogus chunk length at a chunk boundary (IHDR's at 8, IDAT's at 33).
        let at = rng.pick([8, 33])
        let length = rng.pick([0, 1, 0x7FFF_FFFF, 0xFFFF_FFFF, UInt32(bytes.count)])
        bytes.replaceSubrange(at..<(at + 4), with: Self.bigEndian(length))
      case 2:
        bytes = Array(bytes.prefix(rng.int(0...bytes.count)))
      default:
        bytes = Self.withDimensions(
          rng.pick([0, 1, 16, 65535, 65536, 0x7FFF_FFFF]), rng.pick([0, 1, 12, 4096, 65535]))
      }
      do {
        let image = try PNGCodec.decode(bytes)
        #expect(image.pixels.count == image.width * image.height * 4)
      } catch {
        #expect(!error.message.isEmpty)
      }
    }
  }

  @Test func truncatedAtEveryPositionThrows() {
    for n in 0..<Self.png.count - 12 {  // the last 12 bytes are the IEND chunk
      #expect(throws: CompositorError.self) { try PNGCodec.decode(Array(Self.png.prefix(n))) }
    }
  }

  /// Regression: a 100-byte file whose IHDR (with a valid CRC) claims 65535×4096 pixels made the
  /// decoder allocate a 1 GiB pixel buffer before finding the data missing. It is now refused at
  /// once, with a message saying why.
  @Test func hugeDimensionsInATinyFileAreRefusedWithoutAllocating() {
    let error = #expect(throws: CompositorError.self) {
      try PNGCodec.decode(Self.withDimensions(65535, 4096))
    }
    #expect(error?.message.contains("too short for a 65535x4096 image") == true, "\(error?.message ?? "")")
    #expect(throws: CompositorError.self) { try PNGCodec.decode(Self.withDimensions(0x7FFF_FFFF, 1)) }
    #expect(throws: CompositorError.self) { try PNGCodec.decode(Self.withDimensions(0, 12)) }
  }

  /// The sample with its IHDR width and height replaced (and the IHDR CRC recomputed, so libpng
  /// reads the header rather than rejecting a checksum).
  static func withDimensions(_ width: UInt32, _ height: UInt32) -> [UInt8] {
    var bytes = png
    bytes.replaceSubrange(16..<20, with: bigEndian(width))
    bytes.replaceSubrange(20..<24, with: bigEndian(height))
    bytes.replaceSubrange(29..<33, with: bigEndian(crc32(bytes[12..<29])))
    return bytes
  }

  static func bigEndian(_ v: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8((v >> $0) & 0xFF) } }

  /// PNG's CRC-32 (ISO 3309), bitwise.
  static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for b in bytes {
      c ^= UInt32(b)
      for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }
    return c ^ 0xFFFF_FFFF
  }
}
