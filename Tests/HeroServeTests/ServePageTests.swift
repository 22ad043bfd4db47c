import Foundation
import HeroTestSupport
import Testing

/// The `hero serve` page in a real headless browser: Debian's chromium driven by Playwright for
/// Python (`serve_page.py`, which says what it checks). Skipped without them, except under
/// `CI=true`, where a missing browser or Playwright fails the test.
@Suite struct ServePageTests {
  static let chromium = "/usr/bin/chromium"

  static var browserAvailable: Bool {
    FileManager.default.isExecutableFile(atPath: chromium) && python(["-c", "import playwright.sync_api"]).status == 0
  }

  static var required: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

  @Test(
    .enabled(if: browserAvailable || required, "needs chromium and Playwright (scripts/install-deps --with-chromium)"))
  func pageWorksInABrowser() throws {
    try #require(
      Self.browserAvailable, "chromium or Playwright for Python is missing: run scripts/install-deps --with-chromium")
    let server = try ServeProcess()
    defer { server.stop() }
    var arguments = [
      repositoryRoot() + "/Tests/HeroServeTests/serve_page.py", server.url, server.directory, heroExecutablePath(),
    ]
    // Screenshots for docs/serve.md only when asked (scripts/update-screenshots), never as a side effect.
    if let folder = ProcessInfo.processInfo.environment["HERO_SCREENSHOTS"], !folder.isEmpty {
      arguments.append(folder)
    }
    let run = Self.python(arguments)
    #expect(run.status == 0, "serve_page.py:\n\(run.output)")
    #expect(run.output.contains("browser checks passed"))
  }

  static func python(_ arguments: [String]) -> (status: Int32, output: String) {
    (try? runPython(arguments)) ?? (127, "python3 could not be started")
  }
}
