/// UIKit's text styles (`UIFont.TextStyle`) and Apple's published Dynamic Type sizes for each
/// content size category (the Human Interface Guidelines' iOS "Dynamic Type sizes" tables): the one
/// table of them.
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
  case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

  /// The weight the style sets (the HIG's tables: headline is semibold, the others regular).
  public var weight: FontWeight { self == .headline ? .semibold : .regular }

  /// Points at `category`.
  public func size(_ category: ContentSizeCategory) -> Double {
    // The index of a category is its column in the table (XS … XXXL, AX1 … AX5).
    let column = ContentSizeCategory.allCases.firstIndex(of: category) ?? 3
    return sizes[column]
  }

  /// One row of the table: XS, S, M, L, XL, XXL, XXXL, AX1, AX2, AX3, AX4, AX5.
  private var sizes: [Double] {
    switch self {
    case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
    case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
    case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
    case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
    case .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
    case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
    case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
    case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
    case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
    }
  }
}
