import HeroModel

extension Modifier {
  /// The modifier in the string syntax, such that `ModifierParser.parse(m.stringForm) == [m]`.
  ///
  /// Numbers print in their shortest exact decimal form without exponents (the lexer has none);
  /// colours print as a UIKit name when one matches exactly, else `#RRGGBB(AA)` when every
  /// component is a multiple of 1/255, else as numbers. Not expressible, so not round-tripping:
  /// `when(.custom(…))` (a closure; printed as `when(name, …)`) and non-finite numbers other than
  /// `durationMatchLongest`.
  public var stringForm: String {
    typealias F = StringFormFormatter
    typealias S = ModifierSpec
    switch kind {
    case .fade: return S.fade.name
    case .forceNonFade: return S.forceNonFade.name
    case .opacity(let o): return S.opacity.call(F.number(o))
    case .position(let p): return S.position.call(F.numbers(p.x, p.y))
    case .size(let s): return S.size.call(F.numbers(s.width, s.height))
    case .transform(let t): return S.transform.call(F.numbers(t.elements))
    case .perspective(let d): return S.perspective.call(F.number(d))
    case .scale(let x, let y, let z):
      if z == 1 && x == y { return S.scale.call(F.number(x)) }
      return S.scale.call(z == 1 ? F.numbers(x, y) : F.numbers(x, y, z))
    case .translate(let x, let y, let z): return S.translate.call(z == 0 ? F.numbers(x, y) : F.numbers(x, y, z))
    case .rotate(let x, let y, let z): return S.rotate.call(x == 0 && y == 0 ? F.number(z) : F.numbers(x, y, z))
    case .backgroundColor(let c): return S.backgroundColor.call(F.color(c))
    case .borderColor(let c): return S.borderColor.call(F.color(c))
    case .borderWidth(let w): return S.borderWidth.call(F.number(w))
    case .cornerRadius(let r): return S.cornerRadius.call(F.number(r))
    case .zPosition(let z): return S.zPosition.call(F.number(z))
    case .contentsRect(let r):
      return S.contentsRect.call(F.numbers(r.origin.x, r.origin.y, r.size.width, r.size.height))
    case .contentsScale(let s): return S.contentsScale.call(F.number(s))
    case .shadowColor(let c): return S.shadowColor.call(F.color(c))
    case .shadowOpacity(let o): return S.shadowOpacity.call(F.number(o))
    case .shadowOffset(let s): return S.shadowOffset.call(F.numbers(s.width, s.height))
    case .shadowRadius(let r): return S.shadowRadius.call(F.number(r))
    case .shadowPath(let p): return S.shadowPath.call(F.path(p))
    case .masksToBounds(let b): return S.masksToBounds.call("\(b)")
    case .overlay(let color, let opacity):
      if let short = F.shortColor(color) { return S.overlay.call("\(short), \(F.number(opacity))") }
      if color.alpha == 1 { return S.overlay.call(F.numbers(color.red, color.green, color.blue, opacity)) }
      return S.overlay.call(F.numbers(color.red, color.green, color.blue, color.alpha, opacity))
    case .duration(let d): return d == .infinity ? S.durationMatchLongest.name : S.duration.call(F.number(d))
    case .delay(let d): return S.delay.call(F.number(d))
    case .timingFunction(let c): return S.timingFunction.call(c.name ?? F.numbers(c.c1x, c.c1y, c.c2x, c.c2y))
    case .spring(let k, let c): return S.spring.call(F.numbers(k, c))
    case .source(let id): return S.source.call(F.identifierOrString(id))
    case .arc(let i): return S.arc.call(F.number(i))
    case .cascade(let delta, let direction, let delayMatched):
      return S.cascade.call("\(F.number(delta)), \(F.direction(direction)), \(delayMatched)")
    case .beginWith(let list): return S.beginWith.call(F.list(list))
    case .useGlobalCoordinateSpace: return S.useGlobalCoordinateSpace.name
    case .ignoreSubviewModifiers(let recursive): return S.ignoreSubviewModifiers.call("\(recursive)")
    case .snapshotType(let type):
      switch type {
      case .optimized: return S.useOptimizedSnapshot.name
      case .normal: return S.useNormalSnapshot.name
      case .layerRender: return S.useLayerRenderSnapshot.name
      case .noSnapshot: return S.useNoSnapshot.name
      }
    case .forceAnimate: return S.forceAnimate.name
    case .useScaleBasedSizeChange: return S.useScaleBasedSizeChange.name
    case .relayoutText: return S.relayoutText.name
    case .when(let condition, let list):
      switch condition {
      case .matched: return S.whenMatched.call(F.list(list))
      case .presenting: return S.whenPresenting.call(F.list(list))
      case .dismissing: return S.whenDismissing.call(F.list(list))
      case .appearing: return S.whenAppearing.call(F.list(list))
      case .disappearing: return S.whenDisappearing.call(F.list(list))
      case .custom(let c): return "when(\(F.identifierOrString(c.name)), \(F.list(list)))"
      }
    }
  }
}

/// Printing helpers for `Modifier.stringForm`.
enum StringFormFormatter {
  /// The shortest decimal that reads back as exactly `v`, never in exponent notation.
  static func number(_ v: Double) -> String {
    guard v.isFinite else { return v.isNaN ? "nan" : (v < 0 ? "-inf" : "inf") }
    let text = NumberText.shortest(v)
    guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) else { return text }
    // Shift the decimal point of the mantissa by the exponent.
    let exponent = Int(text[text.index(after: e)...]) ?? 0
    var mantissa = String(text[..<e])
    let negative = mantissa.hasPrefix("-")
    if negative { mantissa.removeFirst() }
    let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
    let integer = String(parts[0])
    let fraction = parts.count > 1 ? String(parts[1]) : ""
    var digits = integer + fraction
    var point = integer.count + exponent
    if point <= 0 {
      digits = String(repeating: "0", count: -point + 1) + digits
      point = 1
    } else if point > digits.count {
      digits += String(repeating: "0", count: point - digits.count)
    }
    var whole = String(digits.prefix(point))
    var rest = String(digits.dropFirst(point))
    while rest.hasSuffix("0") { rest.removeLast() }
    while whole.count > 1 && whole.hasPrefix("0") { whole.removeFirst() }
    return (negative ? "-" : "") + whole + (rest.isEmpty ? "" : "." + rest)
  }

  static func numbers(_ values: Double...) -> String { numbers(values) }
  /// A nested modifier list, space-separated.
  static func list(_ modifiers: [Modifier]) -> String { modifiers.map(\.stringForm).joined(separator: " ") }
  static func numbers(_ values: [Double]) -> String { values.map(number).joined(separator: ", ") }

  /// A UIKit name or hex form, when one represents `c` exactly.
  static func shortColor(_ c: Color) -> String? {
    if let name = Color.namedInOrder.first(where: { $0.color == c })?.name { return name }
    var bytes: [Int] = []
    for component in c.components {
      let byte = (component * 255).rounded()
      guard byte >= 0, byte <= 255, byte / 255 == component else { return nil }
      bytes.append(Int(byte))
    }
    let hex = bytes.map { b -> String in
      let s = String(b, radix: 16, uppercase: true)
      return s.count == 1 ? "0" + s : s
    }
    return "#" + hex[0] + hex[1] + hex[2] + (bytes[3] == 255 ? "" : hex[3])
  }

  static func color(_ c: Color) -> String {
    shortColor(c) ?? numbers(c.red, c.green, c.blue, c.alpha)
  }

  /// A bare identifier when it lexes as one, else a quoted string.
  static func identifierOrString(_ s: String) -> String {
    if let first = s.first, first.isASCII, first.isLetter,
      s.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
    {
      return s
    }
    let quote: Character = s.contains("'") && !s.contains("\"") ? "\"" : "'"
    var out = String(quote)
    for ch in s {
      if ch == quote || ch == "\\" { out.append("\\") }
      out.append(ch)
    }
    out.append(quote)
    return out
  }

  /// A named direction by the parser's own table of names, so the two cannot disagree.
  static func direction(_ d: CascadeDirection) -> String {
    switch d {
    case .radial(let c): "radial(\(numbers(c.x, c.y)))"
    case .inverseRadial(let c): "inverseRadial(\(numbers(c.x, c.y)))"
    default: ModifierParser.cascadeDirections.first { $0.1 == d }?.0 ?? String(describing: d)
    }
  }

  /// `rect, x, y, w, h` / `roundedRect, x, y, w, h, r` / `ellipse, x, y, w, h` when the path is
  /// exactly that shape, else the command list `M, x, y, L, …, Z`.
  static func path(_ p: Path) -> String {
    let bounds = p.controlBounds
    let box = numbers(bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height)
    if !p.elements.isEmpty {
      if Path.rect(bounds) == p { return "rect, " + box }
      if Path.ellipse(in: bounds) == p { return "ellipse, " + box }
      if case .move(let start) = p.elements[0] {
        let radius = start.x - bounds.minX
        if Path.roundedRect(bounds, cornerRadius: radius) == p {
          return "roundedRect, \(box), \(number(radius))"
        }
      }
    }
    return PathCommand.text(of: p, separator: ", ", number: number)
  }
}
