import HeroModel
import Testing

@testable import HeroEngine

/// Facts defined once must be complete where they are defined: every animated key has its row in
/// the layer property table, every `Layer` field is in that table or says why not, and every kind of
/// modifier is produced by a spec in `ModifierSpec.all` (the list the parser reads).
@Suite struct DefineOnceTests {
  @Test func everyAnimatedKeyHasARowInTheLayerPropertyTable() {
    let rows = LayerProperty.all.map(\.name)
    var seen: Set<String> = []
    // And every row animated under a key path names a key.
    #expect(Set(LayerProperty.animated.keys) == Set(AnimatedKey.allCases.map(\.rawValue)))
    for key in AnimatedKey.allCases {
      guard LayerProperty.animated[key.rawValue] != nil else {
        Issue.record("no row of LayerProperty.all is animated as '\(key.rawValue)'")
        continue
      }
      let property = key.property
      #expect(rows.contains(property.name), "\(key) animates '\(property.name)', which LayerProperty.all lacks")
      // Hero's key path ends in the property's name (`bounds.size` → `size`).
      #expect(key.rawValue.split(separator: ".").last.map(String.init) == property.name, "\(key)")
      #expect(seen.insert(property.name).inserted, "two keys animate '\(property.name)'")
    }
  }

  /// `Layer`'s stored fields that are not rows of `LayerProperty.all`, and why. A new field must be
  /// added to the table (the state dump prints it, the compositor checks it) or here.
  static let notInTheTable: [String: String] = [
    "key": "identity, not a property", "side": "identity", "view": "identity", "heroID": "identity",
    "contents": "what is drawn, set once from the view", "contentsGravity": "set once from the view",
    "contentsTint": "set once from the view", "effect": "set once from the view",
    "textLayoutSize": "the model size of a size animation; dumped with the text",
    "sublayers": "the tree, not a property",
  ]

  @Test func everyLayerFieldIsInTheTableOrSaysWhyNot() {
    let layer = Layer(key: "x", position: .zero, size: .zero)
    let fields = Mirror(reflecting: layer).children.compactMap(\.label)
    let rows = Set(LayerProperty.all.map(\.name))
    for field in fields {
      // `isHidden` is the row `hidden` (the state dump's key).
      let row = field.hasPrefix("is") ? field.dropFirst(2).prefix(1).lowercased() + field.dropFirst(3) : field
      #expect(
        rows.contains(row) || Self.notInTheTable[field] != nil, "Layer.\(field) is neither in the table nor excused")
      #expect(!(rows.contains(row) && Self.notInTheTable[field] != nil), "Layer.\(field) is in the table and excused")
    }
    for excused in Self.notInTheTable.keys {
      #expect(fields.contains(excused), "'\(excused)' is no longer a Layer field")
    }
    #expect(fields.count == rows.count + Self.notInTheTable.count, "\(fields)")
  }

  /// Each kind of modifier, numbered by a switch without `default`: a new kind does not compile
  /// until it is numbered here, and the test below then fails until a spec in `ModifierSpec.all`
  /// parses to it.
  static func number(_ kind: Modifier.Kind) -> Int {
    switch kind {
    case .fade: 0
    case .forceNonFade: 1
    case .opacity: 2
    case .position: 3
    case .size: 4
    case .transform: 5
    case .perspective: 6
    case .scale: 7
    case .translate: 8
    case .rotate: 9
    case .backgroundColor: 10
    case .borderColor: 11
    case .borderWidth: 12
    case .cornerRadius: 13
    case .zPosition: 14
    case .contentsRect: 15
    case .contentsScale: 16
    case .shadowColor: 17
    case .shadowOpacity: 18
    case .shadowOffset: 19
    case .shadowRadius: 20
    case .shadowPath: 21
    case .masksToBounds: 22
    case .overlay: 23
    case .duration: 24
    case .delay: 25
    case .timingFunction: 26
    case .spring: 27
    case .source: 28
    case .arc: 29
    case .cascade: 30
    case .beginWith: 31
    case .useGlobalCoordinateSpace: 32
    case .ignoreSubviewModifiers: 33
    case .snapshotType(let type): 34 + SnapshotType.allCases.firstIndex(of: type)!
    case .forceAnimate: 38
    case .useScaleBasedSizeChange: 39
    case .relayoutText: 40
    case .when(.custom, _): -1  // a closure: not in the string syntax
    case .when(let condition, _):
      41 + [Condition.matched, .presenting, .dismissing, .appearing, .disappearing].firstIndex(of: condition)!
    }
  }

  @Test func everyKindOfModifierIsParsedFromASpecInTheList() throws {
    var produced: Set<Int> = []
    for spec in ModifierSpec.all {
      for modifier in try ModifierParser.parse(spec.example) { produced.insert(Self.number(modifier.kind)) }
    }
    #expect(SnapshotType.allCases.count == 4)
    #expect(produced == Set(0...45), "missing: \(Set(0...45).subtracting(produced).sorted())")
  }
}
