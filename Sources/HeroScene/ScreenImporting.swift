import HeroModel

/// Lays out one screen of an Interface Builder document for a variant, so that a scene side can
/// refer to it (`"from": {"storyboard": "Profile.storyboard", "controller": "profile"}`) and be laid
/// out again for each device, direction, content size and appearance (docs/variants.md). HeroImport
/// does the work; HeroVerify hands its importer to the scene loader (this module cannot see it).
public protocol ScreenImporting: Sendable {
  /// The root view of `controller` in the document at `document` (an absolute path) for `variant`
  /// on `canvas` (the variant's); `sandbox` confines every file read, as for the scene. `overrides`
  /// (the side's `views`, by outlet name or object id) win over the document and its controller's code.
  func screen(
    document: String, controller: String, side: Side, canvas: Canvas, variant: Variant, sandbox: String?,
    overrides: [String: ScreenOverride]
  ) throws(ScreenImportError) -> View
}

/// A view's `heroID` and `modifiers` given in a storyboard-linked side's `views`: they win over the
/// storyboard's runtime attributes and what the controller's code sets.
public struct ScreenOverride: Sendable, Equatable {
  public var heroID: String?
  public var modifiers: [Modifier]?
  public init(heroID: String? = nil, modifiers: [Modifier]? = nil) {
    self.heroID = heroID
    self.modifiers = modifiers
  }
}

/// Why a screen could not be imported, in the importer's words (file, line, what is wrong), and
/// which member of the side is to blame: the document, or the controller it does not hold.
public struct ScreenImportError: Error, Sendable {
  public enum Member: String, Sendable { case storyboard, controller, views }
  public var message: String
  public var member: Member
  public init(_ message: String, member: Member = .storyboard) {
    self.message = message
    self.member = member
  }
}
