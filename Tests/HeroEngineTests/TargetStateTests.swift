import Foundation
import HeroModel
import Testing

@testable import HeroEngine

@Suite struct TargetStateTests {
  func close(_ a: Transform3D, _ b: Transform3D, _ eps: Double = 1e-12) -> Bool {
    zip(a.elements, b.elements).allSatisfy { abs($0 - $1) < eps }
  }

  @Test func emptyStateHasHeroDefaults() {
    let s = TargetState()
    #expect(s.delay == 0)
    #expect(s.displayShadow)
    #expect(!s.nonFade && !s.forceAnimate)
    #expect(s.opacity == nil && s.transform == nil && s.duration == nil && s.beginState.isEmpty)
    #expect(!s.hasAnimatableProperty)
  }

  @Test func translateThenScaleDiffersFromScaleThenTranslate() {
    // hero-semantics §8 "merge": translation 100 vs 50.
    let a = TargetState(modifiers: [.translate(x: 100), .scale(0.5)])
    let b = TargetState(modifiers: [.scale(0.5), .translate(x: 100)])
    #expect(a.transform?.m41 == 100)
    #expect(b.transform?.m41 == 50)
    #expect(a.transform?.m11 == 0.5 && b.transform?.m11 == 0.5)
    #expect(a.transform != b.transform)
  }

  @Test func scaleUniformKeepsZ() {
    let t = TargetState(modifiers: [.scale(0.7)]).transform
    #expect(t == Transform3D.scale(x: 0.7, y: 0.7, z: 1))
  }

  @Test func rotateAppliesXThenYThenZEachPrepended() {
    let s = TargetState(modifiers: [.rotate(x: 0.3, y: 0.5, z: 0.7)])
    let expected = Transform3D.rotation(angle: 0.7, x: 0, y: 0, z: 1)
      .concatenating(.rotation(angle: 0.5, x: 0, y: 1, z: 0))
      .concatenating(.rotation(angle: 0.3, x: 1, y: 0, z: 0))
    #expect(close(s.transform!, expected))
    // A single z rotation by π/2 maps (1, 0) to (0, 1) in CA's y-down plane.
    let z = TargetState(modifiers: [.rotate(.pi / 2)]).transform!
    let p = z.project(Point(1, 0))!
    #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
  }

  @Test func transformReplacesAndPerspectiveOverwritesM34() {
    let base = Transform3D.translation(x: 5, y: 6)
    let s = TargetState(modifiers: [.scale(2), .transform(base), .perspective(500)])
    var expected = base
    expected.m34 = -1.0 / 500
    #expect(s.transform == expected)
    // perspective overwrites, it does not compose: a second one wins.
    let twice = TargetState(modifiers: [.perspective(500), .perspective(-250)])
    #expect(twice.transform?.m34 == 1.0 / 250)
    #expect(TargetState(modifiers: [.perspective(0)]).transform?.m34 == 0)
  }

  @Test func translateAfterPerspectiveComposesLocally() {
    // T·P: the point is translated first, then the perspective applies.
    let s = TargetState(modifiers: [.perspective(400), .translate(x: 10, y: 20, z: 30)])
    #expect(s.transform?.m41 == 10 && s.transform?.m42 == 20 && s.transform?.m43 == 30)
    #expect(s.transform?.m44 == 1 - 30.0 / 400)
  }

  @Test func scalarFieldsLastWriterWins() {
    let s = TargetState(modifiers: [
      .fade, .opacity(0.4), .cornerRadius(3), .cornerRadius(8), .delay(0.1), .delay(0.2),
      .duration(0.5), .durationMatchLongest,
    ])
    #expect(s.opacity == 0.4)
    #expect(s.cornerRadius == 8)
    #expect(s.delay == 0.2)
    #expect(s.duration == .infinity)
    #expect(TargetState(modifiers: [.opacity(0.4), .fade]).opacity == 0)
  }

  @Test func everyAppearanceModifierLandsInItsField() {
    let path = Path.rect(Rect(0, 0, 10, 10))
    let s = TargetState(modifiers: [
      .position(x: 1, y: 2), .size(width: 3, height: 4), .backgroundColor(.red), .borderColor(.blue),
      .borderWidth(2), .zPosition(5), .contentsRect(Rect(0, 0, 0.5, 1)), .contentsScale(2),
      .shadowColor(.green), .shadowOpacity(0.3), .shadowOffset(Size(0, 4)), .shadowRadius(8),
      .shadowPath(path), .masksToBounds(true), .overlay(color: .black, opacity: 0.1),
    ])
    #expect(s.position == Point(1, 2))
    #expect(s.size == Size(3, 4))
    #expect(s.backgroundColor == .red && s.borderColor == .blue && s.borderWidth == 2)
    #expect(s.zPosition == 5)
    #expect(s.contentsRect == Rect(0, 0, 0.5, 1) && s.contentsScale == 2)
    #expect(s.shadowColor == .green && s.shadowOpacity == 0.3 && s.shadowOffset == Size(0, 4))
    #expect(s.shadowRadius == 8 && s.shadowPath == path)
    #expect(s.masksToBounds == true)
    #expect(s.overlay == Overlay(color: .black, opacity: 0.1))
    #expect(s.hasAnimatableProperty)
  }

  @Test func behaviourModifiers() {
    let s = TargetState(modifiers: [
      .forceNonFade, .spring(stiffness: 250, damping: 25), .timingFunction(.sharp),
      .source(heroID: "menu"), .arc, .cascade(delta: 0.05, direction: .leftToRight, delayMatchedViews: true),
      .useGlobalCoordinateSpace, .ignoreSubviewModifiers(recursive: true), .useNoSnapshot, .forceAnimate,
      .useScaleBasedSizeChange,
    ])
    #expect(s.nonFade)
    #expect(s.spring == SpringParameters(stiffness: 250, damping: 25))
    #expect(s.timingFunction == .sharp)
    #expect(s.source == "menu")
    #expect(s.arc == 1)
    #expect(s.cascade == CascadeSettings(delta: 0.05, direction: .leftToRight, delayMatchedViews: true))
    #expect(s.coordinateSpace == .global)
    #expect(s.ignoreSubviewModifiers == true)
    #expect(s.snapshotType == .noSnapshot)
    #expect(s.forceAnimate && s.useScaleBasedSizeChange == true)
    #expect(TargetState(modifiers: [.ignoreSubviewModifiers]).ignoreSubviewModifiers == false)
  }

  @Test func beginWithAndWhenAppend() {
    var s = TargetState(modifiers: [.beginWith(.fade), .whenMatched(.scale(2)), .beginWith(.opacity(0.5))])
    s.append(.whenPresenting(.delay(1)))
    #expect(s.beginState == [.fade, .opacity(0.5)])
    #expect(
      s.conditionalModifiers == [
        ConditionalModifiers(condition: .matched, modifiers: [.scale(2)]),
        ConditionalModifiers(condition: .presenting, modifiers: [.delay(1)]),
      ])
    // beginWith does not touch the state's own fields.
    #expect(s.opacity == nil)
  }

  @Test func zPositionContentsScaleAndMasksAloneAreNotAnimatable() {
    #expect(
      !TargetState(modifiers: [.zPosition(10), .contentsScale(2), .masksToBounds(true)]).hasAnimatableProperty
    )
    #expect(TargetState(modifiers: [.zPosition(10), .forceAnimate]).hasAnimatableProperty)
  }

  @Test func appendLetsPreprocessorsWin() {
    var s = TargetState(modifiers: [.opacity(0.3), .translate(x: 10)])
    s.append(contentsOf: [.opacity(1), .scale(2)])
    #expect(s.opacity == 1)
    #expect(s.transform?.m41 == 10 && s.transform?.m11 == 2)
  }
}
