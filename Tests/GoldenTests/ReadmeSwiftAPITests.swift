import Foundation
import HeroCompositor
import HeroEngine
import HeroScene
import Testing

/// README.md's "Swift API in five lines" compiles and runs as written (here with absolute paths).
@Suite struct ReadmeSwiftAPITests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The README's block, verbatim; the test below runs the same statements.
  static let snippet = """
    import HeroCompositor; import HeroEngine; import HeroScene

    let scene = try SceneLoader.load(path: "scenes/basics/match-basic.json")  // or build a `Scene` in Swift
    let transition = try Transition(scene: scene)                             // Hero's semantics, no clock
    let frame = transition.frame(at: transition.totalDuration / 2)            // resolved layer tree at t
    try PNGCodec.write(try Compositor().render(frame, scale: 2), to: "half.png")

    """

  @Test func readmeShowsThisSnippet() throws {
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("```swift\n" + Self.snippet + "```"))
  }

  @Test func theSnippetRuns() throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("readme-half-\(getpid()).png")
      .path
    defer { try? FileManager.default.removeItem(atPath: out) }
    let scene = try SceneLoader.load(
      path: Self.root.appendingPathComponent("scenes/basics/match-basic.json").path)
    let transition = try Transition(scene: scene)
    let frame = transition.frame(at: transition.totalDuration / 2)
    try PNGCodec.write(try Compositor().render(frame, scale: 2), to: out)
    let image = try PNGCodec.read(path: out)
    #expect(image.width == 400 && image.height == 712)
  }
}
