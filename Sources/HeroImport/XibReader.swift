import Foundation
import HeroFiles

/// Reads `.xib` files (document version 3.0, as Xcode writes them) into a `Storyboard` whose
/// "view controllers" are the xib's top-level views (and the views of its top-level view
/// controllers), so they import exactly as storyboard scenes do. Several xibs read together
/// (one screen each, the common case) make one document: `--from` and `--to` name their views.
public enum XibReader {
  /// Reads and merges `paths`; with `sandbox`, each must lie inside that folder (links resolved).
  public static func read(paths: [String], sandbox: String? = nil) throws(ImportError) -> Storyboard {
    var merged: Storyboard?
    for path in paths {
      let bytes = try ImportConfinement.readDocument(path, "xib", sandbox: sandbox)
      let one = try parse(Data(bytes), file: path)
      if var m = merged {
        m.controllers += one.controllers.filter { c in !m.controllers.contains { $0.id == c.id } }
        m.systemColors.merge(one.systemColors) { a, _ in a }
        m.namedColors.merge(one.namedColors) { a, _ in a }
        m.imageSizes.merge(one.imageSizes) { a, _ in a }
        merged = m
      } else {
        merged = one
      }
    }
    guard let merged else { throw ImportError(file: "", message: "no .xib file given") }
    return merged
  }

  public static func parse(_ data: Data, file: String) throws(ImportError) -> Storyboard {
    let root = try XMLDocumentReader.parseDocument(data, file: file)
    guard root.name == "document", let type = root["type"], type.contains("XIB"), !type.contains("Storyboard") else {
      throw ImportError(
        file: file, line: root.line,
        message:
          "not a xib (the root element is <\(root.name)>\(root["type"].map { " of type \($0)" } ?? "")); storyboards import with `hero import storyboard`"
      )
    }
    try XMLDocumentReader.requireVersion3(root, kind: "xib", file: file)
    var document = Storyboard(
      file: file, controllers: [], segues: [], deviceID: root.child("device")?["id"],
      deviceOrientation: root.child("device")?["orientation"], toolsVersion: root["toolsVersion"].flatMap { Int($0) },
      initialControllerID: nil,
      systemColors: [:], namedColors: [:], imageSizes: [:])
    document.readResources(of: root)
    for object in root.child("objects")?.children ?? [] where object.name != "placeholder" {
      guard let id = object["id"] else { continue }
      let view: XMLNode?
      if object.child("rect", key: "frame") != nil {
        view = object
      } else {
        view = object.children.first { $0["key"] == "view" }
      }
      guard let view else { continue }
      document.controllers.append(
        Storyboard.Controller(
          id: id, sceneID: id, elementName: object.name == "viewController" ? "viewController" : "view",
          storyboardIdentifier: object["userLabel"], customClass: object["customClass"], title: object["title"],
          rootView: view, node: object))
    }
    guard !document.controllers.isEmpty else {
      throw ImportError(file: file, line: root.line, message: "the xib has no top-level view or view controller")
    }
    return document
  }
}
