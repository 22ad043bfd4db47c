import HeroModel
import Testing

@testable import HeroEngine

/// Colour arguments of modifier strings take UIKit's system colour names, as every colour of a
/// scene file does, resolved in the appearance the string is parsed for (a scene variant's).
@Suite struct ModifierSystemColorTests {
  /// Apple's published values (light, dark), written here rather than read from the table the code reads.
  static let published: [String: DynamicColor] = [
    "systemBlue": DynamicColor(light: Color(hex: "#007AFF")!, dark: Color(hex: "#0A84FF")!),
    "label": DynamicColor(light: Color(hex: "#000000")!, dark: Color(hex: "#FFFFFF")!),
    "separator": DynamicColor(
      light: Color(hex: "#3C3C43")!.withAlpha(0.29), dark: Color(hex: "#545458")!.withAlpha(0.6)),
    "systemFill": DynamicColor(
      light: Color(hex: "#787880")!.withAlpha(0.2), dark: Color(hex: "#787880")!.withAlpha(0.36)),
  ]
  static func pair(_ name: String) throws -> DynamicColor { try #require(published[name]) }

  @Test func everyColourModifierTakesSystemColoursInTheAppearance() throws {
    let blue = try Self.pair("systemBlue")
    let label = try Self.pair("label")
    let separator = try Self.pair("separator")
    for (appearance, pick) in [(Appearance.light, \DynamicColor.light), (.dark, \DynamicColor.dark)] {
      let parsed = try ModifierParser.parse(
        "backgroundColor(systemBlue) borderColor(separator) shadowColor(label) overlay(label, 0.3)",
        appearance: appearance)
      #expect(
        parsed == [
          .backgroundColor(blue[keyPath: pick]), .borderColor(separator[keyPath: pick]),
          .shadowColor(label[keyPath: pick]), .overlay(color: label[keyPath: pick], opacity: 0.3),
        ], "\(appearance)")
    }
    // Light unless told; the class colours and hex are the same in both.
    #expect(try ModifierParser.parse("backgroundColor(systemBlue)") == [.backgroundColor(blue.light)])
    #expect(try ModifierParser.parse("backgroundColor(red)", appearance: .dark) == [.backgroundColor(.red)])
  }

  @Test func nestedListsAndTheLenientReaderResolveInTheSameAppearance() throws {
    let fill = try Self.pair("systemFill")
    #expect(
      try ModifierParser.parse("beginWith(backgroundColor(systemFill))", appearance: .dark)
        == [.beginWith([.backgroundColor(fill.dark)])])
    let (lenient, _) = try ModifierParser.parseLenient("whenPresenting(shadowColor(systemFill))", appearance: .dark)
    #expect(lenient == [.when(.presenting, [.shadowColor(fill.dark)])])
    #expect(
      ModifierParser.parseReportingAll("borderColor(systemFill)", appearance: .dark).modifiers
        == [.borderColor(fill.dark)])
    #expect(try ModifierParser.parseColor("systemFill", appearance: .dark) == fill.dark)
  }

  @Test func aMisspeltSystemColourIsSuggested() {
    do {
      _ = try ModifierParser.parse("backgroundColor(systemBlu)")
      Issue.record("parsed")
    } catch {
      #expect(error.description == "unknown colour 'systemBlu' at column 17; did you mean 'systemBlue'?")
    }
  }
}
