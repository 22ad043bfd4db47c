import HeroLayout
import Testing

/// Leading and trailing follow the direction of the view that holds a constraint (UIKit's
/// `effectiveUserInterfaceLayoutDirection`, from its `semanticContentAttribute`), not the
/// interface's alone: a field forced left to right inside a right-to-left screen. Frames by hand.
@Suite struct SemanticDirectionTests {
  /// A 300-wide screen; a 200×40 field 10 from the screen's leading edge (a constraint the screen
  /// holds); inside it a 50-wide code 8 from the field's leading edge and a number 6 after it to
  /// 8 before the trailing edge (constraints the field holds). Frames in their superview's
  /// coordinates.
  static func layOut(screen: LayoutDirection, field: LayoutDirection?) throws -> [LayoutRect] {
    var nodes = [LayoutNode(id: "root", line: 1, name: "root", parent: nil, storedFrame: LayoutRect(0, 0, 300, 400))]
    for (id, parent) in [("field", 0), ("code", 1), ("number", 1)] {
      var node = LayoutNode(id: id, line: nodes.count + 1, name: id, parent: parent)
      node.translatesAutoresizingMask = false
      nodes.append(node)
    }
    nodes[1].layoutDirection = field
    let constraints =
      [
        LayoutConstraint(id: "fl", line: 10, first: 1, .leading, second: 0, .leading, constant: 10, owner: 0),
        LayoutConstraint(id: "fw", line: 11, first: 1, .width, constant: 200, owner: 1),
        LayoutConstraint(id: "ft", line: 12, first: 1, .top, second: 0, .top, owner: 0),
        LayoutConstraint(id: "fh", line: 13, first: 1, .height, constant: 40, owner: 1),
        LayoutConstraint(id: "cl", line: 14, first: 2, .leading, second: 1, .leading, constant: 8, owner: 1),
        LayoutConstraint(id: "cw", line: 15, first: 2, .width, constant: 50, owner: 2),
        LayoutConstraint(id: "nl", line: 16, first: 3, .leading, second: 2, .trailing, constant: 6, owner: 1),
        LayoutConstraint(id: "nt", line: 17, first: 1, .trailing, second: 3, .trailing, constant: 8, owner: 1),
      ]
      + [2, 3].flatMap { i in
        [
          LayoutConstraint(id: "t\(i)", line: 18, first: i, .top, second: 1, .top, owner: 1),
          LayoutConstraint(id: "h\(i)", line: 19, first: i, .height, constant: 20, owner: i),
        ]
      }
    let result = try AutoLayout.layOut(
      nodes, constraints, screen: .init(width: 300, height: 400), direction: screen)
    #expect(result.notes.isEmpty, "\(result.notes)")
    return result.frames
  }

  @Test func aForcedLeftToRightFieldKeepsItsOrderInARightToLeftScreen() throws {
    let ltr = try Self.layOut(screen: .leftToRight, field: nil)
    #expect(ltr[1] == LayoutRect(10, 0, 200, 40))
    #expect(ltr[2] == LayoutRect(8, 0, 50, 20))
    #expect(ltr[3] == LayoutRect(64, 0, 128, 20))
    // The screen is right to left: the field takes the leading (right) side...
    let forced = try Self.layOut(screen: .rightToLeft, field: .leftToRight)
    #expect(forced[1] == LayoutRect(90, 0, 200, 40))
    // ...and inside it the code still comes first from the left.
    #expect(forced[2] == LayoutRect(8, 0, 50, 20))
    #expect(forced[3] == LayoutRect(64, 0, 128, 20))
    // Unforced, everything flips: the code sits at the field's right end.
    let flipped = try Self.layOut(screen: .rightToLeft, field: nil)
    #expect(flipped[1] == LayoutRect(90, 0, 200, 40))
    #expect(flipped[2] == LayoutRect(142, 0, 50, 20))
    #expect(flipped[3] == LayoutRect(8, 0, 128, 20))
  }

  @Test func aForcedRightToLeftViewFlipsInALeftToRightScreen() throws {
    let forced = try Self.layOut(screen: .leftToRight, field: .rightToLeft)
    #expect(forced[1] == LayoutRect(10, 0, 200, 40))
    #expect(forced[2] == LayoutRect(142, 0, 50, 20))
    #expect(forced[3] == LayoutRect(8, 0, 128, 20))
  }
}
