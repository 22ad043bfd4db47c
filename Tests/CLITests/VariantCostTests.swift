import Foundation
import HeroTestSupport
import Testing

/// A scene's variant matrix costs what its variants cost, one after another: `hero lint` (which
/// resolves every variant, laying its storyboard screens out again) and `hero record` take CPU time
/// that grow linearly with the number of variants, and peak memory that grows by well under a
/// megabyte a variant (each variant is resolved, rendered and dropped in turn). The matrix is bounded because an axis
/// lists each value once; a value listed twice is an error naming the axis and the bound.
/// Measured per process (`measureProcess`), so other tests running meanwhile do not count.
@Suite struct VariantCostTests {
  /// A project whose scene shows Contact.storyboard's two screens (the gallery's phone-number
  /// field) in the variants `axes` declares, one sample a variant at scale 1.
  static func project(_ axes: String, label: String = #function) throws -> String {
    let dir = try CLIRunner.temporaryDirectory(label)
    try FileManager.default.createDirectory(atPath: dir + "/scenes/v", withIntermediateDirectories: true)
    try CLIRunner.writeGalleryProjectFile(in: dir)
    try FileManager.default.createSymbolicLink(
      atPath: dir + "/scenes/v/Contact.storyboard",
      withDestinationPath: CLIRunner.repositoryRoot + "/scenes/variants/Contact.storyboard")
    let scene = """
      {
        "canvas": { "width": 375, "height": 667, "scale": 1 },
        "variants": { \(axes) },
        "transition": { "kind": "present", "animation": "fade", "duration": 0.4 },
        "from": { "storyboard": "Contact.storyboard", "controller": "contact" },
        "to": { "storyboard": "Contact.storyboard", "controller": "call" },
        "golden": { "samples": [1] }
      }
      """
    try Data(scene.utf8).write(to: URL(fileURLWithPath: dir + "/scenes/v/phone.json"))
    return dir
  }

  /// The best of three runs of `hero arguments…` in `dir`: the least CPU time and the least peak memory.
  static func cost(_ arguments: [String], in dir: String) throws -> (cpu: Double, memory: Double) {
    var best = (cpu: Double.infinity, memory: Double.infinity)
    for _ in 0..<3 {
      let run = try measureProcess(heroExecutablePath(), arguments, workingDirectory: dir)
      #expect(run.status == 0, "hero \(arguments.joined(separator: " ")): \(run.output)")
      best = (min(best.cpu, run.cpuSeconds), min(best.memory, Double(run.peakResidentBytes)))
    }
    return best
  }

  /// CPU time beyond one variant's grows linearly from 12 variants to 48; peak memory grows by less
  /// than 1 MB a variant.
  @Test(arguments: [["lint", "scenes/v/phone.json"], ["record", "scenes/v/phone.json"]])
  func costGrowsLinearlyWithTheVariants(_ arguments: [String]) throws {
    // 1 variant, then 3 and 12 content sizes in both appearances and directions: 12 and 48.
    let sizes = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"]
    func axes(_ sizes: [String]) -> String {
      #""contentSizes": [\#(sizes.map { "\"\($0)\"" }.joined(separator: ", "))], "appearances": ["light", "dark"], "directions": ["ltr", "rtl"]"#
    }
    let matrices = [#""contentSizes": ["L"]"#, axes(Array(sizes.prefix(3))), axes(sizes)]
    var costs: [(cpu: Double, memory: Double)] = []
    for axes in matrices {
      let dir = try Self.project(axes)
      defer { try? FileManager.default.removeItem(atPath: dir) }
      costs.append(try Self.cost(arguments, in: dir))
    }
    let (one, small, large) = (costs[0], costs[1], costs[2])
    print(
      "variants \(arguments[0]): 1 / 12 / 48 variants: CPU \(costs.map { String(format: "%.3f", $0.cpu) }) s, peak \(costs.map { Int($0.memory / 1_048_576) }) MB"
    )
    expectLinearCost(
      "hero \(arguments[0]), 12 → 48 variants (beyond one)", small: small.cpu - one.cpu, large: large.cpu - one.cpu)
    // Linear, with a small slope: record's compositors set up a text engine per variant, and a
    // little of it stays (about 0.1 MB a variant; lint, whose screens share one measurer, stays flat).
    let perVariant = (large.memory - one.memory) / 47
    #expect(perVariant < 1_048_576, "peak memory grew \(Int(perVariant / 1024)) KB a variant from 1 variant to 48")
  }

  /// An axis that lists a value twice (a matrix beyond the bound) is refused before anything runs,
  /// with the message docs/variants.md shows.
  @Test func aValueListedTwiceNamesTheAxisAndTheBound() throws {
    let docs = try String(contentsOfFile: CLIRunner.repositoryRoot + "/docs/variants.md", encoding: .utf8)
    let shown = try #require(
      docs.split(separator: "\n").first { $0.hasPrefix("scenes/v/phone.json: variants.contentSizes[2]") })
    let dir = try Self.project(#""contentSizes": ["M", "XXXL", "M"]"#)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    for command in ["lint", "record"] {
      let result = try CLIRunner.run([command, "scenes/v/phone.json"], in: dir)
      #expect(result.status == 2)
      #expect((result.stdout + result.stderr).contains(shown), "\(command): \(result.stdout)\(result.stderr)")
    }
    #expect(!FileManager.default.fileExists(atPath: dir + "/golden"))
  }
}
