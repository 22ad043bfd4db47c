import HeroModel
import Testing

@testable import HeroScene

@Suite struct ShadowPathDataTests {
  func path(_ json: String) throws -> Path? {
    try SceneFixtures.decode(SceneFixtures.matchBasic(child: ", \"shadow\": { \"path\": \(json) }"))
      .to.children[1].shadow?.path
  }

  @Test func readsWhatTheStateDumpWrites() throws {
    for original in [
      Path.roundedRect(Rect(0, 0, 168, 200), cornerRadius: 14), .ellipse(in: Rect(1, 2, 30, 40)),
    ] {
      #expect(try path("\"\(original.svgData)\"") == original)
    }
    let quad = Path(elements: [
      .move(to: Point(0, 0)), .quadCurve(to: Point(10, 0), control: Point(5, -5)), .close,
    ])
    #expect(try path("\"M 0,0 Q 5 -5 10 0 Z\"") == quad)
  }

  @Test func namesTheColumnOfBadPathData() {
    #expect(
      SceneFixtures.error(SceneFixtures.matchBasic(child: ", \"shadow\": { \"path\": \"M 0 0 l 5 5\" }"))
        == "t.json: to.children[1].shadow.path (view to/blue): unknown path command 'l' at column 7 of the path data; expected M, L, Q, C or Z (absolute) (line 11, column 104)"
    )
    #expect(
      SceneFixtures.error(SceneFixtures.matchBasic(child: ", \"shadow\": { \"path\": \"L 1 1\" }"))
        == "t.json: to.children[1].shadow.path (view to/blue): a path must start with M at column 1 of the path data (line 11, column 104)"
    )
    #expect(
      SceneFixtures.error(SceneFixtures.matchBasic(child: ", \"shadow\": { \"path\": \"M 1 x\" }"))
        == "t.json: to.children[1].shadow.path (view to/blue): expected a number at column 5 of the path data (line 11, column 104)"
    )
  }
}
