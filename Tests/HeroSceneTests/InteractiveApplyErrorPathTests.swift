import HeroEngine
import HeroModel
import Testing

@testable import HeroScene

/// An engine error about an interactive `apply` names the scene file's entry
/// (`transition.interactive.apply[i]`), although the decoder turns a bare id on both screens into
/// two applies and the engine sorts applies by time.
@Suite struct InteractiveApplyErrorPathTests {
  func transitionError(_ interactive: String) throws -> TransitionError? {
    let json = SceneFixtures.matchBasic().replacingOccurrences(
      of: "{ \"kind\": \"present\", \"containerColor\": \"black\" }",
      with: "{ \"interactive\": \(interactive) }")
    let scene = try SceneFixtures.decode(json)
    do {
      _ = try Transition(scene: scene)
      return nil
    } catch {
      return error
    }
  }

  @Test func aBareIdExpandedToTwoAppliesDoesNotShiftTheIndex() throws {
    // Entry 0 ("red", on both screens) becomes applies 0 and 1; entry 1 is the third apply.
    let error = try transitionError(
      "{ \"apply\": [{ \"at\": 0.1, \"view\": \"red\", \"modifiers\": \"fade\" }, { \"at\": 0.2, \"view\": \"to/blue\", \"modifiers\": \"cornerRadius(-2)\" }] }"
    )
    #expect(
      error
        == TransitionError(
          path: "transition.interactive.apply[1].modifiers", message: "cornerRadius(-2.0) must be ≥ 0"))
  }

  @Test func sortingByTimeDoesNotShiftTheIndex() throws {
    // Entry 1 comes first in time; the bad entry 0 is still named apply[0].
    let error = try transitionError(
      "{ \"apply\": [{ \"at\": 0.3, \"view\": \"to/blue\", \"modifiers\": \"borderWidth(-1)\" }, { \"at\": 0.1, \"view\": \"red\", \"modifiers\": \"fade\" }] }"
    )
    #expect(
      error
        == TransitionError(
          path: "transition.interactive.apply[0].modifiers", message: "borderWidth(-1.0) must be ≥ 0"))
  }
}

extension InteractiveApplyErrorPathTests {
  @Test func theFirstBadEntryInTheFileIsNamedNotTheEarliestInTime() throws {
    let error = try transitionError(
      "{ \"apply\": [{ \"at\": 0.3, \"view\": \"to/blue\", \"modifiers\": \"borderWidth(-1)\" }, { \"at\": 0.1, \"view\": \"to/blue\", \"modifiers\": \"cornerRadius(-2)\" }] }"
    )
    #expect(
      error
        == TransitionError(
          path: "transition.interactive.apply[0].modifiers", message: "borderWidth(-1.0) must be ≥ 0"))
  }
}
