/// The absolute path commands (SVG's `M`, `L`, `Q`, `C`, `Z`) that paths are written in everywhere:
/// a scene file's SVG path data, the state dump's `shadowPath`, and the `shadowPath(M, …)` modifier.
/// Each reader tokenizes its own syntax and builds elements here, so the grammar is defined once.
public enum PathCommand: String, CaseIterable, Sendable {
  case move = "M"
  case line = "L"
  case quadCurve = "Q"
  case curve = "C"
  case close = "Z"

  /// The commands as an error message lists them.
  public static let names = "M, L, Q, C or Z"

  /// How many numbers follow the command letter.
  public var operandCount: Int {
    switch self {
    case .move, .line: 2
    case .quadCurve: 4
    case .curve: 6
    case .close: 0
    }
  }

  /// The element from its operands in written order (control points before the end point);
  /// `operand(k)` supplies operand `k` (0 ..< `operandCount`).
  public func element<E: Error>(_ operand: (Int) throws(E) -> Double) throws(E) -> Path.Element {
    func point(_ k: Int) throws(E) -> Point { Point(try operand(k), try operand(k + 1)) }
    switch self {
    case .move: return .move(to: try point(0))
    case .line: return .line(to: try point(0))
    case .quadCurve:
      let control = try point(0)
      return .quadCurve(to: try point(2), control: control)
    case .curve:
      let c1 = try point(0)
      let c2 = try point(2)
      return .curve(to: try point(4), control1: c1, control2: c2)
    case .close: return .close
    }
  }

  /// An element as its command and operands in written order.
  public static func written(_ element: Path.Element) -> (command: PathCommand, operands: [Double]) {
    switch element {
    case .move(let a): (.move, [a.x, a.y])
    case .line(let a): (.line, [a.x, a.y])
    case .quadCurve(let a, let c): (.quadCurve, [c.x, c.y, a.x, a.y])
    case .curve(let a, let c1, let c2): (.curve, [c1.x, c1.y, c2.x, c2.y, a.x, a.y])
    case .close: (.close, [])
    }
  }

  /// `path` written as commands and numbers, each printed by `number`, all joined by `separator`.
  public static func text(of path: Path, separator: String, number: (Double) -> String) -> String {
    path.elements.map { e in
      let (command, operands) = written(e)
      return ([command.rawValue] + operands.map(number)).joined(separator: separator)
    }.joined(separator: separator)
  }
}
