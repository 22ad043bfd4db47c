import HeroLayout
import Testing

/// Baseline constraints use the content's baselines (its text block centred in the view, as UILabel
/// draws it); views without text have theirs at the bottom.
@Suite struct BaselineLayoutTests {
  struct Text: IntrinsicContent {
    var height: Double
    var baseline: Double
    func measure(width: Double?) -> IntrinsicMeasure {
      IntrinsicMeasure(width: 50, height: height, firstBaseline: baseline, lastBaseline: baseline)
    }
    var wrapsToWidth: Bool { false }
  }

  @Test func firstBaselinesLineUp() throws {
    var nodes = [LayoutNode(id: "root", line: 1, name: "root", parent: nil)]
    for (k, content) in [Text(height: 20, baseline: 15), Text(height: 40, baseline: 30)].enumerated() {
      var label = LayoutNode(id: "l\(k)", line: 2 + k, name: "label \(k)", parent: 0)
      label.translatesAutoresizingMask = false
      label.content = content
      nodes.append(label)
    }
    var box = LayoutNode(id: "box", line: 4, name: "box", parent: 0)
    box.translatesAutoresizingMask = false
    nodes.append(box)
    let constraints = [
      LayoutConstraint(id: "a", line: 5, first: 1, .leading, second: 0, .leading),
      LayoutConstraint(id: "b", line: 6, first: 1, .top, second: 0, .top, constant: 100),
      LayoutConstraint(id: "c", line: 7, first: 2, .leading, second: 1, .trailing, constant: 8),
      LayoutConstraint(id: "d", line: 8, first: 2, .firstBaseline, second: 1, .firstBaseline),
      // A plain view's last baseline is its bottom.
      LayoutConstraint(id: "e", line: 9, first: 3, .lastBaseline, second: 2, .lastBaseline),
      LayoutConstraint(id: "f", line: 10, first: 3, .leading, second: 2, .trailing),
      LayoutConstraint(id: "g", line: 11, first: 3, .width, constant: 10),
      LayoutConstraint(id: "h", line: 12, first: 3, .height, constant: 10),
    ]
    let result = try AutoLayout.layOut(nodes, constraints, screen: .init(width: 320, height: 480))
    #expect(result.notes.isEmpty, "\(result.notes)")
    #expect(result.frames[1] == LayoutRect(0, 100, 50, 20))  // baseline at 115
    #expect(result.frames[2] == LayoutRect(58, 85, 50, 40))  // 85 + 30 = 115
    #expect(result.frames[3] == LayoutRect(108, 105, 10, 10))  // bottom at 115
  }
}
