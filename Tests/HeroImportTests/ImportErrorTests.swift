import Foundation
import HeroImport
import Testing

/// Bad input: a clear error naming the file and, when one is to blame, the line; never a crash and
/// never a partial result.
@Suite struct ImportErrorTests {
  func parse(_ xml: String) -> ImportError? {
    do {
      _ = try StoryboardReader.parse(Data(xml.utf8), file: "x.storyboard")
      return nil
    } catch { return error }
  }

  static let header =
    #"<?xml version="1.0" encoding="UTF-8"?>\#n<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">\#n"#

  @Test func malformedXMLNamesTheLine() throws {
    let error = try #require(parse(Self.header + "<scenes>\n<scene sceneID=\"a\">\n</scenes>\n</document>\n"))
    #expect(error.file == "x.storyboard")
    #expect(error.line == 5)
    #expect(
      error.description == "x.storyboard:5: malformed XML: a closing tag does not match the element it closes"
    )
  }

  @Test func notAStoryboard() throws {
    let xib =
      #"<?xml version="1.0"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"/>"#
    #expect(
      parse(xib)?.message
        == "not a storyboard (the root element is <document> of type com.apple.InterfaceBuilder3.CocoaTouch.XIB)"
    )
    #expect(parse("<plist version=\"1.0\"/>")?.message == "not a storyboard (the root element is <plist>)")
  }

  @Test func oldDocumentVersionsAreRefused() throws {
    let old = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="2.0"/>"#
    #expect(parse(old)?.message.hasPrefix("storyboard document version 2.0 is not read") == true)
  }

  @Test func documentTypeDeclarationsAreRefusedBeforeParsing() throws {
    let entities = """
      <?xml version="1.0"?>
      <!DOCTYPE document [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
      <document type="Storyboard" version="3.0" toolsVersion="&b;"/>
      """
    let error = try #require(parse(entities))
    #expect(error.line == 2)
    #expect(error.message.contains("document type declaration"))
  }

  /// The refusal cannot be passed by a comment or processing instruction holding a `<`, nor by an
  /// encoding in which `<!DOCTYPE` is not those bytes (entities would expand in the parser).
  @Test func documentTypeDeclarationsAreFoundPastCommentsAndEncodings() throws {
    let laughs = #"<!DOCTYPE document [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>"#
    let root = #"<document type="Storyboard" version="3.0" toolsVersion="&b;"/>"#
    let hidden = "<?xml version=\"1.0\"?>\n<!-- <view> -->\n<?hint <view>?>\n" + laughs + "\n" + root
    let afterComment = try #require(parse(hidden))
    #expect(afterComment.line == 4)
    #expect(afterComment.message.contains("document type declaration"), "\(afterComment)")
    let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n" + laughs + "\n" + root
    for utf16 in [
      Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!, text.data(using: .utf16LittleEndian)!,
      text.data(using: .utf16BigEndian)!,
    ] {
      let error = try #require(throws: ImportError.self) { try StoryboardReader.parse(utf16, file: "x.storyboard") }
      #expect(error.message.contains("storyboards are UTF-8"), "\(error)")
    }
    // A UTF-8 byte order mark is UTF-8.
    let marked = Data([0xEF, 0xBB, 0xBF]) + Data((Self.header + "</document>").utf8)
    #expect(throws: Never.self) { try StoryboardReader.parse(marked, file: "x.storyboard") }
  }

  /// Past libxml2's 10 MB the parser fails at the end of the file with an internal error; the size
  /// is refused first, in words.
  @Test func documentsPastTheParsersLimitAreRefusedBySize() throws {
    let padding = String(repeating: " ", count: 10_000_001)
    let error = try #require(
      parse(Self.header.replacingOccurrences(of: "<document", with: padding + "<document") + "</document>"))
    #expect(error.line == 1)
    #expect(error.message.contains("at most 10000000 (10 MB)"), "\(error.message)")
  }

  @Test func deepNestingIsRefused() throws {
    let depth = 1000
    let xml =
      Self.header + String(repeating: "<view>", count: depth) + String(repeating: "</view>", count: depth)
      + "</document>"
    #expect(parse(xml)?.message.contains("nested deeper than") == true)
  }

  @Test func missingSceneSuggestsTheClosestName() throws {
    let importer = try StoryboardImporter(path: ImportFixtures.path("navigation"))
    #expect(throws: ImportError.self) {
      try importer.importScene(.init(from: "inbox", to: "mesage", name: "x"))
    }
    do {
      _ = try importer.importScene(.init(from: "inbox", to: "mesage", name: "x"))
    } catch {
      #expect(error.suggestion == "message")
      #expect(
        error.description.hasSuffix(
          "no view controller with storyboard identifier, id or class 'mesage'; did you mean 'message'?"))
    }
    do {
      _ = try importer.importScene(.init(segue: "nav-root", name: "x"))
    } catch {
      #expect(
        error.message
          == "segue 'nav-root' is of kind 'relationship(rootViewController)', not a transition; import its ends with --from and --to"
      )
      #expect(error.line != nil)
    }
    do {
      _ = try importer.importScene(.init(segue: "inb-to-mgs", name: "x"))
    } catch {
      #expect(error.suggestion == "inb-to-msg")
    }
    do {
      _ = try importer.importScene(.init(from: "inbox", to: "Inb-00-vc1", name: "x"))
    } catch {
      #expect(error.message == "both ends are the same view controller ('Inb-00-vc1')")
    }
  }

  @Test func filesThatAreNotRegularOrTooLargeAreRefused() throws {
    #expect(throws: ImportError(file: "/nonexistent.storyboard", message: "no such file")) {
      try StoryboardReader.read(path: "/nonexistent.storyboard")
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("import-errors-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(throws: ImportError.self) { try StoryboardReader.read(path: folder.path) }
    // A sparse file just over the cap (32 MiB): refused from its size, before reading, in the
    // wording of every input file (`InputFile`).
    let big = folder.appendingPathComponent("big.storyboard").path
    #expect(FileManager.default.createFile(atPath: big, contents: Data()))
    let handle = try #require(FileHandle(forWritingAtPath: big))
    try handle.truncate(atOffset: UInt64(StoryboardReader.maximumFileSize + 1))
    try handle.close()
    do {
      _ = try StoryboardReader.read(path: big)
      Issue.record("an oversized storyboard was read")
    } catch {
      #expect(
        error.message
          == "is 33 MB; the limit for a storyboard is 32 MB"
      )
    }
  }
}
