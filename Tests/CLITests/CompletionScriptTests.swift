import Foundation
import HeroTestSupport
import Testing

/// `hero --generate-completion-script bash|zsh|fish` (ArgumentParser's): each script names every
/// subcommand and completes scene arguments with `.json` files; the bash one is run for real.
@Suite struct CompletionScriptTests {
  static let subcommands = [
    "render", "preview", "states", "sheet", "verify", "record", "lint", "merge-reports", "import", "modifiers",
    "serve",
  ]

  /// How each shell's script spells "files ending in .json".
  static let jsonPattern = ["bash": "'!*.@(json)'", "zsh": "_files -g '\\''*.json'\\''", "fish": "*.\\'json\\'"]

  func script(_ shell: String) throws -> String {
    let result = try CLIRunner.run(["--generate-completion-script", shell], in: CLIRunner.repositoryRoot)
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout
  }

  @Test(arguments: ["bash", "zsh", "fish"])
  func namesEverySubcommandAndCompletesScenes(_ shell: String) throws {
    let text = try script(shell)
    for name in Self.subcommands { #expect(text.contains(name), "\(shell) script lacks \(name)") }
    let pattern = try #require(Self.jsonPattern[shell])
    // lint, render, preview, states, sheet, verify, record.
    let count = text.components(separatedBy: pattern).count - 1
    #expect(count >= 7, "\(shell): \(count) scene arguments complete .json files")
  }

  /// Sources the bash script and asks it what `hero lint scenes/content/` completes to.
  @Test func bashCompletesSceneFilesAndFolders() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try script("bash").write(toFile: dir + "/hero.bash", atomically: true, encoding: .utf8)
    let probe = """
      source '\(dir)/hero.bash'
      COMP_WORDS=(hero lint scenes/content/); COMP_CWORD=2
      COMP_LINE='hero lint scenes/content/'; COMP_POINT=${#COMP_LINE}
      _hero hero scenes/content/ lint
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let result = try runProcess("/bin/bash", ["-c", probe])
    let offered = Set(result.standardOutput.split(separator: "\n").map(String.init))
    #expect(offered.contains("scenes/content/menu-blur.json"), "\(offered)")
    #expect(offered.contains("scenes/content/icons"), "folders stay reachable: \(offered)")
    #expect(!offered.contains { $0.hasSuffix(".png") }, "\(offered)")
  }
}
