import Foundation
import HeroCompositor
import HeroFiles
import HeroTestSupport
import Testing

/// Deterministic fuzzing of the JPEG entry point that is ours (`ImageDecoding.decodeSurface`, which
/// reads the frame header in Swift and drives libjpeg-turbo through `jpegrows.c`): mutated baseline
/// and progressive files decode to a whole surface or throw a `CompositorError` with a message;
/// nothing crashes, and no mutation makes a decode allocate beyond what the bytes can hold.
@Suite struct JPEGDecodeFuzzTests {
  static func fixture(_ name: String) -> [UInt8] {
    (try? Array(Data(contentsOf: URL(fileURLWithPath: repositoryRoot() + "/Tests/Fixtures/jpeg/\(name).jpg"))))
      ?? []
  }

  /// 2 seeds × 2 files × 750 mutated files.
  @Test(arguments: [31, 32] as [UInt64])
  func mutatedJPEGsDecodeOrThrow(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var decoded = 0
    for base in [Self.fixture("gradient-420"), Self.fixture("gradient-progressive")] {
      #expect(base.count > 100)
      for _ in 0..<750 {
        var bytes = base
        switch rng.int(0...3) {
        case 0:
          for _ in 0..<rng.int(1...6) { bytes[rng.int(0...(bytes.count - 1))] ^= UInt8(1 << rng.int(0...7)) }
        case 1:
          // A bogus segment length right after a marker.
          let markers = (1..<bytes.count - 3).filter { bytes[$0 - 1] == 0xFF && bytes[$0] >= 0xC0 && bytes[$0] != 0xFF }
          let at = rng.pick(markers) + 1
          let length = rng.pick([0, 1, 2, 0xFFFF, UInt16(bytes.count)])
          bytes.replaceSubrange(at..<(at + 2), with: [UInt8(length >> 8), UInt8(length & 0xFF)])
        case 2:
          bytes = Array(bytes.prefix(rng.int(0...bytes.count)))
        default:
          // Random bytes spliced into the entropy-coded data or the tables.
          let at = rng.int(2...(bytes.count - 1))
          bytes.insert(contentsOf: (0..<rng.int(1...16)).map { _ in UInt8(rng.int(0...255)) }, at: at)
        }
        do {
          let image = try ImageDecoding.decodeSurface(bytes, factor: rng.pick([1, 2, 3]))
          #expect(image.surface.width >= 1 && image.surface.height >= 1)
          decoded += 1
        } catch {
          #expect(!error.message.isEmpty)
        }
      }
    }
    print("fuzz JPEG decode seed \(seed): 1500 mutated files, \(decoded) decoded")
  }
}
