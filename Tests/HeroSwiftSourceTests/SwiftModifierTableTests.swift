import HeroEngine
import HeroModel
import Testing

@testable import HeroSwiftSource

/// The one table from Hero's Swift modifiers to the registry: it covers every registry name, and
/// each Swift spelling reads as the modifier the registry's parser makes of the same string.
@Suite struct SwiftModifierTableTests {
  @Test func everyRegistryModifierHasASwiftForm() {
    let registry = Set(ModifierSpec.all.map(\.name))
    let table = Set(SwiftModifierTable.forms.map(\.name))
    #expect(
      registry.subtracting(table).subtracting(SwiftModifierTable.heroFramesOnly).isEmpty,
      "registry names without a Swift form: \(registry.subtracting(table).subtracting(SwiftModifierTable.heroFramesOnly).sorted())"
    )
    #expect(
      table.subtracting(registry).isEmpty,
      "Swift forms that are not registry names: \(table.subtracting(registry).sorted())")
    #expect(SwiftModifierTable.heroFramesOnly.isSubset(of: registry))
    #expect(SwiftModifierTable.forms.count == table.count, "a name listed twice")
  }

  @Test func everyExampleReadsAsTheRegistrysModifier() throws {
    for form in SwiftModifierTable.forms {
      #expect(!form.examples.isEmpty, "\(form.name) has no example")
      for (swift, string) in form.examples {
        let read = try SwiftModifierTable.modifier(swift: swift)
        #expect(read == string, "\(swift)")
        #expect(try ModifierParser.parse(read) == ModifierParser.parse(string), "\(swift)")
        #expect(try ModifierParser.parse(read).first?.stringForm.hasPrefix(form.name) == true, "\(swift)")
      }
    }
  }

  @Test func qualifiedNamesArithmeticAndDefaults() throws {
    #expect(try SwiftModifierTable.modifier(swift: "HeroModifier.fade") == "fade")
    #expect(try SwiftModifierTable.modifier(swift: "HeroModifier.translate(x: -20, z: 1)") == "translate(-20, 0, 1)")
    #expect(try SwiftModifierTable.modifier(swift: ".rotate(CGFloat.pi * 2 / 4)") == "rotate(\(Double.pi / 2))")
    #expect(try SwiftModifierTable.modifier(swift: ".delay(1 + 2 * 3)") == "delay(7)")
    #expect(try SwiftModifierTable.modifier(swift: ".duration(TimeInterval(0.5))") == "duration(0.5)")
  }

  @Test func whatIsNotALiteralSaysWhy() {
    func reason(_ swift: String) -> String? {
      do {
        _ = try SwiftModifierTable.modifier(swift: swift)
        return nil
      } catch {
        return error.reason
      }
    }
    #expect(reason(".duration(duration)") == "set from `duration`")
    #expect(reason(".translate(CGPoint(x: view.bounds.width, y: 0))") == "set from `view.bounds.width`")
    #expect(
      reason(".when({ $0.isAppearing }, .fade)")
        == "`.when({ $0.isAppearing }, .fade)` decides with a closure, which is not read")
    #expect(reason(".wobble") == "`.wobble` is not a Hero modifier")
    #expect(reason(".scale") == "`.scale` needs its arguments")
    #expect(reason(".backgroundColor(UIColor(named: \"Brand\"))") == "set from `UIColor(named: \"Brand\")`")
    #expect(reason(".delay(1 / 0)") == "`1 / 0` is not a finite number")
  }
}
