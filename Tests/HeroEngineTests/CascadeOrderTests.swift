import HeroModel
import Testing

@testable import HeroEngine

@Suite struct CascadeOrderTests {
  // Five rows stacked top to bottom, given out of order; the last two share minY.
  let rows = [
    Rect(0, 200, 100, 40), Rect(0, 0, 100, 40), Rect(0, 100, 100, 40), Rect(50, 300, 100, 40),
    Rect(0, 300, 100, 40),
  ]

  @Test func topToBottomIsStable() {
    #expect(CascadeOrder.sorted(frames: rows, direction: .topToBottom) == [1, 2, 0, 3, 4])
  }

  @Test func bottomToTopBreaksTiesByMaxX() {
    // maxY 340 twice: maxX 150 (index 3) before maxX 100 (index 4).
    #expect(CascadeOrder.sorted(frames: rows, direction: .bottomToTop) == [3, 4, 0, 2, 1])
  }

  @Test func horizontalDirections() {
    let cols = [Rect(200, 0, 50, 50), Rect(0, 0, 50, 50), Rect(100, 0, 120, 50), Rect(0, 10, 50, 50)]
    #expect(CascadeOrder.sorted(frames: cols, direction: .leftToRight) == [1, 3, 2, 0])
    #expect(CascadeOrder.sorted(frames: cols, direction: .leadingToTrailing) == [1, 3, 2, 0])
    // maxX: 250, 50, 220, 50.
    #expect(CascadeOrder.sorted(frames: cols, direction: .rightToLeft) == [0, 2, 1, 3])
    #expect(CascadeOrder.sorted(frames: cols, direction: .trailingToLeading) == [0, 2, 1, 3])
  }

  @Test func radialAndInverse() {
    let grid = [Rect(0, 0, 10, 10), Rect(40, 40, 10, 10), Rect(80, 80, 10, 10), Rect(20, 20, 10, 10)]
    let centre = Point(44, 44)  // distances ≈ 55.2, 1.4, 58.0, 26.9
    #expect(CascadeOrder.sorted(frames: grid, direction: .radial(center: centre)) == [1, 3, 0, 2])
    #expect(CascadeOrder.sorted(frames: grid, direction: .inverseRadial(center: centre)) == [2, 0, 3, 1])
  }

  @Test func fiveChildrenGetDelaysZeroTo0_08() {
    // hero-semantics §8: cascade topToBottom 0.02 over five children → 0, 0.02, …, 0.08.
    let order = CascadeOrder.sorted(frames: rows, direction: .topToBottom)
    var delays = [Double](repeating: -1, count: rows.count)
    for (i, index) in order.enumerated() { delays[index] = Double(i) * 0.02 }
    #expect(delays == [0.04, 0, 0.02, 0.06, 0.08])
  }

  @Test func emptyAndSingle() {
    #expect(CascadeOrder.sorted(frames: [], direction: .topToBottom) == [])
    #expect(CascadeOrder.sorted(frames: [.zero], direction: .radial(center: .zero)) == [0])
  }
}
