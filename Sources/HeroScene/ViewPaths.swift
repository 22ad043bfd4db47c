import HeroModel

/// Views named by their ids (`to/detail/title`) beside JSON paths (`to.children[0].children[2]`),
/// which say where a value is but not which view it belongs to.
///
/// An id path is the screen (`from` or `to`) and the ids of the views down from the screen's root
/// to the view, the root's own id left out (the screen names it): ids are unique within a screen,
/// so the last one alone would do, but the chain says where the view sits. Read from the document
/// in one walk of both trees, so it names views in files that do not load too.
public struct ViewPaths: Sendable {
  /// JSON path of each view → its id path; nil when a view on the way has no usable id.
  private var byPath: [String: String?] = [:]

  public init(document: JSONValue) {
    guard case .object(let members) = document.node else { return }
    for member in members where Side(rawValue: member.key) != nil {
      add(member.value, path: member.key, ids: member.key)
    }
  }

  /// The same names for a scene built in Swift (its JSON paths are those the scene file would have).
  public init(scene: Scene) {
    for side in Side.allCases { add(scene.root(side), path: side.rawValue, ids: side.rawValue) }
  }

  private mutating func add(_ view: View, path: String, ids: String) {
    byPath[path] = ids
    for (i, child) in view.children.enumerated() {
      add(child, path: "\(path).children[\(i)]", ids: "\(ids)/\(Excerpt.quote(child.id))")
    }
  }

  private mutating func add(_ view: JSONValue, path: String, ids: String?) {
    byPath[path] = ids
    guard case .object(let members) = view.node,
      case .array(let children)? = members.first(where: { $0.key == "children" })?.value.node
    else { return }
    for (i, child) in children.enumerated() {
      var id: String?
      if case .object(let fields) = child.node,
        case .string(let s)? = fields.first(where: { $0.key == "id" })?.value.node,
        !s.isEmpty, !s.contains("/")
      {
        id = s
      }
      add(child, path: "\(path).children[\(i)]", ids: ids.flatMap { ids in id.map { "\(ids)/\(Excerpt.quote($0))" } })
    }
  }

  /// The id path of the view that holds the value at `path` (the view itself, or the nearest view
  /// above the value); nil outside the screens, for a root and its own values, and below a view
  /// without a usable id.
  public func view(containing path: String) -> String? {
    var end = path.endIndex
    while true {
      if let found = byPath[String(path[..<end])] { return found.flatMap { $0.contains("/") ? $0 : nil } }
      guard let close = path[..<end].dropLast().lastIndex(of: "]") else { return nil }
      end = path.index(after: close)
    }
  }
}
