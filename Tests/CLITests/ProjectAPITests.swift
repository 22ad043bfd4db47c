import Foundation
import HeroModel
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

  /// Two scenes whose golden folders differ only in case (`Fade.json` and `fade.json`, or a
  /// `golden.name` of `Basics/Fade`) are one folder once the goldens are checked out on macOS or
  /// Windows: refused like any shared folder, saying why.
  @Test func goldenFoldersDifferingOnlyInCaseCollide() throws {
    let dir = try Project.find(from: CLIRunner.temporaryDirectory()).root
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let fade = try String(contentsOfFile: CLIRunner.scene("basics/fade.json"), encoding: .utf8)
    try FileManager.default.createDirectory(atPath: dir + "/basics", withIntermediateDirectories: true)
    try fade.write(toFile: dir + "/basics/fade.json", atomically: true, encoding: .utf8)
    try fade.write(toFile: dir + "/basics/Fade.json", atomically: true, encoding: .utf8)
    let project = Project(root: dir, workingDirectory: dir)
    do {
      _ = try project.scenes(["basics/fade.json", "basics/Fade.json"])
      Issue.record("two folders differing in case were accepted")
    } catch {
      #expect(
        error.message.hasPrefix(
          "basics/fade.json and basics/Fade.json would share the golden folder golden/basics/fade/ on a case-insensitive file system (macOS, Windows), as golden/basics/Fade/;"
        ), "\(error.message)")
    }
    let brace = try #require(fade.firstIndex(of: "{"))
    let named = "{ \"golden\": { \"name\": \"BASICS/fade\" }," + fade[fade.index(after: brace)...]
    try named.write(toFile: dir + "/basics/Fade.json", atomically: true, encoding: .utf8)
    let verify = try CLIRunner.run(["verify", "basics/fade.json", "basics/Fade.json"], in: dir)
    #expect(verify.status == 2)
    #expect(verify.stderr.contains("as golden/BASICS/fade/;"), "\(verify.stderr)")
    // Different names stay apart, as before.
    #expect(try project.scenes(["basics/fade.json"]).map(\.goldenID) == ["basics/fade"])
  }

  /// A project's runs parse each storyboard once for every side and variant that lays a screen out
  /// of it: loading 8 variants of a scene over a large storyboard costs about one parse, not 16
  /// (CPU time of 8 variants against 1, each with a fresh project; no absolute time is asserted).
  /// A storyboard saved since is parsed again.
  @Test func aStoryboardIsParsedOncePerRunNotPerVariantAndSide() throws {
    let dir = try Project.find(from: CLIRunner.temporaryDirectory()).root
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let filler = (0..<4000).map {
      """
      <scene sceneID="f\($0)"><objects><viewController id="f\($0)" sceneMemberID="viewController"><view key="view" id="fv\($0)">\
      <rect key="frame" x="0" y="0" width="60" height="40"/></view></viewController></objects></scene>
      """
    }.joined(separator: "\n")
    func storyboard(red: Int) -> String {
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>
      <scene sceneID="s0"><objects><viewController storyboardIdentifier="screen" id="vc0" sceneMemberID="viewController">
      <view key="view" id="r0"><rect key="frame" x="0" y="0" width="60" height="40"/>
      <color key="backgroundColor" red="\(red)" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></view>
      </viewController></objects></scene>
      \(filler)
      </scenes></document>
      """
    }
    try storyboard(red: 1).write(toFile: dir + "/Big.storyboard", atomically: true, encoding: .utf8)
    try """
    { "canvas": { "width": 60, "height": 40, "scale": 1 },
      "variants": { "appearances": ["light", "dark"], "contentSizes": ["S", "L"], "directions": ["ltr", "rtl"] },
      "from": { "storyboard": "Big.storyboard", "controller": "screen" },
      "to": { "storyboard": "Big.storyboard", "controller": "screen" } }
    """.write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
    let variants = try #require(Project(root: dir, workingDirectory: dir).variants(ofFile: dir + "/s.json"))
    #expect(variants.count == 8)
    func load(_ count: Int) throws -> Double {
      let project = Project(root: dir, workingDirectory: dir)
      return try bestThreadCPUSeconds(runs: 1) {
        for variant in variants.prefix(count) {
          _ = try LoadedScene.load(dir + "/s.json", sandbox: false, project: project, variant: variant.name)
        }
      }
    }
    let (one, eight) = (try load(1), try load(8))
    print("cost loading 1 / 8 variants over one storyboard: \(one) s, \(eight) s, ×\(eight / one)")
    #expect(eight / one < 4, "8 variants cost ×\(eight / one) of one: the storyboard was parsed again")
    // Saved since: the next load lays the new storyboard out.
    let project = Project(root: dir, workingDirectory: dir)
    let before = try LoadedScene.load(dir + "/s.json", sandbox: false, project: project, variant: variants[0].name)
    #expect(before.scene.from.backgroundColor == Color(red: 1, green: 0, blue: 0))
    try storyboard(red: 0).write(toFile: dir + "/Big.storyboard", atomically: true, encoding: .utf8)
    let after = try LoadedScene.load(dir + "/s.json", sandbox: false, project: project, variant: variants[0].name)
    #expect(after.scene.from.backgroundColor == Color(red: 0, green: 0, blue: 0))
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
