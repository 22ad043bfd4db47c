import Foundation
import Testing

/// `hero lint` warns about a variant value that changes nothing (docs/cli.md, `variantChangesNothing`):
/// `dark` where no colour has a dark value, a content size where no label uses a text style, `rtl`
/// where nothing follows the direction. A value that changes any sample of any variant is not named.
@Suite struct VariantAxisLintTests {
  static func scene(colour: String, text: String) -> String {
    """
    { "canvas": { "width": 120, "height": 80, "scale": 1 },
      "variants": { "appearances": ["light", "dark"], "contentSizes": ["L", "AX3"], "directions": ["ltr", "rtl"] },
      "from": { "id": "a", "children": [
        { "id": "card", "frame": [10, 10, 60, 30], "backgroundColor": \(colour), "heroID": "card" },
        { "id": "title", "frame": [10, 45, 100, 30], "text": \(text) } ] },
      "to": { "id": "b", "children": [
        { "id": "big", "frame": [0, 0, 120, 40], "backgroundColor": \(colour), "heroID": "card" } ] } }
    """
  }

  func warnings(_ json: String) throws -> [String] {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try json.write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
    let r = try CLIRunner.run(["lint", "s.json"], in: dir)
    #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
    return r.stdout.split(separator: "\n").filter { $0.hasPrefix("warning ") && $0.contains("variants.") }
      .map(String.init)
  }

  @Test func valuesThatChangeNothingAreNamedWithWhy() throws {
    let plain = try warnings(
      Self.scene(colour: "\"#3366FF\"", text: #"{ "string": "Hi", "font": { "size": 17 }, "alignment": "left" }"#))
    #expect(plain.count == 3, "\(plain)")
    #expect(
      plain.contains {
        $0.hasPrefix("warning s.json: variants.appearances: 'dark' draws every sample as 'light' does: no colour")
          && $0.hasSuffix(
            "remove 'dark' (its goldens test nothing), or make the scene depend on it (line 2, column 32)")
      }, "\(plain)")
    #expect(
      plain.contains {
        $0.contains("variants.contentSizes: 'AX3' draws every sample as 'L' does: no label uses a text style")
      })
    #expect(
      plain.contains { $0.contains("variants.directions: 'rtl' draws every sample as 'ltr' does: nothing follows") })
  }

  @Test func valuesThatChangeSomethingAreNotNamed() throws {
    let adaptive = try warnings(
      Self.scene(
        colour: "\"systemBlue\"",
        text: #"{ "string": "Hi", "textStyle": "body", "alignment": "natural" }"#))
    #expect(adaptive.isEmpty, "\(adaptive)")
  }
}
