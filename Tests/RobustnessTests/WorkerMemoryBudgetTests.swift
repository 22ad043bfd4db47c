import HeroEngine
import HeroModel
import HeroProject
import Testing

/// Workers are counted so that their frames fit in memory, rasters of nested translucent views
/// included: each of those is held at once, up to the canvas's size.
@Suite struct WorkerMemoryBudgetTests {
  static let megabyte = 1 << 20

  @Test func workersFitInHalfTheAvailableMemory() throws {
    // 1000×1000 px at 16 bytes a pixel: 16 MB a worker; 64 MB available lets two work.
    let two = try ResourceBudget.workers(
      requested: 4, width: 1000, height: 1000, file: "s.json", availableMemory: 64 * Self.megabyte, cores: 2)
    #expect(two == 2)
    // Each nested translucent view adds a canvas-sized raster (4 bytes a pixel): 8 of them make
    // 48 MB a worker, so only one fits.
    let one = try ResourceBudget.workers(
      requested: 4, width: 1000, height: 1000, groupNesting: 8, file: "s.json",
      availableMemory: 64 * Self.megabyte, cores: 2)
    #expect(one == 1)
    let error = #expect(throws: CLIError.self) {
      try ResourceBudget.workers(
        requested: 1, width: 1000, height: 1000, groupNesting: View.maximumGroupNesting, file: "s.json",
        availableMemory: 64 * Self.megabyte, cores: 2)
    }
    #expect(
      error?.message
        == "s.json: a 1000×1000 px frame with 16 nested translucent views needs about 76 MB to render, but only 64 MB of memory is available; lower --scale"
    )
  }

  /// The scene's own nesting is what the budget counts.
  @Test func theIndexCountsTheDeepestNestOfTranslucentViews() throws {
    var nest = View(id: "v3", frame: Rect(0, 0, 10, 10), opacity: 0.5)
    for level in stride(from: 2, through: 0, by: -1) {
      nest = View(id: "v\(level)", frame: Rect(0, 0, 20, 20), opacity: level == 1 ? 1 : 0.9, children: [nest])
    }
    let root = View(id: "a", frame: Rect(0, 0, 100, 100), children: [nest, View(id: "flat", frame: Rect(0, 0, 5, 5))])
    let scene = Scene(
      name: "n", canvas: Canvas(width: 100, height: 100), from: root, to: View(id: "b", frame: Rect(0, 0, 100, 100)))
    // v0 (0.9) → v1 (opaque) → v2 (0.9) → v3 (0.5): three translucent views on one chain.
    #expect(try ViewIndex(scene: scene).deepestGroupNesting == 3)
  }
}
