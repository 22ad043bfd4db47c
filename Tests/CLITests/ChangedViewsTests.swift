import Foundation
import HeroTestSupport
import HeroVerify
import Testing

/// A failing sample points at the view that changed: `report.json` names it, GitHub annotations
/// mark its line in the storyboard (a storyboard screen) or in the scene file (view trees), the same
/// change across samples and variants is annotated once, and the step summary names the scene, the
/// view and the accept command (docs/ci.md).
@Suite struct ChangedViewsTests {
  /// Profile.storyboard's screens in two appearances, recorded; the Follow button's colour then
  /// changed in the storyboard.
  func storyboardProject(label: String = #function) throws -> String {
    let dir = try CLIRunner.temporaryDirectory(label)
    try FileManager.default.createDirectory(atPath: dir + "/screens", withIntermediateDirectories: true)
    for name in ["Profile.storyboard", "Assets.xcassets"] {
      try FileManager.default.copyItem(atPath: CLIRunner.scene("variants/" + name), toPath: dir + "/screens/" + name)
    }
    let scene = """
      { "canvas": { "width": 375, "height": 667, "scale": 1 },
        "variants": { "appearances": ["light", "dark"] },
        "transition": { "kind": "push", "animation": "fade", "duration": 0.4 },
        "from": { "storyboard": "Profile.storyboard", "controller": "profile" },
        "to": { "storyboard": "Profile.storyboard", "controller": "person" },
        "golden": { "samples": [0, 0.5, 1] } }
      """
    try Data(scene.utf8).write(to: URL(fileURLWithPath: dir + "/screens/profile.json"))
    let record = try CLIRunner.run(["record", "--sandbox"], in: dir)
    #expect(record.status == 0, "\(record.stderr)")
    let storyboard = dir + "/screens/Profile.storyboard"
    let text = try String(contentsOfFile: storyboard, encoding: .utf8)
    let changed = text.replacingOccurrences(
      of: #"<color key="backgroundColor" systemColor="systemBlueColor"/>"#,
      with:
        #"<color key="backgroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
    )
    #expect(changed != text)
    try changed.write(toFile: storyboard, atomically: true, encoding: .utf8)
    return dir
  }

  /// The line of the element whose id is `id` in the file, counted here independently of the importer.
  static func line(of id: String, in path: String) throws -> Int {
    let lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
    return try #require(lines.firstIndex { $0.contains("id=\"\(id)\"") }) + 1
  }

  @Test func aStoryboardChangeIsAnnotatedOnItsLineAndSummarisedOnce() throws {
    let dir = try storyboardProject()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let summary = dir + "/step-summary.md"
    FileManager.default.createFile(atPath: summary, contents: Data("earlier step\n".utf8))
    let r = try CLIRunner.run(
      ["verify", "--sandbox", "--report", "report"], in: dir,
      environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary])
    #expect(r.status == 1, "\(r.stdout)\(r.stderr)")
    // Two samples (p000, p050) in each of the two appearances fail on the button alone.
    #expect(r.stdout.split(separator: "\n").filter { $0.hasPrefix("FAIL") }.count == 4, "\(r.stdout)")
    let report = try VerificationRun.read(directory: dir + "/report")
    let failing = report.scenes.flatMap(\.failures)
    #expect(failing.count == 4)
    for sample in failing {
      #expect(sample.changedViews == [ChangedViews.View(side: "from", view: "row-vw-btn")], "\(sample.name)")
    }
    // One annotation for the one change, on the button's line in the storyboard.
    let line = try Self.line(of: "row-vw-btn", in: dir + "/screens/Profile.storyboard")
    let annotations = r.stdout.split(separator: "\n").filter { $0.hasPrefix("::error ") }
    #expect(annotations.count == 1, "\(annotations)")
    #expect(
      annotations.first?.hasPrefix("::error file=screens/Profile.storyboard,line=\(line),title=hero verify%3A ")
        == true,
      "\(annotations)")
    #expect(
      annotations.first?.contains("; changed: from/row-vw-btn; the same change in 4 samples: p000, p050 in ") == true)
    // The step summary is appended (the earlier step's text kept) and written into the report folder.
    let markdown = try String(contentsOfFile: summary, encoding: .utf8)
    #expect(markdown.hasPrefix("earlier step\n## HeroFrames: 0 passed, 2 failed\n"), "\(markdown)")
    #expect(markdown.contains("| `screens/profile.json` | `light` | **failed** | 2 / 3 |"), "\(markdown)")
    #expect(
      markdown.contains(
        "- `screens/profile.json`: `from/row-vw-btn` (`screens/Profile.storyboard:\(line)`) in p000, p050 in light, dark\n"
      ),
      "\(markdown)")
    #expect(
      markdown.contains("  - accept: `hero record screens/profile.json --variant light --samples p000,p050`"),
      "\(markdown)")
    #expect(markdown.contains("Report: `report/index.html` (artefact `report`)."), "\(markdown)")
    let written = try String(contentsOfFile: dir + "/report/summary.md", encoding: .utf8)
    #expect("earlier step\n" + written + "\n" == markdown)
  }

  /// A scene of view trees: the annotation is on the changed view's line in the scene file.
  @Test func aViewTreeChangeIsAnnotatedOnTheViewsLine() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(atPath: dir + "/scenes/basics", withIntermediateDirectories: true)
    try CLIRunner.writeGalleryProjectFile(in: dir)
    let path = dir + "/scenes/basics/match-basic.json"
    try FileManager.default.copyItem(atPath: CLIRunner.scene("basics/match-basic.json"), toPath: path)
    #expect(try CLIRunner.run(["record"], in: dir).status == 0)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let lines = text.components(separatedBy: "\n")
    let blue = try #require(lines.firstIndex { $0.contains("\"id\": \"blue\"") })
    // The blue view's colour, wherever its object writes it.
    let colour = try #require(lines[blue...].firstIndex { $0.contains("backgroundColor") })
    var changed = lines
    changed[colour] = changed[colour].replacingOccurrences(
      of: #"("backgroundColor": ")[^"]+"#, with: "$1#00FF00", options: .regularExpression)
    try changed.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    let r = try CLIRunner.run(["verify"], in: dir, environment: ["GITHUB_ACTIONS": "true"])
    #expect(r.status == 1)
    let annotations = r.stdout.split(separator: "\n").filter { $0.hasPrefix("::error ") }
    #expect(!annotations.isEmpty)
    for annotation in annotations {
      #expect(annotation.hasPrefix("::error file=scenes/basics/match-basic.json,line="), "\(annotation)")
      #expect(annotation.contains("changed: ") && annotation.contains("/blue"), "\(annotation)")
    }
    // The changed view's object is on one line (its `{` and its id), the from side's.
    #expect(annotations.contains { $0.contains(",line=\(blue + 1),") }, "\(annotations) \(blue + 1)")
  }
}
