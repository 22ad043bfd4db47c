/// UIKit's `UISemanticContentAttribute`: whether a view's content flips with the interface's
/// layout direction. It decides the view's `effectiveUserInterfaceLayoutDirection`, which places
/// the leading and trailing edges of what the view arranges (its constraints, a stack view's order,
/// its directional margins) and the side natural text alignment takes.
public enum SemanticContentAttribute: String, Sendable, CaseIterable {
  /// Flips with the interface (UIKit's default).
  case unspecified
  /// Media playback controls: never flipped.
  case playback
  /// Directional controls (a D-pad, an alignment picker): never flipped.
  case spatial
  case forceLeftToRight
  case forceRightToLeft

  /// UIKit's `UIView.userInterfaceLayoutDirection(for:relativeTo:)`: the view's own direction in an
  /// interface laid out in `interface`. A view's attribute is its own: UIKit does not hand it down
  /// to its subviews, so an `unspecified` subview of a forced view follows the interface.
  public func direction(in interface: LayoutDirection) -> LayoutDirection {
    switch self {
    case .unspecified: interface
    case .playback, .spatial, .forceLeftToRight: .leftToRight
    case .forceRightToLeft: .rightToLeft
    }
  }
}
