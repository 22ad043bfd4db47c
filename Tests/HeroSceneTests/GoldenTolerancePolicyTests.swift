import HeroModel
import HeroScene
import HeroTestSupport
import Testing

/// The golden tolerance policy (`GoldenTolerance`): scenes name its classes, and every gallery
/// scene compares by one of them — no ad-hoc numbers.
@Suite struct GoldenTolerancePolicyTests {
  func golden(_ settings: String) throws -> GoldenSettings {
    let json = """
      { "canvas": { "width": 10, "height": 10 }, "golden": \(settings),
        "from": { "id": "a" }, "to": { "id": "b" } }
      """
    return try SceneLoader.decode(json: Array(json.utf8), file: "s.json", baseDirectory: "/").golden
  }

  @Test func classesSetToleranceAndBudget() throws {
    #expect(try golden(#"{ "tolerance": "bilinear" }"#) == GoldenSettings(tolerance: 2, pixelBudget: 16))
    #expect(try golden(#"{ "tolerance": "exact" }"#) == GoldenSettings(tolerance: 0, pixelBudget: 0))
    #expect(
      try golden(#"{ "tolerance": "bilinear", "pixelBudget": 3 }"#) == GoldenSettings(tolerance: 2, pixelBudget: 3))
    #expect(try golden(#"{ "tolerance": 5 }"#) == GoldenSettings(tolerance: 5, pixelBudget: 0))
    #expect(try golden("{}") == GoldenSettings(content: .exact))
  }

  @Test func anUnknownClassIsAnErrorWithASuggestion() {
    #expect {
      _ = try golden(#"{ "tolerance": "blinear" }"#)
    } throws: { error in
      let e = error as? SceneError
      return e?.path == "golden.tolerance" && e?.suggestion == "bilinear"
        && e?.message.contains("0…255 or one of exact, bilinear") == true
    }
  }

  @Test func everyGallerySceneComparesByAClassOfThePolicy() throws {
    let classes = GoldenTolerance.allCases.map { GoldenSettings(content: $0) }
    var bilinear: [String] = []
    for file in Gallery.scenes {
      let settings = try Gallery.load(file).golden
      let policy = GoldenSettings(
        samples: settings.samples, tolerance: settings.tolerance, pixelBudget: settings.pixelBudget)
      #expect(classes.contains { $0.tolerance == policy.tolerance && $0.pixelBudget == policy.pixelBudget }, "\(file)")
      if settings.tolerance == GoldenTolerance.bilinear.tolerance { bilinear.append(file) }
    }
    #expect(bilinear == ["contents/contents-rect-sprite.json", "motion/rotate-3d-perspective.json"])
  }
}
