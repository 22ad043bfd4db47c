/// `NSLayoutConstraint.Attribute`, spelled as Interface Builder writes it (`baseline` is the old
/// name of `lastBaseline`).
public enum LayoutAttribute: String, Sendable, CaseIterable {
  case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
  case lastBaseline, firstBaseline
  case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
  case centerXWithinMargins, centerYWithinMargins
  case notAnAttribute

  public init?(interfaceBuilder name: String) {
    if name == "baseline" {
      self = .lastBaseline
    } else {
      self.init(rawValue: name)
    }
  }

  /// Leading and trailing (and their margins): their side depends on the layout direction.
  var isDirectional: Bool {
    [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
  }

  var isHorizontal: Bool {
    [
      .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
      .trailingMargin, .centerXWithinMargins,
    ].contains(self)
  }

  /// The same attribute on the layout margins guide, and which one.
  public var withinMargins: LayoutAttribute? {
    switch self {
    case .leftMargin: .left
    case .rightMargin: .right
    case .topMargin: .top
    case .bottomMargin: .bottom
    case .leadingMargin: .leading
    case .trailingMargin: .trailing
    case .centerXWithinMargins: .centerX
    case .centerYWithinMargins: .centerY
    default: nil
    }
  }
}
