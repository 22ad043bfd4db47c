import HeroEngine
import SwiftSyntax

/// Hero's `HeroDefaultAnimationType` as Swift writes it (`.push(direction: .left)`,
/// `.selectBy(presenting: .zoom, dismissing: .zoomOut)`) in the scene format's default-animation
/// syntax, which `ModifierParser.parseDefaultAnimation` then reads.
enum SwiftAnimationType {
  static let types: Set<String> = ["HeroDefaultAnimationType", "Hero.HeroDefaultAnimationType"]
  static let plain: Set<String> = ["auto", "none", "fade", "zoom", "zoomOut"]
  static let directed: Set<String> = ["push", "pull", "cover", "uncover", "slide", "zoomSlide", "pageIn", "pageOut"]
  static let directions: Set<String> = ["left", "right", "up", "down", "leading", "trailing"]

  static func string(_ expr: ExprSyntax, depth: Int = 0) throws(NotLiteral) -> String {
    guard depth < SwiftLiteral.maximumDepth else { throw .unsupported(expr, "nests too deeply") }
    if let name = SwiftLiteral.member(expr, types: types) {
      guard plain.contains(name) else { throw .unsupported(expr, "is not a default animation the import reads") }
      return name
    }
    guard let call = expr.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
      let name = SwiftLiteral.member(call.calledExpression, types: types)
    else { throw .value(expr) }
    if directed.contains(name), let v = SwiftLiteral.labeled(call.arguments, ["direction"]) {
      guard let d = SwiftLiteral.member(v[0], types: ["HeroDefaultAnimationType.Direction"]), directions.contains(d)
      else { throw .value(v[0]) }
      return "\(name)(\(d))"
    }
    if name == "selectBy", let v = SwiftLiteral.labeled(call.arguments, ["presenting", "dismissing"]) {
      return
        "selectBy(presenting: \(try string(v[0], depth: depth + 1)), dismissing: \(try string(v[1], depth: depth + 1)))"
    }
    if name == "autoReverse", let v = SwiftLiteral.labeled(call.arguments, ["presenting"]) {
      return "autoReverse(presenting: \(try string(v[0], depth: depth + 1)))"
    }
    throw .unsupported(expr, "is not a default animation the import reads")
  }
}
