import Foundation
import HeroFiles
import Testing

@testable import HeroCompositor

/// The process-wide cache of decoded images (issue 29, §5): an entry evicted while it was still
/// decoding used to be counted when its decode finished, so the total drifted up and never came
/// down in a long-running `hero serve`. After many concurrent decodes under a small budget, the
/// bytes are the sum of the entries held.
@Suite struct SharedImagesTests {
  @Test func accountingHoldsUnderConcurrentEviction() throws {
    let cache = SharedImages(byteBudget: 3 * 16 * 16 * 4)
    DispatchQueue.concurrentPerform(iterations: 64) { i in
      let key = SharedImages.Key(path: "/image-\(i % 24)", factor: 1, stamp: FileStamp())
      _ = try? cache.image(for: key) { () throws(CompositorError) -> DecodedImage in
        // Slow enough that other decodes finish and evict this entry meanwhile.
        usleep(UInt32(1_000 * (i % 5)))
        let surface = try Surface(width: 16, height: 16)
        return DecodedImage(
          surface: surface, header: PNGHeader(width: 16, height: 16, bitDepth: 8, colourType: 6, interlaced: false),
          factor: 1)
      }
    }
    #expect(cache.invariantHolds)
    #expect(cache.count <= 4)
  }
}
