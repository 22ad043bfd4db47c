import HeroModel

/// A scene file read and parsed once, with what `hero lint` needs besides the scene: the JSON
/// document (to place each warning at its line and column) and the families each font file
/// declares (to find the fonts no label uses). So lint reads and parses neither again.
public struct ParsedScene: Sendable {
  public let scene: Scene
  /// The document the scene was decoded from, every value with its line and column.
  public let document: JSONValue
  /// The family names each of `scene.fonts` declares, in the same order.
  public let fontFamilies: [[String]]
  /// The variant the scene was resolved for; nil when it declares none (docs/variants.md).
  public let variant: Variant?
  /// Every variant the scene declares (its own `variants`, else the project's), in matrix order.
  public let variants: [Variant]
}
