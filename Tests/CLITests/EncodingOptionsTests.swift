import Foundation
import HeroCompositor
import Testing

/// `hero render --png-level` and `hero preview --quality`: the encoder settings users can pick.
@Suite struct EncodingOptionsTests {
  let scene = CLIRunner.scene("basics/match-basic.json")

  /// `--png-level 9` writes smaller files through libpng holding the very same pixels.
  @Test func pngLevelWritesSmallerFilesWithTheSamePixels() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let fast = try CLIRunner.run(["render", scene, "--at", "0.5", "-o", "fast"], in: dir)
    let small = try CLIRunner.run(
      ["render", scene, "--at", "0.5", "-o", "small", "--png-level", "9"], in: dir)
    #expect(fast.status == 0 && small.status == 0, "\(fast.stderr)\(small.stderr)")
    let a = try [UInt8](Data(contentsOf: URL(fileURLWithPath: dir + "/fast/match-basic/p050.png")))
    let b = try [UInt8](Data(contentsOf: URL(fileURLWithPath: dir + "/small/match-basic/p050.png")))
    #expect(b.count < a.count)
    #expect(try PNGCodec.decode(a) == PNGCodec.decode(b))
  }

  @Test func pngLevelOutOfRangeIsRefused() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = try CLIRunner.run(["render", scene, "--png-level", "0"], in: dir)
    #expect(result.status != 0)
    #expect(result.stderr.contains("--png-level must be in 1…9"))
    #expect(!FileManager.default.fileExists(atPath: dir + "/out/match-basic/frame-0000.png"))
  }

  @Test(.enabled(if: PreviewCommandTests.hasFFmpeg), arguments: ["fast", "balanced", "best"])
  func previewQualityMakesAVideo(quality: String) throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = try CLIRunner.run(
      ["preview", scene, "-o", "m.mp4", "--scale", "0.5", "--fps", "10", "--quality", quality], in: dir)
    #expect(result.status == 0, "\(result.stderr)")
    #expect((try? FileManager.default.attributesOfItem(atPath: dir + "/m.mp4")[.size] as? Int) ?? 0 > 0)
  }

  @Test func unknownPreviewQualityIsRefused() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = try CLIRunner.run(["preview", scene, "--quality", "medium"], in: dir)
    #expect(result.status != 0)
    #expect(result.stderr.contains("medium"))
    #expect(result.stderr.contains("fast") && result.stderr.contains("balanced") && result.stderr.contains("best"))
  }
}
