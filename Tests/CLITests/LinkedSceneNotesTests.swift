import Foundation
import Testing

/// `lint`, `render`, `record` and `verify` of storyboard-linked scenes print what the import lost
/// (here a Hero setting in code that is not a literal), with the storyboard's path and the source's
/// file and line, once per storyboard and run however many scenes name it; and `hero import
/// --linked` writes a scene that loads, with `--sources` read.
@Suite struct LinkedSceneNotesTests {
  static func project() throws -> String {
    let dir = try CLIRunner.temporaryDirectory()
    try FileManager.default.copyItem(
      atPath: CLIRunner.repositoryRoot + "/docs/examples/linked", toPath: dir + "/linked")
    try """
    extension PhotoGridViewController {
      override func awakeFromNib() {
        super.awakeFromNib()
        thumbnail.hero.modifiers = modifiersFromServer
      }
    }
    """.write(toFile: dir + "/linked/PhotoGrid+Hero.swift", atomically: false, encoding: .utf8)
    let scene = try String(
      contentsOfFile: CLIRunner.repositoryRoot + "/docs/examples/a-linked-scene.json", encoding: .utf8)
    for name in ["one", "two"] {
      try scene.replacingOccurrences(of: "\"a-linked-scene\"", with: "\"\(name)\"")
        .write(toFile: dir + "/\(name).json", atomically: false, encoding: .utf8)
    }
    try "{}".write(toFile: dir + "/hero.json", atomically: false, encoding: .utf8)
    return dir
  }

  static let warning =
    "linked/Photos.storyboard: warning       from: linked/PhotoGrid+Hero.swift:4: `thumbnail.hero.modifiers` set from `modifiersFromServer`; give it in the scene"

  func occurrences(_ text: String, _ part: String) -> Int { text.components(separatedBy: part).count - 1 }

  @Test func everyCommandShowsTheImportsWarningsOncePerStoryboard() throws {
    let dir = try Self.project()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let commands: [[String]] = [
      ["lint", "one.json", "two.json"], ["render", "one.json", "two.json", "--at", "0.5", "-o", "out"],
      ["record", "one.json", "two.json"], ["verify", "one.json", "two.json"],
    ]
    for arguments in commands {
      let result = try CLIRunner.run(arguments, in: dir)
      #expect(result.status == 0, "\(arguments): \(result.stdout)\(result.stderr)")
      #expect(occurrences(result.stderr, Self.warning) == 1, "\(arguments[0]): \(result.stderr)")
      #expect(
        occurrences(result.stderr, "from/grd-thm-001: heroID 'photo' from linked/PhotoGridViewController.swift:11")
          == 1,
        "\(arguments[0]): \(result.stderr)")
    }
  }

  @Test func importWritesALinkedSceneThatLoads() throws {
    let dir = try Self.project()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = try CLIRunner.run(
      [
        "import", "storyboard", "linked/Photos.storyboard", "--segue", "openPhoto", "--linked", "--sources", "linked",
        "-o", "scenes/photos.json",
      ], in: dir)
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(
      result.stdout.contains("wrote scenes/photos.json: linked to linked/Photos.storyboard ('grid' → 'photo'), present")
    )
    #expect(
      result.stdout.contains("warning       from: linked/PhotoGrid+Hero.swift:4: `thumbnail.hero.modifiers` set from"))
    let text = try String(contentsOfFile: dir + "/scenes/photos.json", encoding: .utf8)
    #expect(text.contains(#""from": { "storyboard": "../linked/Photos.storyboard", "controller": "grid" }"#))
    let lint = try CLIRunner.run(["lint", "scenes/photos.json"], in: dir)
    #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
    // A snapshot keeps the code's ids in the file itself.
    let snapshot = try CLIRunner.run(
      ["import", "storyboard", "linked/Photos.storyboard", "--segue", "openPhoto", "-o", "scenes/snapshot.json"],
      in: dir)
    #expect(snapshot.status == 0, "\(snapshot.stdout)\(snapshot.stderr)")
    let written = try String(contentsOfFile: dir + "/scenes/snapshot.json", encoding: .utf8)
    #expect(occurrences(written, #""heroID": "photo""#) == 2)
    // --sources that is not a folder is an error naming it.
    let bad = try CLIRunner.run(
      [
        "import", "storyboard", "linked/Photos.storyboard", "--segue", "openPhoto", "--sources", "nowhere",
        "-o", "scenes/bad.json",
      ], in: dir)
    #expect(bad.status != 0)
    #expect(bad.stderr.contains("--sources: nowhere: not a folder of source files"))
    #expect(!FileManager.default.fileExists(atPath: dir + "/scenes/bad.json"))
  }
}
