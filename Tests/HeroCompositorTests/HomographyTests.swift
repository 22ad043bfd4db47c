import Foundation
import HeroModel
import Testing

@testable import HeroCompositor

@Suite("Homography")
struct HomographyTests {
  static func close(_ a: Point?, _ b: Point, _ eps: Double = 1e-9) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) < eps && abs(a.y - b.y) < eps
  }

  @Test func flatteningAgreesWithTransform3DProjection() throws {
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    let t = perspective.rotated(angle: .pi / 3, x: 0, y: 1, z: 0).translated(x: 7, y: -3)
    let h = Homography(flattening: t)
    for p in [Point(0, 0), Point(40, 0), Point(-40, 25), Point(13, -8)] {
      let expected = try #require(t.project(p))
      #expect(Self.close(h.apply(p), expected, 1e-9))
    }
    // 60° about y with d = 500: a point 40 right of the axis is pushed back by 40·sin 60°.
    let flip = Homography(flattening: perspective.rotated(angle: .pi / 3, x: 0, y: 1, z: 0))
    let right = try #require(flip.apply(Point(40, 10)))
    let w = 1 + 40 * sin(Double.pi / 3) / 500
    #expect(abs(right.y - 10 / w) < 1e-9)
    #expect(abs(right.x - 40 * cos(Double.pi / 3) / w) < 1e-9)
  }

  @Test func layerChainComposesAsFlattenedProducts() {
    // Parent scaled 2× about its centre; child at (10, 10) in the parent, 20×20.
    let parent = Layer(key: "p", position: Point(50, 50), size: Size(40, 40), transform: .scale(x: 2, y: 2))
    let child = Layer(key: "c", position: Point(10, 10), size: Size(20, 20))
    let h = Homography(flattening: child.toParent).concatenating(Homography(flattening: parent.toParent))
    // Child's top-left (0,0) → parent (0,0) → canvas 50 + 2·(0 − 20) = 10.
    #expect(Self.close(h.apply(Point(0, 0)), Point(10, 10)))
    #expect(Self.close(h.apply(Point(20, 20)), Point(50, 50)))
  }
}
