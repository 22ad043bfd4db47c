import Foundation
import HeroModel

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// One element of a parsed XML document: its name, attributes, child elements and the line it
/// starts on (for error messages). Text content is not kept: storyboards store everything in
/// attributes.
public struct XMLNode: Sendable {
  public var name: String
  public var attributes: [String: String]
  public var children: [XMLNode]
  /// 1-based line of the start tag.
  public var line: Int
  /// The character data of a `<string>` element (IB writes long and multi-line texts so:
  /// `<string key="text">…</string>`); nil for every other element, whose text is only whitespace.
  public var text: String?

  public subscript(attribute: String) -> String? { attributes[attribute] }

  /// The first child element named `name` whose `key` attribute is `key` (when given).
  public func child(_ name: String, key: String? = nil) -> XMLNode? {
    children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
  }

  /// Every child element named `name`.
  public func children(_ name: String) -> [XMLNode] { children.filter { $0.name == name } }
}

/// Reads a whole XML document into `XMLNode`s with Foundation's `XMLParser`.
///
/// Bounded in time and memory, whatever the input: the size is capped (`maximumBytes`); only
/// UTF-8 documents are read (`XMLEncoding`), so the checks on the bytes see what the parser sees;
/// a linear scan (`XMLMarkupScan`) refuses document type declarations, entity references other than
/// the predefined ones, and too many elements or attributes before the parser starts; the parser's
/// delegate refuses again whatever DTD declaration or unknown entity reaches it, stops at the first
/// error (libxml2 would otherwise recover and read on), and caps nesting (`maximumDepth`). No entity
/// can expand, so the parsed attributes are never larger than the document. Cost is linear in the
/// input.
enum XMLDocumentReader {
  /// Deepest element nesting accepted. Storyboards nest a few levels per view.
  static let maximumDepth = 400
  /// Largest document read. Foundation's `XMLParser` runs libxml2 without its "huge" option, which
  /// then stops past 10,000,000 bytes with an internal error at the end of the file (9.99 MB parses,
  /// 10.01 MB does not): refused up front, saying so, rather than as "parser error 1".
  static let maximumBytes = 10_000_000

  struct Failure: Error {
    var line: Int
    var column: Int
    var message: String
  }

  /// An Interface Builder document's root element, or the parser's failure as the file's import error.
  static func parseDocument(_ data: Data, file: String) throws(ImportError) -> XMLNode {
    do {
      return try parse(data)
    } catch {
      throw ImportError(file: file, line: error.line, message: "malformed XML: \(error.message)")
    }
  }

  /// Storyboards and xibs are read in document version 3.0 only (what Xcode 5 and later write).
  static func requireVersion3(_ root: XMLNode, kind: String, file: String) throws(ImportError) {
    guard let version = root["version"], version != "3.0" else { return }
    throw ImportError(
      file: file, line: root.line,
      message:
        "\(kind) document version \(version) is not read (only 3.0, what Xcode 5 and later write); open and save it in a current Xcode"
    )
  }

  static func parse(_ data: Data) throws(Failure) -> XMLNode {
    guard data.count <= maximumBytes else {
      throw Failure(
        line: 1, column: 1,
        message:
          "the document is \(data.count) bytes; the XML parser reads at most \(maximumBytes) (10 MB): split the storyboard (storyboard references)"
      )
    }
    let problem = data.withUnsafeBytes { bytes -> Failure? in
      do throws(Failure) {
        let start = try XMLEncoding.check(bytes)
        try XMLMarkupScan.check(bytes, from: start)
        return nil
      } catch { return error }
    }
    if let problem { throw problem }
    let parser = XMLParser(data: data)
    parser.shouldResolveExternalEntities = false
    parser.shouldProcessNamespaces = false
    let builder = TreeBuilder()
    parser.delegate = builder
    let ok = parser.parse()
    // The first error, where the parser saw it (libxml2 may go on and report more, and `parse()`
    // can return true after recovering).
    if let failure = builder.failure { throw failure }
    guard ok, let root = builder.root else {
      let message = parser.parserError.map(describe) ?? "the document is not well-formed XML"
      throw Failure(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1), message: message)
    }
    return root
  }

  /// libxml2's error codes for the mistakes hand edits and merge conflicts make most.
  static func describe(code: Int) -> String {
    switch code {
    case 4: "the document is empty"
    case 5: "the document ends before its elements are closed"
    case 76: "a closing tag does not match the element it closes"
    default: "the document is not well-formed XML (parser error \(code))"
    }
  }

  /// Foundation's message says nothing to a user ("The operation could not be completed"): the code does.
  private static func describe(_ error: Error) -> String { describe(code: (error as NSError).code) }

  /// Collects elements into a tree as the parser reports them, and stops the parser at the first
  /// error and at anything the scan before it should have refused (a second net: on Linux,
  /// Foundation does not report internal entity declarations, so the scan is the first).
  private final class TreeBuilder: NSObject, XMLParserDelegate {
    var stack: [XMLNode] = []
    var root: XMLNode?
    var failure: Failure?
    var elements = 0

    /// Records the first failure and stops the parser.
    func stop(_ parser: XMLParser, _ message: String) {
      if failure == nil {
        failure = Failure(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1), message: message)
      }
      parser.abortParsing()
    }

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      elements += 1
      guard stack.count < XMLDocumentReader.maximumDepth else {
        return stop(parser, "elements nested deeper than \(XMLDocumentReader.maximumDepth) levels")
      }
      guard elements <= XMLMarkupScan.maximumElements, attributes.count <= XMLMarkupScan.maximumAttributes,
        attributes.values.allSatisfy({ $0.utf8.count <= XMLMarkupScan.maximumAttributeBytes })
      else {
        return stop(parser, "the document is larger than the importer reads (elements, attributes or their length)")
      }
      stack.append(XMLNode(name: elementName, attributes: attributes, children: [], line: parser.lineNumber))
    }

    /// Text is kept only inside `<string>` elements; the document's size cap bounds it.
    func parser(_ parser: XMLParser, foundCharacters string: String) {
      guard let last = stack.indices.last, stack[last].name == "string" else { return }
      stack[last].text = (stack[last].text ?? "") + string
    }

    func parser(_ parser: XMLParser, parseErrorOccurred error: Error) {
      stop(parser, XMLDocumentReader.describe(code: (error as NSError).code))
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
    ) {
      guard let done = stack.popLast() else { return }
      if stack.isEmpty {
        root = done
      } else {
        stack[stack.count - 1].children.append(done)
      }
    }

    // Any declaration of a document type, and any entity the parser cannot resolve alone, stops it.

    static let declaration = "a document type declaration is not accepted; storyboards have none"

    func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
      stop(parser, Self.declaration)
    }
    func parser(
      _ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?,
      systemID: String?
    ) { stop(parser, Self.declaration) }
    func parser(
      _ parser: XMLParser, foundUnparsedEntityDeclarationWithName name: String, publicID: String?,
      systemID: String?, notationName: String?
    ) { stop(parser, Self.declaration) }
    func parser(
      _ parser: XMLParser, foundNotationDeclarationWithName name: String, publicID: String?, systemID: String?
    ) { stop(parser, Self.declaration) }
    func parser(_ parser: XMLParser, foundElementDeclarationWithName elementName: String, model: String) {
      stop(parser, Self.declaration)
    }
    func parser(
      _ parser: XMLParser, foundAttributeDeclarationWithName attributeName: String, forElement elementName: String,
      type: String?, defaultValue: String?
    ) { stop(parser, Self.declaration) }
    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
      stop(parser, "the entity reference '&\(Excerpt.quote(name));' is not accepted")
      return nil
    }
  }
}
