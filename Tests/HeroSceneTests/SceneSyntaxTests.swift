import HeroModel
import Testing

@testable import HeroScene

/// Strings in the modifier syntax go through the engine's strict parser; its errors keep their
/// column and suggestion and gain the JSON path and location.
@Suite struct SceneSyntaxTests {
  func transition(_ t: String) -> String {
    SceneFixtures.matchBasic().replacingOccurrences(
      of: "{ \"kind\": \"present\", \"containerColor\": \"black\" }", with: t)
  }

  @Test func decodesModifiersAndTransforms() throws {
    let child = ", \"modifiers\": \"fade scale(0.8)\", \"transform\": \"translate(10, 0)\""
    let v = try SceneFixtures.decode(SceneFixtures.matchBasic(child: child)).to.children[1]
    #expect(v.modifiers == [.fade, .scale(0.8)])
    #expect(v.transform == .translation(x: 10, y: 0))
  }

  @Test func decodesAnimationAndTiming() throws {
    let t = try SceneFixtures.decode(
      transition(
        "{ \"animation\": \"selectBy(presenting: push(left), dismissing: pull(right))\", \"timing\": \"easeOutBack\" }"
      )
    ).transition
    #expect(t.animation == .selectBy(presenting: .push(.left), dismissing: .pull(.right)))
    #expect(t.timing == .easeOutBack)
    let array = try SceneFixtures.decode(transition("{ \"timing\": [0.1, 0.2, 0.3, 1] }")).transition
    #expect(array.timing == TimingCurve(0.1, 0.2, 0.3, 1))
  }

  @Test func wrapsParserErrors() {
    #expect(
      SceneFixtures.error(SceneFixtures.matchBasic(child: ", \"transform\": \"rotate(0.2) fade\""))
        == "t.json: to.children[1].transform (view to/blue): 'fade' is not a transform function (use translate, scale, rotate, perspective or transform) at column 13 (line 11, column 97)"
    )
    #expect(
      SceneFixtures.error(transition("{ \"animation\": \"push(lft)\" }"))
        == "t.json: transition.animation: unknown direction 'lft' at column 6; did you mean 'left'? (line 5, column 32)"
    )
    #expect(
      SceneFixtures.error(transition("{ \"timing\": [1.5, 0, 1, 1] }"))
        == "t.json: transition.timing[0]: control point x must be in 0…1 (found 1.5) (line 5, column 30)")
  }

  @Test func keepsTheSuggestionStructured() {
    do {
      _ = try SceneFixtures.decode(SceneFixtures.matchBasic(child: ", \"modifiers\": \"fdae\""))
      Issue.record("expected an error")
    } catch {
      #expect(error.message == "unknown modifier 'fdae' at column 1")
      #expect(error.suggestion == "fade")
    }
  }
}
