import HeroModel

/// One linear pass over a UTF-8 document's bytes before the parser reads it: what storyboards
/// never hold and what would make the parser's cost grow faster than the document is refused here,
/// with its line.
///
/// - **Markup declarations** (`<!DOCTYPE`, `<!ENTITY`, any `<!` but a comment or CDATA section),
///   anywhere: no entity can be declared, so none can expand (billion laughs, external entities).
/// - **Entity references** other than the five predefined ones and character references: with no
///   declaration they name nothing, and an undeclared one would be handed to the delegate.
/// - **An XML declaration** (`<?xml …?>`) anywhere but at the start (the encoding is checked there).
/// - **Size**: elements (`maximumElements`), attributes on one element (`maximumAttributes`: libxml2
///   compares each attribute with every earlier one of its element, so 160,000 attributes on one
///   element took 6 s and a 10 MB document of them minutes) and one attribute value's bytes
///   (`maximumAttributeBytes`).
///
/// Comments, CDATA sections and processing instructions are skipped whole and quoted attribute
/// values are read to their closing quote, as the parser does, so markup cannot hide in them nor be
/// invented from them. What is merely malformed is left to the parser, which stops at its first
/// error.
enum XMLMarkupScan {
  /// Elements in one document. A 10 MB storyboard holds about 100,000.
  static let maximumElements = 500_000
  /// Attributes on one element. Interface Builder writes at most a few dozen.
  static let maximumAttributes = 256
  /// Bytes of one attribute value: 16 times the longest label text a scene takes
  /// (`TextContent.maximumStringBytes`), which longer texts are cut to.
  static let maximumAttributeBytes = 1 << 20

  typealias Failure = XMLDocumentReader.Failure

  static func check(_ bytes: UnsafeRawBufferPointer, from start: Int) throws(Failure) {
    var scan = Scanner(bytes: bytes, i: start, lineStart: start)
    try scan.run(documentStart: start)
  }

  private struct Scanner {
    let bytes: UnsafeRawBufferPointer
    var i: Int
    var line = 1
    var lineStart: Int
    var elements = 0

    init(bytes: UnsafeRawBufferPointer, i: Int, lineStart: Int) {
      self.bytes = bytes
      self.i = i
      self.lineStart = lineStart
    }

    func failure(_ message: String, at offset: Int? = nil) -> Failure {
      Failure(line: line, column: (offset ?? i) - lineStart + 1, message: message)
    }

    func starts(_ marker: String) -> Bool { bytes[i...].starts(with: marker.utf8) }

    /// Counts a line break at `i` and moves past the byte.
    mutating func advance() {
      if bytes[i] == UInt8(ascii: "\n") {
        line += 1
        lineStart = i + 1
      }
      i += 1
    }

    /// Moves past `terminator`; false when the document ends first (the parser reports that).
    mutating func skip(past terminator: String) -> Bool {
      let marker = Array(terminator.utf8)
      while i < bytes.count {
        if bytes[i] == marker[0], bytes[i...].starts(with: marker) {
          i += marker.count
          return true
        }
        advance()
      }
      return false
    }

    mutating func run(documentStart: Int) throws(Failure) {
      while i < bytes.count {
        switch bytes[i] {
        case UInt8(ascii: "&"): try reference()
        case UInt8(ascii: "<"): guard try markup(documentStart: documentStart) else { return }
        default: advance()
        }
      }
    }

    /// One piece of markup starting at `<`; false when the document ends inside it.
    mutating func markup(documentStart: Int) throws(Failure) -> Bool {
      if starts("<!--") { return skip(past: "-->") }
      if starts("<![CDATA[") { return skip(past: "]]>") }
      if starts("<!DOCTYPE") {
        throw failure("a document type declaration (<!DOCTYPE …>) is not accepted; storyboards have none")
      }
      if starts("<!") {
        throw failure(
          "a markup declaration ('<!\(Excerpt.quote(word(from: i + 2)))') is not accepted; storyboards have none")
      }
      if starts("<?") {
        if i != documentStart, word(from: i + 2).lowercased() == "xml" {
          throw failure("an XML declaration (<?xml …?>) is allowed only at the start of the document")
        }
        return skip(past: "?>")
      }
      if starts("</") { return skip(past: ">") }
      return try startTag()
    }

    /// A start tag: counted, its attributes counted and their values read to the closing quote.
    mutating func startTag() throws(Failure) -> Bool {
      elements += 1
      guard elements <= maximumElements else {
        throw failure("more than \(maximumElements) elements; split the storyboard (storyboard references)")
      }
      let tag = i
      var attributes = 0
      i += 1
      while i < bytes.count {
        switch bytes[i] {
        case UInt8(ascii: ">"):
          i += 1
          return true
        case UInt8(ascii: "<"):
          return true  // malformed: the parser reports it
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
          attributes += 1
          guard attributes <= maximumAttributes else {
            throw failure("an element with more than \(maximumAttributes) attributes", at: tag)
          }
          guard try attributeValue() else { return false }
        default: advance()
        }
      }
      return false
    }

    /// A quoted value from its opening quote to past the closing one; false when the document ends first.
    mutating func attributeValue() throws(Failure) -> Bool {
      let quote = bytes[i]
      let opening = i
      i += 1
      while i < bytes.count {
        switch bytes[i] {
        case quote:
          guard i - opening - 1 <= maximumAttributeBytes else {
            throw failure(
              "an attribute value of \(i - opening - 1) bytes; the importer reads at most \(maximumAttributeBytes) (1 MB)",
              at: opening)
          }
          i += 1
          return true
        case UInt8(ascii: "&"): try reference()
        default: advance()
        }
      }
      return false
    }

    /// An entity or character reference at `&`: only `&lt;` `&gt;` `&amp;` `&quot;` `&apos;` and
    /// `&#…;` are read; anything else with a name and `;` is refused (a malformed one is the parser's).
    mutating func reference() throws(Failure) {
      let start = i
      i += 1
      let name = word(from: i)
      guard bytes[(i + name.utf8.count)...].first == UInt8(ascii: ";") else { return }
      if name.hasPrefix("#") || ["lt", "gt", "amp", "quot", "apos"].contains(name) {
        i += name.utf8.count + 1
        return
      }
      throw failure(
        "the entity reference '&\(Excerpt.quote(name));' is not accepted; storyboards use only &lt; &gt; &amp; &quot; &apos; and character references",
        at: start)
    }

    /// The name-like run of bytes at `offset` (up to white space or punctuation XML names do not
    /// hold), at most 64 bytes: what a message quotes.
    func word(from offset: Int) -> String {
      var end = offset
      while end < bytes.count, end - offset < 64 {
        let b = bytes[end]
        let isName =
          b >= 0x80 || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z"))
          || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")) || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
          || b == UInt8(ascii: "_") || b == UInt8(ascii: "-") || b == UInt8(ascii: ".") || b == UInt8(ascii: ":")
          || b == UInt8(ascii: "#") || b == UInt8(ascii: "!")
        guard isName else { break }
        end += 1
      }
      return String(decoding: bytes[offset..<end], as: UTF8.self)
    }
  }
}
