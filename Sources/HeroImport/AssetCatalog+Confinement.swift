import HeroFiles
import HeroModel

extension AssetCatalog {
  /// Fails unless `path` (named `given` by the `Contents.json` at `contents`) lies inside catalog
  /// `catalog` after links are resolved: a file name with `..`, an absolute path or a link must not
  /// lead the import out of the catalog.
  func confine(_ path: String, named given: String, catalog: Int, by contents: String) throws(ImportError) {
    let resolved = try ImportConfinement.resolve(path)
    guard ImportConfinement.isInside(resolved, resolvedRoots[catalog]) else {
      throw outside(given, catalog: catalog, by: contents, to: resolved)
    }
  }

  /// The refusal of `given` (named by `contents`), which leads to `resolved` (nil: somewhere outside,
  /// not looked at).
  func outside(_ given: String, catalog: Int, by contents: String, to resolved: String?) -> ImportError {
    ImportError(
      file: contents,
      message:
        "'\(Excerpt.quote(given))' leads outside the asset catalog \(Excerpt.quote(roots[catalog])) (\(resolved.map { "to \(Excerpt.quote($0))" } ?? "by its name or a link in it")); asset files must stay inside their catalog"
    )
  }
}

/// Keeping the files an import reads inside a folder, after links are resolved: an asset catalog for
/// its files, the sandbox (`hero import … --sandbox`) for the storyboard and the catalogs.
enum ImportConfinement {
  /// The bytes of a storyboard or xib (`what`) at `path`; with `sandbox`, it must lie inside that
  /// folder (links resolved).
  static func readDocument(_ path: String, _ what: String, sandbox: String?) throws(ImportError) -> [UInt8] {
    if let sandbox {
      try require(try resolve(path), inside: try resolve(sandbox), file: path, what: what)
    }
    do { return try InputFile.read(path, kind: .storyboard) } catch {
      throw ImportError(file: path, message: error.reason)
    }
  }

  /// The canonical path of `path` (links resolved), or why it has none.
  static func resolve(_ path: String) throws(ImportError) -> String {
    do { return try InputFile.resolve(path, kind: .storyboard) } catch {
      throw ImportError(file: error.path, message: error.reason)
    }
  }

  /// Whether canonical `resolved` is `root` or lies below it.
  static func isInside(_ resolved: String, _ root: String) -> Bool {
    resolved == root || resolved.hasPrefix(root.hasSuffix("/") ? root : root + "/")
  }

  /// Fails unless canonical `resolved` (`file`, `what`: "storyboard", "asset catalog") lies inside
  /// the canonical `sandbox`.
  static func require(_ resolved: String, inside sandbox: String, file: String, what: String) throws(ImportError) {
    guard isInside(resolved, sandbox) else {
      throw ImportError(
        file: file,
        message:
          "the \(what) is outside the sandbox folder \(Excerpt.quote(sandbox))\(resolved == file ? "" : " (it resolves to \(Excerpt.quote(resolved)))"); --sandbox confines every file the import reads to it"
      )
    }
  }
}
