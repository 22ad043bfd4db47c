import Testing

@testable import HeroScene

@Suite struct SuggestionTests {
  @Test func editDistance() {
    #expect(Suggestion.editDistance("kitten", "sitting") == 3)
    #expect(Suggestion.editDistance("", "abc") == 3)
    #expect(Suggestion.editDistance("fade", "fade") == 0)
    #expect(Suggestion.editDistance("fsp", "fps") == 1)
  }

  @Test func suggestsOnlyCloseNames() {
    let keys = SceneDecoder.viewKeys
    #expect(Suggestion.closest(to: "backgroundColour", among: keys) == "backgroundColor")
    #expect(Suggestion.closest(to: "heroId", among: keys) == "heroID")
    #expect(Suggestion.closest(to: "zz", among: keys) == nil)
    #expect(Suggestion.closest(to: "grey", among: SceneDecoder.colorNames) == "gray")
  }
}
