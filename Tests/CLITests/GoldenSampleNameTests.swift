import HeroVerify
import Testing

/// Golden sample names (`GoldenSamples.sampleName`), and the names `hero record` takes for samples
/// when it clears stale ones (`isSampleFileName`): exactly the names `sampleName` makes.
@Suite struct GoldenSampleNameTests {
  @Test(arguments: [
    (0.0, "p000"), (0.5, "p050"), (1.0, "p100"), (0.05, "p005"), (0.125, "p012_5"), (0.33, "p033"),
    (1.0 / 3, "p033_333"), (0.12345, "p012_345"), (0.123456, "p012_346"), (0.00001, "p000_001"),
    (0.999999, "p100"), (0.1001, "p010_01"),
  ])
  func namesAProgress(_ progress: Double, _ name: String) {
    #expect(GoldenSamples.sampleName(progress: progress) == name)
  }

  /// Outside 0…1 (the scene reader and `--at` refuse such values) the name is that of the nearest end,
  /// never a crash.
  @Test func clampsWhatIsNotAProgress() {
    #expect(GoldenSamples.sampleName(progress: -0.5) == "p000")
    #expect(GoldenSamples.sampleName(progress: 7) == "p100")
    #expect(GoldenSamples.sampleName(progress: .infinity) == "p100")
    #expect(GoldenSamples.sampleName(progress: .nan) == "p000")
  }

  @Test(arguments: ["p000.png", "p050.png", "p100.png", "p012_5.png", "p033_333.png", "p000_001.png", "p010_01.png"])
  func readsTheNamesItMakes(_ file: String) throws {
    let progress = try #require(GoldenSamples.sampleProgress(fileName: file))
    #expect(GoldenSamples.sampleName(progress: progress) + ".png" == file)
    #expect(GoldenSamples.isSampleFileName(file))
  }

  /// Names that look like samples but that `sampleName` never makes are not taken for samples.
  @Test(arguments: [
    "p050_50.png", "p050_0.png", "p050_.png", "p050_1234.png", "p50.png", "p0500.png", "p101.png", "p100_5.png",
    "p999.png", "P050.png", "p050.PNG", "p050.png.png", "p-50.png", "p+50.png", "p05a.png", "p050_5_5.png",
    "p_050.png", "p.png", "p", "", ".png", "p050", "p050 .png", "p０５０.png", "p05٠.png", "golden.png",
  ])
  func refusesOddNames(_ file: String) {
    #expect(GoldenSamples.sampleProgress(fileName: file) == nil, "\(file)")
    #expect(!GoldenSamples.isSampleFileName(file), "\(file)")
  }

  /// Every progress in thousandths of a percent names a file that reads back as that progress.
  @Test func everyThousandthRoundTrips() throws {
    for thousandths in stride(from: 0, through: 100_000, by: 7) {
      let progress = Double(thousandths) / 100_000
      let name = GoldenSamples.sampleName(progress: progress)
      #expect(GoldenSamples.sampleProgress(fileName: name + ".png") == progress, "\(name)")
    }
  }
}
