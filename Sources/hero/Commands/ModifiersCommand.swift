import ArgumentParser
import HeroEngine

/// `hero modifiers`: the modifiers the string syntax knows, from the parser's own table.
struct ModifiersCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "modifiers",
    abstract: "List every modifier with its arguments (or print docs/modifiers.md with --markdown).",
    discussion: """
      Examples:
        hero modifiers
        hero modifiers --markdown > docs/modifiers.md
      """)

  @Flag(help: "Print the Markdown reference (docs/modifiers.md) instead of one line per form.")
  var markdown = false

  func run() throws {
    if markdown {
      // The reference ends with a newline; `line` adds its own.
      Terminal.line(String(ModifierReference.markdown().dropLast()))
      return
    }
    for spec in ModifierSpec.all {
      Terminal.line(spec.forms.isEmpty ? spec.name : spec.forms.joined(separator: "  |  "))
    }
  }
}
