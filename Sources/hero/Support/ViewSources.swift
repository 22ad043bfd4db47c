import Foundation
import HeroFiles
import HeroImport
import HeroScene
import HeroVerify

/// Where a view of a scene is written: for a side that is a storyboard screen
/// (`"from": {"storyboard": "Travel.storyboard", "controller": "list"}`), the storyboard or xib and
/// the line of the view's element (its object id is the view's id); else the scene file and the
/// line of the view's object in it; else the scene file's first line. GitHub annotations point there
/// (`GitHubAnnotations`), so a reviewer sees the failure on the line that changed. Each file is read
/// once per run.
final class ViewSources {
  struct Place: Hashable {
    var file: String
    var line: Int
  }

  /// Per scene file: each side's storyboard (as a path beside the scene file) or its view lines.
  private struct SceneSides {
    var storyboards: [String: String] = [:]
    var viewLines: [String: [String: Int]] = [:]
  }

  private var scenes: [String: SceneSides] = [:]
  private var documents: [String: [String: Int]] = [:]
  /// Confines the scene files and storyboards read (`--sandbox`: the project root, as loading the
  /// scenes did; `merge-reports`: the project root, as the paths come from report files).
  let sandbox: String?

  init(sandbox: String?) { self.sandbox = sandbox }

  /// The place of `view` in the scene `file` (a path as the run names it).
  func place(of view: ChangedViews.View, scene file: String) -> Place {
    let sides = sceneSides(file)
    if let document = sides.storyboards[view.side] {
      let lines = documentLines(document)
      for id in Self.candidates(view.view) {
        if let line = lines[id] { return Place(file: document, line: line) }
      }
    }
    for id in Self.candidates(view.view) {
      if let line = sides.viewLines[view.side]?[id] { return Place(file: file, line: line) }
    }
    return Place(file: file, line: 1)
  }

  /// The id, then the view it was made for (`title.label` is the importer's title view of the
  /// button `title`).
  static func candidates(_ id: String) -> [String] {
    var out = [id]
    if let dot = id.lastIndex(of: "."), dot != id.startIndex { out.append(String(id[..<dot])) }
    return out
  }

  private func sceneSides(_ file: String) -> SceneSides {
    if let known = scenes[file] { return known }
    var sides = SceneSides()
    if let bytes = try? InputFile.read(file, kind: .scene, sandbox: sandbox),
      let document = try? JSONReader.parse(bytes),
      case .object(let members) = document.node
    {
      let folder = (file as NSString).deletingLastPathComponent
      for member in members where member.key == "from" || member.key == "to" {
        guard case .object(let fields) = member.value.node else { continue }
        if let storyboard = fields.first(where: { $0.key == "storyboard" }),
          case .string(let path) = storyboard.value.node
        {
          sides.storyboards[member.key] = path.hasPrefix("/") ? path : (folder.isEmpty ? path : folder + "/" + path)
        } else {
          var lines: [String: Int] = [:]
          Self.collectViewLines(member.value, into: &lines, depth: 0)
          sides.viewLines[member.key] = lines
        }
      }
    }
    scenes[file] = sides
    return sides
  }

  /// Each view object's `id` → the line its object starts on.
  private static func collectViewLines(_ value: JSONValue, into lines: inout [String: Int], depth: Int) {
    guard depth < JSONReader.maximumDepth, case .object(let fields) = value.node else { return }
    if let id = fields.first(where: { $0.key == "id" }), case .string(let name) = id.value.node, lines[name] == nil {
      lines[name] = value.location.line
    }
    if let children = fields.first(where: { $0.key == "children" }), case .array(let items) = children.value.node {
      for item in items { collectViewLines(item, into: &lines, depth: depth + 1) }
    }
  }

  private func documentLines(_ path: String) -> [String: Int] {
    if let known = documents[path] { return known }
    let lines = (try? ElementLines.read(path: path, sandbox: sandbox)) ?? [:]
    documents[path] = lines
    return lines
  }
}
