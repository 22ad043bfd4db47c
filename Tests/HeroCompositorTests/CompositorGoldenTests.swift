import Foundation
import HeroCompositor
import HeroModel
import HeroTestSupport
import Testing

@Suite("Compositor goldens")
struct CompositorGoldenTests {
  @Test(arguments: GoldenScenes.all)
  func golden(_ scene: GoldenScene) throws {
    let image = try Compositor(imageDirectory: Fixtures.directory).render(
      scene.frame(), scale: GoldenScene.scale)
    #expect(image.width == 192 && image.height == 192)
    assertGolden(
      image, golden: "compositor/\(scene.name)", tolerance: scene.tolerance.tolerance,
      pixelBudget: scene.tolerance.pixelBudget)
  }

  @Test func everyGoldenHasAScene() throws {
    let folder = repositoryRoot() + "/golden/compositor"
    let files = Set(
      try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.map {
        String($0.dropLast(4))
      })
    let names = GoldenScenes.all.map(\.name)
    #expect(Set(names).count == names.count, "two scenes share a golden name")
    #expect(files.subtracting(names).sorted() == [], "goldens without a test in GoldenScenes")
    #expect(
      Set(names).subtracting(files).sorted() == [], "scenes without a golden (run scripts/update-golden)")
  }
}
