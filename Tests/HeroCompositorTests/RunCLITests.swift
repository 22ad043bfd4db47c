import HeroTestSupport
import Testing

@Suite("runCLI")
struct RunCLITests {
  @Test func findsAndRunsTheBuiltExecutable() throws {
    #expect(heroExecutablePath().hasSuffix("/hero"))
    // Whatever the CLI prints without arguments (a usage text), it names itself.
    let result = try runCLI([])
    #expect((result.standardOutput + result.standardError).contains("hero"))
  }
}
