import Foundation
import HeroImport
import HeroModel
import HeroScene
import HeroTestSupport
import Testing

/// Each fixture import against its golden scene file (`Fixtures/golden/<case>.json`, re-recorded
/// only with `HERO_RECORD=missing|failed|all`). The text compared is exactly what
/// `hero import storyboard … -o` writes, and it must load as a scene.
@Suite struct ImportGoldenTests {
  @Test(arguments: ImportFixtures.cases)
  func importMatchesItsGolden(_ c: ImportFixtures.Case) throws {
    let result = try ImportFixtures.run(c)
    let text = try ImportedSceneFile.text(result.scene, path: c.goldenPath)
    assertGoldenText(text, golden: c.goldenPath)
  }

  /// Every golden file belongs to a case (no stale goldens).
  @Test func everyGoldenHasACase() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: ImportFixtures.folder + "/golden")
    let expected = Set(ImportFixtures.cases.map { "\($0.name).json" })
    #expect(Set(names).subtracting(expected).sorted() == [])
  }
}
