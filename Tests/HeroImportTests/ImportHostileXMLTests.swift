import Foundation
import HeroImport
import HeroTestSupport
import Testing

/// Storyboards made to hurt: other encodings hiding markup from the checks, entity expansion,
/// external entities, and shapes that make the parser's cost grow faster than the document. Each is
/// refused with the file, the line and what is wrong, before the parser expands or reads anything.
@Suite struct ImportHostileXMLTests {
  static let root = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">"#
  static let laughs =
    #"<!DOCTYPE document [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>"#

  func error(_ data: Data) -> ImportError? {
    do {
      _ = try StoryboardReader.parse(data, file: "x.storyboard")
      return nil
    } catch { return error }
  }

  func error(_ text: String) -> ImportError? { error(Data(text.utf8)) }

  /// The finding: in UTF-7, `<!DOCTYPE` is `<!+AEQ-OCTYPE`, which a byte scan does not see and
  /// libxml2 decodes into a declaration whose entity then expands into a label's text.
  @Test func utf7HidingADocumentTypeIsRefusedByItsDeclaredEncoding() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-7"?>
      <!+AEQ-OCTYPE document +AFs-<!ENTITY big "xxxxxxxx">+AF0->
      \(Self.root)<label text="&big;&big;"/></document>
      """
    let refused = try #require(error(xml))
    #expect(refused.line == 1)
    #expect(refused.message.contains("encoding=\"UTF-7\""), "\(refused)")
    #expect(refused.message.contains("only UTF-8 documents are read"), "\(refused)")
  }

  /// Every declared encoding but UTF-8 is refused, named, in any spelling of the declaration.
  @Test func declaredEncodingsOtherThanUTF8AreRefusedByName() throws {
    for encoding in ["UTF-7", "utf-16", "UTF-32", "ISO-8859-1", "EBCDIC-US", "IBM037", "cp1252", "x-user"] {
      for declaration in [
        #"<?xml version="1.0" encoding="\#(encoding)"?>"#, #"<?xml version='1.0' encoding = '\#(encoding)' ?>"#,
        "<?xml version=\"1.0\"\n\tencoding=\"\(encoding)\"?>", #"<?xml version="1.0"encoding="\#(encoding)"?>"#,
      ] {
        let refused = try #require(error(declaration + "\n" + Self.root + "</document>"), "\(declaration)")
        #expect(refused.message.contains("encoding=\"\(encoding)\""), "\(declaration): \(refused)")
      }
    }
    for accepted in ["UTF-8", "utf-8", "UTF8"] {
      #expect(error(#"<?xml version="1.0" encoding="\#(accepted)"?>"# + Self.root + "</document>") == nil)
    }
    let unquoted = try #require(error(#"<?xml version="1.0" encoding=UTF-7?>"# + Self.root + "</document>"))
    #expect(unquoted.message.contains("no quoted value"), "\(unquoted)")
  }

  /// UTF-16 and UTF-32 with or without a byte order mark, and EBCDIC, are refused from their first
  /// bytes, whatever they declare (the declaration is not even readable as ASCII in them).
  @Test func otherEncodingsAreRefusedFromTheirFirstBytes() throws {
    let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + Self.laughs + "\n" + Self.root + "</document>"
    let utf32LE = Data(text.unicodeScalars.flatMap { s in (0..<4).map { UInt8((s.value >> (8 * $0)) & 0xFF) } })
    let utf32BE = Data(
      text.unicodeScalars.flatMap { s in (0..<4).reversed().map { UInt8((s.value >> (8 * $0)) & 0xFF) } })
    let cases: [(String, Data, String)] = [
      ("UTF-16LE with BOM", Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!, "UTF-16 (byte order mark)"),
      ("UTF-16BE with BOM", Data([0xFE, 0xFF]) + text.data(using: .utf16BigEndian)!, "UTF-16 (byte order mark)"),
      ("UTF-16LE", text.data(using: .utf16LittleEndian)!, "UTF-16 or UTF-32"),
      ("UTF-16BE", text.data(using: .utf16BigEndian)!, "UTF-16 or UTF-32"),
      ("UTF-32LE with BOM", Data([0xFF, 0xFE, 0, 0]) + utf32LE, "UTF-32 (byte order mark)"),
      ("UTF-32BE with BOM", Data([0, 0, 0xFE, 0xFF]) + utf32BE, "UTF-32 (byte order mark)"),
      ("UTF-32LE", utf32LE, "UTF-16 or UTF-32"),
      ("UTF-32BE", utf32BE, "UTF-16 or UTF-32"),
      ("EBCDIC", Data([0x4C, 0x6F, 0xA7, 0x94, 0x40, 0xA5, 0x85, 0x99]), "EBCDIC"),
    ]
    for (name, data, expected) in cases {
      let refused = try #require(error(data), "\(name)")
      #expect(refused.message.contains(expected), "\(name): \(refused)")
      #expect(refused.message.contains("storyboards are UTF-8"), "\(name): \(refused)")
      #expect(refused.line == 1)
    }
    // A UTF-8 byte order mark is UTF-8.
    #expect(error(Data([0xEF, 0xBB, 0xBF]) + Data((Self.root + "</document>").utf8)) == nil)
  }

  /// Bytes that are not UTF-8 (a Latin-1 file declaring nothing) are refused with their line: libxml2
  /// would switch to Latin-1 and read on.
  @Test func invalidUTF8IsRefusedWithItsLine() throws {
    let data = Data((Self.root + "\n<label text=\"caf").utf8) + Data([0xE9]) + Data("\"/>\n</document>".utf8)
    let refused = try #require(error(data))
    #expect(refused.line == 2)
    #expect(refused.message.contains("not valid UTF-8"), "\(refused)")
  }

  /// A document type declaration anywhere (prolog, after the root, past comments, processing
  /// instructions and CDATA holding `<`), billion laughs, external entities (a file, a URL, a
  /// parameter entity), and any other markup declaration are refused with their line.
  @Test func documentTypesAndEntitiesAreRefusedWherever() throws {
    let cases: [(String, String, Int)] = [
      ("billion laughs", Self.laughs + "\n" + Self.root + #"<label text="&b;"/></document>"#, 1),
      (
        "external file",
        #"<!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]>"# + "\n" + Self.root
          + #"<label text="&x;"/></document>"#, 1
      ),
      ("external DTD", #"<!DOCTYPE document SYSTEM "http://evil.example/x.dtd">"# + Self.root + "</document>", 1),
      ("parameter entity", #"<!DOCTYPE d [<!ENTITY % p SYSTEM "http://evil.example/p"> %p;]>"# + Self.root, 1),
      ("past a comment", "<!-- <view> -->\n<?hint <view>?>\n" + Self.laughs + "\n" + Self.root + "</document>", 3),
      ("after the root", Self.root + "\n<scenes/>\n" + Self.laughs + "</document>", 3),
      ("a bare ENTITY", Self.root + "\n<!ENTITY a \"x\"></document>", 2),
      ("after CDATA", Self.root + "<![CDATA[ <!-- ]]>\n" + Self.laughs + "</document>", 2),
    ]
    for (name, xml, line) in cases {
      let refused = try #require(error(xml), "\(name)")
      #expect(refused.line == line, "\(name): \(refused)")
      #expect(
        refused.message.contains("document type declaration") || refused.message.contains("markup declaration"),
        "\(name): \(refused)")
    }
    // A declaration inside a comment, a CDATA section or an attribute value is text, not markup.
    let quoted = Self.root + "<!-- " + Self.laughs + " --><![CDATA[" + Self.laughs + "]]>"
    #expect(error(quoted + #"<label text="&lt;!DOCTYPE x>" id="a"/></document>"#) == nil)
    #expect(error(quoted + #"<label text='a "&lt;!-- x' title=">" id="a"/></document>"#) == nil)
  }

  /// Entity references other than the five predefined ones and character references name nothing
  /// (no document type can declare them): refused with the name.
  @Test func undeclaredEntityReferencesAreRefused() throws {
    let refused = try #require(error(Self.root + "\n<label text=\"a &big; b\"/></document>"))
    #expect(refused.line == 2)
    #expect(refused.message.contains("'&big;'"), "\(refused)")
    let text = try #require(error(Self.root + "\n\n<label>&big;</label></document>"))
    #expect(text.line == 3)
    let predefined = Self.root + #"<label text="&lt;&gt;&amp;&quot;&apos;&#65;&#x42;" id="a"/></document>"#
    #expect(error(predefined) == nil)
  }

  /// A second XML declaration could switch the encoding after the check: only the first line may
  /// hold one.
  @Test func anXMLDeclarationOnlyAtTheStart() throws {
    let refused = try #require(error("\n<?xml version=\"1.0\" encoding=\"UTF-7\"?>" + Self.root + "</document>"))
    #expect(refused.message.contains("UTF-7") || refused.message.contains("only at the start"), "\(refused)")
    let later = try #require(error(Self.root + "\n<?XML version=\"1.0\"?></document>"))
    #expect(later.line == 2)
    #expect(later.message.contains("only at the start"), "\(later)")
    // Other processing instructions are fine.
    #expect(error(Self.root + "<?xml-stylesheet href=\"a\"?></document>") == nil)
  }

  /// libxml2 compares each attribute with every earlier one of its element: 160,000 attributes on
  /// one element took 6 s, a 10 MB document of them minutes. Refused by the scan, at once.
  @Test func tooManyAttributesOnOneElementAreRefusedBeforeParsing() throws {
    let attributes = (0..<500_000).map { "a\($0)=\"\"" }.joined(separator: " ")
    let xml = Self.root + "\n<view " + attributes + "/></document>"
    let seconds = threadCPUSeconds()
    let refused = try #require(error(xml))
    print("refusing 500,000 attributes on one element: \(threadCPUSeconds() - seconds) s CPU")
    #expect(refused.line == 2)
    #expect(refused.message.contains("more than \(256) attributes"), "\(refused)")
    let fine = (0..<256).map { "a\($0)=\"\"" }.joined(separator: " ")
    #expect(error(Self.root + "<view " + fine + "/></document>") == nil)
  }

  @Test func elementAndAttributeValueCapsAreRefusedWithTheirLine() throws {
    let many = Self.root + "\n" + String(repeating: "<a/>", count: 500_001) + "</document>"
    let refused = try #require(error(many))
    #expect(refused.line == 2)
    #expect(refused.message.contains("more than 500000 elements"), "\(refused)")
    let long = Self.root + "\n\n<label text=\"" + String(repeating: "x", count: (1 << 20) + 1) + "\"/></document>"
    let value = try #require(error(long))
    #expect(value.line == 3)
    #expect(value.message.contains("an attribute value of 1048577 bytes"), "\(value)")
    let justFits = Self.root + "<label text=\"" + String(repeating: "x", count: 1 << 20) + "\"/></document>"
    #expect(error(justFits) == nil)
  }

  /// The parse stops at the first error instead of recovering through the rest of the document.
  @Test func theFirstErrorStopsTheParse() throws {
    let refused = try #require(
      error(Self.root + "\n<a></b>\n" + String(repeating: "<a></b>", count: 10) + "</document>"))
    #expect(refused.line == 2)
  }

  /// Cost is linear in the document's size whatever it holds: storyboard-like elements, one huge
  /// attribute, many attributes, deep nesting up to the limit, comments. 4× the bytes cost about 4×.
  @Test func parseCostIsLinearInTheDocumentSize() throws {
    func documents(_ n: Int) -> [String: Data] {
      let element = #"<view id="v" alpha="0.5" key="k"><rect key="frame" x="0" y="0" width="1" height="1"/></view>"#
      return [
        "elements": Data((Self.root + String(repeating: element, count: n) + "</document>").utf8),
        "one attribute": Data(
          (Self.root + "<label text=\"" + String(repeating: "&amp;é", count: n * 5) + "\"/></document>").utf8),
        "attributes": Data(
          (Self.root
            + String(
              repeating: "<v " + (0..<250).map { "a\($0)=\"x\"" }.joined(separator: " ") + "/>", count: n / 25)
            + "</document>").utf8),
        "nesting": Data(
          (Self.root
            + String(
              repeating: String(repeating: "<v>", count: 399) + String(repeating: "</v>", count: 399), count: n / 40)
            + "</document>").utf8),
        "comments": Data((Self.root + String(repeating: "<!-- <a> & --><a/>", count: n * 5) + "</document>").utf8),
      ]
    }
    let (small, large) = (documents(4_000), documents(16_000))
    for name in small.keys.sorted() {
      expectLinearCost(
        "parse of \(name): \(small[name]!.count) / \(large[name]!.count) bytes",
        small: try bestThreadCPUSeconds { _ = try StoryboardReader.parse(small[name]!, file: "x.storyboard") },
        large: try bestThreadCPUSeconds { _ = try StoryboardReader.parse(large[name]!, file: "x.storyboard") })
    }
  }
}
