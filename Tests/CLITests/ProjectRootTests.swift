import Foundation
import Testing

/// The project root (docs/project.md): found like git finds its repository, golden identity below
/// it, collisions refused, the project file read strictly, discovery, and `--sandbox` confined to it.
@Suite struct ProjectRootTests {
  /// An app repository: a `.git` folder, the same scene file name in two nested folders, its image
  /// in an assets folder beside them, and no `scenes/` folder at all.
  func appRepository(label: String = #function) throws -> String {
    let dir = try CLIRunner.temporaryDirectory(label)
    let fm = FileManager.default
    try fm.createDirectory(atPath: dir + "/.git", withIntermediateDirectories: true)
    try fm.createDirectory(atPath: dir + "/Assets", withIntermediateDirectories: true)
    try fm.copyItem(atPath: CLIRunner.scene("content/icons/heart.png"), toPath: dir + "/Assets/heart.png")
    for group in ["UITests", "Other"] {
      try fm.createDirectory(atPath: dir + "/\(group)/Transitions", withIntermediateDirectories: true)
      try Self.scene(image: "../../Assets/heart.png").write(
        toFile: dir + "/\(group)/Transitions/places-push.json", atomically: true, encoding: .utf8)
    }
    return dir
  }

  /// A small scene drawing `image` (a path relative to the scene file).
  static func scene(image: String, goldenName: String? = nil) -> String {
    let golden =
      goldenName.map { ", \"golden\": { \"name\": \"\($0)\", \"samples\": [0.5] }" }
      ?? ", \"golden\": { \"samples\": [0.5] }"
    return """
      { "canvas": { "width": 40, "height": 40, "scale": 1 },
        "transition": { "kind": "present", "animation": "fade", "duration": 0.2 },
        "from": { "id": "a", "backgroundColor": "white", "children": [
          { "id": "i", "frame": [4, 4, 24, 24], "image": { "path": "\(image)" } }] },
        "to": { "id": "b", "backgroundColor": "#336699" }\(golden) }
      """
  }

  /// Same file names in two folders record into two golden folders named by their paths below the
  /// root, from the root or from a folder inside it; verify then passes, and fails naming the right
  /// golden after a change.
  @Test func goldenIdentityIsThePathBelowTheRoot() throws {
    let dir = try appRepository()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let record = try CLIRunner.run(["record", "--sandbox"], in: dir)
    #expect(record.status == 0, "\(record.stderr)")
    #expect(
      record.stdout.split(separator: "\n").sorted() == [
        "recorded Other/Transitions/places-push: 1 of 1 samples → golden/Other/Transitions/places-push/",
        "recorded UITests/Transitions/places-push: 1 of 1 samples → golden/UITests/Transitions/places-push/",
      ])
    for group in ["UITests", "Other"] {
      #expect(FileManager.default.fileExists(atPath: dir + "/golden/\(group)/Transitions/places-push/p050.png"))
    }
    // From a folder inside the root: the same goldens, shown relative to where the command runs.
    let verify = try CLIRunner.run(["verify", "--sandbox", "Transitions/places-push.json"], in: dir + "/UITests")
    #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
    #expect(verify.stdout.hasPrefix("ok    UITests/Transitions/places-push (1 samples)"))
    // A colour change fails that scene only, naming its golden.
    let file = dir + "/Other/Transitions/places-push.json"
    try (try String(contentsOfFile: file, encoding: .utf8)).replacingOccurrences(of: "#336699", with: "#336698")
      .write(toFile: file, atomically: true, encoding: .utf8)
    let failed = try CLIRunner.run(["verify", "--sandbox"], in: dir)
    #expect(failed.status == 1)
    #expect(failed.stdout.contains("ok    UITests/Transitions/places-push"))
    #expect(failed.stdout.contains("FAIL  Other/Transitions/places-push.json p050"))
    #expect(failed.stdout.contains("golden golden/Other/Transitions/places-push/p050.png"))
  }

  /// Two scenes that would share a golden folder are refused before anything is written, naming both.
  @Test func scenesSharingAGoldenFolderAreRefused() throws {
    let dir = try appRepository()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Self.scene(image: "../../Assets/heart.png", goldenName: "UITests/Transitions/places-push").write(
      toFile: dir + "/Other/Transitions/places-push.json", atomically: true, encoding: .utf8)
    for command in ["record", "verify", "serve"] {
      let result = try CLIRunner.run([command], in: dir)
      #expect(result.status == 2, "\(command)")
      #expect(
        result.stderr.contains(
          "Other/Transitions/places-push.json and UITests/Transitions/places-push.json would share the golden folder golden/UITests/Transitions/places-push/"
        ), "\(result.stderr)")
    }
    #expect(!FileManager.default.fileExists(atPath: dir + "/golden"))
  }

  /// The project file sets the scene root, the golden folder and golden defaults; a nearer project
  /// file wins over the git top level.
  @Test func projectFileSetsFoldersAndDefaults() throws {
    let dir = try appRepository()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try """
    { "scenes": { "root": "." }, "golden": { "folder": "Snapshots", "samples": [0, 1] } }
    """.write(toFile: dir + "/UITests/hero.json", atomically: true, encoding: .utf8)
    // The scene sets its own samples; one without them takes the project's.
    try Self.scene(image: "../../Assets/heart.png").replacingOccurrences(
      of: ", \"golden\": { \"samples\": [0.5] }", with: ""
    ).write(toFile: dir + "/UITests/Transitions/plain.json", atomically: true, encoding: .utf8)
    // The asset lies outside this project's root (UITests/): --sandbox refuses it, plain runs do not.
    let record = try CLIRunner.run(["record"], in: dir + "/UITests/Transitions")
    #expect(record.status == 0, "\(record.stderr)")
    #expect(CLIRunner.files(in: dir + "/UITests/Snapshots/Transitions/places-push") == ["p050.png", "renderer.json"])
    #expect(
      CLIRunner.files(in: dir + "/UITests/Snapshots/Transitions/plain") == ["p000.png", "p100.png", "renderer.json"])
  }

  /// A misspelt key in the project file is reported like a scene error: file, path, line, column, suggestion.
  @Test func projectFileErrorsNameFileKeyAndSuggestion() throws {
    let dir = try appRepository()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try "{\n  \"scenes\": { \"roots\": \"UITests\" }\n}\n".write(
      toFile: dir + "/hero.json", atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(["verify"], in: dir + "/Other")
    #expect(result.status == 2)
    #expect(
      result.stderr.contains("/hero.json: scenes.roots: unknown key 'roots'; did you mean 'root'? (line 2, column 15)"),
      "\(result.stderr)")
    try "{ \"golden\": { \"folder\": \"../elsewhere\" } }".write(
      toFile: dir + "/hero.json", atomically: true, encoding: .utf8)
    let outside = try CLIRunner.run(["record"], in: dir)
    #expect(outside.status == 2)
    #expect(outside.stderr.contains("golden.folder: '../elsewhere' must be a folder inside the project root"))
  }

  /// With no scene arguments, only scene files count, and golden/, artefacts/, out/, node_modules/,
  /// hidden folders and asset catalogs are skipped; a link loop ends; a folder argument is searched.
  @Test func discoveryFindsTheScenesOnly() throws {
    let dir = try appRepository()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let fm = FileManager.default
    let scene = Self.scene(image: "/nonexistent.png")
    for folder in ["golden/x", "artefacts/x", "out", "node_modules/p", ".hidden", "A.xcassets"] {
      try fm.createDirectory(atPath: dir + "/" + folder, withIntermediateDirectories: true)
      try scene.write(toFile: dir + "/\(folder)/s.json", atomically: true, encoding: .utf8)
    }
    try "{ \"name\": \"app\", \"version\": \"1.0.0\" }".write(
      toFile: dir + "/package.json", atomically: true, encoding: .utf8)
    // A scene with a syntax error is still found (and reported), not skipped.
    try "{ \"from\": {}, \"to\": {}, ".write(toFile: dir + "/Other/broken.json", atomically: true, encoding: .utf8)
    try fm.createSymbolicLink(atPath: dir + "/Other/loop", withDestinationPath: "..")
    let lint = try CLIRunner.run(["lint", "--json"], in: dir)
    let results = try JSONSerialization.jsonObject(with: Data(lint.stdout.utf8)) as? [[String: Any]] ?? []
    #expect(
      results.compactMap { $0["scene"] as? String }.sorted() == [
        "Other/Transitions/places-push.json", "Other/broken.json", "UITests/Transitions/places-push.json",
      ], "\(lint.stdout)\(lint.stderr)")
    let folder = try CLIRunner.run(["lint", "UITests"], in: dir)
    #expect(folder.status == 0, "\(folder.stderr)")
    #expect(folder.stdout.hasPrefix("ok    UITests/Transitions/places-push.json"))
  }

  /// `--sandbox` allows files anywhere inside the root and refuses one resolving outside it (by a
  /// path or a link), naming the scene file and the JSON path; a scene file linked from outside too.
  @Test func sandboxConfinesToTheProjectRoot() throws {
    let dir = try appRepository()
    let outside = try CLIRunner.temporaryDirectory("outside")
    defer {
      try? FileManager.default.removeItem(atPath: dir)
      try? FileManager.default.removeItem(atPath: outside)
    }
    let fm = FileManager.default
    #expect(try CLIRunner.run(["lint", "--sandbox"], in: dir).status == 0)
    try fm.copyItem(atPath: dir + "/Assets/heart.png", toPath: outside + "/heart.png")
    try fm.createSymbolicLink(atPath: dir + "/Assets/linked.png", withDestinationPath: outside + "/heart.png")
    for image in [outside + "/heart.png", "../../Assets/linked.png"] {
      try Self.scene(image: image).write(
        toFile: dir + "/Other/Transitions/places-push.json", atomically: true, encoding: .utf8)
      #expect(try CLIRunner.run(["lint"], in: dir).status == 0)
      let result = try CLIRunner.run(["lint", "--sandbox", "Other/Transitions/places-push.json"], in: dir)
      #expect(result.status == 2)
      #expect(
        result.stderr.contains("Other/Transitions/places-push.json: from.children[0].image.path"), "\(result.stderr)")
      #expect(result.stderr.contains("outside the project root"), "\(result.stderr)")
    }
    try Self.scene(image: "heart.png").write(toFile: outside + "/s.json", atomically: true, encoding: .utf8)
    try fm.createSymbolicLink(atPath: dir + "/Other/s.json", withDestinationPath: outside + "/s.json")
    let linked = try CLIRunner.run(["lint", "--sandbox", "Other/s.json"], in: dir)
    #expect(linked.status == 2)
    #expect(linked.stderr.contains("Other/s.json: resolves to"), "\(linked.stderr)")
  }
}
