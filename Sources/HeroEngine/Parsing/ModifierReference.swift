/// The modifier reference (`docs/modifiers.md`), written from `ModifierSpec.all`: `hero modifiers
/// --markdown` prints it, and a test fails when the committed file differs.
public enum ModifierReference {
  /// The command that regenerates the committed reference.
  public static let command = "swift run hero modifiers --markdown > docs/modifiers.md"

  /// The whole reference as Markdown, grouped by section in the registry's order.
  public static func markdown() -> String {
    var out = """
      # Modifier reference

      <!-- Generated from the parser's own table (ModifierSpec) by `\(command)`. Do not edit by hand: \
      a test fails when this file and the table disagree. -->

      Every modifier of the string syntax that scene files use (a view's `modifiers`, an interactive `apply`,
      `beginWith(…)` and the `when…(…)` lists), with its arguments and defaults, what it does in Hero's terms,
      and a small example. A bare name is the same as an empty call (`fade` is `fade()`); a parameter written
      `name = value` may be left out, and then has that value. Modifiers in a string are separated by spaces
      and apply in order: a later one wins for the property it sets, and transform modifiers compose. Unknown
      names are an error with a suggestion. The scene format is described in [scene-format.md](scene-format.md).

      """
    for section in ModifierSpec.Section.allCases {
      out += "\n## \(section.rawValue)\n\n| Modifier | Arguments | Meaning | Example |\n|---|---|---|---|\n"
      for spec in ModifierSpec.all where spec.section == section {
        let forms = spec.forms.isEmpty ? "none" : spec.forms.map { "`\($0)`" }.joined(separator: "<br>")
        out += "| `\(spec.name)` | \(forms) | \(spec.meaning) | `\(spec.example)` |\n"
      }
    }
    return out
  }
}
