import HeroModel
import Testing

@testable import HeroEngine

/// Hero's own parser tests (hero-semantics §8) at the node level, plus the node → modifier mapping.
@Suite struct ModifierParserTests {
  func nodes(_ text: String) throws -> [String] {
    var parser = try ModifierNodeParser(text)
    return try parser.parseAll().map(\.description)
  }

  /// Any of space, tab, LF and CR separates modifiers, so a CR LF line break does too (as one
  /// Character it was neither, and a string written on Windows was refused).
  @Test func lineBreaksOfEveryKindSeparateModifiers() throws {
    for separator in [" ", "\t", "\n", "\r", "\r\n", " \r\n\t"] {
      #expect(
        try ModifierParser.parse("fade\(separator)scale(0.5)") == [.fade, .scale(0.5)], "\(separator.debugDescription)")
    }
  }

  /// Errors after a line break or a non-ASCII letter point at the offending text, counting Unicode
  /// scalars.
  @Test func columnsCountUnicodeScalars() {
    let errors = ModifierParser.parseReportingAll("fade\r\nfäde").errors
    // f a d e CR LF f ä: 'f' is the 7th scalar, the 'ä' (not an identifier letter) the 8th.
    #expect(errors.map(\.column) == [7, 8, 9], "\(errors)")
    #expect(errors.dropFirst().first?.message.contains("'ä'") == true, "\(errors)")
  }

  // MARK: Hero's five tests

  @Test func heroNoArg() throws {
    #expect(try nodes("fade()") == [#"CallNode(name: "fade", arguments: [])"#])
    #expect(try nodes("fade") == [#"VariableNode(name: "fade")"#])
  }

  @Test func heroArg() throws {
    #expect(
      try nodes("fade(123, fade)") == [
        #"CallNode(name: "fade", arguments: [NumberNode(value: 123.0), VariableNode(name: "fade")])"#
      ])
  }

  @Test func heroMultiple() throws {
    #expect(
      try nodes("fade() fade catch catch(123) catch") == [
        #"CallNode(name: "fade", arguments: [])"#, #"VariableNode(name: "fade")"#,
        #"VariableNode(name: "catch")"#,
        #"CallNode(name: "catch", arguments: [NumberNode(value: 123.0)])"#, #"VariableNode(name: "catch")"#,
      ])
  }

  @Test func heroNested() throws {
    #expect(
      try nodes("fade(fade(catch(123, fade)))") == [
        #"CallNode(name: "fade", arguments: [CallNode(name: "fade", arguments: [CallNode(name: "catch", arguments: [NumberNode(value: 123.0), VariableNode(name: "fade")])])])"#
      ])
  }

  @Test func heroError() throws {
    _ = try ModifierParser.parse("scale(0.5) translate(200, 0) fade useGlobalCoordinateSpace")
    #expect(throws: ModifierSyntaxError.self) { try nodes("()") }
  }

  // MARK: Lexer

  @Test func lexerRules() throws {
    // `10-5` lexes as two numbers; `10 - 5` is a binary expression (parsed, never evaluated).
    #expect(
      try nodes("f(10 - 5 * 2)") == [
        #"CallNode(name: "f", arguments: [BinaryOpNode(name: "-", lhs: NumberNode(value: 10.0), rhs: BinaryOpNode(name: "*", lhs: NumberNode(value: 5.0), rhs: NumberNode(value: 2.0)))])"#
      ])
    #expect(
      try nodes("f(-.5, 1.)") == [
        #"CallNode(name: "f", arguments: [NumberNode(value: -0.5), NumberNode(value: 1.0)])"#
      ])
    #expect(try nodes("\tfade\n\r arc ") == [#"VariableNode(name: "fade")"#, #"VariableNode(name: "arc")"#])
    #expect(
      try nodes("c(#FF3B30, 'my-id')") == [
        ##"CallNode(name: "c", arguments: [ColorNode(value: "#FF3B30"), StringNode(value: "my-id")])"##
      ])
  }

  // MARK: Hero's mapping and defaults (hero-semantics §2.3, §8)

  @Test func heroDefaults() throws {
    #expect(try ModifierParser.parse("scale(2)") == [.scale(2)])
    #expect(try ModifierParser.parse("scale()") == [.scale(x: 1, y: 1, z: 1)])
    #expect(TargetState(modifiers: try ModifierParser.parse("scale()")).transform == .identity)
    #expect(try ModifierParser.parse("scale(2, 3)") == [.scale(x: 2, y: 3, z: 1)])
    #expect(try ModifierParser.parse("rotate(1)") == [.rotate(x: 0, y: 0, z: 1)])
    #expect(try ModifierParser.parse("rotate(1, 2)") == [.rotate(x: 1, y: 2, z: 0)])
    #expect(try ModifierParser.parse("overlay()") == [.overlay(color: .white, opacity: 1)])
    #expect(try ModifierParser.parse("overlay(0, 0, 0, 0.1)") == [.overlay(color: .black, opacity: 0.1)])
    #expect(try ModifierParser.parse("spring()") == [.spring(stiffness: 250, damping: 30)])
    #expect(try ModifierParser.parse("spring(300)") == [.spring(stiffness: 300, damping: 30)])
    #expect(
      try ModifierParser.parse("cascade(0.1, bottomToTop, true)") == [
        .cascade(delta: 0.1, direction: .bottomToTop, delayMatchedViews: true)
      ])
    #expect(
      try ModifierParser.parse("cascade") == [
        .cascade(delta: 0.02, direction: .topToBottom, delayMatchedViews: false)
      ])
    #expect(
      try ModifierParser.parse("opacity() position() size()") == [
        .opacity(1), .position(x: 0, y: 0), .size(width: 0, height: 0),
      ])
    #expect(try ModifierParser.parse("translate(0, -150)") == [.translate(x: 0, y: -150)])
    #expect(try ModifierParser.parse("arc arc(-0.5)") == [.arc(intensity: 1), .arc(intensity: -0.5)])
    #expect(
      try ModifierParser.parse("ignoreSubviewModifiers ignoreSubviewModifiers(true)") == [
        .ignoreSubviewModifiers(recursive: false), .ignoreSubviewModifiers(recursive: true),
      ])
    #expect(try ModifierParser.parse("source(menu)") == [.source(heroID: "menu")])
    #expect(try ModifierParser.parse("fade") == ModifierParser.parse("fade()"))
  }

  @Test func heroStoryboardExamples() throws {
    #expect(try ModifierParser.parse("fade translate(0, -150)") == [.fade, .translate(x: 0, y: -150)])
    #expect(
      try ModifierParser.parse("scale(0.5) translate(200, 0) fade useGlobalCoordinateSpace") == [
        .scale(0.5), .translate(x: 200), .fade, .useGlobalCoordinateSpace,
      ])
    #expect(
      try ModifierParser.parse("useGlobalCoordinateSpace useNoSnapshot translate(0, 64) zPosition(10)") == [
        .useGlobalCoordinateSpace, .useNoSnapshot, .translate(y: 64), .zPosition(10),
      ])
    #expect(try ModifierParser.parse("") == [])
  }

  @Test func stringFormsBeyondHeros() throws {
    #expect(try ModifierParser.parse("cornerRadius(8)") == [.cornerRadius(8)])
    let red = Color(red: 1, green: 59.0 / 255, blue: 48.0 / 255)
    #expect(try ModifierParser.parse("backgroundColor(#FF3B30)") == [.backgroundColor(red)])
    #expect(
      try ModifierParser.parse("backgroundColor(#ff3b3080)") == [.backgroundColor(red.withAlpha(128.0 / 255))]
    )
    #expect(
      try ModifierParser.parse("backgroundColor(1, 0.23, 0.19, 1)") == [
        .backgroundColor(Color(red: 1, green: 0.23, blue: 0.19))
      ])
    #expect(
      try ModifierParser.parse("backgroundColor(red) borderColor(black)") == [
        .backgroundColor(.red), .borderColor(.black),
      ])
    #expect(try ModifierParser.parse("contentsRect(0, 0, 0.5, 1)") == [.contentsRect(Rect(0, 0, 0.5, 1))])
    #expect(
      try ModifierParser.parse("shadowOffset(0, 4) shadowOpacity(0.3)") == [
        .shadowOffset(Size(0, 4)), .shadowOpacity(0.3),
      ])
    #expect(
      try ModifierParser.parse("masksToBounds(true) masksToBounds(false) masksToBounds") == [
        .masksToBounds(true), .masksToBounds(false), .masksToBounds(true),
      ])
    #expect(try ModifierParser.parse("perspective(500)") == [.perspective(500)])
    #expect(try ModifierParser.parse("timingFunction(easeOutBack)") == [.timingFunction(.easeOutBack)])
    #expect(
      try ModifierParser.parse("timingFunction(0.1, 0.2, 0.3, 1)") == [
        .timingFunction(TimingCurve(0.1, 0.2, 0.3, 1))
      ])
    #expect(
      try ModifierParser.parse("timingFunction(cubicBezier(0.1, 0.2, 0.3, 1))") == [
        .timingFunction(TimingCurve(0.1, 0.2, 0.3, 1))
      ])
    #expect(
      try ModifierParser.parse("cascade(0.05, radial(187, 333))") == [
        .cascade(delta: 0.05, direction: .radial(center: Point(187, 333)))
      ])
    #expect(
      try ModifierParser.parse("cascade(0.05, inverseRadial(0, 10), true)") == [
        .cascade(delta: 0.05, direction: .inverseRadial(center: Point(0, 10)), delayMatchedViews: true)
      ])
    #expect(try ModifierParser.parse("beginWith(fade scale(0.5))") == [.beginWith(.fade, .scale(0.5))])
    #expect(try ModifierParser.parse("beginWith(fade, scale(0.5))") == [.beginWith(.fade, .scale(0.5))])
    #expect(
      try ModifierParser.parse("whenMatched(beginWith(fade) arc)") == [.whenMatched(.beginWith(.fade), .arc)])
    #expect(
      try ModifierParser.parse("whenPresenting(delay(0.1)) whenDismissing()") == [
        .whenPresenting(.delay(0.1)), .when(.dismissing, []),
      ])
    #expect(
      try ModifierParser.parse("source('my-id') source(\"a_b\")") == [
        .source(heroID: "my-id"), .source(heroID: "a_b"),
      ])
    #expect(
      try ModifierParser.parse("overlay(black, 0.1) overlay(#00000080)") == [
        .overlay(color: .black, opacity: 0.1),
        .overlay(color: Color(red: 0, green: 0, blue: 0, alpha: 128.0 / 255), opacity: 1),
      ])
    #expect(
      try ModifierParser.parse("shadowPath(rect, 0, 0, 10, 20)") == [.shadowPath(.rect(Rect(0, 0, 10, 20)))])
    #expect(
      try ModifierParser.parse("shadowPath(roundedRect, 0, 0, 10, 20, 4)") == [
        .shadowPath(.roundedRect(Rect(0, 0, 10, 20), cornerRadius: 4))
      ])
    #expect(
      try ModifierParser.parse("shadowPath(ellipse, 0, 0, 10, 20)") == [
        .shadowPath(.ellipse(in: Rect(0, 0, 10, 20)))
      ])
    #expect(
      try ModifierParser.parse("shadowPath(M, 0, 0, L, 10, 0, Q, 10, 10, 0, 10, Z)") == [
        .shadowPath(
          Path(elements: [
            .move(to: .zero), .line(to: Point(10, 0)), .quadCurve(to: Point(0, 10), control: Point(10, 10)),
            .close,
          ]))
      ])
    #expect(
      try ModifierParser.parse("durationMatchLongest duration(0.5) delay(0.1)") == [
        .durationMatchLongest, .duration(0.5), .delay(0.1),
      ])
    #expect(
      try ModifierParser.parse("forceNonFade useScaleBasedSizeChange forceAnimate") == [
        .forceNonFade, .useScaleBasedSizeChange, .forceAnimate,
      ])
  }

  @Test func transformStrings() throws {
    let t = try ModifierParser.parseTransform("rotate(0.2) scale(0.9) translate(10, 0) perspective(-500)")
    let expected = TargetState(modifiers: [.rotate(0.2), .scale(0.9), .translate(x: 10), .perspective(-500)])
      .transform
    #expect(t == expected)
    #expect(t.m34 == 1.0 / 500)
    #expect(try ModifierParser.parseTransform("") == .identity)
    #expect(
      try ModifierParser.parseTransform("translate(5, 6) scale(2)")
        == Transform3D.identity.translated(x: 5, y: 6).scaled(x: 2, y: 2))
    let error = #expect(throws: ModifierSyntaxError.self) {
      try ModifierParser.parseTransform("scale(2) fade")
    }
    #expect(
      error?.description
        == "'fade' is not a transform function (use translate, scale, rotate, perspective or transform) at column 10"
    )
  }

  @Test func defaultAnimationStrings() throws {
    #expect(try ModifierParser.parseDefaultAnimation("auto") == .auto)
    #expect(try ModifierParser.parseDefaultAnimation("none") == DefaultAnimation.none)
    #expect(try ModifierParser.parseDefaultAnimation("fade") == .fade)
    #expect(try ModifierParser.parseDefaultAnimation("zoom") == .zoom)
    #expect(try ModifierParser.parseDefaultAnimation("zoomOut") == .zoomOut)
    #expect(try ModifierParser.parseDefaultAnimation("push(left)") == .push(.left))
    #expect(try ModifierParser.parseDefaultAnimation("pull(right)") == .pull(.right))
    #expect(try ModifierParser.parseDefaultAnimation("cover(up)") == .cover(.up))
    #expect(try ModifierParser.parseDefaultAnimation("uncover(down)") == .uncover(.down))
    #expect(try ModifierParser.parseDefaultAnimation("slide(leading)") == .slide(.left))
    #expect(try ModifierParser.parseDefaultAnimation("zoomSlide(trailing)") == .zoomSlide(.right))
    #expect(try ModifierParser.parseDefaultAnimation("pageIn(left)") == .pageIn(.left))
    #expect(try ModifierParser.parseDefaultAnimation("pageOut(right)") == .pageOut(.right))
    #expect(
      try ModifierParser.parseDefaultAnimation("selectBy(presenting: push(left), dismissing: pull(right))")
        == .selectBy(presenting: .push(.left), dismissing: .pull(.right)))
    #expect(
      try ModifierParser.parseDefaultAnimation("selectBy(dismissing: slide(down), presenting: pull(left))")
        == .selectBy(presenting: .pull(.left), dismissing: .slide(.down)))
    #expect(
      try ModifierParser.parseDefaultAnimation("selectBy(fade, zoom)")
        == .selectBy(presenting: .fade, dismissing: .zoom))
    #expect(
      try ModifierParser.parseDefaultAnimation("autoReverse(presenting: cover(up))")
        == .selectBy(presenting: .cover(.up), dismissing: .uncover(.down)))
  }

  @Test func timingCurveAndColourStrings() throws {
    for (name, curve) in TimingCurve.named {
      #expect(try ModifierParser.parseTimingCurve(name) == curve)
    }
    #expect(
      try ModifierParser.parseTimingCurve("cubicBezier(0.25, 0.1, 0.25, 1)")
        == TimingCurve(0.25, 0.1, 0.25, 1))
    #expect(try ModifierParser.parseColor("#FF0000") == .red)
    #expect(
      try ModifierParser.parseColor("#00ff0080") == Color(red: 0, green: 1, blue: 0, alpha: 128.0 / 255))
    #expect(try ModifierParser.parseColor(" darkGray ") == .darkGray)
    for (name, color) in Color.named {
      #expect(try ModifierParser.parseColor(name) == color)
    }
  }
}
