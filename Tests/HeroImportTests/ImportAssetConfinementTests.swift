import Foundation
import HeroImport
import HeroModel
import HeroTestSupport
import Testing

/// Asset files stay inside their catalog after links are resolved, and with a sandbox every file
/// the import reads stays inside it: a `Contents.json` naming `../…` or an absolute path, or a link
/// leading out, is refused with the catalog and the `Contents.json` that named it.
@Suite struct ImportAssetConfinementTests {
  /// A folder holding `app/Main.storyboard` (one image view showing `photo`, one view coloured
  /// `Brand`, presented over an empty screen), `app/Assets.xcassets` with those sets, and
  /// `outside/` with a PNG and a colour set the catalog must not reach.
  struct Project {
    let root: String
    var app: String { root + "/app" }
    var catalog: String { app + "/Assets.xcassets" }
    var storyboard: String { app + "/Main.storyboard" }
    var outside: String { root + "/outside" }

    init() throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent("confine-\(UUID().uuidString)").path
      let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>
        <scene sceneID="s0"><objects><viewController id="vc0" sceneMemberID="viewController"><view key="view" id="r0"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/><subviews>
        <imageView image="photo" id="img"><rect key="frame" x="0" y="0" width="10" height="10"/></imageView>
        <view id="col"><rect key="frame" x="0" y="0" width="10" height="10"/><color key="backgroundColor" name="Brand"/></view>
        </subviews></view><connections><segue destination="vc1" kind="presentation" id="go"/></connections></viewController></objects></scene>
        <scene sceneID="s1"><objects><viewController id="vc1" sceneMemberID="viewController"><view key="view" id="r1"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/></view></viewController></objects></scene>
        </scenes></document>
        """
      try write(storyboard, to: app + "/Main.storyboard")
      try imageSet("photo", file: "photo.png")
      try writePNG(to: catalog + "/photo.imageset/photo.png")
      try colorSet(at: catalog + "/Brand.colorset", red: "0.5")
      try write("secret", to: outside + "/secret.png")
      try colorSet(at: outside + "/Evil.colorset", red: "1.0")
    }

    /// A real (1×1) PNG: the import reads an image set's PNG header.
    func writePNG(to path: String) throws {
      try write("", to: path)
      try Data(PNGBomb.black(width: 1, height: 1)).write(to: URL(fileURLWithPath: path))
    }

    func write(_ text: String, to path: String) throws {
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// The image set `photo` naming `file` (as Contents.json gives it).
    func imageSet(_ name: String, file: String) throws {
      try write(
        #"{ "images": [{ "idiom": "universal", "filename": "\#(file)", "scale": "2x" }] }"#,
        to: catalog + "/\(name).imageset/Contents.json")
    }

    func colorSet(at folder: String, red: String) throws {
      try write(
        #"{ "colors": [{ "idiom": "universal", "color": { "components": { "red": "\#(red)", "green": "0", "blue": "0" } } }] }"#,
        to: folder + "/Contents.json")
    }

    func link(_ path: String, to destination: String) throws {
      try? FileManager.default.removeItem(atPath: path)
      try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: destination)
    }

    func importScene(sandbox: String? = nil, assets: [String] = []) throws(ImportError) -> Scene {
      try StoryboardImporter(path: storyboard, assetCatalogs: assets, sandbox: sandbox)
        .importScene(.init(segue: "go", scale: 2, name: "x")).scene
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
  }

  /// The refusal names the `Contents.json` (as the error's file), the catalog, and where it led.
  func expectRefused(
    _ project: Project, contents: String, sourceLocation: SourceLocation = #_sourceLocation,
    sandbox: String? = nil
  ) {
    do {
      let scene = try project.importScene(sandbox: sandbox)
      Issue.record(
        "imported: \(scene.from.children.map { "\($0.image?.path ?? "-")" })", sourceLocation: sourceLocation)
    } catch {
      #expect(error.file == contents, "\(error)", sourceLocation: sourceLocation)
      #expect(
        error.message.contains("leads outside the asset catalog \(project.catalog)"), "\(error)",
        sourceLocation: sourceLocation)
      #expect(
        error.message.contains("asset files must stay inside their catalog"), "\(error)", sourceLocation: sourceLocation
      )
    }
  }

  @Test func filesInsideTheCatalogAreRead() throws {
    let project = try Project()
    defer { project.remove() }
    let scene = try project.importScene()
    #expect(scene.from.children[0].image?.path == project.catalog + "/photo.imageset/photo.png")
    #expect(scene.from.children[1].backgroundColor == Color(red: 0.5, green: 0, blue: 0))
    // A link that stays inside the catalog is fine.
    try project.writePNG(to: project.catalog + "/common/photo.png")
    try project.link(project.catalog + "/photo.imageset/photo.png", to: "../common/photo.png")
    #expect(try project.importScene().from.children[0].image != nil)
  }

  /// An image set's file is read as a scene's image is: one that is no PNG (whatever its name)
  /// is a placeholder with a warning at import, like a PDF, not a failure when a frame paints it.
  @Test func anImageSetFileThatIsNoPNGIsAPlaceholder() throws {
    let project = try Project()
    defer { project.remove() }
    try project.write("GIF89a", to: project.catalog + "/photo.imageset/photo.png")
    let result = try StoryboardImporter(path: project.storyboard).importScene(.init(segue: "go", scale: 2, name: "x"))
    #expect(result.scene.from.children[0].image == nil)
    #expect(
      result.report.notes.contains {
        $0.description.contains("image 'photo' is not a PNG or JPEG (photo.png: not a PNG or JPEG file")
      })
  }

  @Test func dotDotAndAbsoluteFileNamesAreRefused() throws {
    let project = try Project()
    defer { project.remove() }
    let contents = project.catalog + "/photo.imageset/Contents.json"
    try project.imageSet("photo", file: "../../../outside/secret.png")
    expectRefused(project, contents: contents)
    try project.imageSet("photo", file: project.outside + "/secret.png")
    expectRefused(project, contents: contents)
    // A name leading to a missing file outside is refused as one leading to an existing file is
    // (issue 29, §4: it warned "not found" instead), so a pull request cannot probe the runner's files.
    try project.imageSet("photo", file: "../../../outside/no-such-file.png")
    expectRefused(project, contents: contents)
    try project.link(project.catalog + "/photo.imageset/photo.png", to: project.outside + "/no-such-file.png")
    try project.imageSet("photo", file: "photo.png")
    expectRefused(project, contents: contents)
  }

  @Test func linksLeadingOutAreRefused() throws {
    let project = try Project()
    defer { project.remove() }
    // The image file is a link out.
    try project.link(project.catalog + "/photo.imageset/photo.png", to: project.outside + "/secret.png")
    expectRefused(project, contents: project.catalog + "/photo.imageset/Contents.json")
    // The colour set's folder is a link out: its Contents.json is outside.
    try FileManager.default.removeItem(atPath: project.catalog + "/photo.imageset/photo.png")
    try project.writePNG(to: project.catalog + "/photo.imageset/photo.png")
    try FileManager.default.removeItem(atPath: project.catalog + "/Brand.colorset")
    try project.link(project.catalog + "/Brand.colorset", to: project.outside + "/Evil.colorset")
    expectRefused(project, contents: project.catalog + "/Brand.colorset/Contents.json")
  }

  /// A folder of the catalog that links out is refused when the catalog is walked, before it is listed.
  @Test func aFolderLinkingOutIsRefusedBeforeItIsListed() throws {
    let project = try Project()
    defer { project.remove() }
    try project.link(project.catalog + "/Icons", to: project.outside)
    do {
      _ = try project.importScene()
      Issue.record("imported")
    } catch {
      #expect(error.file == project.catalog + "/Contents.json")
      #expect(error.message.contains("'Icons' leads outside the asset catalog \(project.catalog)"), "\(error)")
    }
  }

  /// `--sandbox`: the storyboard and every catalog must lie inside the folder (after links); the
  /// catalogs' files then do too.
  @Test func theSandboxConfinesTheStoryboardAndTheCatalogs() throws {
    let project = try Project()
    defer { project.remove() }
    #expect(throws: Never.self) { try project.importScene(sandbox: project.app) }
    // The storyboard outside the sandbox.
    do {
      _ = try project.importScene(sandbox: project.catalog)
      Issue.record("imported")
    } catch {
      #expect(error.file == project.storyboard)
      #expect(error.message.contains("the storyboard is outside the sandbox folder"), "\(error)")
    }
    do {
      _ = try StoryboardReader.read(path: project.storyboard, sandbox: project.outside)
      Issue.record("read")
    } catch {
      #expect(error.message.contains("outside the sandbox folder \(project.outside)"), "\(error)")
    }
    // An extra catalog outside the sandbox, and the storyboard's own catalog linked from outside.
    try FileManager.default.createDirectory(
      atPath: project.outside + "/More.xcassets", withIntermediateDirectories: true)
    do {
      _ = try project.importScene(sandbox: project.app, assets: [project.outside + "/More.xcassets"])
      Issue.record("imported")
    } catch {
      #expect(error.message.contains("the asset catalog is outside the sandbox folder"), "\(error)")
    }
    try FileManager.default.moveItem(atPath: project.catalog, toPath: project.outside + "/Assets.xcassets")
    try project.link(project.catalog, to: project.outside + "/Assets.xcassets")
    do {
      _ = try project.importScene(sandbox: project.app)
      Issue.record("imported")
    } catch {
      #expect(error.file == project.catalog)
      #expect(error.message.contains("resolves to \(project.outside)/Assets.xcassets"), "\(error)")
    }
    // Without the sandbox a linked catalog is the user's choice: its files stay inside it.
    #expect(try project.importScene().from.children[0].image != nil)
  }
}
