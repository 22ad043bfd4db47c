import HeroModel

/// Lays out one screen of an Interface Builder document for a variant, so that a scene side can
/// refer to it (`"from": {"storyboard": "Profile.storyboard", "controller": "profile"}`) and be laid
/// out again for each device, direction, content size and appearance (docs/variants.md). HeroImport
/// does the work; HeroVerify hands its importer to the scene loader (this module cannot see it).
public protocol ScreenImporting: Sendable {
  /// The root view of `controller` in the document at `document` (an absolute path) for `variant`
  /// on `canvas` (the variant's); `sandbox` confines every file read, as for the scene.
  func screen(
    document: String, controller: String, side: Side, canvas: Canvas, variant: Variant, sandbox: String?
  ) throws(ScreenImportError) -> View
}

/// Why a screen could not be imported, in the importer's words (file, line, what is wrong), and
/// which member of the side is to blame: the document, or the controller it does not hold.
public struct ScreenImportError: Error, Sendable {
  public enum Member: String, Sendable { case storyboard, controller }
  public var message: String
  public var member: Member
  public init(_ message: String, member: Member = .storyboard) {
    self.message = message
    self.member = member
  }
}
