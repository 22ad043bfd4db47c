import HeroEngine
import HeroLayout
import HeroModel

/// A view's `semanticContentAttribute` (IB's "Semantic"), which decides the direction the view
/// arranges its own content in: the leading and trailing of the constraints it holds, a stack
/// view's order, its directional margins, natural text alignment. Each view's is its own, as in
/// UIKit: a forced view's `unspecified` subviews follow the interface.
extension ViewImporter {
  /// The attribute as IB writes it; `unspecified` when it writes none or one UIKit does not have.
  static func semanticContent(_ node: XMLNode) -> SemanticContentAttribute {
    node["semanticContentAttribute"].flatMap(SemanticContentAttribute.init(rawValue:)) ?? .unspecified
  }

  /// The direction `node` arranges its content in, in an interface laid out in `direction`.
  func direction(of node: XMLNode) -> LayoutDirection {
    Self.semanticContent(node).direction(in: direction)
  }

  /// Reports an attribute UIKit does not have (read as `unspecified`).
  func checkSemanticContent(_ node: XMLNode, _ subject: String, _ report: inout ImportReport) {
    guard let written = node["semanticContentAttribute"], SemanticContentAttribute(rawValue: written) == nil else {
      return
    }
    let names = SemanticContentAttribute.allCases.map(\.rawValue)
    let hint =
      NameSuggestion.closest(to: written, in: names).map { "did you mean '\($0)'?" }
      ?? "UIKit's are \(names.joined(separator: ", "))"
    report.add(
      .warning, subject,
      "semanticContentAttribute '\(Excerpt.quote(written))' is not UIKit's; read as 'unspecified' (\(hint))")
  }
}
