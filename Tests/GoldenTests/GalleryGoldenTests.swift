import Foundation
import HeroScene
import HeroTestSupport
import HeroVerify
import Testing

/// Every scene under `scenes/` against its goldens under `golden/`, through the same code path
/// users run (`hero verify`), so the CLI's sampling, tolerances and artefacts are what is tested.
/// Record with `hero record` (or `scripts/update-golden`), never from a test run.
@Suite struct GalleryGoldenTests {
  static let root = repositoryRoot()

  /// `group/name.json` paths below `scenes/`, sorted.
  static let scenes = Gallery.scenes

  @Test func galleryIsNotEmpty() {
    #expect(Self.scenes.count >= Gallery.minimumSceneCount)
  }

  @Test(arguments: scenes)
  func sceneMatchesItsGoldens(_ scene: String) throws {
    let result = try runCLI(["verify", "scenes/" + scene], workingDirectory: Self.root)
    #expect(
      result.status == 0,
      "hero verify scenes/\(scene) exited \(result.status):\n\(result.standardOutput)\(result.standardError)")
  }

  /// Each scene has exactly the golden samples its settings ask for, and every golden folder has a scene.
  @Test func everySceneHasGoldensAndEveryGoldenAScene() throws {
    let fm = FileManager.default
    var expected: Set<String> = []
    for scene in Self.scenes {
      let id = String(scene.dropLast(".json".count))
      let loaded = try SceneLoader.load(path: Self.root + "/scenes/" + scene)
      for name in GoldenSamples.sampleNames(loaded.golden) { expected.insert("\(id)/\(name).png") }
    }
    var present: Set<String> = []
    for group in try fm.contentsOfDirectory(atPath: Self.root + "/golden") where group != "compositor" {
      let groupPath = Self.root + "/golden/" + group
      guard (try? fm.contentsOfDirectory(atPath: groupPath)) != nil else { continue }
      for name in try fm.contentsOfDirectory(atPath: groupPath) {
        for file in (try? fm.contentsOfDirectory(atPath: groupPath + "/" + name)) ?? []
        where file.hasSuffix(".png") {
          present.insert("\(group)/\(name)/\(file)")
        }
      }
    }
    #expect(expected.subtracting(present).sorted() == [], "scenes without these goldens (run hero record)")
    #expect(present.subtracting(expected).sorted() == [], "goldens without a scene sample (delete them)")
  }
}
