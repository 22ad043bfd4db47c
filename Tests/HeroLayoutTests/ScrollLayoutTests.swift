import HeroLayout
import Testing

/// A scroll view's content layout guide takes its size from the content's constraints; a subview's
/// edge constraints to the scroll view itself mean the content's edges, as UIKit reads them.
@Suite struct ScrollLayoutTests {
  @Test func contentGuideSizeComesFromTheContent() throws {
    var nodes = [LayoutNode(id: "root", line: 1, name: "root", parent: nil, storedFrame: LayoutRect(0, 0, 320, 480))]
    var scroll = LayoutNode(id: "scroll", line: 2, name: "scroll", parent: 0)
    scroll.translatesAutoresizingMask = false
    scroll.isScrollView = true
    nodes.append(scroll)
    nodes.append(LayoutNode(id: "content", line: 3, name: "contentLayoutGuide", kind: .contentLayout, parent: 1))
    nodes.append(LayoutNode(id: "frame", line: 4, name: "frameLayoutGuide", kind: .frameLayout, parent: 1))
    var column = LayoutNode(id: "column", line: 5, name: "column", parent: 1)
    column.translatesAutoresizingMask = false
    nodes.append(column)
    var footer = LayoutNode(id: "footer", line: 6, name: "footer", parent: 1)
    footer.translatesAutoresizingMask = false
    nodes.append(footer)
    let constraints = [
      // The scroll view fills the screen below a 20 pt inset.
      LayoutConstraint(id: "a", line: 10, first: 1, .leading, second: 0, .leading),
      LayoutConstraint(id: "b", line: 11, first: 1, .trailing, second: 0, .trailing),
      LayoutConstraint(id: "c", line: 12, first: 1, .top, second: 0, .top, constant: 20),
      LayoutConstraint(id: "d", line: 13, first: 1, .bottom, second: 0, .bottom),
      // The column: pinned to the content guide, as wide as the frame guide, 1000 high.
      LayoutConstraint(id: "e", line: 14, first: 4, .leading, second: 2, .leading),
      LayoutConstraint(id: "f", line: 15, first: 4, .trailing, second: 2, .trailing),
      LayoutConstraint(id: "g", line: 16, first: 4, .top, second: 2, .top),
      LayoutConstraint(id: "h", line: 17, first: 4, .bottom, second: 2, .bottom),
      LayoutConstraint(id: "i", line: 18, first: 4, .width, second: 3, .width),
      LayoutConstraint(id: "j", line: 19, first: 4, .height, constant: 1000),
      // The footer, the old way: its top to the scroll view's top means the content's top.
      LayoutConstraint(id: "k", line: 20, first: 5, .top, second: 1, .top, constant: 960),
      LayoutConstraint(id: "l", line: 21, first: 5, .leading, second: 1, .leading, constant: 10),
      LayoutConstraint(id: "m", line: 22, first: 5, .width, second: 1, .width, constant: -20),
      LayoutConstraint(id: "n", line: 23, first: 5, .height, constant: 40),
    ]
    let result = try AutoLayout.layOut(nodes, constraints, screen: .init(width: 320, height: 480))
    #expect(result.notes.isEmpty, "\(result.notes)")
    #expect(result.frames[1] == LayoutRect(0, 20, 320, 460))
    #expect(result.frames[2] == LayoutRect(0, 0, 320, 1000))  // the content size
    #expect(result.frames[4] == LayoutRect(0, 0, 320, 1000))
    #expect(result.frames[5] == LayoutRect(10, 960, 300, 40))
  }
}
