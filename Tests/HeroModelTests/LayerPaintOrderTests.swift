import Testing

@testable import HeroModel

@Suite struct LayerPaintOrderTests {
  func layer(_ key: String, z: Double) -> Layer {
    Layer(key: key, position: .zero, size: Size(1, 1), zPosition: z)
  }

  @Test func ascendingZPositionWithTiesInArrayOrder() {
    let layers = [layer("a", z: 2), layer("b", z: 0), layer("c", z: 1), layer("d", z: 1), layer("e", z: -1)]
    #expect(Layer.paintOrder(layers) == [4, 1, 2, 3, 0])
    #expect(layers.inPaintOrder.map(\.key) == ["e", "b", "c", "d", "a"])
  }

  @Test func equalZPositionsKeepArrayOrder() {
    let layers = (0..<5).map { layer("l\($0)", z: 3) }
    #expect(Layer.paintOrder(layers) == [0, 1, 2, 3, 4])
    #expect(Layer.paintOrder([]) == [])
  }

  @Test func theContainerComesFirstAndItsChildrenInPaintOrder() {
    let stack = FrameState.containerStack(layer("container", z: 5), children: [layer("a", z: 1), layer("b", z: -2)])
    #expect(stack.map(\.key) == ["container", "b", "a"])
  }
}
