import HeroEngine
import HeroModel
import SwiftParser
import SwiftSyntax

/// One Hero modifier as Swift code writes it (`.scale(0.5)`, `HeroModifier.translate(y: 100)`):
/// how its arguments become the scene format's arguments for the registry's modifier of the same
/// name (`ModifierSpec`), whose parser then reads the result. Hero's Swift names are the
/// registry's names.
struct SwiftModifierForm: Sendable {
  /// Reads a call's arguments into the modifier syntax's argument list (`0.5`, `0, 100, 0`).
  typealias Reader = @Sendable (LabeledExprListSyntax, ExprSyntax) throws(NotLiteral) -> String

  let name: String
  /// Written without a call (`.fade`, `.arc`, `.cascade`).
  let bare: Bool
  /// Nil: the name takes no arguments.
  let read: Reader?
  /// Swift spellings and the modifier strings they read as; the tests check each one and that every
  /// registry name has one.
  let examples: KeyValuePairs<String, String>

  init(_ name: String, bare: Bool = false, examples: KeyValuePairs<String, String>, read: Reader? = nil) {
    self.name = name
    self.bare = bare
    self.read = read
    self.examples = examples
  }
}

/// The one map from Hero's Swift modifiers to the modifier registry (`ModifierSpec.all`): every
/// registry name has a form here except the HeroFrames extensions, which Hero's Swift API does not
/// have (`heroFramesOnly`). A test holds the two lists together.
enum SwiftModifierTable {
  /// Registry names with no Swift spelling in Hero.
  static let heroFramesOnly: Set<String> = ["relayoutText"]

  static let forms: [SwiftModifierForm] = [
    flag("fade"), flag("forceNonFade"), flag("durationMatchLongest"), flag("useGlobalCoordinateSpace"),
    flag("useOptimizedSnapshot"), flag("useNormalSnapshot"), flag("useLayerRenderSnapshot"), flag("useNoSnapshot"),
    flag("forceAnimate"), flag("useScaleBasedSizeChange"),
    number("opacity", ".opacity(0.5)"), number("borderWidth", ".borderWidth(2)"),
    number("cornerRadius", ".cornerRadius(12)"), number("zPosition", ".zPosition(10)"),
    number("contentsScale", ".contentsScale(2)"), number("shadowOpacity", ".shadowOpacity(0.3)"),
    number("shadowRadius", ".shadowRadius(8)"), number("duration", ".duration(0.5)"),
    number("delay", ".delay(0.1)"), number("perspective", ".perspective(500)"),
    color("backgroundColor"), color("borderColor"), color("shadowColor"),
    SwiftModifierForm(
      "position", examples: [".position(CGPoint(x: 100, y: 200))": "position(100, 200)"]
    ) { a, whole throws(NotLiteral) in
      let p = try SwiftLiteral.point(try only(a, whole))
      return numbers(p.x, p.y)
    },
    SwiftModifierForm("size", examples: [".size(CGSize(width: 80, height: 40))": "size(80, 40)"]) {
      a, whole throws(NotLiteral) in
      let s = try SwiftLiteral.size(try only(a, whole))
      return numbers(s.width, s.height)
    },
    SwiftModifierForm("shadowOffset", examples: [".shadowOffset(CGSize(width: 0, height: 4))": "shadowOffset(0, 4)"]) {
      a, whole throws(NotLiteral) in
      let s = try SwiftLiteral.size(try only(a, whole))
      return numbers(s.width, s.height)
    },
    SwiftModifierForm(
      "contentsRect",
      examples: [".contentsRect(CGRect(x: 0, y: 0, width: 0.5, height: 1))": "contentsRect(0, 0, 0.5, 1)"]
    ) { a, whole throws(NotLiteral) in numbers(try SwiftLiteral.rect(try only(a, whole))) },
    SwiftModifierForm("masksToBounds", examples: [".masksToBounds(true)": "masksToBounds(true)"]) {
      a, whole throws(NotLiteral) in String(try SwiftLiteral.bool(try only(a, whole)))
    },
    SwiftModifierForm(
      "overlay",
      examples: [
        ".overlay(color: .black, opacity: 0.3)": "overlay(black, 0.3)",
        ".overlay(color: UIColor(red: 1, green: 0, blue: 0, alpha: 1), opacity: 0.5)": "overlay(1, 0, 0, 1, 0.5)",
      ]
    ) { a, whole throws(NotLiteral) in
      guard let v = SwiftLiteral.labeled(a, ["color", "opacity"]) else { throw .value(whole) }
      return "\(try SwiftLiteral.color(v[0])), \(NumberText.shortest(try SwiftLiteral.number(v[1])))"
    },
    SwiftModifierForm(
      "transform",
      examples: [
        ".transform(CATransform3DIdentity)": "transform()",
        ".transform(CATransform3DMakeScale(2, 3, 1))": "transform(2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1)",
        ".transform(CATransform3DMakeTranslation(10, 20, 0))":
          "transform(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 10, 20, 0, 1)",
      ]
    ) { a, whole throws(NotLiteral) in try transform(try only(a, whole)) },
    SwiftModifierForm(
      "scale",
      examples: [
        ".scale(0.5)": "scale(0.5)", ".scale(x: 2)": "scale(2, 1, 1)", ".scale(x: 1, y: 2, z: 3)": "scale(1, 2, 3)",
      ]
    ) { a, whole throws(NotLiteral) in
      if a.count == 1, a.first?.label == nil { return numbers(try SwiftLiteral.number(a.first!.expression)) }
      return numbers(try defaulted(a, whole, [("x", 1), ("y", 1), ("z", 1)]))
    },
    SwiftModifierForm(
      "translate",
      examples: [
        ".translate(y: 100)": "translate(0, 100, 0)", ".translate(CGPoint(x: 10, y: 20))": "translate(10, 20, 0)",
        ".translate(CGPoint(x: 10, y: 20), z: 5)": "translate(10, 20, 5)",
      ]
    ) { a, whole throws(NotLiteral) in try pointOrAxes(a, whole, rotation: false) },
    SwiftModifierForm(
      "rotate",
      examples: [".rotate(.pi / 2)": "rotate(1.5707963267948966)", ".rotate(x: 0.5)": "rotate(0.5, 0, 0)"]
    ) { a, whole throws(NotLiteral) in try pointOrAxes(a, whole, rotation: true) },
    SwiftModifierForm(
      "spring", examples: [".spring(stiffness: 300, damping: 20)": "spring(300, 20)"]
    ) { a, whole throws(NotLiteral) in
      guard let v = SwiftLiteral.labeled(a, ["stiffness", "damping"]) else { throw .value(whole) }
      return numbers(try SwiftLiteral.number(v[0]), try SwiftLiteral.number(v[1]))
    },
    SwiftModifierForm(
      "timingFunction",
      examples: [
        ".timingFunction(.easeOutBack)": "timingFunction(easeOutBack)",
        ".timingFunction(CAMediaTimingFunction(name: .easeInEaseOut))": "timingFunction(easeInOut)",
        ".timingFunction(CAMediaTimingFunction(controlPoints: 0.2, 0, 0.2, 1))": "timingFunction(0.2, 0, 0.2, 1)",
      ]
    ) { a, whole throws(NotLiteral) in try timing(try only(a, whole)) },
    SwiftModifierForm(
      "source",
      examples: [".source(heroID: \"avatar\")": "source(avatar)", ".source(heroID: \"my-id\")": "source('my-id')"]
    ) { a, whole throws(NotLiteral) in
      guard let v = SwiftLiteral.labeled(a, ["heroID"]) else { throw .value(whole) }
      return SwiftLiteral.identifierOrQuoted(try SwiftLiteral.string(v[0]))
    },
    SwiftModifierForm("arc", bare: true, examples: [".arc": "arc", ".arc(intensity: 0.5)": "arc(0.5)"]) {
      a, whole throws(NotLiteral) in numbers(try defaulted(a, whole, [("intensity", 1)]))
    },
    SwiftModifierForm(
      "cascade", bare: true,
      examples: [
        ".cascade": "cascade",
        ".cascade(delta: 0.05, direction: .radial(center: CGPoint(x: 187, y: 333)))":
          "cascade(0.05, radial(187, 333), false)",
        ".cascade(direction: .bottomToTop, delayMatchedViews: true)": "cascade(0.02, bottomToTop, true)",
      ]
    ) { a, whole throws(NotLiteral) in try cascade(a, whole) },
    SwiftModifierForm(
      "ignoreSubviewModifiers", bare: true,
      examples: [
        ".ignoreSubviewModifiers": "ignoreSubviewModifiers",
        ".ignoreSubviewModifiers(recursive: true)": "ignoreSubviewModifiers(true)",
      ]
    ) { a, whole throws(NotLiteral) in
      guard let v = SwiftLiteral.labeled(a, ["recursive"]) else { throw .value(whole) }
      return String(try SwiftLiteral.bool(v[0]))
    },
    SwiftModifierForm(
      "shadowPath",
      examples: [
        ".shadowPath(UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 12).cgPath)":
          "shadowPath(roundedRect, 0, 0, 100, 60, 12)",
        ".shadowPath(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).cgPath)":
          "shadowPath(ellipse, 0, 0, 40, 40)",
      ]
    ) { a, whole throws(NotLiteral) in try shadowPath(try only(a, whole)) },
    list("beginWith", ".beginWith([.fade, .scale(0.5)])", "beginWith(fade scale(0.5))"),
    list(
      "whenMatched", ".whenMatched(.useNoSnapshot, .spring(stiffness: 250, damping: 25))",
      "whenMatched(useNoSnapshot spring(250, 25))"),
    list("whenPresenting", ".whenPresenting(.fade)", "whenPresenting(fade)"),
    list("whenDismissing", ".whenDismissing([.scale(0.8)])", "whenDismissing(scale(0.8))"),
    list("whenAppearing", ".whenAppearing(.translate(y: 50))", "whenAppearing(translate(0, 50, 0))"),
    list("whenDisappearing", ".whenDisappearing(.fade)", "whenDisappearing(fade)"),
  ]

  static let byName: [String: SwiftModifierForm] = Dictionary(forms.map { ($0.name, $0) }) { first, _ in first }

  /// The types a modifier may be written on: `.fade`, `HeroModifier.fade`.
  static let modifierTypes: Set<String> = ["HeroModifier", "Hero.HeroModifier"]

  /// A modifier list (`[.fade, .scale(0.5)]`, `[]`, `nil`) in the modifier syntax.
  static func list(_ expr: ExprSyntax) throws(NotLiteral) -> String {
    if expr.is(NilLiteralExprSyntax.self) { return "" }
    guard let array = expr.as(ArrayExprSyntax.self) else { throw .value(expr) }
    return try array.elements.map { (e) throws(NotLiteral) in try modifier(e.expression) }.joined(separator: " ")
  }

  /// One modifier expression in the modifier syntax.
  static func modifier(_ expr: ExprSyntax) throws(NotLiteral) -> String {
    if let name = SwiftLiteral.member(expr, types: modifierTypes) {
      guard let form = byName[name] else { throw unknown(name, expr) }
      guard form.bare else { throw .unsupported(expr, "needs its arguments") }
      return name
    }
    guard let call = expr.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
      let name = SwiftLiteral.member(call.calledExpression, types: modifierTypes)
    else { throw .value(expr) }
    guard let form = byName[name] else { throw unknown(name, expr) }
    guard let read = form.read else { throw .unsupported(expr, "takes no arguments in Hero") }
    return "\(name)(\(try read(call.arguments, expr)))"
  }

  private static func unknown(_ name: String, _ expr: ExprSyntax) -> NotLiteral {
    if name == "when" { return .unsupported(expr, "decides with a closure, which is not read") }
    return .unsupported(expr, "is not a Hero modifier")
  }

  // MARK: The shapes of arguments

  private static func flag(_ name: String) -> SwiftModifierForm {
    SwiftModifierForm(name, bare: true, examples: [".\(name)": name])
  }

  private static func number(_ name: String, _ example: String) -> SwiftModifierForm {
    let value = example.drop { $0 != "(" }.dropFirst().dropLast()
    return SwiftModifierForm(name, examples: [example: "\(name)(\(value))"]) { a, whole throws(NotLiteral) in
      numbers(try SwiftLiteral.number(try only(a, whole)))
    }
  }

  private static func color(_ name: String) -> SwiftModifierForm {
    SwiftModifierForm(
      name,
      examples: [
        ".\(name)(.red)": "\(name)(red)", ".\(name)(UIColor(white: 0.5, alpha: 1))": "\(name)(0.5, 0.5, 0.5, 1)",
      ]
    ) { a, whole throws(NotLiteral) in try SwiftLiteral.color(try only(a, whole)) }
  }

  /// `beginWith([…])`, `beginWith(modifiers: […])`, `whenMatched(.a, .b)`: a nested list.
  private static func list(_ name: String, _ example: String, _ string: String) -> SwiftModifierForm {
    SwiftModifierForm(name, examples: [example: string]) { a, whole throws(NotLiteral) in
      if a.count == 1, let first = a.first, first.label == nil || first.label?.text == "modifiers",
        first.expression.is(ArrayExprSyntax.self)
      {
        return try SwiftModifierTable.list(first.expression)
      }
      guard a.allSatisfy({ $0.label == nil }) else { throw .value(whole) }
      return try a.map { (e) throws(NotLiteral) in try modifier(e.expression) }.joined(separator: " ")
    }
  }

  private static func only(_ a: LabeledExprListSyntax, _ whole: ExprSyntax) throws(NotLiteral) -> ExprSyntax {
    guard a.count == 1, let first = a.first, first.label == nil else { throw .value(whole) }
    return first.expression
  }

  private static func numbers(_ v: Double...) -> String { numbers(v) }
  private static func numbers(_ v: [Double]) -> String { v.map(NumberText.shortest).joined(separator: ", ") }

  /// Labeled numbers that may each be left out, in order: `scale(x:y:z:)`, `arc(intensity:)`.
  private static func defaulted(
    _ a: LabeledExprListSyntax, _ whole: ExprSyntax, _ parameters: [(String, Double)]
  ) throws(NotLiteral) -> [Double] {
    var values = parameters.map(\.1)
    var next = 0
    for argument in a {
      guard let label = argument.label?.text,
        let i = parameters.indices.first(where: { $0 >= next && parameters[$0].0 == label })
      else { throw .value(whole) }
      values[i] = try SwiftLiteral.number(argument.expression)
      next = i + 1
    }
    return values
  }

  /// `translate(x:y:z:)`, `translate(_ point: CGPoint, z:)`; `rotate` also takes `rotate(_ z)`.
  private static func pointOrAxes(_ a: LabeledExprListSyntax, _ whole: ExprSyntax, rotation: Bool) throws(NotLiteral)
    -> String
  {
    let args = Array(a)
    if let first = args.first, first.label == nil {
      if rotation, args.count == 1, !(first.expression.is(FunctionCallExprSyntax.self)) {
        return numbers(try SwiftLiteral.number(first.expression))
      }
      let p = try SwiftLiteral.point(first.expression)
      var z = 0.0
      if args.count == 2 {
        guard args[1].label?.text == "z" else { throw .value(whole) }
        z = try SwiftLiteral.number(args[1].expression)
      } else if args.count > 2 {
        throw .value(whole)
      }
      return numbers(p.x, p.y, z)
    }
    return numbers(try defaulted(a, whole, [("x", 0), ("y", 0), ("z", 0)]))
  }

  /// Hero's curves on `CAMediaTimingFunction` (`.standard`, `.easeOutBack`), Core Animation's named
  /// ones and control points.
  private static func timing(_ expr: ExprSyntax) throws(NotLiteral) -> String {
    let heroNames: Set<String> = [
      "linear", "easeIn", "easeOut", "easeInOut", "standard", "deceleration", "acceleration", "sharp", "easeOutBack",
    ]
    if let name = SwiftLiteral.member(expr, types: ["CAMediaTimingFunction"]), heroNames.contains(name) {
      return name
    }
    if let a = SwiftLiteral.construction(expr, types: ["CAMediaTimingFunction"]) {
      if let v = SwiftLiteral.labeled(a, ["name"]),
        let name = SwiftLiteral.member(v[0], types: ["CAMediaTimingFunctionName"])
      {
        let caNames = [
          "linear": "linear", "easeIn": "easeIn", "easeOut": "easeOut", "easeInEaseOut": "easeInOut",
          "default": "0.25, 0.1, 0.25, 1",
        ]
        if let mapped = caNames[name] { return mapped }
      }
      if a.count == 4, a.first?.label?.text == "controlPoints", a.dropFirst().allSatisfy({ $0.label == nil }) {
        return numbers(try a.map { (e) throws(NotLiteral) in try SwiftLiteral.number(e.expression) })
      }
    }
    throw .value(expr)
  }

  /// `CATransform3DIdentity`, `CATransform3DMakeScale(x, y, z)`, `CATransform3DMakeTranslation(x, y, z)`
  /// as the 16 numbers of `transform(…)` (row vectors, as Core Animation).
  private static func transform(_ expr: ExprSyntax) throws(NotLiteral) -> String {
    if expr.trimmedDescription == "CATransform3DIdentity" { return "" }
    guard let call = expr.as(FunctionCallExprSyntax.self), call.arguments.count == 3,
      call.arguments.allSatisfy({ $0.label == nil })
    else { throw .value(expr) }
    let v = try call.arguments.map { (e) throws(NotLiteral) in try SwiftLiteral.number(e.expression) }
    switch call.calledExpression.trimmedDescription {
    case "CATransform3DMakeScale": return numbers([v[0], 0, 0, 0, 0, v[1], 0, 0, 0, 0, v[2], 0, 0, 0, 0, 1])
    case "CATransform3DMakeTranslation": return numbers([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, v[0], v[1], v[2], 1])
    default: throw .unsupported(expr, "is not a transform the import reads (identity, MakeScale, MakeTranslation)")
    }
  }

  private static func cascade(_ a: LabeledExprListSyntax, _ whole: ExprSyntax) throws(NotLiteral) -> String {
    var delta = 0.02
    var direction = "topToBottom"
    var delayMatched = false
    var next = 0
    let labels = ["delta", "direction", "delayMatchedViews"]
    for argument in a {
      guard let label = argument.label?.text, let i = labels.firstIndex(of: label), i >= next else {
        throw .value(whole)
      }
      next = i + 1
      switch i {
      case 0: delta = try SwiftLiteral.number(argument.expression)
      case 1: direction = try cascadeDirection(argument.expression)
      default: delayMatched = try SwiftLiteral.bool(argument.expression)
      }
    }
    return "\(NumberText.shortest(delta)), \(direction), \(delayMatched)"
  }

  private static func cascadeDirection(_ expr: ExprSyntax) throws(NotLiteral) -> String {
    let types: Set<String> = ["CascadeDirection", "HeroModifier.CascadeDirection"]
    let plain: Set<String> = [
      "topToBottom", "bottomToTop", "leftToRight", "rightToLeft", "leadingToTrailing", "trailingToLeading",
    ]
    if let name = SwiftLiteral.member(expr, types: types), plain.contains(name) { return name }
    if let call = expr.as(FunctionCallExprSyntax.self),
      let name = SwiftLiteral.member(call.calledExpression, types: types), name == "radial" || name == "inverseRadial",
      let v = SwiftLiteral.labeled(call.arguments, ["center"])
    {
      let p = try SwiftLiteral.point(v[0])
      return "\(name)(\(numbers(p.x, p.y)))"
    }
    throw .value(expr)
  }

  /// `UIBezierPath(rect:)`, `(roundedRect:cornerRadius:)` and `(ovalIn:)`, `.cgPath`.
  private static func shadowPath(_ expr: ExprSyntax) throws(NotLiteral) -> String {
    guard let m = expr.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "cgPath", let base = m.base,
      let a = SwiftLiteral.construction(base, types: ["UIBezierPath"])
    else { throw .value(expr) }
    if let v = SwiftLiteral.labeled(a, ["rect"]) { return "rect, " + numbers(try SwiftLiteral.rect(v[0])) }
    if let v = SwiftLiteral.labeled(a, ["ovalIn"]) { return "ellipse, " + numbers(try SwiftLiteral.rect(v[0])) }
    if let v = SwiftLiteral.labeled(a, ["roundedRect", "cornerRadius"]) {
      return "roundedRect, " + numbers(try SwiftLiteral.rect(v[0]) + [try SwiftLiteral.number(v[1])])
    }
    throw .unsupported(expr, "is not a path the import reads (rect, roundedRect, ovalIn)")
  }
}

extension SwiftModifierTable {
  /// One modifier written in Swift (`.scale(x: 2)`), as source text: for the table's own examples.
  static func modifier(swift text: String) throws(NotLiteral) -> String {
    let tree = Parser.parse(source: "_ = \(text)")
    guard let item = tree.statements.first?.item.as(ExprSyntax.self),
      let sequence = item.as(SequenceExprSyntax.self), sequence.elements.count == 3,
      let expr = sequence.elements.last
    else { throw NotLiteral(text: text, reason: "`\(text)` is not one expression") }
    return try modifier(expr)
  }
}
