import HeroModel

extension DefaultAnimation {
  /// The animation in the scene format's syntax, such that
  /// `ModifierParser.parseDefaultAnimation(a.stringForm) == a`.
  public var stringForm: String {
    switch self {
    case .auto: "auto"
    case .none: "none"
    case .fade: "fade"
    case .zoom: "zoom"
    case .zoomOut: "zoomOut"
    case .push(let d): "push(\(d.rawValue))"
    case .pull(let d): "pull(\(d.rawValue))"
    case .cover(let d): "cover(\(d.rawValue))"
    case .uncover(let d): "uncover(\(d.rawValue))"
    case .slide(let d): "slide(\(d.rawValue))"
    case .zoomSlide(let d): "zoomSlide(\(d.rawValue))"
    case .pageIn(let d): "pageIn(\(d.rawValue))"
    case .pageOut(let d): "pageOut(\(d.rawValue))"
    case .selectBy(let p, let d): "selectBy(presenting: \(p.stringForm), dismissing: \(d.stringForm))"
    }
  }
}

extension Color {
  /// A UIKit name or `#RRGGBB(AA)` when one represents the colour exactly, else nil.
  public var shortStringForm: String? { StringFormFormatter.shortColor(self) }
}
