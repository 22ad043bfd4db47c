/// An sRGB colour with straight (unpremultiplied) alpha, components in 0…1.
public struct Color: Hashable, Sendable {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// White at `white` with `alpha`, as `UIColor(white:alpha:)`.
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  public var components: [Double] { [red, green, blue, alpha] }
  public var isOpaque: Bool { alpha >= 1 }
  public var isFinite: Bool { components.allSatisfy(\.isFinite) }

  public func withAlpha(_ alpha: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  // UIKit's named colours (docs/scene-format.md).
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
  public static let black = Color(white: 0)
  public static let white = Color(white: 1)
  public static let gray = Color(white: 0.5)
  public static let darkGray = Color(white: 1.0 / 3.0)
  public static let lightGray = Color(white: 2.0 / 3.0)
  public static let red = Color(red: 1, green: 0, blue: 0)
  public static let green = Color(red: 0, green: 1, blue: 0)
  public static let blue = Color(red: 0, green: 0, blue: 1)
  public static let cyan = Color(red: 0, green: 1, blue: 1)
  public static let yellow = Color(red: 1, green: 1, blue: 0)
  public static let magenta = Color(red: 1, green: 0, blue: 1)
  public static let orange = Color(red: 1, green: 0.5, blue: 0)
  public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
  public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)

  /// The named colours with their UIKit names, in the order the docs list them: the one list the
  /// scene reader, the modifier parser, suggestions (ties go to the earlier name) and string forms use.
  public static let namedInOrder: [(name: String, color: Color)] = [
    ("clear", .clear), ("black", .black), ("white", .white), ("gray", .gray), ("darkGray", .darkGray),
    ("lightGray", .lightGray), ("red", .red), ("green", .green), ("blue", .blue), ("cyan", .cyan),
    ("yellow", .yellow), ("magenta", .magenta), ("orange", .orange), ("purple", .purple), ("brown", .brown),
  ]
  /// The colour names, in `namedInOrder`'s order.
  public static let names: [String] = namedInOrder.map(\.name)
  /// The named colours by name.
  public static let named: [String: Color] = Dictionary(uniqueKeysWithValues: namedInOrder.map { ($0.name, $0.color) })

  /// Parses `#RRGGBB` or `#RRGGBBAA` (case-insensitive). Nil when malformed.
  public init?(hex: String) {
    guard hex.hasPrefix("#") else { return nil }
    let digits = hex.dropFirst()
    guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else {
      return nil
    }
    let v = digits.count == 6 ? (value << 8) | 0xFF : value
    self.init(
      red: Double((v >> 24) & 0xFF) / 255, green: Double((v >> 16) & 0xFF) / 255,
      blue: Double((v >> 8) & 0xFF) / 255, alpha: Double(v & 0xFF) / 255)
  }
}
