/// A compositor failure that names the problem: a bad image file, an oversized canvas, non-finite
/// geometry. Rendering never crashes on bad input; it throws one of these.
public struct CompositorError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong and where, with a suggestion when one helps.
  public var message: String

  public init(_ message: String) { self.message = message }

  public var description: String { message }
}
