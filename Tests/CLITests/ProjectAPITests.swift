import Foundation
import HeroProject
import HeroTestSupport
import Testing

/// The project root through the Swift API (`Project`, `SceneDiscovery`): what the commands and
/// `hero serve` share.
@Suite struct ProjectAPITests {
  /// docs/project.md shows this repository's own project file, and it decodes as documented.
  @Test func docsShowTheRepositorysProjectFile() throws {
    let root = CLIRunner.repositoryRoot
    let docs = try String(contentsOfFile: root + "/docs/project.md", encoding: .utf8)
    let after = try #require(docs.range(of: "This repository's own")).upperBound
    let block = try #require(docs[after...].range(of: "```json\n")).upperBound
    let end = try #require(docs[block...].range(of: "```")).lowerBound
    #expect(String(docs[block..<end]) == (try String(contentsOfFile: root + "/hero.json", encoding: .utf8)))
    let project = try Project.find(from: root + "/scenes/basics")
    #expect(project.root == root)
    #expect(project.settings.sceneRoot == "scenes")
    #expect(project.settings.sceneFolders == ["scenes"])
    #expect(project.goldenFolder == "../../golden")
    #expect(project.pathGoldenID(forFile: "fade.json") == "basics/fade")
    #expect(project.pathGoldenID(forFile: root + "/Tests/Fixtures/x.json") == "Tests/Fixtures/x")
    #expect(project.pathGoldenID(forFile: "/elsewhere/scenes/a/b.json") == "a/b")
    #expect(project.pathGoldenID(forFile: "/elsewhere/a/b.json") == "a/b")
  }

  /// The search climbs to the nearest hero.json, stops at the first .git (a project file above the
  /// repository is not this repository's), and falls back to the working folder.
  @Test func rootIsFoundLikeGitFindsItsRepository() throws {
    let dir = try Project.find(from: CLIRunner.temporaryDirectory()).root
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let fm = FileManager.default
    try fm.createDirectory(atPath: dir + "/repo/.git", withIntermediateDirectories: true)
    try fm.createDirectory(atPath: dir + "/repo/app/sub", withIntermediateDirectories: true)
    try "{ \"golden\": { \"folder\": \"shots\" } }".write(toFile: dir + "/hero.json", atomically: true, encoding: .utf8)
    let fromSub = try Project.find(from: dir + "/repo/app/sub")
    #expect(fromSub.root == dir + "/repo" && fromSub.file == nil && fromSub.goldenFolder == "../../golden")
    try "{}".write(toFile: dir + "/repo/app/hero.json", atomically: true, encoding: .utf8)
    let nearer = try Project.find(from: dir + "/repo/app/sub")
    #expect(nearer.root == dir + "/repo/app" && nearer.file == dir + "/repo/app/hero.json")
    #expect(try Project.find(from: dir).settings.goldenFolder == "shots")
    let lone = try Project.find(from: "/")
    #expect(lone.root == "/")
  }

  /// Discovery stops with an error past its entry limit instead of walking a huge tree.
  @Test func discoveryIsBounded() throws {
    let dir = try Project.find(from: CLIRunner.temporaryDirectory()).root
    defer { try? FileManager.default.removeItem(atPath: dir) }
    for i in 0..<30 { try "{}".write(toFile: dir + "/f\(i).json", atomically: true, encoding: .utf8) }
    let project = Project(root: dir, workingDirectory: dir)
    #expect(throws: CLIError.self) { try SceneDiscovery.scenes([dir], project: project, maximumEntries: 20) }
    #expect(try SceneDiscovery.scenes([dir], project: project, maximumEntries: 40).count == 30)
  }

  /// Discovery's cost grows linearly with the files under the root (thread CPU, ratio only).
  @Test func discoveryCostGrowsLinearly() throws {
    let dir = try Project.find(from: CLIRunner.temporaryDirectory()).root
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let scene = try String(contentsOfFile: CLIRunner.scene("basics/fade.json"), encoding: .utf8)
    func discover(_ count: Int) throws -> Double {
      let root = dir + "/n\(count)"
      for i in 0..<count {
        let folder = root + "/g\(i % 20)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try (i % 2 == 0 ? scene : "{ \"name\": \"x\" }").write(
          toFile: folder + "/s\(i).json", atomically: false, encoding: .utf8)
      }
      let project = Project(root: root, workingDirectory: root)
      var found = 0
      let seconds = try bestThreadCPUSeconds(runs: 3) { () throws -> Void in
        found = try SceneDiscovery.scenes([], project: project).count
      }
      #expect(found == count / 2)
      return seconds
    }
    expectLinearCost("scene discovery", small: try discover(200), large: try discover(800))
  }

  /// Discovery looks for the `"from"` and `"to"` keys in each file's bytes before parsing it: a
  /// key at the very start or end of a file counts, a key cut short by the end or a longer key
  /// does not, and a file that mentions both but is not JSON counts (it is reported, not skipped).
  @Test func discoveryFindsTheKeysAnywhereInAFile() throws {
    let dir = try Project.find(from: CLIRunner.temporaryDirectory()).root
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let files = [
      "start": #""from":{},"to":{}"#,
      "end": #"{"x": 1, "to": {}, "from""#,
      "object": #"{"to": {}, "from": {}}"#,
      "broken": #"{"to": {}, "from": "#,
      "cut": #"{"to": {}} "fro"#,
      "longer": #"{"to": {}, "fromage": {}}"#,
      "neither": #"{"x": "from to"}"#,
    ]
    for (name, text) in files { try text.write(toFile: dir + "/\(name).json", atomically: true, encoding: .utf8) }
    let found = try SceneDiscovery.scenes([], project: Project(root: dir, workingDirectory: dir))
    #expect(
      found.map { ($0 as NSString).lastPathComponent }.sorted() == [
        "broken.json", "end.json", "object.json", "start.json",
      ])
  }

  /// merge-reports refuses two shards' scenes that share a golden folder, naming both files.
  @Test func mergeReportsRefusesACollision() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    for (folder, file) in [("r1", "UITests/T/x.json"), ("r2", "Other/T/x.json")] {
      try FileManager.default.createDirectory(atPath: dir + "/" + folder, withIntermediateDirectories: true)
      try """
      {"scenes": [{"scene": "\(file)", "id": "T/x", "fps": 30, "tolerance": 0, "pixelBudget": 0,
        "golden": "golden", "samples": []}], "invalid": []}
      """.write(toFile: dir + "/\(folder)/report.json", atomically: true, encoding: .utf8)
    }
    let result = try CLIRunner.run(["merge-reports", "r1", "r2", "-o", "merged"], in: dir)
    #expect(result.status == 2)
    #expect(
      result.stderr.contains("UITests/T/x.json and Other/T/x.json would share the golden folder golden/T/x/"),
      "\(result.stderr)")
  }

  /// Values in the project file are checked like a scene's, each error placed and explained.
  @Test func projectFileValuesAreChecked() throws {
    let dir = try Project.find(from: CLIRunner.temporaryDirectory()).root
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let cases = [
      (
        "{ \"preview\": { \"quality\": \"bset\" } }",
        "preview.quality: unknown quality 'bset'; give one of fast, balanced, best; did you mean 'best'?"
      ),
      ("{ \"golden\": { \"tolerance\": 300 } }", "golden.tolerance: 300 is out of range; expected 0…255"),
      ("{ \"scenes\": { \"folders\": [] } }", "scenes.folders: must list 1…64 folders"),
      ("{ \"artefacts\": \"/tmp\" }", "artefacts: '/tmp' must be a folder inside the project root"),
      ("[1]", ": expected an object, found an array"),
      ("{ \"scenes\": ", "line 1, column 13"),
    ]
    for (text, message) in cases {
      try text.write(toFile: dir + "/hero.json", atomically: true, encoding: .utf8)
      do {
        _ = try Project.find(from: dir)
        Issue.record("\(text) was accepted")
      } catch {
        #expect(error.message.hasPrefix(dir + "/hero.json: "), "\(error.message)")
        #expect(error.message.contains(message), "\(error.message)")
      }
    }
  }

  /// `hero preview` takes the project's preview defaults for what its command line leaves out.
  @Test func previewUsesTheProjectDefaults() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.copyItem(atPath: CLIRunner.scene("basics/fade.json"), toPath: dir + "/fade.json")
    try "{ \"preview\": { \"folder\": \"media\", \"scale\": 0.5 } }".write(
      toFile: dir + "/hero.json", atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(["preview", "fade.json", "--no-progress"], in: dir)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("(100×178 px @0.5x, 30 fps) → media/fade.mp4"), "\(result.stdout)")
    #expect(FileManager.default.fileExists(atPath: dir + "/media/fade.mp4"))
  }

  /// `LoadedScene.load(_:sandbox:)` (what `hero serve` calls) confines to the working directory's
  /// project root: a gallery scene loads, a scene outside the repository is refused.
  @Test func sandboxedLoadUsesTheWorkingDirectorysProject() throws {
    let root = CLIRunner.repositoryRoot
    #expect(try Project.current().root == root)
    let loaded = try LoadedScene.load(root + "/scenes/basics/fade.json", sandbox: true)
    #expect(loaded.goldenID == "basics/fade")
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.copyItem(atPath: root + "/scenes/basics/fade.json", toPath: dir + "/fade.json")
    #expect(try LoadedScene.load(dir + "/fade.json").goldenID == (dir as NSString).lastPathComponent + "/fade")
    do {
      _ = try LoadedScene.load(dir + "/fade.json", sandbox: true)
      Issue.record("a scene outside the project root loaded under the sandbox")
    } catch {
      #expect(error.message.contains("outside the project root \(root)"), "\(error.message)")
    }
  }
}
