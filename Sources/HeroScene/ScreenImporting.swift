import Foundation
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

/// The storyboards a scene file's sides refer to, read without decoding the rest: what `hero serve`
/// watches besides the scene file, so that saving a storyboard lays its screens out again.
public enum ScreenDocuments {
  /// The absolute paths of the storyboards named by `from` and `to` in the scene document `json`
  /// (the file `file`), resolved as loading resolves them, each once; none when the document cannot
  /// be read (loading it reports why).
  public static func paths(json: [UInt8], file: String) -> [String] {
    guard let document = try? JSONReader.parse(json), case .object(let members) = document.node else { return [] }
    let folder = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent().path
    let decoder = SceneDecoder(file: file, baseDirectory: folder, log: SceneErrorLog())
    var paths: [String] = []
    for side in [Side.from, .to] {
      guard case .object(let screen)? = members.first(where: { $0.key == side.rawValue })?.value.node,
        case .string(let given)? = screen.first(where: { $0.key == "storyboard" })?.value.node, !given.isEmpty
      else { continue }
      let path = decoder.resolve(given)
      if !paths.contains(path) { paths.append(path) }
    }
    return paths
  }
}
