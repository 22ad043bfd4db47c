/// A node of a parsed modifier string (Hero's AST, hero-semantics §2.2, plus HeroFrames' additions).
struct ModifierNode: Hashable, Sendable, CustomStringConvertible {
  indirect enum Kind: Hashable, Sendable {
    case number(Double)
    /// A bare identifier: `fade`, `left`, `true`.
    case variable(String)
    case call(name: String, arguments: [ModifierNode])
    /// `a + b` and friends: parsed as Hero does, never evaluated.
    case binary(op: Character, lhs: ModifierNode, rhs: ModifierNode)
    /// `#RRGGBB` / `#RRGGBBAA`, unvalidated.
    case color(String)
    /// A quoted string.
    case string(String)
    /// `label: value` inside an argument list.
    case labeled(label: String, value: ModifierNode)
    /// Several values separated by spaces inside one argument: `beginWith(fade scale(0.5))`.
    case sequence([ModifierNode])
  }

  var kind: Kind
  /// 1-based column of the node's first character.
  var column: Int
  /// The node's source text.
  var text: String

  /// The name a modifier node stands for: a variable's or a call's.
  var name: String? {
    switch kind {
    case .variable(let n), .call(let n, _): n
    default: nil
    }
  }

  /// A call's arguments; none for a bare name (`fade` == `fade()`, hero-semantics §2.3).
  var arguments: [ModifierNode] {
    if case .call(_, let args) = kind { return args }
    return []
  }

  /// Hero's textual node descriptions, which its parser tests compare.
  var description: String {
    switch kind {
    case .number(let v): "NumberNode(value: \(v))"
    case .variable(let n): "VariableNode(name: \"\(n)\")"
    case .call(let n, let args): "CallNode(name: \"\(n)\", arguments: \(args))"
    case .binary(let op, let l, let r): "BinaryOpNode(name: \"\(op)\", lhs: \(l), rhs: \(r))"
    case .color(let c): "ColorNode(value: \"\(c)\")"
    case .string(let s): "StringNode(value: \"\(s)\")"
    case .labeled(let l, let v): "LabeledNode(label: \"\(l)\", value: \(v))"
    case .sequence(let nodes): "SequenceNode(\(nodes))"
    }
  }
}

/// Hero's recursive-descent parser (hero-semantics §2.2), never crashing (hero-semantics D10).
///
/// Top level: primaries separated by whitespace. Primary: identifier (a call when followed by
/// `(`), number, colour, string, or a parenthesised expression. Arguments: expressions separated
/// by commas, each optionally `label:`-prefixed and possibly a space-separated sequence (for
/// nested modifier lists). Binary operators `+ -` (precedence 20) and `* /` (40) are parsed, left
/// associative, as Hero does.
struct ModifierNodeParser {
  /// The string's Unicode scalars (columns count them).
  let chars: [Unicode.Scalar]
  let tokens: [ModifierToken]
  var index = 0
  /// Current nesting of calls and parentheses; bounded so hostile input cannot overflow the stack.
  var depth = 0
  static let maximumDepth = 64

  init(_ text: String) throws(ModifierSyntaxError) {
    chars = Array(text.unicodeScalars)
    tokens = try ModifierLexer.tokenize(chars)
  }

  /// A parser that goes on past the lexer's errors, which `lexErrors` gets (`ModifierLexer`).
  init(_ text: String, lexErrors: inout [ModifierSyntaxError]) {
    chars = Array(text.unicodeScalars)
    tokens = ModifierLexer.tokenize(chars, errors: &lexErrors)
  }

  /// After a syntax error in the top-level node that starts at token `start`: moves on to the next
  /// top-level modifier, the first token after `start` that starts a value outside any
  /// parentheses (an unclosed `(` runs to the end). Always moves at least one token, and past
  /// every token the failed parse read (they are inside the node's parentheses: a top-level node
  /// ends where its parentheses close), so a string is read about twice at most.
  mutating func skipNode(from start: Int) {
    var balance = 0
    var i = start
    repeat {
      switch tokens[i].kind {
      case .parensOpen: balance += 1
      case .parensClose: balance = max(0, balance - 1)
      default: break
      }
      i += 1
    } while i < tokens.count && !(balance == 0 && startsNode(at: i))
    index = i
    depth = 0
  }

  /// Parses the whole string into its top-level nodes.
  mutating func parseAll() throws(ModifierSyntaxError) -> [ModifierNode] {
    var nodes: [ModifierNode] = []
    while let node = try parseNext() { nodes.append(node) }
    return nodes
  }

  /// The next top-level node, or nil at the end of the string.
  mutating func parseNext() throws(ModifierSyntaxError) -> ModifierNode? {
    guard index < tokens.count else { return nil }
    let token = tokens[index]
    switch token.kind {
    case .comma:
      throw error(token, "unexpected ',' between modifiers (separate modifiers with spaces)")
    case .parensClose:
      throw error(token, "unexpected ')'")
    case .colon:
      throw error(token, "unexpected ':'")
    default:
      return try parsePrimary()
    }
  }

  // MARK: Grammar

  mutating func parsePrimary() throws(ModifierSyntaxError) -> ModifierNode {
    guard index < tokens.count else { throw endError("expected a modifier or value") }
    let token = tokens[index]
    guard depth < Self.maximumDepth else {
      throw error(token, "nesting deeper than \(Self.maximumDepth) levels")
    }
    depth += 1
    defer { depth -= 1 }
    switch token.kind {
    case .identifier(let name):
      index += 1
      if index < tokens.count, tokens[index].kind == .parensOpen {
        let args = try parseArguments(of: name, nameToken: token)
        return node(.call(name: name, arguments: args), from: token.start)
      }
      return node(.variable(name), from: token.start)
    case .number(let v):
      index += 1
      return node(.number(v), from: token.start)
    case .color(let c):
      index += 1
      return node(.color(c), from: token.start)
    case .string(let s):
      index += 1
      return node(.string(s), from: token.start)
    case .parensOpen:
      index += 1
      guard index < tokens.count, tokens[index].kind != .parensClose else {
        throw index < tokens.count
          ? error(tokens[index], "expected an expression inside '()'")
          : endError("expected an expression after '('")
      }
      var inner = try parseExpression()
      guard index < tokens.count, tokens[index].kind == .parensClose else {
        throw ModifierSyntaxError(
          column: token.column,
          text: String(scalars: chars[token.start..<(index < tokens.count ? tokens[index].start : chars.count)]),
          message: "missing ')' for '('")
      }
      index += 1
      inner.text = String(scalars: chars[token.start..<tokens[index - 1].end])
      inner.column = token.column
      return inner
    case .parensClose, .comma, .colon, .other:
      throw error(token, "expected a modifier or value, found '\(text(token))'")
    }
  }

  mutating func parseArguments(of name: String, nameToken: ModifierToken) throws(ModifierSyntaxError)
    -> [ModifierNode]
  {
    index += 1
    var args: [ModifierNode] = []
    if index < tokens.count, tokens[index].kind == .parensClose {
      index += 1
      return args
    }
    while true {
      args.append(try parseArgument(of: name))
      guard index < tokens.count else {
        let written = String(scalars: chars[nameToken.start..<chars.count])
        throw ModifierSyntaxError(
          column: nameToken.column, text: written,
          message: "unterminated argument list '\(written)': missing ')'")
      }
      let token = tokens[index]
      switch token.kind {
      case .parensClose:
        index += 1
        return args
      case .comma:
        index += 1
        if index < tokens.count, tokens[index].kind == .parensClose {
          throw error(tokens[index], "expected an argument after ',' in '\(name)'")
        }
      default:
        throw error(token, "expected ',' or ')' in the arguments of '\(name)', found '\(text(token))'")
      }
    }
  }

  /// `[label:] expression { expression }`
  mutating func parseArgument(of name: String) throws(ModifierSyntaxError) -> ModifierNode {
    guard index < tokens.count else {
      throw endError("unterminated argument list of '\(name)': expected an argument")
    }
    let first = tokens[index]
    if case .identifier(let label) = first.kind, index + 1 < tokens.count, tokens[index + 1].kind == .colon {
      index += 2
      // One label per argument: `a: b: c` is an error at the second ':' (not a recursion, which
      // a long chain of labels would turn into a stack overflow).
      let value = try parseValues(of: name)
      return node(.labeled(label: label, value: value), from: first.start)
    }
    return try parseValues(of: name)
  }

  /// `expression { expression }`: one value, or a space-separated sequence of them.
  mutating func parseValues(of name: String) throws(ModifierSyntaxError) -> ModifierNode {
    guard index < tokens.count else {
      throw endError("unterminated argument list of '\(name)': expected an argument")
    }
    let first = tokens[index]
    var items = [try parseExpression()]
    while index < tokens.count, startsPrimary(tokens[index]) {
      items.append(try parseExpression())
    }
    return items.count == 1 ? items[0] : node(.sequence(items), from: first.start)
  }

  mutating func parseExpression() throws(ModifierSyntaxError) -> ModifierNode {
    let lhs = try parsePrimary()
    return try parseBinaryRHS(minimumPrecedence: 0, lhs: lhs)
  }

  mutating func parseBinaryRHS(minimumPrecedence: Int, lhs: ModifierNode) throws(ModifierSyntaxError)
    -> ModifierNode
  {
    var lhs = lhs
    // Each operator nests the tree one level deeper (left-associative chains grow in a loop, not a
    // recursion), so operators count against the depth limit: a long `1 + 1 + …` would otherwise
    // build a tree deep enough to overflow the stack when it is compared or destroyed.
    let outerDepth = depth
    defer { depth = outerDepth }
    while index < tokens.count, case .other(let op) = tokens[index].kind {
      guard let precedence = Self.precedence[op] else {
        throw error(tokens[index], "undefined operator '\(op)'")
      }
      if precedence < minimumPrecedence { return lhs }
      guard depth < Self.maximumDepth else {
        throw error(tokens[index], "nesting deeper than \(Self.maximumDepth) levels")
      }
      depth += 1
      index += 1
      var rhs = try parsePrimary()
      if index < tokens.count, case .other(let next) = tokens[index].kind, let p = Self.precedence[next],
        p > precedence
      {
        rhs = try parseBinaryRHS(minimumPrecedence: precedence + 1, lhs: rhs)
      }
      lhs = ModifierNode(
        kind: .binary(op: op, lhs: lhs, rhs: rhs), column: lhs.column,
        text: String(scalars: chars[(lhs.column - 1)..<tokens[index - 1].end]))
    }
    return lhs
  }

  static let precedence: [Character: Int] = ["+": 20, "-": 20, "*": 40, "/": 40]

  // MARK: Helpers

  func startsPrimary(_ t: ModifierToken) -> Bool {
    switch t.kind {
    case .identifier, .number, .color, .string, .parensOpen: true
    default: false
    }
  }

  /// Token `i` starts a value of its own: not the `(` of a call (`scale(`), which goes with its name.
  func startsNode(at i: Int) -> Bool {
    guard startsPrimary(tokens[i]) else { return false }
    if tokens[i].kind == .parensOpen, i > 0, case .identifier = tokens[i - 1].kind { return false }
    return true
  }

  func node(_ kind: ModifierNode.Kind, from start: Int) -> ModifierNode {
    let end = index > 0 ? tokens[index - 1].end : start
    return ModifierNode(kind: kind, column: start + 1, text: String(scalars: chars[start..<max(start, end)]))
  }

  func text(_ t: ModifierToken) -> String { String(scalars: chars[t.start..<t.end]) }

  func error(_ t: ModifierToken, _ message: String) -> ModifierSyntaxError {
    ModifierSyntaxError(column: t.column, text: text(t), message: message)
  }

  func endError(_ message: String) -> ModifierSyntaxError {
    ModifierSyntaxError(column: chars.count + 1, text: "", message: "unexpected end of text: \(message)")
  }
}
