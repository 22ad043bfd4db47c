import Foundation
import HeroCompositor
import HeroTestSupport
import Testing

/// `hero serve` with a scene that has variants: one served scene per variant, named by its golden
/// folder, `--variant` serving only the ones it selects, each rendered in its own appearance.
@Suite(.serialized) struct ServeVariantTests {
  static let scene = """
    {
      "canvas": { "width": 40, "height": 30, "scale": 1 },
      "variants": { "appearances": ["light", "dark"] },
      "from": { "id": "a", "backgroundColor": "systemBackground" },
      "to": { "id": "b", "backgroundColor": "systemBackground" }
    }
    """

  @Test func eachVariantIsAServedSceneAndTheFilterSelects() throws {
    let all = try ServeProcess(files: ["scenes/basics/modes.json": Self.scene])
    defer { all.stop() }
    let listed = try #require(try all.request("/api/scenes").json()["scenes"] as? [[String: Any]])
    let modes = listed.filter { ($0["id"] as? String ?? "").hasPrefix("basics/modes") }
    #expect(modes.map { $0["id"] as? String } == ["basics/modes/light", "basics/modes/dark"])
    #expect(modes.map { $0["variant"] as? String } == ["light", "dark"])
    #expect(listed.first { $0["id"] as? String == "basics/fade" }?["variant"] is NSNull)
    func firstPixel(_ server: ServeProcess, _ id: String) throws -> [UInt8] {
      let image = try PNGCodec.decode(Array(try server.request("/api/frame?scene=\(id)&index=0").body))
      return Array(image.pixels.prefix(3))
    }
    #expect(try firstPixel(all, "basics/modes/light") == [255, 255, 255])
    #expect(try firstPixel(all, "basics/modes/dark") == [0, 0, 0])

    let dark = try ServeProcess(arguments: ["--variant", "dark"], files: ["scenes/basics/modes.json": Self.scene])
    defer { dark.stop() }
    let only = try #require(try dark.request("/api/scenes").json()["scenes"] as? [[String: Any]])
    #expect(only.map { $0["id"] as? String } == ["basics/modes/dark"])
  }

  /// The page's variant picker in a real browser (chromium through Playwright; skipped without them
  /// unless on CI): the scene picker groups the variants, and `dark` leaves only the dark one.
  static let pickerScript =
    chromiumScript(
      opening: .url,
      """
      page.wait_for_selector("#scene option[value='basics/modes/dark']", state="attached")
      def options():
          return page.evaluate("() => [...document.querySelectorAll('#scene option')].map(o => (o.parentElement.label || '-') + ':' + o.value)")
      before = [o for o in options() if 'modes' in o]
      visible = page.is_visible("#variant-picker")
      page.select_option("#variant", "dark")
      after = options()
      """) + "print(before, visible, after, problems)\n"

  @Test(.enabled(if: ServePageTests.browserAvailable || ServePageTests.required, "needs chromium and Playwright"))
  func thePagesVariantPickerGroupsAndFilters() throws {
    let server = try ServeProcess(files: ["scenes/basics/modes.json": Self.scene])
    defer { server.stop() }
    let run = ServePageTests.python(["-c", Self.pickerScript, server.url])
    #expect(run.status == 0, "\(run.output)")
    #expect(
      run.output.trimmingCharacters(in: .whitespacesAndNewlines)
        == "['light:basics/modes/light', 'dark:basics/modes/dark'] True ['dark:basics/modes/dark'] []")
  }
}
