import HeroModel
import Testing

@testable import HeroEngine

/// Each animated key drives the layer property and reads the target-state field of its own name.
@Suite struct AnimatedKeyPropertyTests {
  @Test(arguments: AnimatedKey.allCases)
  func keyAndPropertyShareTheName(_ key: AnimatedKey) {
    // Core Animation's key path for the bounds size is `bounds.size`; the layer field is `size`.
    #expect(key.property.name == (key == .size ? "size" : key.rawValue))
  }

  /// The modifier that sets a property has the property's name (the transform has several and the
  /// anchor point none: only the source pass sets it).
  @Test(arguments: AnimatedKey.allCases.filter { $0 != .transform && $0 != .anchorPoint })
  func modifierAndPropertyShareTheName(_ key: AnimatedKey) {
    #expect(ModifierSpec.byName[key.property.name] != nil, "\(key.property.name)")
  }

  /// A state naming one property through its modifier yields exactly that key, with the value the
  /// layer property stores.
  @Test func eachModifierNamesItsOwnKey() throws {
    let cases: [(Modifier, AnimatedKey)] = [
      (.position(x: 1, y: 2), .position), (.size(width: 3, height: 4), .size), (.scale(2), .transform),
      (.opacity(0.5), .opacity), (.cornerRadius(3), .cornerRadius), (.backgroundColor(.red), .backgroundColor),
      (.zPosition(2), .zPosition), (.borderWidth(1), .borderWidth), (.borderColor(.blue), .borderColor),
      (.masksToBounds(true), .masksToBounds), (.shadowColor(.green), .shadowColor), (.shadowRadius(4), .shadowRadius),
      (.shadowOpacity(0.2), .shadowOpacity), (.shadowPath(.rect(Rect(0, 0, 1, 1))), .shadowPath),
      (.shadowOffset(Size(1, 2)), .shadowOffset), (.contentsRect(Rect(0, 0, 0.5, 1)), .contentsRect),
      (.contentsScale(2), .contentsScale), (.overlay(color: .black, opacity: 0.3), .overlay),
    ]
    for (modifier, key) in cases {
      let values = TargetState(modifiers: [modifier]).keyValues(currentSize: Size(1, 1), scaleBasedSizeChange: false)
      #expect(values.map(\.0) == [key], "\(modifier.stringForm)")
      var layer = Layer(key: "x", position: .zero, size: .zero)
      key.set(try #require(values.first?.1), on: &layer)
      #expect(key.value(in: layer) == values.first?.1, "\(modifier.stringForm)")
    }
  }
}
