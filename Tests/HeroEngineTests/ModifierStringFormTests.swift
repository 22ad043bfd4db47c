import HeroModel
import Testing

@testable import HeroEngine

/// `parse(m.stringForm) == [m]` for every modifier kind.
@Suite struct ModifierStringFormTests {
  static let samples: [Modifier] = {
    let odd = Color(red: 0.123456789, green: 1.0 / 3, blue: 0.999, alpha: 0.5)
    let hexable = Color(red: 1, green: 59.0 / 255, blue: 48.0 / 255)
    let path = Path(elements: [
      .move(to: Point(0.5, -2)), .line(to: Point(10, 0)),
      .quadCurve(to: Point(0, 10), control: Point(10, 10)),
      .curve(to: Point(1e-7, 3), control1: Point(1, 2), control2: Point(-3, 4.25)), .close,
    ])
    return [
      .fade, .forceNonFade, .opacity(0.35), .opacity(1e-7), .position(x: 187.5, y: -333.25),
      .size(width: 375, height: 667), .size(width: 1e20, height: 0.1 + 0.2),
      .transform(Transform3D.rotation(angle: 0.3, x: 1, y: 2, z: 3).translated(x: 4, y: 5, z: 6)),
      .transform(.identity), .perspective(-500), .perspective(0.0003),
      .scale(0.5), .scale(x: 2, y: 3), .scale(x: 1, y: 1, z: 2), .scale(x: -1, y: 1),
      .translate(x: 100), .translate(x: 0, y: -150, z: 7.5),
      .rotate(1), .rotate(x: 0.1, y: 0, z: 0), .rotate(x: -0.2, y: 0.3, z: 3.14159),
      .backgroundColor(.red), .backgroundColor(hexable), .backgroundColor(hexable.withAlpha(128.0 / 255)),
      .backgroundColor(odd), .backgroundColor(.clear),
      .borderColor(.black), .borderColor(odd), .borderWidth(2), .cornerRadius(8.5), .zPosition(-10),
      .contentsRect(Rect(0, 0, 0.5, 1)), .contentsRect(Rect(0.25, 0.1, -0.5, 2)), .contentsScale(3),
      .shadowColor(.darkGray), .shadowColor(odd), .shadowOpacity(0.3), .shadowOffset(Size(0, 4)),
      .shadowRadius(8),
      .shadowPath(.rect(Rect(0, 0, 100, 50))),
      .shadowPath(.roundedRect(Rect(10, 10, 100, 50), cornerRadius: 12)),
      .shadowPath(.ellipse(in: Rect(0, 0, 40, 20))), .shadowPath(path), .shadowPath(Path()),
      .masksToBounds(true), .masksToBounds(false),
      .overlay(color: .black, opacity: 0.1),
      .overlay(color: Color(red: 0.1, green: 0.2, blue: 0.3), opacity: 0.4),
      .overlay(color: odd, opacity: 0.7), .overlay(color: hexable, opacity: 1),
      .duration(0.35), .durationMatchLongest, .delay(0.02), .delay(0),
      .timingFunction(.standard), .timingFunction(.easeOutBack),
      .timingFunction(TimingCurve(0.1, 0.2, 0.3, 1.5)),
      .spring(stiffness: 250, damping: 25), .source(heroID: "menu"), .source(heroID: "my-id"),
      .source(heroID: "it's \"x\" \\ y"), .source(heroID: "9lives"), .source(heroID: ""),
      .arc, .arc(intensity: -0.75),
      .cascade, .cascade(delta: 0.05, direction: .bottomToTop, delayMatchedViews: true),
      .cascade(delta: 0.1, direction: .leftToRight), .cascade(delta: 0.1, direction: .rightToLeft),
      .cascade(delta: 0.1, direction: .leadingToTrailing),
      .cascade(delta: 0.1, direction: .trailingToLeading),
      .cascade(delta: 0.05, direction: .radial(center: Point(187, 333))),
      .cascade(delta: 0.05, direction: .inverseRadial(center: Point(-1.5, 0))),
      .beginWith(.fade, .scale(0.5)), .beginWith([]),
      .beginWith(.beginWith(.opacity(0.5)), .overlay(color: .white, opacity: 1)),
      .useGlobalCoordinateSpace, .ignoreSubviewModifiers(recursive: true),
      .ignoreSubviewModifiers(recursive: false),
      .useOptimizedSnapshot, .useNormalSnapshot, .useLayerRenderSnapshot, .useNoSnapshot, .forceAnimate,
      .useScaleBasedSizeChange, .relayoutText,
      .whenMatched(.beginWith(.fade), .arc), .whenPresenting(.delay(0.1)), .whenDismissing(),
      .whenAppearing(.whenDisappearing(.scale(2))), .whenDisappearing(.source(heroID: "a-b")),
    ]
  }()

  @Test(arguments: samples) func roundTrips(_ m: Modifier) throws {
    #expect(try ModifierParser.parse(m.stringForm) == [m], "\(m.stringForm)")
  }

  @Test func everyKindIsCovered() {
    func name(_ k: Modifier.Kind) -> String {
      switch k {
      case .fade: "fade"
      case .forceNonFade: "forceNonFade"
      case .opacity: "opacity"
      case .position: "position"
      case .size: "size"
      case .transform: "transform"
      case .perspective: "perspective"
      case .scale: "scale"
      case .translate: "translate"
      case .rotate: "rotate"
      case .backgroundColor: "backgroundColor"
      case .borderColor: "borderColor"
      case .borderWidth: "borderWidth"
      case .cornerRadius: "cornerRadius"
      case .zPosition: "zPosition"
      case .contentsRect: "contentsRect"
      case .contentsScale: "contentsScale"
      case .shadowColor: "shadowColor"
      case .shadowOpacity: "shadowOpacity"
      case .shadowOffset: "shadowOffset"
      case .shadowRadius: "shadowRadius"
      case .shadowPath: "shadowPath"
      case .masksToBounds: "masksToBounds"
      case .overlay: "overlay"
      case .duration: "duration"
      case .delay: "delay"
      case .timingFunction: "timingFunction"
      case .spring: "spring"
      case .source: "source"
      case .arc: "arc"
      case .cascade: "cascade"
      case .beginWith: "beginWith"
      case .useGlobalCoordinateSpace: "useGlobalCoordinateSpace"
      case .ignoreSubviewModifiers: "ignoreSubviewModifiers"
      case .snapshotType(let t): "snapshot.\(t.rawValue)"
      case .forceAnimate: "forceAnimate"
      case .useScaleBasedSizeChange: "useScaleBasedSizeChange"
      case .relayoutText: "relayoutText"
      case .when(let c, _): "when.\(c)"
      }
    }
    let covered = Set(Self.samples.map { name($0.kind) })
    // 39 kinds, with snapshotType counted per type (4) and when per built-in condition (5).
    #expect(covered.count == 39 - 2 + 4 + 5)
  }

  @Test func readableForms() {
    #expect(
      Modifier.backgroundColor(Color(red: 1, green: 59.0 / 255, blue: 48.0 / 255)).stringForm
        == "backgroundColor(#FF3B30)")
    #expect(Modifier.backgroundColor(.red).stringForm == "backgroundColor(red)")
    #expect(
      Modifier.backgroundColor(Color(red: 1, green: 0.23, blue: 0.19)).stringForm
        == "backgroundColor(1, 0.23, 0.19, 1)")
    #expect(Modifier.overlay(color: .black, opacity: 0.1).stringForm == "overlay(black, 0.1)")
    #expect(Modifier.translate(x: 100).stringForm == "translate(100, 0)")
    #expect(Modifier.scale(0.5).stringForm == "scale(0.5)")
    #expect(Modifier.rotate(1).stringForm == "rotate(1)")
    #expect(Modifier.opacity(1e-7).stringForm == "opacity(0.0000001)")
    #expect(Modifier.size(width: 1.5e20, height: 0).stringForm == "size(150000000000000000000, 0)")
    #expect(Modifier.durationMatchLongest.stringForm == "durationMatchLongest")
    #expect(Modifier.timingFunction(.easeOutBack).stringForm == "timingFunction(easeOutBack)")
    #expect(
      Modifier.cascade(delta: 0.05, direction: .radial(center: Point(187, 333))).stringForm
        == "cascade(0.05, radial(187, 333), false)")
    #expect(Modifier.beginWith(.fade, .scale(0.5)).stringForm == "beginWith(fade scale(0.5))")
    #expect(Modifier.source(heroID: "my-id").stringForm == "source('my-id')")
    #expect(Modifier.shadowPath(.rect(Rect(0, 0, 100, 50))).stringForm == "shadowPath(rect, 0, 0, 100, 50)")
    #expect(
      Modifier.shadowPath(.roundedRect(Rect(10, 10, 100, 50), cornerRadius: 12)).stringForm
        == "shadowPath(roundedRect, 10, 10, 100, 50, 12)")
    #expect(Modifier.useNoSnapshot.stringForm == "useNoSnapshot")
  }

  @Test func wholeListsRoundTrip() throws {
    let text = Self.samples.map(\.stringForm).joined(separator: " ")
    #expect(try ModifierParser.parse(text) == Self.samples)
  }
}
