import Foundation
import Testing

@Suite struct SheetCommandTests {
  @Test func laysOutLabelledSamplesInAGrid() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = try CLIRunner.run(
      ["sheet", CLIRunner.scene("basics/match-basic.json"), "--columns", "3", "--samples", "5"], in: dir)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "match-basic: 5 frames → out/match-basic-sheet.png\n")
    // 3 columns × 2 rows of 200×356 cells at scale 1, 8 px gaps, 22 px label strips.
    let size = try CLIRunner.pngSize(dir + "/out/match-basic-sheet.png")
    #expect(size.width == 8 + 3 * (200 + 8))
    #expect(size.height == 8 + 2 * (356 + 22 + 8))
  }
}
