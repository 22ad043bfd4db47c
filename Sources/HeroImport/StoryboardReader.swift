import Foundation
import HeroFiles

/// Reads a storyboard file (document version 3.0, as Xcode writes it) into a `Storyboard`.
public enum StoryboardReader {
  /// Largest storyboard accepted, bytes (the project's one input-file rule, `InputFile`).
  public static let maximumFileSize = InputKind.storyboard.byteLimit

  /// Reads and parses `path`; with `sandbox`, the file must lie inside that folder (links resolved).
  public static func read(path: String, sandbox: String? = nil) throws(ImportError) -> Storyboard {
    try parse(Data(try ImportConfinement.readDocument(path, "storyboard", sandbox: sandbox)), file: path)
  }

  public static func parse(_ data: Data, file: String) throws(ImportError) -> Storyboard {
    let root = try XMLDocumentReader.parseDocument(data, file: file)
    guard root.name == "document", let type = root["type"], type.contains("Storyboard") else {
      throw ImportError(
        file: file, line: root.line,
        message:
          "not a storyboard (the root element is <\(root.name)>\(root["type"].map { " of type \($0)" } ?? ""))",
        suggestion: nil)
    }
    try XMLDocumentReader.requireVersion3(root, kind: "storyboard", file: file)
    var storyboard = Storyboard(
      file: file, controllers: [], segues: [], deviceID: root.child("device")?["id"],
      deviceOrientation: root.child("device")?["orientation"],
      toolsVersion: root["toolsVersion"].flatMap { Int($0) },
      initialControllerID: root["initialViewController"], systemColors: [:], namedColors: [:],
      imageSizes: [:])
    storyboard.readResources(of: root)
    for scene in root.child("scenes")?.children("scene") ?? [] {
      guard let objects = scene.child("objects") else { continue }
      for object in objects.children where object["sceneMemberID"] == "viewController" {
        guard let id = object["id"] else {
          throw ImportError(file: file, line: object.line, message: "<\(object.name)> without an id")
        }
        storyboard.controllers.append(
          Storyboard.Controller(
            id: id, sceneID: scene["sceneID"] ?? id, elementName: object.name,
            storyboardIdentifier: object["storyboardIdentifier"], customClass: object["customClass"],
            title: object["title"] ?? object.child("navigationItem")?["title"],
            rootView: object.children.first { $0["key"] == "view" }, node: object))
        collectSegues(in: object, source: id, into: &storyboard.segues)
      }
    }
    return storyboard
  }

  /// Every `<segue>` below `node` (on the controller or on any of its views' connections), in
  /// document order. The depth is bounded by the XML reader's nesting limit.
  private static func collectSegues(in node: XMLNode, source: String, into segues: inout [Storyboard.Segue]) {
    for child in node.children {
      if child.name == "segue", let destination = child["destination"] {
        segues.append(
          Storyboard.Segue(
            id: child["id"] ?? "", kind: child["kind"] ?? "custom", relationship: child["relationship"],
            source: source, destination: destination,
            modalPresentationStyle: child["modalPresentationStyle"], identifier: child["identifier"],
            line: child.line))
      } else {
        collectSegues(in: child, source: source, into: &segues)
      }
    }
  }
}

extension Storyboard {
  /// The document's `<resources>`: system and named colours, and the sizes IB stored for images.
  /// Storyboards and xibs share the element.
  mutating func readResources(of root: XMLNode) {
    for resource in root.child("resources")?.children ?? [] {
      guard let name = resource["name"] else { continue }
      switch resource.name {
      case "systemColor": systemColors[name] = resource.child("color")
      case "namedColor": namedColors[name] = resource.child("color")
      case "image":
        if let w = resource["width"].flatMap(Double.init), let h = resource["height"].flatMap(Double.init) {
          imageSizes[name] = (w, h)
        }
      default: break
      }
    }
  }
}
