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

  /// A storyboard with one controller whose view is filled with `colour` (`red="1" green="0" …`).
  static func storyboard(_ colour: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>
    <scene sceneID="s0"><objects><viewController storyboardIdentifier="screen" id="vc0" sceneMemberID="viewController">
    <view key="view" id="r0"><rect key="frame" x="0.0" y="0.0" width="40" height="30"/>
    <color key="backgroundColor" \(colour) alpha="1" colorSpace="custom" customColorSpace="sRGB"/></view>
    </viewController></objects></scene></scenes></document>
    """
  }

  /// A scene whose sides are a storyboard's screen is laid out again when the storyboard is saved,
  /// as when the scene file is: the frame shows the new colour and the event stream names the
  /// storyboard. Only the scene file was watched, so the page kept the old screen until restarted.
  /// Both variants follow, though the project parses the storyboard once for the two.
  @Test func savingTheStoryboardLaysItsScreensOutAgain() throws {
    let scene = """
      { "canvas": { "width": 40, "height": 30, "scale": 1 }, "variants": { "appearances": ["light", "dark"] },
        "from": { "storyboard": "screen.storyboard", "controller": "screen" },
        "to": { "storyboard": "screen.storyboard", "controller": "screen" } }
      """
    let server = try ServeProcess(files: [
      "scenes/basics/screen.storyboard": Self.storyboard(#"red="1" green="0" blue="0""#),
      "scenes/basics/imported.json": scene,
    ])
    defer { server.stop() }
    func firstPixel(_ variant: String) throws -> [UInt8] {
      let image = try PNGCodec.decode(
        Array(try server.request("/api/frame?scene=basics/imported/\(variant)&index=0").body))
      return Array(image.pixels.prefix(3))
    }
    #expect(try firstPixel("light") == [255, 0, 0])
    #expect(try firstPixel("dark") == [255, 0, 0])
    let events = try server.events()
    defer { events.close() }
    // Each wait is read into a Bool first: a failed #expect on the stream itself crashed while
    // Swift Testing reflected it.
    let opened = events.wait(for: "retry: 500")
    #expect(opened)
    try Self.storyboard(#"red="0" green="0" blue="1""#).write(
      toFile: server.directory + "/scenes/basics/screen.storyboard", atomically: true, encoding: .utf8)
    let told = events.wait(for: "screen.storyboard", seconds: 10)
    let received = events.text
    #expect(told, "\(received)")
    #expect(try firstPixel("light") == [0, 0, 255])
    #expect(try firstPixel("dark") == [0, 0, 255])
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
