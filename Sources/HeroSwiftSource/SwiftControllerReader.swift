import SwiftParser
import SwiftSyntax

/// Reads the Hero setup a Swift view controller makes, statically: the class `className` and its
/// extensions, in the methods UIKit runs before a transition (`HeroProperty.readMethods`) and the
/// argument-less methods of the class they call, each once. Only literal values are read; a value
/// from a variable, or an assignment inside a condition, loop or closure, is kept as `unread` with
/// the reason, so the caller warns with file and line instead of guessing.
struct SwiftControllerReader {
  /// Methods followed from a read method, at most this deep.
  static let maximumCallDepth = 8
  /// Warnings kept per controller; a generated file must not flood the report.
  static let maximumWarnings = 50

  let className: String

  /// One method of the class: its body and where it is.
  struct Method {
    var name: String
    var display: String
    var parameterCount: Int
    var firstLabel: String?
    var body: CodeBlockSyntax
    var file: String
    var converter: SourceLocationConverter
    var isInitializer: Bool
  }

  /// `files`: paths and their text (only files that declare the class or extend it matter; others
  /// are skipped after parsing). Returns what the class sets.
  func read(_ files: [(path: String, text: String)]) -> ControllerCode {
    var code = ControllerCode()
    var methods: [Method] = []
    for file in files {
      let tree = Parser.parse(source: file.text)
      let converter = SourceLocationConverter(fileName: file.path, tree: tree)
      let finder = MemberFinder(className: className, file: file.path, converter: converter)
      finder.walk(tree)
      if finder.found { code.files.append(file.path) }
      methods += finder.methods
    }
    var walk = Walk(methods: methods, code: code)
    // In the order UIKit runs them, so a later assignment wins as on a device.
    let entries = methods.indices.compactMap { i in rank(methods[i]).map { (i, $0) } }
    for (i, _) in entries.sorted(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }) {
      walk.visit(i, context: nil, depth: 0)
    }
    for (i, m) in methods.enumerated() where !walk.visited.contains(i) {
      walk.reportUnread(m)
    }
    return walk.code
  }

  /// A read method's place in UIKit's order (init, awakeFromNib, viewDidLoad, viewWillAppear,
  /// prepare(for:sender:)); nil for any other method.
  private func rank(_ m: Method) -> Int? {
    if m.isInitializer { return 0 }
    switch m.name {
    case "awakeFromNib" where m.parameterCount == 0: return 1
    case "viewDidLoad" where m.parameterCount == 0: return 2
    case "viewWillAppear" where m.parameterCount == 1: return 3
    case "prepare" where m.parameterCount == 2 && m.firstLabel == "for": return 4
    default: return nil
    }
  }

  /// Finds the class's and its extensions' methods; does not descend into function bodies.
  final class MemberFinder: SyntaxVisitor {
    let className: String
    let file: String
    let converter: SourceLocationConverter
    var methods: [Method] = []
    var found = false
    /// How many matching type bodies enclose the visit.
    private var inside = 0

    init(className: String, file: String, converter: SourceLocationConverter) {
      self.className = className
      self.file = file
      self.converter = converter
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      if node.name.text == className {
        found = true
        inside += 1
      }
      return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { if node.name.text == className { inside -= 1 } }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      if matches(node) {
        found = true
        inside += 1
      }
      return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { if matches(node) { inside -= 1 } }

    private func matches(_ node: ExtensionDeclSyntax) -> Bool {
      let type = node.extendedType.trimmedDescription
      return type == className || type.hasSuffix("." + className)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      if inside > 0, let body = node.body, isMember(node) {
        let parameters = node.signature.parameterClause.parameters
        let labels = parameters.map { $0.firstName.text == "_" ? "_:" : "\($0.firstName.text):" }.joined()
        methods.append(
          Method(
            name: node.name.text, display: "\(node.name.text)(\(labels))", parameterCount: parameters.count,
            firstLabel: parameters.first?.firstName.text, body: body, file: file, converter: converter,
            isInitializer: false))
      }
      return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
      if inside > 0, let body = node.body, isMember(node) {
        let parameters = node.signature.parameterClause.parameters
        let labels = parameters.map { "\($0.firstName.text):" }.joined()
        methods.append(
          Method(
            name: "init", display: "init(\(labels))", parameterCount: parameters.count,
            firstLabel: parameters.first?.firstName.text, body: body, file: file, converter: converter,
            isInitializer: true))
      }
      return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// A direct member of the class or extension (not of a type nested in it).
    private func isMember(_ node: some SyntaxProtocol) -> Bool {
      var parent = node.parent
      while let p = parent {
        if let c = p.as(ClassDeclSyntax.self) { return c.name.text == className }
        if let e = p.as(ExtensionDeclSyntax.self) {
          let type = e.extendedType.trimmedDescription
          return type == className || type.hasSuffix("." + className)
        }
        if p.is(StructDeclSyntax.self) || p.is(EnumDeclSyntax.self) || p.is(ActorDeclSyntax.self)
          || p.is(ProtocolDeclSyntax.self)
        {
          return false
        }
        parent = p.parent
      }
      return false
    }
  }

  /// The walk over the read methods and the ones they call.
  struct Walk {
    let methods: [Method]
    var code: ControllerCode
    var visited: Set<Int> = []
    private var byName: [String: Int] = [:]

    init(methods: [Method], code: ControllerCode) {
      self.methods = methods
      self.code = code
      for (i, m) in methods.enumerated() where m.parameterCount == 0 && !m.isInitializer {
        if byName[m.name] == nil { byName[m.name] = i }
      }
    }

    mutating func warn(_ message: String) {
      if code.warnings.count < SwiftControllerReader.maximumWarnings {
        code.warnings.append(message)
      } else if code.warnings.count == SwiftControllerReader.maximumWarnings {
        code.warnings.append(
          "… more settings not read; only the first \(SwiftControllerReader.maximumWarnings) are listed")
      }
    }

    /// Reads method `index`'s assignments; `context` says what encloses the call that led here.
    mutating func visit(_ index: Int, context: String?, depth: Int) {
      guard depth <= SwiftControllerReader.maximumCallDepth, visited.insert(index).inserted else { return }
      let m = methods[index]
      let finder = StatementFinder(viewMode: .sourceAccurate)
      finder.walk(m.body)
      for event in finder.events {
        let enclosing = context ?? Self.context(of: event.node, in: m.body)
        switch event.kind {
        case .assignment(let lhs, let rhs):
          assignment(lhs, rhs, in: m, context: enclosing)
        case .call(let name):
          if let callee = byName[name] { visit(callee, context: enclosing, depth: depth + 1) }
        }
      }
    }

    /// A method not run before the transition: each Hero setting in it is a warning.
    mutating func reportUnread(_ m: Method) {
      let finder = StatementFinder(viewMode: .sourceAccurate)
      finder.walk(m.body)
      for event in finder.events {
        guard case .assignment(let lhs, _) = event.kind, let path = Self.path(lhs),
          HeroProperty.classify(path) != nil
        else { continue }
        warn(
          "\(location(lhs, m)): `\(NotLiteral.excerpt(lhs))` is set in `\(m.display)`, which the import does not run (it reads \(HeroProperty.readMethodsText)); give it in the scene"
        )
      }
    }

    private func location(_ node: some SyntaxProtocol, _ m: Method) -> String {
      "\(m.file):\(node.startLocation(converter: m.converter).line)"
    }

    private mutating func assignment(_ lhs: ExprSyntax, _ rhs: [ExprSyntax], in m: Method, context: String?) {
      guard let path = Self.path(lhs), let (target, property, name, receiver) = HeroProperty.classify(path) else {
        return
      }
      let at = location(lhs, m)
      guard let target else {
        warn(
          "\(at): `\(NotLiteral.excerpt(lhs))` is set on `\(receiver.joined(separator: "."))`, which is not an outlet of the controller; give it in the scene"
        )
        return
      }
      var value: CodeAssignment.Value
      if let context {
        value = .unread("set inside \(context)")
      } else if rhs.count != 1 {
        value = .unread("set from `\(rhs.map(\.trimmedDescription).joined(separator: " "))`")
      } else {
        value = Self.value(rhs[0], property: property, stringForm: HeroProperty.stringForms.contains(name))
      }
      code.assignments.append(
        CodeAssignment(target: target, property: property, value: value, written: NotLiteral.excerpt(lhs), location: at)
      )
    }

    static func value(_ rhs: ExprSyntax, property: CodeAssignment.Property, stringForm: Bool) -> CodeAssignment.Value {
      do throws(NotLiteral) {
        switch property {
        case .heroID: return .string(try SwiftLiteral.string(rhs))
        case .isEnabled, .isEnabledForSubviews: return .bool(try SwiftLiteral.bool(rhs))
        case .modifiers:
          return stringForm
            ? .modifiers(try SwiftLiteral.string(rhs), lenient: true)
            : .modifiers(try SwiftModifierTable.list(rhs), lenient: false)
        case .modalAnimation, .navigationAnimation, .tabBarAnimation:
          return .animation(stringForm ? try SwiftLiteral.string(rhs) : try SwiftAnimationType.string(rhs))
        }
      } catch {
        return .unread(error.reason)
      }
    }

    /// `self.albumArt.hero.id` → `albumArt`, `hero`, `id`; `navigationController?.hero…` keeps
    /// `navigationController`; nil for anything but names joined by dots.
    static func path(_ expr: ExprSyntax) -> [String]? {
      var names: [String] = []
      var current: ExprSyntax? = expr
      var steps = 0
      while let e = current, steps < 64 {
        steps += 1
        if let m = e.as(MemberAccessExprSyntax.self) {
          names.append(m.declName.baseName.text)
          current = m.base
          if current == nil { return nil }
        } else if let o = e.as(OptionalChainingExprSyntax.self) {
          current = o.expression
        } else if let f = e.as(ForceUnwrapExprSyntax.self) {
          current = f.expression
        } else if let d = e.as(DeclReferenceExprSyntax.self) {
          let name = d.baseName.text
          if name != "self" { names.append(name) }
          return names.reversed()
        } else {
          return nil
        }
      }
      return nil
    }

    /// What encloses `node` inside `body` that makes its assignment conditional: nil when it runs
    /// every time the method does.
    static func context(of node: Syntax, in body: CodeBlockSyntax) -> String? {
      var parent = node.parent
      let stop = body.id
      while let p = parent, p.id != stop {
        if p.is(IfExprSyntax.self) { return "an `if`" }
        if p.is(GuardStmtSyntax.self) { return "a `guard`'s else" }
        if p.is(ForStmtSyntax.self) { return "a `for` loop" }
        if p.is(WhileStmtSyntax.self) || p.is(RepeatStmtSyntax.self) { return "a loop" }
        if p.is(SwitchExprSyntax.self) { return "a `switch`" }
        if p.is(ClosureExprSyntax.self) { return "a closure" }
        if p.is(CatchClauseSyntax.self) { return "a `catch`" }
        if p.is(TernaryExprSyntax.self) { return "a condition" }
        if p.is(IfConfigDeclSyntax.self) { return "an `#if`" }
        parent = p.parent
      }
      return nil
    }
  }

  /// The assignments and argument-less calls of one body, in source order.
  final class StatementFinder: SyntaxVisitor {
    enum Kind {
      case assignment(ExprSyntax, [ExprSyntax])
      case call(String)
    }
    struct Event {
      var kind: Kind
      var node: Syntax
    }
    var events: [Event] = []

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      let elements = Array(node.elements)
      if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) {
        events.append(Event(kind: .assignment(elements[0], Array(elements.dropFirst(2))), node: Syntax(node)))
      }
      return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if node.arguments.isEmpty, node.trailingClosure == nil {
        let callee = node.calledExpression
        if let d = callee.as(DeclReferenceExprSyntax.self) {
          events.append(Event(kind: .call(d.baseName.text), node: Syntax(node)))
        } else if let m = callee.as(MemberAccessExprSyntax.self),
          m.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        {
          events.append(Event(kind: .call(m.declName.baseName.text), node: Syntax(node)))
        }
      }
      return .visitChildren
    }
  }
}
