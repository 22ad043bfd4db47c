/// What a view's content asks for: UIKit's `intrinsicContentSize` (and, for text, where its
/// baselines are). Provided by the importer per kind of view; a label's is measured with the text
/// engine, injected from the layer that has one, so this module stays free of C.
public protocol IntrinsicContent: Sendable {
  /// The content's natural size when at most `width` points wide (nil: no limit). A nil dimension
  /// is UIKit's `noIntrinsicMetric`.
  func measure(width: Double?) -> IntrinsicMeasure
  /// True when the height depends on the width given (a label of several lines): the layout then
  /// measures again at the width it solved, as UIKit does with `preferredMaxLayoutWidth`.
  var wrapsToWidth: Bool { get }
}

/// A measured content size. Baselines are from the top of the content's block; the block is
/// centred vertically in the view, as UILabel draws it.
public struct IntrinsicMeasure: Hashable, Sendable {
  public var width: Double?
  public var height: Double?
  public var firstBaseline: Double?
  public var lastBaseline: Double?
  public init(width: Double?, height: Double?, firstBaseline: Double? = nil, lastBaseline: Double? = nil) {
    self.width = width
    self.height = height
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
  }
}

/// A fixed intrinsic size (an image's, a switch's).
public struct FixedContent: IntrinsicContent {
  public var size: IntrinsicMeasure
  public init(width: Double?, height: Double?) { size = IntrinsicMeasure(width: width, height: height) }
  public func measure(width: Double?) -> IntrinsicMeasure { size }
  public var wrapsToWidth: Bool { false }
}

/// One view or layout guide of the tree being laid out.
public struct LayoutNode: Sendable {
  public enum Kind: Sendable, Equatable {
    case view
    /// `safeAreaLayoutGuide` of its parent view.
    case safeArea
    /// `layoutMarginsGuide` of its parent view.
    case layoutMargins
    /// A scroll view's `contentLayoutGuide` (its size is the content size, solved).
    case contentLayout
    /// A scroll view's `frameLayoutGuide`.
    case frameLayout
    /// The old `topLayoutGuide` / `bottomLayoutGuide` of a view controller (a 0-high strip at the
    /// safe area's top or bottom edge).
    case topLayoutGuide, bottomLayoutGuide
  }

  public var id: String
  /// Where it is written (for messages).
  public var line: Int
  /// How messages name it: `label 'Title'`.
  public var name: String
  public var kind: Kind
  /// Superview of a view; owning view of a guide. Nil only for the root.
  public var parent: Int?
  /// The frame Interface Builder stored, in the parent's coordinates: the starting point of
  /// autoresizing, and where an ambiguous view is left.
  public var storedFrame: LayoutRect
  public var translatesAutoresizingMask = true
  public var autoresizingMask: AutoresizingMask = []
  public var content: (any IntrinsicContent)?
  public var huggingPriority = (horizontal: 250.0, vertical: 250.0)
  public var compressionResistancePriority = (horizontal: 750.0, vertical: 750.0)
  public var layoutMargins = LayoutInsets.defaultMargins
  /// Set on `UIStackView`s: how their arranged subviews (their view children, in order) are laid out.
  public var stack: StackArrangement?
  public var isHidden = false
  /// True for scroll views: their subviews' edge constraints to them mean the content area.
  public var isScrollView = false
  /// The direction this view arranges its content in when it differs from the interface's (a
  /// `SemanticContentAttribute` that forces one): its stack order and the leading and trailing of
  /// the constraints it holds. Nil: the interface's.
  public var layoutDirection: LayoutDirection?

  public init(id: String, line: Int, name: String, kind: Kind = .view, parent: Int?, storedFrame: LayoutRect = .zero) {
    self.id = id
    self.line = line
    self.name = name
    self.kind = kind
    self.parent = parent
    self.storedFrame = storedFrame
  }
}

/// `NSLayoutConstraint`: `first.firstAttribute relation multiplier × second.secondAttribute + constant`
/// at `priority` (1…1000; 1000 is required). Items are indices into the node list.
public struct LayoutConstraint: Sendable {
  public enum Relation: String, Sendable {
    case equal, lessThanOrEqual, greaterThanOrEqual
  }
  public var id: String
  public var line: Int
  public var first: Int
  public var firstAttribute: LayoutAttribute
  public var relation: Relation
  public var second: Int?
  public var secondAttribute: LayoutAttribute
  public var multiplier: Double
  public var constant: Double
  public var priority: Double
  /// The view that holds it (Interface Builder installs a constraint on its items' nearest common
  /// ancestor): its direction places leading and trailing. Nil: the interface's direction.
  public var owner: Int?

  public init(
    id: String, line: Int, first: Int, _ firstAttribute: LayoutAttribute, _ relation: Relation = .equal,
    second: Int? = nil, _ secondAttribute: LayoutAttribute = .notAnAttribute, multiplier: Double = 1,
    constant: Double = 0, priority: Double = 1000, owner: Int? = nil
  ) {
    self.owner = owner
    self.id = id
    self.line = line
    self.first = first
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.second = second
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
  }
}

/// `UIStackView`'s arrangement settings.
public struct StackArrangement: Sendable {
  public enum Axis: String, Sendable { case horizontal, vertical }
  public enum Distribution: String, Sendable, CaseIterable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }
  public enum Alignment: String, Sendable, CaseIterable {
    case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
  }
  public var axis: Axis
  public var distribution: Distribution
  public var alignment: Alignment
  public var spacing: Double
  public var isBaselineRelative: Bool
  public var isLayoutMarginsRelative: Bool

  public init(
    axis: Axis = .horizontal, distribution: Distribution = .fill, alignment: Alignment = .fill, spacing: Double = 0,
    isBaselineRelative: Bool = false, isLayoutMarginsRelative: Bool = false
  ) {
    self.axis = axis
    self.distribution = distribution
    self.alignment = alignment
    self.spacing = spacing
    self.isBaselineRelative = isBaselineRelative
    self.isLayoutMarginsRelative = isLayoutMarginsRelative
  }
}
