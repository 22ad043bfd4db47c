import HeroModel

/// A transition that cannot be built: what went wrong and where.
///
/// `path` names the view in the scene's terms (`to.children[2]`, `from` for a root), so a scene
/// author can find it; `description` reads
/// "to.children[2]: frame has a negative width (-10); sizes must be ≥ 0".
public struct TransitionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The view's path in the scene (`from`, `to.children[0].children[3]`), or `transition`.
  public var path: String
  public var message: String
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }
  public var description: String { "\(path): \(message)" }
}
