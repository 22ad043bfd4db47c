import Foundation
import Testing

/// `hero import xib` and the layout options from the command line: the help's examples run, the
/// frames are the device's, and mistakes get a clear error.
@Suite struct ImportLayoutCommandTests {
  @Test func xibHelpExamplesRun() throws {
    let help = try CLIRunner.run(["import", "xib", "--help"], in: NSTemporaryDirectory()).stdout
    let examples = help.split(separator: "\n").compactMap { line -> [String]? in
      let text = line.trimmingCharacters(in: .whitespaces)
      guard text.hasPrefix("hero import xib") else { return nil }
      return text.split(separator: " ").dropFirst().map(String.init)
    }
    #expect(examples.count == 4)
    let dir = try ImportCommandTests.workspace()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    for arguments in examples {
      let result = try CLIRunner.run(arguments, in: dir)
      #expect(result.status == 0, "hero \(arguments.joined(separator: " ")): \(result.stderr)")
    }
    let written = try CLIRunner.run(["lint", "card.json", "se.json", "rtl.json"], in: dir)
    #expect(written.status == 0, "\(written.stdout)")
    // --screen 390x844@3 with the right-to-left direction: the tag hangs from the box's right end
    // (its leading edge is the box's leading edge, which is now the right one); left to right, from
    // its left end.
    let rtlBox = try Self.frame(dir + "/rtl.json", "crd-vw-box")
    let rtlTag = try Self.frame(dir + "/rtl.json", "crd-vw-tag")
    #expect(rtlBox == [24, 24, 342, 119])
    #expect(rtlTag.count == 4 && rtlTag[0] + rtlTag[2] == rtlBox[0] + rtlBox[2], "\(rtlTag)")
    let ltrTag = try Self.frame(dir + "/card.json", "crd-vw-tag")
    #expect(ltrTag.first == (try Self.frame(dir + "/card.json", "crd-vw-box")).first, "\(ltrTag)")
  }

  /// The frame of the view with id `id` in the scene file at `path` ([] when there is none).
  static func frame(_ path: String, _ id: String) throws -> [Double] {
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
    var stack = [object]
    while let next = stack.popLast() {
      if let view = next as? [String: Any] {
        if view["id"] as? String == id { return (view["frame"] as? [Double]) ?? [] }
        stack += view.values
      } else if let list = next as? [Any] {
        stack += list
      }
    }
    return []
  }

  @Test func deviceFramesFromTheCommandLine() throws {
    let dir = try ImportCommandTests.workspace()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    for (device, file) in [("iPhone SE (3rd generation)", "se.json"), ("iPhone 15 Pro Max", "max.json")] {
      let result = try CLIRunner.run(
        [
          "import", "storyboard", "Profile.storyboard", "--from", "profile", "--to", "detail", "--device", device, "-o",
          file,
        ],
        in: dir)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout.contains("laid out with Auto Layout for \(device)"))
    }
    func frame(_ file: String, _ id: String) throws -> [Double] { try Self.frame(dir + "/" + file, id) }
    #expect(try frame("se.json", "prf-vw-bar") == [0, 617, 375, 50])
    #expect(try frame("max.json", "prf-vw-bar") == [0, 848, 430, 50])
    #expect(try frame("se.json", "prf-st-btn") == [16, 185 - 21 + frame("se.json", "prf-lb-ttl")[3], 343, 44])
  }

  /// `--direction rtl` right-aligns natural text, except in views forced left to right
  /// (`semanticContentAttribute`): Contact.storyboard's phone field, written by the command.
  @Test func rightToLeftAlignsNaturalTextExceptInForcedViews() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = try CLIRunner.run(
      [
        "import", "storyboard", CLIRunner.scene("variants/Contact.storyboard"), "--from", "contact", "--to", "call",
        "--device", "iPhone SE (3rd generation)", "--direction", "rtl", "-o", "rtl.json",
      ], in: dir)
    #expect(result.status == 0, "\(result.stderr)")
    var views: [String: [String: Any]] = [:]
    var stack: [Any] = [
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/rtl.json")))
    ]
    while let next = stack.popLast() {
      if let view = next as? [String: Any] {
        if let id = view["id"] as? String { views[id] = view }
        stack += view.values
      } else if let list = next as? [Any] {
        stack += list
      }
    }
    func alignment(_ id: String) -> String? { (views[id]?["text"] as? [String: Any])?["alignment"] as? String }
    #expect(alignment("cnt-lb-phl") == "right")
    #expect(alignment("cal-lb-sts") == "right")
    // The forced labels keep natural alignment (the scene format's default, left to right here).
    #expect(alignment("cnt-lb-num") == nil || alignment("cnt-lb-num") == "natural")
    #expect(views["cnt-vw-fld"]?["frame"] as? [Double] == [20, 94, 251, 44])
    #expect(views["cnt-lb-cod"]?["frame"] as? [Double] == [12, 11.5, 40, 21])
  }

  @Test func mistakesAreClear() throws {
    let dir = NSTemporaryDirectory()
    let device = try CLIRunner.run(["import", "xib", "x.xib", "--device", "iphone se", "-o", "x.json"], in: dir)
    #expect(device.status != 0)
    #expect(device.stderr.contains("unknown device 'iphone se'; did you mean 'iPhone SE (3rd generation)'?"))
    let screen = try CLIRunner.run(["import", "xib", "x.xib", "--screen", "390by844", "-o", "x.json"], in: dir)
    #expect(screen.stderr.contains("--screen '390by844' is not W×H@S"))
    let insets = try CLIRunner.run(
      ["import", "xib", "x.xib", "--screen", "390x844@3", "--safe-area", "1,2,3", "-o", "x.json"], in: dir)
    #expect(insets.stderr.contains("--safe-area '1,2,3' is not T,L,B,R"))
    let notXib = try CLIRunner.run(
      ["import", "xib", CLIRunner.repositoryRoot + "/scenes/import/Travel.storyboard", "-o", "x.json"], in: dir)
    #expect(notXib.stderr.contains("not a xib"))
  }
}
