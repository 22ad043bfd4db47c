import HeroModel

/// Reads the Hero setup an Objective-C view controller makes, with a small bounded scanner (no
/// parser): inside `@implementation ClassName … @end`, the methods UIKit runs before a transition
/// (`viewDidLoad`, `awakeFromNib`, `viewWillAppear:`, `prepareForSegue:sender:`, `init…`) and the
/// argument-less methods they call with `[self name]`, the plain property assignments
/// `self.albumArt.heroID = @"album";`, `_albumArt.heroModifierString = @"fade";`,
/// `self.isHeroEnabled = YES;`. Values must be literals (`@"…"`, `YES`, `NO`); an assignment
/// inside a block or after `if`/`for`/`while` is conditional. One pass over the bytes: linear in
/// the file's size.
struct ObjCControllerReader {
  let className: String

  func read(_ files: [(path: String, text: String)]) -> ControllerCode {
    var code = ControllerCode()
    for file in files {
      let source = Masked(Array(file.text.utf8))
      guard let implementation = source.implementation(of: className) else { continue }
      code.files.append(file.path)
      let methods = source.methods(in: implementation)
      var visited: Set<Int> = []
      func visit(_ index: Int, conditional: Bool, depth: Int) {
        guard depth <= SwiftControllerReader.maximumCallDepth, visited.insert(index).inserted else { return }
        for statement in source.statements(in: methods[index].body) {
          let enclosing = conditional || statement.conditional
          if let callee = statement.selfCall,
            let target = methods.firstIndex(where: { $0.selector == callee })
          {
            visit(target, conditional: enclosing, depth: depth + 1)
            continue
          }
          guard let (lhs, rhs) = statement.assignment, let path = Self.path(lhs),
            let (target, property, name, receiver) = HeroProperty.classify(path)
          else { continue }
          let at = "\(file.path):\(source.line(at: statement.start))"
          guard let target else {
            code.warnings.append(
              "\(at): `\(lhs)` is set on `\(receiver.joined(separator: "."))`, which is not an outlet of the controller; give it in the scene"
            )
            continue
          }
          let value: CodeAssignment.Value =
            enclosing ? .unread("set inside a condition or block") : Self.value(rhs, property, name)
          code.assignments.append(
            CodeAssignment(target: target, property: property, value: value, written: lhs, location: at))
        }
      }
      for (i, m) in methods.enumerated() where Self.isEntry(m.selector) { visit(i, conditional: false, depth: 0) }
    }
    return code
  }

  static func isEntry(_ selector: String) -> Bool {
    ["viewDidLoad", "awakeFromNib", "viewWillAppear:", "prepareForSegue:sender:", "init"].contains(selector)
      || selector.hasPrefix("initWith")
  }

  /// `self.albumArt.heroID` → `albumArt`, `heroID`; `_albumArt.heroID` → the same.
  static func path(_ lhs: String) -> [String]? {
    var parts = lhs.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard !parts.isEmpty,
      parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { Masked.isIdentifier($0) } })
    else { return nil }
    if parts[0] == "self" { parts.removeFirst() } else if parts[0].hasPrefix("_") { parts[0].removeFirst() }
    return parts
  }

  static func value(_ rhs: String, _ property: CodeAssignment.Property, _ name: String) -> CodeAssignment.Value {
    let literal = Masked.stringLiteral(rhs)
    switch property {
    case .heroID:
      return literal.map(CodeAssignment.Value.string) ?? .unread("set from `\(Excerpt.quote(rhs))`")
    case .isEnabled, .isEnabledForSubviews:
      switch rhs {
      case "YES", "true": return .bool(true)
      case "NO", "false": return .bool(false)
      default: return .unread("set from `\(Excerpt.quote(rhs))`")
      }
    case .modifiers:
      guard let literal, HeroProperty.stringForms.contains(name) else {
        return .unread("set from `\(Excerpt.quote(rhs))`")
      }
      return .modifiers(literal, lenient: true)
    case .modalAnimation, .navigationAnimation, .tabBarAnimation:
      guard let literal, HeroProperty.stringForms.contains(name) else {
        return .unread("set from `\(Excerpt.quote(rhs))`")
      }
      return .animation(literal)
    }
  }
}

/// Objective-C source with comments blanked (line breaks kept, so lines still count) and string
/// and character literals known, so braces and semicolons inside them do not count.
struct Masked {
  var bytes: [UInt8]
  /// For each byte: inside a string or character literal.
  var inLiteral: [Bool]
  /// Offsets of line starts, for line numbers by binary search.
  var lineStarts: [Int] = [0]

  init(_ source: [UInt8]) {
    bytes = source
    inLiteral = Array(repeating: false, count: source.count)
    var i = 0
    while i < bytes.count {
      let c = bytes[i]
      if c == UInt8(ascii: "\n") { lineStarts.append(i + 1) }
      if c == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "/") {
        while i < bytes.count, bytes[i] != UInt8(ascii: "\n") {
          bytes[i] = UInt8(ascii: " ")
          i += 1
        }
        continue
      }
      if c == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "*") {
        while i < bytes.count,
          !(bytes[i] == UInt8(ascii: "*") && i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "/"))
        {
          if bytes[i] == UInt8(ascii: "\n") { lineStarts.append(i + 1) } else { bytes[i] = UInt8(ascii: " ") }
          i += 1
        }
        if i < bytes.count { bytes[i] = UInt8(ascii: " ") }
        if i + 1 < bytes.count { bytes[i + 1] = UInt8(ascii: " ") }
        i += 2
        continue
      }
      if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
        let quote = c
        inLiteral[i] = true
        i += 1
        while i < bytes.count, bytes[i] != quote, bytes[i] != UInt8(ascii: "\n") {
          inLiteral[i] = true
          if bytes[i] == UInt8(ascii: "\\"), i + 1 < bytes.count {
            i += 1
            inLiteral[i] = true
          }
          i += 1
        }
        if i < bytes.count, bytes[i] == quote { inLiteral[i] = true }
        i += 1
        continue
      }
      i += 1
    }
  }

  static func isIdentifier(_ c: UInt8) -> Bool {
    (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F
  }

  func line(at offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count
    while high - low > 1 {
      let mid = (low + high) / 2
      if lineStarts[mid] <= offset { low = mid } else { high = mid }
    }
    return low + 1
  }

  private func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

  /// Whether `word` starts at `i` as a whole word outside literals.
  private func word(_ word: [UInt8], at i: Int) -> Bool {
    guard i + word.count <= bytes.count, !inLiteral[i], Array(bytes[i..<(i + word.count)]) == word else { return false }
    if i > 0, Self.isIdentifier(bytes[i - 1]) { return false }
    if i + word.count < bytes.count, Self.isIdentifier(bytes[i + word.count]) { return false }
    return true
  }

  /// The bytes between `@implementation ClassName` and its `@end`.
  func implementation(of className: String) -> Range<Int>? {
    let start = Array("@implementation".utf8)
    let end = Array("@end".utf8)
    var i = 0
    while i < bytes.count {
      if word(start, at: i) {
        var j = i + start.count
        while j < bytes.count, bytes[j] == UInt8(ascii: " ") || bytes[j] == UInt8(ascii: "\t") { j += 1 }
        var k = j
        while k < bytes.count, Self.isIdentifier(bytes[k]) { k += 1 }
        var e = k
        while e < bytes.count, !word(end, at: e) { e += 1 }
        if text(j..<k) == className { return k..<e }
        i = e
      }
      i += 1
    }
    return nil
  }

  /// The methods (`- (void)name:(T)a label:(T)b { … }`) in `range`, with their selectors.
  fileprivate func methods(in range: Range<Int>) -> [ObjCControllerReaderMethod] {
    var result: [ObjCControllerReaderMethod] = []
    var i = range.lowerBound
    var depth = 0
    while i < range.upperBound {
      let c = bytes[i]
      if inLiteral[i] {
        i += 1
        continue
      }
      if c == UInt8(ascii: "{") { depth += 1 }
      if c == UInt8(ascii: "}") { depth = max(0, depth - 1) }
      if depth == 0, c == UInt8(ascii: "-") || c == UInt8(ascii: "+"),
        let open = signatureEnd(from: i, limit: range.upperBound)
      {
        let selector = Self.selector(text((i + 1)..<open))
        if let close = matchingBrace(open, limit: range.upperBound) {
          result.append(ObjCControllerReaderMethod(selector: selector, body: (open + 1)..<close))
          i = close + 1
          continue
        }
      }
      i += 1
    }
    return result
  }

  /// The `{` that opens a method body after a signature starting at `from`, when no `;` comes first.
  private func signatureEnd(from: Int, limit: Int) -> Int? {
    var i = from + 1
    while i < limit {
      if !inLiteral[i] {
        if bytes[i] == UInt8(ascii: "{") { return i }
        if bytes[i] == UInt8(ascii: ";") || bytes[i] == UInt8(ascii: "}") { return nil }
      }
      i += 1
    }
    return nil
  }

  private func matchingBrace(_ open: Int, limit: Int) -> Int? {
    var depth = 0
    var i = open
    while i < limit {
      if !inLiteral[i] {
        if bytes[i] == UInt8(ascii: "{") { depth += 1 }
        if bytes[i] == UInt8(ascii: "}") {
          depth -= 1
          if depth == 0 { return i }
        }
      }
      i += 1
    }
    return nil
  }

  /// `(void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender` → `prepareForSegue:sender:`.
  static func selector(_ signature: String) -> String {
    var s = Substring(signature)
    // Drop the return type and each parameter's type in parentheses.
    var out = ""
    var depth = 0
    for ch in s {
      if ch == "(" { depth += 1 } else if ch == ")" { depth -= 1 } else if depth == 0 { out.append(ch) }
    }
    s = Substring(out)
    let words = s.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
    guard words.contains(where: { $0.contains(":") }) else { return words.first.map(String.init) ?? "" }
    // `name:param label:param`: the labels are the words holding a colon, up to it.
    return words.compactMap { w -> String? in
      guard let colon = w.firstIndex(of: ":") else { return nil }
      return String(w[...colon])
    }.joined()
  }

  struct Statement {
    var start: Int
    var text: String
    var conditional: Bool
    var assignment: (lhs: String, rhs: String)? {
      let t = text
      guard let eq = t.firstIndex(of: "=") else { return nil }
      let after = t.index(after: eq)
      if after < t.endIndex, t[after] == "=" { return nil }
      if eq > t.startIndex, "!<>=+-*/|&".contains(t[t.index(before: eq)]) { return nil }
      let lhs = t[..<eq].trimmingCharacters(in: " \t\n")
      let rhs = t[after...].trimmingCharacters(in: " \t\n")
      return (lhs, rhs)
    }
    /// `[self setUpHero]`: an argument-less message to self.
    var selfCall: String? {
      let t = text.trimmingCharacters(in: " \t\n")
      guard t.hasPrefix("[self "), t.hasSuffix("]") else { return nil }
      let name = t.dropFirst(6).dropLast().trimmingCharacters(in: " \t\n")
      return name.utf8.allSatisfy(Masked.isIdentifier) && !name.isEmpty ? name : nil
    }
  }

  /// The statements of a body, `;`-separated; one nested in braces, or following `if`/`for`/
  /// `while`/`switch`/`else`/`do`, is conditional.
  func statements(in body: Range<Int>) -> [Statement] {
    var result: [Statement] = []
    var depth = 0
    var start = body.lowerBound
    var i = body.lowerBound
    var startDepth = 0
    while i < body.upperBound {
      let c = bytes[i]
      if !inLiteral[i] {
        if c == UInt8(ascii: "{") || c == UInt8(ascii: "}") || c == UInt8(ascii: ";") {
          if c == UInt8(ascii: ";") {
            let raw = text(start..<i)
            let trimmed = raw.trimmingCharacters(in: " \t\n\r")
            if !trimmed.isEmpty {
              let leading = raw.prefix { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }.utf8.count
              let control = ["if", "for", "while", "switch", "else", "do"].contains {
                trimmed.hasPrefix($0 + " ") || trimmed.hasPrefix($0 + "(")
              }
              result.append(Statement(start: start + leading, text: trimmed, conditional: startDepth > 0 || control))
            }
          }
          if c == UInt8(ascii: "{") { depth += 1 }
          if c == UInt8(ascii: "}") { depth = max(0, depth - 1) }
          start = i + 1
          startDepth = depth
        }
      }
      i += 1
    }
    return result
  }

  /// `@"…"` with `\"`, `\\`, `\n` and `\t` decoded; nil for anything else.
  static func stringLiteral(_ text: String) -> String? {
    guard text.hasPrefix("@\""), text.hasSuffix("\""), text.count >= 3 else { return nil }
    var out = ""
    var escaped = false
    for ch in text.dropFirst(2).dropLast() {
      if escaped {
        switch ch {
        case "n": out.append("\n")
        case "t": out.append("\t")
        default: out.append(ch)
        }
        escaped = false
      } else if ch == "\\" {
        escaped = true
      } else if ch == "\"" {
        return nil
      } else {
        out.append(ch)
      }
    }
    return escaped ? nil : out
  }
}

/// One method of an `@implementation`: its selector and the bytes of its body inside the braces.
private struct ObjCControllerReaderMethod {
  var selector: String
  var body: Range<Int>
}

extension StringProtocol {
  fileprivate func trimmingCharacters(in set: String) -> String {
    var s = Substring(self)
    while let f = s.first, set.contains(f) { s = s.dropFirst() }
    while let l = s.last, set.contains(l) { s = s.dropLast() }
    return String(s)
  }
}
