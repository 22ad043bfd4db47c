/// The golden viewer's script and style (shared by `hero serve`'s page and the `verify --report`
/// page) and the report page's own, compiled in from the files beside this one by SwiftPM
/// (`embedInCode`): `hero verify --report` writes one self-contained index.html (it must work from an
/// unzipped CI artefact, where ES modules cannot load from file:// URLs), and `hero serve` serves
/// the same bytes as /page/viewer.js and /page/viewer.css. Edit those files; there is no copy.
public enum ReviewAssets {
  public static let viewerScript = text(PackageResources.viewer_js)
  public static let viewerStyle = text(PackageResources.viewer_css)
  public static let reportScript = text(PackageResources.report_js)
  public static let reportStyle = text(PackageResources.report_css)

  private static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
}
