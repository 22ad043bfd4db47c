import Foundation

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
/// Bounded: the input size is capped (`maximumBytes`), the nesting depth too (`maximumDepth`), and a
/// document type declaration is refused before parsing, so no entity can expand (storyboards never
/// declare one). Only ASCII-compatible (UTF-8) documents are read, so that check cannot be passed by
/// another encoding. Cost is linear in the input.
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

  static func parse(_ data: Data) throws(Failure) -> XMLNode {
    guard data.count <= maximumBytes else {
      throw Failure(
        line: 1, column: 1,
        message:
          "the document is \(data.count) bytes; the XML parser reads at most \(maximumBytes) (10 MB): split the storyboard (storyboard references)"
      )
    }
    if let problem = prologProblem(data) {
      throw Failure(line: problem.line, column: 1, message: problem.message)
    }
    let parser = XMLParser(data: data)
    parser.shouldResolveExternalEntities = false
    parser.shouldProcessNamespaces = false
    let builder = TreeBuilder(maximumDepth: maximumDepth)
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

  /// What is refused in the prolog (before the root element), with its line: a document type
  /// declaration, or a document that is not ASCII-compatible (UTF-16/32 or EBCDIC, where a byte scan
  /// for `<!DOCTYPE` would not see one). Comments and processing instructions are skipped whole, so a
  /// `<` inside them does not end the prolog. Linear in the prolog's length.
  private static func prologProblem(_ data: Data) -> (line: Int, message: String)? {
    let notUTF8 = "the document is not UTF-8 XML (storyboards are; it must start with '<' or a UTF-8 byte order mark)"
    var line = 1
    var i = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.startIndex + 3 : data.startIndex
    /// Moves `i` past `terminator` (or to the end), counting lines.
    func skip(past terminator: String) {
      let marker = Array(terminator.utf8)
      while i < data.endIndex, !data[i...].starts(with: marker) {
        if data[i] == UInt8(ascii: "\n") { line += 1 }
        i += 1
      }
      i = min(i + marker.count, data.endIndex)
    }
    while i < data.endIndex {
      switch data[i] {
      case UInt8(ascii: "\n"):
        line += 1
        i += 1
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        i += 1
      case UInt8(ascii: "<"):
        let rest = data[i...]
        if rest.starts(with: "<?".utf8) {
          skip(past: "?>")
        } else if rest.starts(with: "<!--".utf8) {
          skip(past: "-->")
        } else if rest.starts(with: "<!DOCTYPE".utf8) {
          return (line, "a document type declaration (<!DOCTYPE …>) is not accepted; storyboards have none")
        } else if i + 1 < data.endIndex, data[i + 1] == 0 {
          return (line, notUTF8)
        } else {
          // The root element (or a mistake the parser reports): nothing after it can declare a type.
          return nil
        }
      default:
        return (line, notUTF8)
      }
    }
    return nil
  }

  /// Foundation's message says nothing to a user ("The operation could not be completed"): the code does.
  private static func describe(_ error: Error) -> String { describe(code: (error as NSError).code) }

  /// Collects elements into a tree as the parser reports them.
  private final class TreeBuilder: NSObject, XMLParserDelegate {
    let maximumDepth: Int
    var stack: [XMLNode] = []
    var root: XMLNode?
    var failure: Failure?

    init(maximumDepth: Int) { self.maximumDepth = maximumDepth }

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      guard stack.count < maximumDepth else {
        failure = Failure(
          line: parser.lineNumber, column: parser.columnNumber,
          message: "elements nested deeper than \(maximumDepth) levels")
        parser.abortParsing()
        return
      }
      stack.append(XMLNode(name: elementName, attributes: attributes, children: [], line: parser.lineNumber))
    }

    func parser(_ parser: XMLParser, parseErrorOccurred error: Error) {
      guard failure == nil else { return }
      failure = Failure(
        line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1),
        message: XMLDocumentReader.describe(code: (error as NSError).code))
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
  }
}
