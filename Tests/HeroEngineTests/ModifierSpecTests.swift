import Foundation
import HeroModel
import Testing

@testable import HeroEngine

/// The modifier registry (`ModifierSpec.all`): one spec per name, each example parses and prints
/// back, and the defaults it documents are the ones the parser uses.
@Suite struct ModifierSpecTests {
  @Test func namesAreUniqueAndAreWhatTheParserKnows() {
    let names = ModifierSpec.all.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(ModifierParser.modifierNames == names)
    #expect(ModifierSpec.byName.count == names.count)
  }

  @Test(arguments: ModifierSpec.all.map(\.name))
  func exampleParsesAndRoundTrips(_ name: String) throws {
    let spec = try #require(ModifierSpec.byName[name])
    #expect(spec.example.hasPrefix(spec.name))
    let modifiers = try ModifierParser.parse(spec.example)
    #expect(!modifiers.isEmpty)
    let printed = modifiers.map(\.stringForm).joined(separator: " ")
    #expect(try ModifierParser.parse(printed) == modifiers)
    #expect(modifiers.first?.stringForm.hasPrefix(spec.name) == true)
  }

  /// A form whose parameters all have defaults (`spring(stiffness = 250, damping = 30)`): the bare
  /// name must parse as the call with those defaults written out.
  @Test(arguments: ModifierSpec.all.flatMap { spec in spec.forms.map { (spec.name, $0) } })
  func documentedDefaultsAreTheParsers(_ name: String, _ form: String) throws {
    guard let open = form.firstIndex(of: "("), form.hasSuffix(")") else {
      Issue.record("form '\(form)' of \(name) is not a call")
      return
    }
    #expect(form[..<open] == name)
    let parameters = form[form.index(after: open)..<form.index(before: form.endIndex)]
      .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    let defaults = parameters.compactMap { p -> String? in
      guard let eq = p.range(of: " = ") else { return nil }
      return String(p[eq.upperBound...])
    }
    guard !parameters.isEmpty, defaults.count == parameters.count else { return }
    let spelled = "\(name)(\(defaults.joined(separator: ", ")))"
    #expect(try ModifierParser.parse(name) == ModifierParser.parse(spelled), "\(spelled)")
  }

  @Test func everySectionHasModifiers() {
    for section in ModifierSpec.Section.allCases {
      #expect(ModifierSpec.all.contains { $0.section == section }, "\(section)")
    }
  }

  @Test func theReferenceListsEveryModifierWithItsExample() {
    let text = ModifierReference.markdown()
    for spec in ModifierSpec.all {
      #expect(text.contains("| `\(spec.name)` |"), "\(spec.name)")
      #expect(text.contains("`\(spec.example)`"), "\(spec.name)")
    }
  }
}
