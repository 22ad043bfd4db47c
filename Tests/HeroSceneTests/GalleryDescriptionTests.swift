import HeroScene
import HeroTestSupport
import Testing

/// Every gallery scene says what it shows (its `description`), so a reviewer of its goldens knows
/// what to look for.
@Suite struct GalleryDescriptionTests {
  @Test func everyGallerySceneHasADescription() throws {
    #expect(Gallery.scenes.count >= Gallery.minimumSceneCount)
    for file in Gallery.scenes {
      let scene = try Gallery.load(file)
      let text = scene.description ?? ""
      #expect(text.count >= 20, "\(file) has no description (or a too short one): '\(text)'")
    }
  }
}
