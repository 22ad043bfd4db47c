import HeroLayout
import Testing

/// UIStackView's distributions and alignments on a 300×50 stack of three views whose intrinsic
/// sizes are 40×20, 60×30 and 80×40: answers worked out by hand.
@Suite struct StackLayoutTests {
  static func layOut(
    _ arrangement: StackArrangement, stackHeight: Double? = 50, hugging: [Double] = [250, 250, 250],
    direction: LayoutDirection = .leftToRight, stackDirection: LayoutDirection? = nil
  ) throws -> [LayoutRect] {
    var nodes = [LayoutNode(id: "root", line: 1, name: "root", parent: nil, storedFrame: LayoutRect(0, 0, 300, 400))]
    var stack = LayoutNode(id: "stack", line: 2, name: "stack", parent: 0, storedFrame: LayoutRect(0, 0, 300, 50))
    stack.translatesAutoresizingMask = false
    stack.stack = arrangement
    stack.layoutDirection = stackDirection
    nodes.append(stack)
    for (k, size) in [(40.0, 20.0), (60, 30), (80, 40)].enumerated() {
      var v = LayoutNode(id: "v\(k)", line: 3 + k, name: "v\(k)", parent: 1)
      v.content = FixedContent(width: size.0, height: size.1)
      v.huggingPriority = (hugging[k], hugging[k])
      nodes.append(v)
    }
    var constraints = [
      LayoutConstraint(id: "l", line: 9, first: 1, .leading, second: 0, .leading),
      LayoutConstraint(id: "w", line: 10, first: 1, .width, constant: 300),
      LayoutConstraint(id: "t", line: 11, first: 1, .top, second: 0, .top),
    ]
    if let stackHeight {
      constraints.append(LayoutConstraint(id: "h", line: 12, first: 1, .height, constant: stackHeight))
    }
    let result = try AutoLayout.layOut(
      nodes, constraints, screen: .init(width: 300, height: 400), direction: direction)
    #expect(result.notes.isEmpty, "\(result.notes)")
    return Array(result.frames[2...])
  }

  @Test func equalSpacingSharesTheRoomBetweenTheViews() throws {
    let f = try Self.layOut(StackArrangement(distribution: .equalSpacing, alignment: .center))
    #expect(f.map(\.x) == [0, 100, 220])
    #expect(f.map(\.width) == [40, 60, 80])
    #expect(f.map(\.y) == [15, 10, 5])  // centred in 50
  }

  @Test func equalCenteringSpacesTheCentres() throws {
    let f = try Self.layOut(StackArrangement(distribution: .equalCentering, alignment: .top))
    #expect(f.map { $0.x + $0.width / 2 } == [20, 140, 260])
    #expect(f.map(\.y) == [0, 0, 0])
  }

  @Test func fillProportionallyFollowsTheIntrinsicWidths() throws {
    let f = try Self.layOut(StackArrangement(distribution: .fillProportionally, alignment: .bottom, spacing: 10))
    let expected = [40.0, 60, 80].map { 280 * $0 / 180 }
    for (a, b) in zip(f.map(\.width), expected) { #expect(abs(a - b) < 1e-9) }
    #expect(abs(f[2].maxX - 300) < 1e-9)
    #expect(f.map(\.maxY) == [50, 50, 50])
  }

  @Test func fillStretchesTheViewThatHugsLeast() throws {
    let f = try Self.layOut(StackArrangement(distribution: .fill), hugging: [251, 250, 251])
    #expect(f.map(\.width) == [40, 180, 80])  // 300 − 40 − 80
    #expect(f.map(\.height) == [50, 50, 50])  // alignment fill
  }

  @Test func anUnconstrainedStackIsAsTallAsItsTallestView() throws {
    let f = try Self.layOut(
      StackArrangement(distribution: .fillEqually, alignment: .leading, spacing: 6), stackHeight: nil)
    #expect(f.map(\.width) == [96, 96, 96])
    #expect(f.map(\.height) == [20, 30, 40])
  }

  @Test func rightToLeftStartsAtTheRight() throws {
    let f = try Self.layOut(StackArrangement(distribution: .equalSpacing), direction: .rightToLeft)
    #expect(f.map(\.maxX) == [300, 200, 80])
  }

  /// A stack whose `semanticContentAttribute` forces left to right keeps its order in a
  /// right-to-left interface, and a forced right-to-left one reverses in a left-to-right one.
  @Test func theStacksOwnDirectionOrdersItsViews() throws {
    let forcedLTR = try Self.layOut(
      StackArrangement(distribution: .equalSpacing), direction: .rightToLeft, stackDirection: .leftToRight)
    #expect(forcedLTR.map(\.x) == [0, 100, 220])
    let forcedRTL = try Self.layOut(
      StackArrangement(distribution: .equalSpacing), direction: .leftToRight, stackDirection: .rightToLeft)
    #expect(forcedRTL.map(\.maxX) == [300, 200, 80])
  }
}
