import Foundation
import HeroProject
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

  /// Each scene has exactly the golden samples its settings ask for (in a folder per variant for a
  /// scene with variants), and every golden folder has a scene.
  @Test func everySceneHasGoldensAndEveryGoldenAScene() throws {
    let fm = FileManager.default
    let project = try Project.find(from: Self.root)
    var expected: Set<String> = []
    for scene in Self.scenes {
      let id = String(scene.dropLast(".json".count))
      let file = Self.root + "/scenes/" + scene
      let variants = project.variants(ofFile: file) ?? []
      for variant in variants.isEmpty ? [nil] : variants.map(\.name) {
        let loaded = try LoadedScene.parse(file, sandbox: false, project: project, variant: variant)
        let folder = variant.map { "\(id)/\($0)" } ?? id
        for name in GoldenSamples.sampleNames(loaded.scene.golden) { expected.insert("\(folder)/\(name).png") }
      }
    }
    var present: Set<String> = []
    let golden = Self.root + "/golden"
    for group in try fm.contentsOfDirectory(atPath: golden) where group != "compositor" {
      guard let files = fm.enumerator(atPath: golden + "/" + group) else { continue }
      for case let file as String in files where file.hasSuffix(".png") { present.insert("\(group)/\(file)") }
    }
    #expect(expected.subtracting(present).sorted() == [], "scenes without these goldens (run hero record)")
    #expect(present.subtracting(expected).sorted() == [], "goldens without a scene sample (delete them)")
  }
}
