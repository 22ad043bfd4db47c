import Foundation

/// The line each element of an Interface Builder document (storyboard or xib) starts on, by its
/// object id: where `hero verify` points a reviewer when a view of a storyboard screen changed
/// (GitHub annotations), read with the importer's own XML reader so the line is the one the
/// importer's messages name.
public enum ElementLines {
  /// `id` → 1-based line of the element's start tag, for every element of the document at `path`
  /// that has an `id` (with `sandbox`, the file must lie inside that folder, links resolved).
  public static func read(path: String, sandbox: String?) throws(ImportError) -> [String: Int] {
    let root = try XMLDocumentReader.parseDocument(
      Data(try ImportConfinement.readDocument(path, "document", sandbox: sandbox)), file: path)
    var lines: [String: Int] = [:]
    var stack = [root]
    while let node = stack.popLast() {
      if let id = node["id"], lines[id] == nil { lines[id] = node.line }
      stack.append(contentsOf: node.children.reversed())
    }
    return lines
  }
}
