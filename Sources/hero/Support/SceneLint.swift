import HeroModel

/// Problems that do not stop a scene from rendering but are almost certainly mistakes: `hero lint`
/// prints them as warnings (errors with `--strict`), each with the view's JSON path.
enum SceneLint {
  /// One warning: where in the file, and what to do about it.
  struct Warning: Hashable, Sendable {
    var path: String
    var message: String
  }

  static func warnings(_ scene: Scene) -> [Warning] {
    var out: [Warning] = []
    let sides: [(Side, String)] = [(.from, "from"), (.to, "to")]
    var heroIDs: [Side: Set<String>] = [:]
    var sources: [Side: Set<String>] = [:]
    for (side, name) in sides {
      visit(scene.root(side), path: name) { view, _ in
        if let id = view.heroID { heroIDs[side, default: []].insert(id) }
        for case .source(heroID: let id) in view.modifiers.map(\.kind) {
          sources[side, default: []].insert(id)
        }
      }
    }
    for (side, name) in sides {
      let other: Side = side == .from ? .to : .from
      let otherName = side == .from ? "to" : "from"
      visit(scene.root(side), path: name) { view, path in
        if let id = view.heroID, !(heroIDs[other]?.contains(id) ?? false),
          !(sources[other]?.contains(id) ?? false)
        {
          out.append(
            Warning(
              path: path,
              message:
                "heroID '\(id.prefix(80))' has no partner on the '\(otherName)' screen, so Hero matches nothing; give a view there the same heroID, or remove it"
            ))
        }
        if view.children.isEmpty,
          view.modifiers.contains(where: { if case .cascade = $0.kind { true } else { false } })
        {
          out.append(
            Warning(
              path: path + ".modifiers",
              message:
                "cascade on a view without subviews does nothing (it delays the subviews one after another)"))
        }
      }
    }
    return out
  }

  /// Depth first, with each view's JSON path (`from.children[1].children[0]`).
  private static func visit(_ view: View, path: String, _ body: (View, String) -> Void) {
    body(view, path)
    for (i, child) in view.children.enumerated() { visit(child, path: "\(path).children[\(i)]", body) }
  }
}
