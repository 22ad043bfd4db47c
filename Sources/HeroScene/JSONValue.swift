/// Where a JSON value starts in its file: 1-based line and column (columns count characters).
public struct JSONLocation: Hashable, Sendable {
  public var line: Int
  public var column: Int
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }
}

/// A parsed JSON value that remembers where it was written, so errors can point at it.
///
/// Objects keep their members in file order (duplicate keys are rejected by the reader), which keeps
/// decoding deterministic and lets error messages follow the file.
public struct JSONValue: Hashable, Sendable {
  public indirect enum Node: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])
  }

  public var node: Node
  public var location: JSONLocation

  public init(_ node: Node, at location: JSONLocation) {
    self.node = node
    self.location = location
  }

  /// The JSON type's name as error messages say it: `null`, `a boolean`, `a number`, …
  public var typeDescription: String {
    switch node {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  public var isNull: Bool { node == .null }
}

/// One `"key": value` pair of a JSON object.
public struct JSONMember: Hashable, Sendable {
  public var key: String
  public var keyLocation: JSONLocation
  public var value: JSONValue
  public init(key: String, keyLocation: JSONLocation, value: JSONValue) {
    self.key = key
    self.keyLocation = keyLocation
    self.value = value
  }
}

extension JSONValue {
  /// Where the value at a JSON path as errors print it (`to.children[2].modifiers`) starts; nil
  /// when the path names nothing in this document.
  public func location(ofPath path: String) -> JSONLocation? {
    var value = self
    var rest = Substring(path)
    while !rest.isEmpty {
      if rest.hasPrefix(".") { rest = rest.dropFirst() }
      if rest.hasPrefix("[") {
        guard let close = rest.firstIndex(of: "]"), let i = Int(rest[rest.index(after: rest.startIndex)..<close]),
          case .array(let items) = value.node, items.indices.contains(i)
        else { return nil }
        value = items[i]
        rest = rest[rest.index(after: close)...]
      } else {
        let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
        let key = String(rest[..<end])
        guard case .object(let members) = value.node, let member = members.first(where: { $0.key == key })
        else { return nil }
        value = member.value
        rest = rest[end...]
      }
    }
    return value.location
  }
}

extension JSONValue {
  /// Where the last value inside this one starts (its last member's or element's, all the way
  /// down): about where the value ends, which the reader does not record. O(depth).
  var lastLocation: JSONLocation {
    var value = self
    while true {
      switch value.node {
      case .object(let members) where !members.isEmpty: value = members[members.count - 1].value
      case .array(let elements) where !elements.isEmpty: value = elements[elements.count - 1]
      default: return value.location
      }
    }
  }
}
