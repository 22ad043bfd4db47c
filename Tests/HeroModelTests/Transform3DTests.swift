import Foundation
import Testing

@testable import HeroModel

@Suite struct Transform3DTests {
  func close(_ a: Transform3D, _ b: Transform3D, _ eps: Double = 1e-9) -> Bool {
    zip(a.elements, b.elements).allSatisfy { abs($0 - $1) < eps }
  }

  @Test func concatenationAppliesLeftFirst() {
    // Translate then scale: the point moves by 10, then doubles.
    let t = Transform3D.translation(x: 10, y: 0).concatenating(.scale(x: 2, y: 2))
    #expect(t.project(Point(0, 0)) == Point(20, 0))
  }

  @Test func caStyleHelpersPrependTheirOperation() {
    // Hero's translate(x: 100) then scale(0.5) = S · T: translation 100 scaled... in CA order
    // scaled(S) = S·T, so the point is scaled first, then translated by 100.
    let a = Transform3D.identity.translated(x: 100, y: 0).scaled(x: 0.5, y: 0.5)
    #expect(a.m41 == 100)
    let b = Transform3D.identity.scaled(x: 0.5, y: 0.5).translated(x: 100, y: 0)
    #expect(b.m41 == 50)
  }

  @Test func inverseRoundTrips() throws {
    let t = Transform3D.rotation(angle: 0.7, x: 0.2, y: 1, z: 0.3)
      .concatenating(.translation(x: 5, y: -3, z: 2))
      .concatenating(.scale(x: 2, y: 3, z: 1))
    var p = t
    p.m34 = -1 / 500
    let inv = try #require(p.inverted())
    #expect(close(p.concatenating(inv), .identity))
    #expect(abs(p.determinant * inv.determinant - 1) < 1e-9)
  }

  @Test func singularHasNoInverse() {
    #expect(Transform3D.scale(x: 0, y: 1).inverted() == nil)
  }

  @Test func rotationAboutZMatchesCoreAnimation() {
    let r = Transform3D.rotation(angle: .pi / 2, x: 0, y: 0, z: 1)
    let p = r.project(Point(1, 0))!
    #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
  }

  @Test func perspectiveDividesByW() {
    // Rotate about y, then project with the eye at z = 500 (CA's m34 = −1/d).
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    let t = Transform3D.rotation(angle: .pi / 3, x: 0, y: 1, z: 0).concatenating(perspective)
    let near = t.project(Point(-50, 0))!
    let far = t.project(Point(50, 0))!
    #expect(abs(near.x) != abs(far.x))
  }
}

@Suite struct GeometryTests {
  @Test func edgeTouchingRectsDoNotIntersect() {
    #expect(!Rect(0, 0, 10, 10).intersects(Rect(10, 0, 10, 10)))
    #expect(Rect(0, 0, 10, 10).intersects(Rect(9.5, 0, 10, 10)))
  }

  @Test func hexColours() {
    #expect(Color(hex: "#FF3B30") == Color(red: 1, green: 59.0 / 255, blue: 48.0 / 255))
    #expect(Color(hex: "#00000080")?.alpha == 128.0 / 255)
    #expect(Color(hex: "FF3B30") == nil)
    #expect(Color(hex: "#12345") == nil)
  }

  @Test func roundedRectClampsRadius() {
    let p = Path.roundedRect(Rect(0, 0, 10, 40), cornerRadius: 100)
    #expect(p.controlBounds == Rect(0, 0, 10, 40))
  }
}
