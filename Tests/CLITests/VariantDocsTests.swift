import Foundation
import HeroModel
import HeroProject
import HeroTestSupport
import Testing

/// docs/variants.md's examples are the gallery's variant scene and commands that work as written.
@Suite struct VariantDocsTests {
  static let doc = CLIRunner.repositoryRoot + "/docs/variants.md"
  static let scene = CLIRunner.repositoryRoot + "/scenes/variants/variants-profile.json"

  static func blocks(_ language: String) throws -> [String] {
    let text = try String(contentsOfFile: doc, encoding: .utf8)
    return text.components(separatedBy: "```\(language)\n").dropFirst().compactMap {
      $0.components(separatedBy: "```").first
    }
  }

  static func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  /// The JSON shown is the gallery scene's, member for member.
  @Test func theJSONIsTheGallerysScene() throws {
    let json = try Self.blocks("json")
    #expect(json.count == 2)
    let file = try Self.object(try String(contentsOfFile: Self.scene, encoding: .utf8))
    let shown = try Self.object(json[0])
    for (key, value) in shown {
      #expect(
        try JSONSerialization.data(withJSONObject: value, options: .sortedKeys)
          == JSONSerialization.data(withJSONObject: try #require(file[key]), options: .sortedKeys), "\(key)")
    }
    let side = try Self.object("{" + json[1] + "}")
    #expect(
      NSDictionary(dictionary: side["from"] as? [String: Any] ?? [:])
        == NSDictionary(dictionary: file["from"] as? [String: Any] ?? [:]))
  }

  /// The golden paths shown are where `hero record` put the gallery's goldens.
  @Test func theGoldenPathsExist() throws {
    let text = try String(contentsOfFile: Self.doc, encoding: .utf8)
    let paths = text.components(separatedBy: "\n").filter { $0.hasPrefix("golden/variants/") }
    #expect(paths.count == 3)
    for path in paths {
      #expect(FileManager.default.fileExists(atPath: CLIRunner.repositoryRoot + "/" + path), "\(path)")
    }
  }

  /// The `--variant` commands select what their comments say, on the gallery's goldens; the record
  /// one writes into a scratch golden folder.
  @Test func theCommandsRunAsShown() throws {
    let lines = try #require(try Self.blocks("sh").first).split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    func command(_ line: String) -> [String] {
      let code = line.components(separatedBy: "#").first ?? line
      return code.split(separator: " ").dropFirst().map(String.init)
    }
    let dark = try CLIRunner.run(command(lines[0]), in: CLIRunner.repositoryRoot)
    #expect(dark.status == 0, "\(dark.stdout)\(dark.stderr)")
    #expect(dark.stdout.hasSuffix("8 passed, 0 failed\n"), "\(dark.stdout)")
    let some = try CLIRunner.run(command(lines[1]), in: CLIRunner.repositoryRoot)
    #expect(some.status == 0)
    // iPhone-SE.XXXL: 4; rtl: 8, and variants-phone's iPhone-SE.rtl; both: 2.
    #expect(some.stdout.hasSuffix("11 passed, 0 failed\n"), "\(some.stdout)")
    let scratch = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let record = try CLIRunner.run(command(lines[2]) + ["--golden", scratch], in: CLIRunner.repositoryRoot)
    #expect(record.status == 0, "\(record.stderr)")
    let written = scratch + "/variants/variants-profile/iPhone-15.dark.XXXL.rtl/p100.png"
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: written))
        == Data(
          contentsOf: URL(
            fileURLWithPath: CLIRunner.repositoryRoot
              + "/golden/variants/variants-profile/iPhone-15.dark.XXXL.rtl/p100.png")))
  }

  /// The Swift example, as written in the doc.
  @Test func theSwiftExampleRuns() throws {
    let swift = try #require(try Self.blocks("swift").first)
    #expect(
      swift.contains(
        "try project.variantPairs(project.scenes([\"scenes/variants/variants-profile.json\"]), filter: .all)"))
    #expect(
      swift.contains(
        "let loaded = try LoadedScene.load(pair.file, sandbox: false, project: project, variant: pair.variant)"))
    let project = try Project.find(from: CLIRunner.repositoryRoot)
    let file = Self.scene
    var ids: [String] = []
    for pair in try project.variantPairs(project.scenes([file]), filter: .all) {
      let loaded = try LoadedScene.load(pair.file, sandbox: false, project: project, variant: pair.variant)
      ids.append(loaded.goldenID)
    }
    #expect(ids.count == 16)
    #expect(ids.first == "variants/variants-profile/iPhone-SE.light.M.ltr")
  }
}
