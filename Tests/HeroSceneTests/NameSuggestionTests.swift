import HeroEngine
import HeroModel
import Testing

@testable import HeroScene

@Suite struct NameSuggestionTests {
  @Test func editDistance() {
    #expect(NameSuggestion.editDistance("kitten", "sitting") == 3)
    #expect(NameSuggestion.editDistance("", "abc") == 3)
    #expect(NameSuggestion.editDistance("fade", "fade") == 0)
    #expect(NameSuggestion.editDistance("fsp", "fps") == 1)
  }

  @Test func suggestsOnlyCloseNames() {
    let keys = SceneDecoder.viewKeys
    #expect(NameSuggestion.closest(to: "backgroundColour", in: keys) == "backgroundColor")
    #expect(NameSuggestion.closest(to: "heroId", in: keys) == "heroID")
    #expect(NameSuggestion.closest(to: "zz", in: keys) == nil)
    #expect(NameSuggestion.closest(to: "FADE", in: ["fade"]) == "fade")
    #expect(NameSuggestion.closest(to: "fdae", in: ["fade", "scale"]) == "fade")
    #expect(NameSuggestion.closest(to: "grey", in: Color.names) == "gray")
  }
}
