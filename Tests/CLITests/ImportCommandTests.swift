import Foundation
import Testing

/// `hero import storyboard`: listing, importing, errors, and the end-to-end path a user takes
/// (import → render → compare with goldens).
@Suite struct ImportCommandTests {
  static let travel = CLIRunner.repositoryRoot + "/scenes/import/Travel.storyboard"

  /// A temporary folder with the gallery's storyboard and asset catalog (`scenes/import`) linked
  /// into `folder` inside it, so examples run as written and write only into the temporary folder.
  static func workspace(linkingInto folder: String = "") throws -> String {
    let dir = try CLIRunner.temporaryDirectory()
    let target = folder.isEmpty ? dir : dir + "/" + folder
    try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
    for name in ["Travel.storyboard", "Assets.xcassets", "Profile.storyboard", "Card.xib"] {
      try FileManager.default.createSymbolicLink(
        atPath: target + "/" + name, withDestinationPath: CLIRunner.repositoryRoot + "/scenes/import/" + name)
    }
    return dir
  }

  @Test func helpExamplesRun() throws {
    let help = try CLIRunner.run(["import", "storyboard", "--help"], in: NSTemporaryDirectory()).stdout
    let examples = help.split(separator: "\n").compactMap { line -> [String]? in
      let text = line.trimmingCharacters(in: .whitespaces)
      guard text.hasPrefix("hero import storyboard") else { return nil }
      return text.split(separator: " ").dropFirst().map(String.init)
    }
    #expect(examples.count == 6)
    let dir = try Self.workspace()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    for arguments in examples {
      let result = try CLIRunner.run(arguments, in: dir)
      #expect(result.status == 0, "hero \(arguments.joined(separator: " ")): \(result.stderr)")
    }
    let written = try CLIRunner.run(["lint", "a.json", "b.json"], in: dir)
    #expect(written.status == 0, "\(written.stdout)")
  }

  @Test func listsScenesAndSegues() throws {
    let table = try CLIRunner.run(
      ["import", "storyboard", Self.travel, "--list"], in: NSTemporaryDirectory())
    #expect(table.status == 0)
    #expect(
      table.stdout.contains(
        "Lst-00-vc1    viewController        places                 PlacesViewController  Places"))
    #expect(
      table.stdout.contains(
        "lst-to-plc  show                              openPlace   places (Lst-00-vc1) → place (Plc-00-vc2)"))
    let json = try CLIRunner.run(
      ["import", "storyboard", Self.travel, "--list", "--json"], in: NSTemporaryDirectory())
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect((object["scenes"] as? [Any])?.count == 4)
    let segues = try #require(object["segues"] as? [[String: Any]])
    #expect(segues.map { $0["id"] as? String } == ["nav-to-lst", "lst-to-plc", "plc-to-mnu"])
    #expect(segues[1]["kind"] as? String == "show" && segues[1]["identifier"] as? String == "openPlace")
  }

  /// Import → render → goldens: the gallery's imports, made again into a fresh folder, render
  /// exactly the gallery's goldens through `hero verify`.
  @Test(arguments: [("list-detail", "openPlace"), ("menu-over-blur", "plc-to-mnu")])
  func importRendersTheGalleryGoldens(_ name: String, _ segue: String) throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let scene = "scenes/imported/\(name).json"
    let imported = try CLIRunner.run(
      ["import", "storyboard", Self.travel, "--segue", segue, "-o", scene, "--scale", "1"], in: dir)
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stdout.hasPrefix("wrote \(scene): "))
    // The gallery's layout (scene root scenes/), and a copy of its goldens: a link inside the golden
    // folder would be refused (docs/project.md).
    try CLIRunner.writeGalleryProjectFile(in: dir)
    try FileManager.default.createDirectory(
      atPath: dir + "/golden/imported", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: CLIRunner.repositoryRoot + "/golden/import/\(name)", toPath: dir + "/golden/imported/\(name)")
    let verified = try CLIRunner.run(["verify", scene], in: dir)
    #expect(verified.status == 0, "\(verified.stdout)\(verified.stderr)")
  }

  @Test func printsWhatItApproximated() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let table = CLIRunner.repositoryRoot + "/Tests/HeroImportTests/Fixtures/table.storyboard"
    let result = try CLIRunner.run(
      ["import", "storyboard", table, "--segue", "tbl-to-prf", "-o", "t.json"], in: dir)
    #expect(result.status == 0)
    #expect(
      result.stdout.contains(
        "plain view    from/Tbl-sb-001 (searchBar, line 23): <searchBar> kept as a plain view (frame and background only)"
      ))
    #expect(
      result.stdout.contains(
        "approximated  frames are the ones IB stored for device 'retina4_7'; constraints are not solved"))
  }

  @Test func badInputIsAClearErrorAndWritesNothing() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try "<document type=\"x.Storyboard.XIB\" version=\"3.0\">\n<scenes>\n</document>\n".write(
      toFile: dir + "/broken.storyboard", atomically: true, encoding: .utf8)
    let cases: [([String], String)] = [
      (["missing.storyboard", "--list"], "error: missing.storyboard: no such file"),
      (
        ["broken.storyboard", "--list"],
        "error: broken.storyboard:3: malformed XML: a closing tag does not match the element it closes"
      ),
      ([Self.travel, "--from", "places", "--to", "plase", "-o", "x.json"], "did you mean 'place'?"),
      (
        [Self.travel, "--segue", "nav-to-lst", "-o", "x.json"],
        "is of kind 'relationship(rootViewController)', not a transition"
      ),
      (
        [Self.travel, "--from", "places", "--to", "place", "--kind", "pusj", "-o", "x.json"],
        "unknown --kind 'pusj'"
      ),
      ([Self.travel, "--from", "places", "--to", "place"], "give the scene file to write with -o FILE.json"),
      ([Self.travel, "--list", "--segue", "x"], "--list takes no --from, --to, --segue, --kind or -o"),
    ]
    for (arguments, message) in cases {
      let result = try CLIRunner.run(["import", "storyboard"] + arguments, in: dir)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
    }
    #expect(!FileManager.default.fileExists(atPath: dir + "/x.json"))
  }

  /// `--sandbox`: every file the import reads must lie in the current folder's tree after links are
  /// resolved. A storyboard copied in imports; the gallery's (linked from outside) and one named by a
  /// path outside are refused with the reason, and nothing is written.
  @Test func sandboxConfinesTheImportToTheCurrentFolder() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(atPath: dir + "/copy", withIntermediateDirectories: true)
    for name in ["Travel.storyboard", "Assets.xcassets"] {
      try FileManager.default.copyItem(
        atPath: CLIRunner.repositoryRoot + "/scenes/import/" + name, toPath: dir + "/copy/" + name)
    }
    let inside = try CLIRunner.run(
      ["import", "storyboard", "copy/Travel.storyboard", "--segue", "openPlace", "-o", "a.json", "--sandbox"], in: dir)
    #expect(inside.status == 0, "\(inside.stderr)")
    let outside = try CLIRunner.run(
      ["import", "storyboard", Self.travel, "--segue", "openPlace", "-o", "b.json", "--sandbox"], in: dir)
    #expect(outside.status == 2)
    #expect(outside.stderr.contains("the storyboard is outside the sandbox folder"), "\(outside.stderr)")
    let xib = try CLIRunner.run(
      ["import", "xib", CLIRunner.repositoryRoot + "/scenes/import/Card.xib", "-o", "d.json", "--sandbox"], in: dir)
    #expect(xib.status == 2)
    #expect(xib.stderr.contains("the xib is outside the sandbox folder"), "\(xib.stderr)")
    let listed = try CLIRunner.run(["import", "storyboard", Self.travel, "--list", "--sandbox"], in: dir)
    #expect(listed.status == 2 && listed.stdout.isEmpty, "\(listed.stdout)")
    // A catalog linked in from outside the folder.
    try FileManager.default.removeItem(atPath: dir + "/copy/Assets.xcassets")
    try FileManager.default.createSymbolicLink(
      atPath: dir + "/copy/Assets.xcassets",
      withDestinationPath: CLIRunner.repositoryRoot + "/scenes/import/Assets.xcassets")
    let linked = try CLIRunner.run(
      ["import", "storyboard", "copy/Travel.storyboard", "--segue", "openPlace", "-o", "c.json", "--sandbox"], in: dir)
    #expect(linked.status == 2)
    #expect(linked.stderr.contains("the asset catalog is outside the sandbox folder"), "\(linked.stderr)")
    #expect(
      !FileManager.default.fileExists(atPath: dir + "/b.json")
        && !FileManager.default.fileExists(atPath: dir + "/c.json"))
    // Without --sandbox the same linked catalog is read.
    let trusted = try CLIRunner.run(
      ["import", "storyboard", "copy/Travel.storyboard", "--segue", "openPlace", "-o", "c.json"], in: dir)
    #expect(trusted.status == 0, "\(trusted.stderr)")
  }
}
