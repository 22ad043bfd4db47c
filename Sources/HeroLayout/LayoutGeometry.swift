/// A rectangle in points (HeroLayout depends on nothing, so it has its own).
public struct LayoutRect: Hashable, Sendable, CustomStringConvertible {
  public var x, y, width, height: Double
  public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
    (self.x, self.y, self.width, self.height) = (x, y, width, height)
  }
  public static let zero = LayoutRect(0, 0, 0, 0)
  public var maxX: Double { x + width }
  public var maxY: Double { y + height }
  public var description: String {
    "(\(NumberFormat.short(x)), \(NumberFormat.short(y)), \(NumberFormat.short(width)), \(NumberFormat.short(height)))"
  }
}

/// Insets from each edge, points (UIKit's `UIEdgeInsets` order: top, left, bottom, right).
public struct LayoutInsets: Hashable, Sendable {
  public var top, left, bottom, right: Double
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }
  public static let zero = LayoutInsets()
  /// UIView's default layout margins.
  public static let defaultMargins = LayoutInsets(top: 8, left: 8, bottom: 8, right: 8)
}

/// Reading order of the interface: where `leading` and `trailing` are.
public enum LayoutDirection: String, Sendable, CaseIterable {
  case leftToRight = "ltr"
  case rightToLeft = "rtl"
}

/// UIKit's `UIView.AutoresizingMask`: which of the margins and sizes stretch with the superview.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1)
  public static let flexibleWidth = AutoresizingMask(rawValue: 2)
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 4)
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 8)
  public static let flexibleHeight = AutoresizingMask(rawValue: 16)
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 32)
}

extension AutoresizingMask {
  /// The masks by UIKit name, in `UIView.AutoresizingMask`'s order (scene files name them so).
  public static let named: [(name: String, mask: AutoresizingMask)] = [
    ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
    ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
    ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
  ]

  /// UIKit's autoresizing rule: the flexible parts of each axis share the superview's change in
  /// size in proportion to their stored lengths (equally when those are all 0). The shares of
  /// (left margin, width, right margin) and (top margin, height, bottom margin) for `frame` in a
  /// superview of the given size.
  public func shares(_ frame: LayoutRect, parentWidth: Double, parentHeight: Double) -> (
    horizontal: [Double], vertical: [Double]
  ) {
    func shares(_ parts: [(Bool, Double)]) -> [Double] {
      let flexible = parts.filter(\.0)
      guard !flexible.isEmpty else { return parts.map { _ in 0 } }
      let total = flexible.reduce(0) { $0 + max($1.1, 0) }
      return parts.map { $0.0 ? (total > 0 ? max($0.1, 0) / total : 1 / Double(flexible.count)) : 0 }
    }
    let h = shares([
      (contains(.flexibleLeftMargin), frame.x), (contains(.flexibleWidth), frame.width),
      (contains(.flexibleRightMargin), parentWidth - frame.maxX),
    ])
    let v = shares([
      (contains(.flexibleTopMargin), frame.y), (contains(.flexibleHeight), frame.height),
      (contains(.flexibleBottomMargin), parentHeight - frame.maxY),
    ])
    return (h, v)
  }

  /// `frame` after its superview changes size from `old` to `new` (width, height), by `shares`.
  public func resized(_ frame: LayoutRect, from old: (Double, Double), to new: (Double, Double)) -> LayoutRect {
    let (h, v) = shares(frame, parentWidth: old.0, parentHeight: old.1)
    let (dw, dh) = (new.0 - old.0, new.1 - old.1)
    return LayoutRect(
      frame.x + h[0] * dw, frame.y + v[0] * dh, frame.width + h[1] * dw, frame.height + v[1] * dh)
  }
}
