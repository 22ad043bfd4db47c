import Foundation
import Testing

/// Folders the checkout chose (docs/project.md, "Output folders"): in CI the repository is the pull
/// request, so a link it commits, or a project file naming the project itself, must never make a
/// command write or delete outside the project or in the project's own folders. Each test is a
/// reproduction from issue 29 that wrote or deleted outside before `Project.outputFolders`.
@Suite struct ChosenFolderTests {
  /// A project holding basics/fade.json (its golden named `golden.name`, when given) with goldens
  /// recorded, and an outside folder holding `docs/keep.txt` and `victim.png`.
  func project(goldenName: String? = nil, label: String = #function) throws -> (dir: String, outside: String) {
    let dir = try CLIRunner.temporaryDirectory(label)
    let outside = try CLIRunner.temporaryDirectory(label + "outside")
    let files = FileManager.default
    try files.createDirectory(atPath: dir + "/scenes/basics", withIntermediateDirectories: true)
    try CLIRunner.writeGalleryProjectFile(in: dir)
    var scene = try String(contentsOfFile: CLIRunner.scene("basics/fade.json"), encoding: .utf8)
    if let goldenName {
      scene = scene.replacingOccurrences(
        of: "{\n  \"name\": \"fade\",", with: "{\n  \"golden\": {\"name\": \"\(goldenName)\"},\n  \"name\": \"fade\",")
    }
    try scene.write(toFile: dir + "/scenes/basics/fade.json", atomically: true, encoding: .utf8)
    let record = try CLIRunner.run(["record"], in: dir)
    #expect(record.status == 0, "\(record.stderr)")
    try files.createDirectory(atPath: outside + "/docs", withIntermediateDirectories: true)
    try "keep".write(toFile: outside + "/docs/keep.txt", atomically: true, encoding: .utf8)
    try "victim".write(toFile: outside + "/victim.png", atomically: true, encoding: .utf8)
    return (dir, outside)
  }

  func remove(_ paths: String...) { for p in paths { try? FileManager.default.removeItem(atPath: p) } }

  /// What the outside folder holds after a refused run: exactly what it held before.
  func expectUntouched(_ outside: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(CLIRunner.files(in: outside) == ["docs", "victim.png"], sourceLocation: sourceLocation)
    #expect(CLIRunner.files(in: outside + "/docs") == ["keep.txt"], sourceLocation: sourceLocation)
  }

  /// The issue's first reproduction: the checkout commits `report-1 -> ../outside` and a scene whose
  /// golden is named `docs`; `verify --sandbox --report report-1` deleted `outside/docs/` and wrote
  /// index.html, report.json and junit.xml outside. Now refused before anything is written, with or
  /// without --sandbox.
  @Test func committedReportLinkLeadingOutIsRefused() throws {
    let (dir, outside) = try project(goldenName: "docs")
    defer { remove(dir, outside) }
    try FileManager.default.createSymbolicLink(atPath: dir + "/report-1", withDestinationPath: outside)
    try FileManager.default.removeItem(atPath: dir + "/golden/docs/p050.png")
    let sandboxed = try CLIRunner.run(
      ["verify", "--sandbox", "--report", "report-1", "--junit", "report-1/junit.xml"], in: dir)
    #expect(sandboxed.status == 2, "\(sandboxed.stdout)\(sandboxed.stderr)")
    #expect(
      sandboxed.stderr.contains("--report 'report-1' passes the symlink report-1 inside the project"),
      "\(sandboxed.stderr)")
    expectUntouched(outside)
    let plain = try CLIRunner.run(["verify", "--report", "report-1"], in: dir)
    #expect(plain.status == 2, "\(plain.stdout)\(plain.stderr)")
    #expect(
      plain.stderr.contains("--report 'report-1' leads outside the project root")
        && plain.stderr.contains("through the symlink report-1"), "\(plain.stderr)")
    expectUntouched(outside)
  }

  /// A committed `artefacts` link does the same without --report.
  @Test func committedArtefactsLinkIsRefused() throws {
    let (dir, outside) = try project(goldenName: "docs")
    defer { remove(dir, outside) }
    try FileManager.default.createSymbolicLink(atPath: dir + "/artefacts", withDestinationPath: outside)
    try FileManager.default.removeItem(atPath: dir + "/golden/docs/p050.png")
    let result = try CLIRunner.run(["verify"], in: dir)
    #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
    #expect(result.stderr.contains("the artefacts folder 'artefacts' leads outside"), "\(result.stderr)")
    expectUntouched(outside)
  }

  /// `"artefacts": "."` made verify delete the project's own folders (`<root>/<id>`): the project
  /// root is never an output folder; nor is a folder holding the run's scenes.
  @Test func projectRootOrSceneFolderIsNoArtefactsFolder() throws {
    let (dir, outside) = try project(goldenName: "scenes")
    defer { remove(dir, outside) }
    try FileManager.default.removeItem(atPath: dir + "/golden/scenes/p050.png")
    try #"{"scenes": {"root": "scenes"}, "artefacts": "."}"#.write(
      toFile: dir + "/hero.json", atomically: true, encoding: .utf8)
    let root = try CLIRunner.run(["verify"], in: dir)
    #expect(root.status == 2, "\(root.stdout)\(root.stderr)")
    #expect(root.stderr.contains("the artefacts folder '.' is the project root itself"), "\(root.stderr)")
    #expect(FileManager.default.fileExists(atPath: dir + "/scenes/basics/fade.json"))
    let scenes = try CLIRunner.run(["verify", "--artefacts", "scenes"], in: dir)
    #expect(scenes.status == 2, "\(scenes.stdout)\(scenes.stderr)")
    #expect(scenes.stderr.contains("--artefacts 'scenes' holds the scene"), "\(scenes.stderr)")
    let overlap = try CLIRunner.run(["verify", "--artefacts", "golden/x"], in: dir)
    #expect(overlap.status == 2, "\(overlap.stdout)\(overlap.stderr)")
    #expect(overlap.stderr.contains("overlap"), "\(overlap.stderr)")
    #expect(FileManager.default.fileExists(atPath: dir + "/scenes/basics/fade.json"))
    #expect(FileManager.default.fileExists(atPath: dir + "/golden/scenes/p000.png"))
  }

  /// A `golden.folder` that is a committed link: record wrote goldens outside and deleted a stale
  /// sample there.
  @Test func committedGoldenFolderLinkIsRefused() throws {
    let (dir, outside) = try project()
    defer { remove(dir, outside) }
    try FileManager.default.createDirectory(atPath: outside + "/basics/fade", withIntermediateDirectories: true)
    try "old".write(toFile: outside + "/basics/fade/p010.png", atomically: true, encoding: .utf8)
    try #"{"scenes": {"root": "scenes"}, "golden": {"folder": "linked"}}"#.write(
      toFile: dir + "/hero.json", atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: dir + "/linked", withDestinationPath: outside)
    let result = try CLIRunner.run(["record"], in: dir)
    #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
    #expect(result.stderr.contains("the golden folder 'linked' leads outside"), "\(result.stderr)")
    #expect(CLIRunner.files(in: outside + "/basics/fade") == ["p010.png"])
    // A link that stays inside the project is followed without --sandbox and refused with it.
    try FileManager.default.removeItem(atPath: dir + "/linked")
    try FileManager.default.createSymbolicLink(atPath: dir + "/linked", withDestinationPath: dir + "/golden")
    #expect(try CLIRunner.run(["verify"], in: dir).status == 0)
    let sandboxed = try CLIRunner.run(["verify", "--sandbox"], in: dir)
    #expect(sandboxed.status == 2)
    #expect(sandboxed.stderr.contains("with --sandbox an output folder may not be reached through a link"))
  }

  /// A report folder typed outside the project, through no link inside it, stays the user's choice;
  /// one that holds the project does not.
  @Test func reportFolderTypedOutsideTheProjectIsAllowed() throws {
    let (dir, outside) = try project()
    defer { remove(dir, outside) }
    let result = try CLIRunner.run(["verify", "--sandbox", "--report", outside + "/report"], in: dir)
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(CLIRunner.files(in: outside + "/report") == ["index.html", "report.json", "summary.md"])
    let parent = (dir as NSString).deletingLastPathComponent
    let holding = try CLIRunner.run(["verify", "--report", parent], in: dir)
    #expect(holding.status == 2)
    #expect(holding.stderr.contains("holds the project"), "\(holding.stderr)")
  }

  /// render's `--output` and an output file (`--junit`, `-o`) follow no link of the checkout out.
  @Test func renderOutputAndOutputFilesFollowNoCommittedLinkOut() throws {
    let (dir, outside) = try project()
    defer { remove(dir, outside) }
    try FileManager.default.createSymbolicLink(atPath: dir + "/out", withDestinationPath: outside)
    let render = try CLIRunner.run(["render", "scenes/basics/fade.json", "--frames", "0"], in: dir)
    #expect(render.status == 2, "\(render.stdout)\(render.stderr)")
    #expect(render.stderr.contains("--output 'out' leads outside"), "\(render.stderr)")
    try FileManager.default.createSymbolicLink(atPath: dir + "/junit.xml", withDestinationPath: outside + "/victim.png")
    let junit = try CLIRunner.run(["verify", "--junit", "junit.xml"], in: dir)
    #expect(junit.stderr.contains("--junit 'junit.xml' leads outside"), "\(junit.stderr)")
    let sheet = try CLIRunner.run(["sheet", "scenes/basics/fade.json", "-o", "out/sheet.png"], in: dir)
    #expect(sheet.status == 2)
    #expect(sheet.stderr.contains("leads outside the project root"), "\(sheet.stderr)")
    expectUntouched(outside)
    #expect(try String(contentsOfFile: outside + "/victim.png", encoding: .utf8) == "victim")
  }
}
