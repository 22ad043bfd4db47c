import HeroScene

/// `hero import storyboard FILE --list`: the scenes (view controllers) and segues, as a table or JSON.
public enum StoryboardListing {
  public static func json(_ s: Storyboard) -> JSONOutput {
    func optional(_ v: String?) -> JSONOutput { v.map { .string($0) } ?? .null }
    return .object([
      .init("storyboard", .string(s.file)),
      .init("device", optional(s.deviceID)),
      .init(
        "scenes",
        .array(
          s.controllers.map { c in
            .object([
              .init("id", .string(c.id)), .init("kind", .string(c.elementName)),
              .init("storyboardIdentifier", optional(c.storyboardIdentifier)),
              .init("customClass", optional(c.customClass)), .init("title", optional(c.title)),
              .init("initial", .bool(c.id == s.initialControllerID)),
            ])
          })),
      .init(
        "segues",
        .array(
          s.segues.map { g in
            .object([
              .init("id", .string(g.id)), .init("kind", .string(kindName(g))),
              .init("identifier", optional(g.identifier)), .init("source", .string(g.source)),
              .init("destination", .string(g.destination)),
            ])
          })),
    ])
  }

  /// `relationship(rootViewController)` for relationship segues, else IB's kind.
  static func kindName(_ g: Storyboard.Segue) -> String {
    g.relationship.map { "\(g.kind)(\($0))" } ?? g.kind
  }

  public static func table(_ s: Storyboard) -> String {
    var rows = [["scene id", "kind", "storyboard identifier", "class", "title"]]
    for c in s.controllers {
      rows.append([
        c.id + (c.id == s.initialControllerID ? " *" : ""), c.elementName, c.storyboardIdentifier ?? "-",
        c.customClass ?? "-", c.title ?? "-",
      ])
    }
    var out = columns(rows)
    out += "\n"
    // Looked up once per segue end: one index, so thousands of scenes and segues cost their count.
    let identifiers = Dictionary(
      s.controllers.map { ($0.id, $0.storyboardIdentifier) }, uniquingKeysWith: { first, _ in first })
    func name(_ id: String) -> String { identifiers[id]?.map { "\($0) (\(id))" } ?? id }
    var segues = [["segue id", "kind", "identifier", "source → destination"]]
    for g in s.segues {
      segues.append([g.id, kindName(g), g.identifier ?? "-", "\(name(g.source)) → \(name(g.destination))"])
    }
    out += segues.count == 1 ? "no segues\n" : columns(segues)
    if s.initialControllerID != nil { out += "\n* initial view controller\n" }
    return out
  }

  /// Left-aligned columns, two spaces apart.
  private static func columns(_ rows: [[String]]) -> String {
    let widths = rows[0].indices.map { i in rows.map { $0[i].count }.max() ?? 0 }
    return rows.map { row in
      row.enumerated().map { i, cell in
        i == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[i] - cell.count)
      }.joined(separator: "  ")
    }.joined(separator: "\n") + "\n"
  }
}
