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
