/// A word of a command line that `hero verify` prints for the user to run (the record and accept
/// commands in its lines, its report, its JUnit file and GitHub annotations), quoted for a POSIX
/// shell: a scene file named `x $(curl … | sh).json` in a pull request must reach `hero record` as
/// one argument when the command is pasted, never run what its name holds.
enum ShellWord {
  /// `word` as is when it holds only characters no shell treats specially (so the usual
  /// `scenes/basics/fade.json` stays readable), else in single quotes, each `'` as `'\''`. A word
  /// starting with `-` gets `./` first when it is a path, so it is not read as an option.
  static func quoted(_ word: String, isPath: Bool = false) -> String {
    let word = isPath && word.hasPrefix("-") ? "./" + word : word
    let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { safe.contains($0) }
    if plain { return word }
    return "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }

  /// The characters left unquoted: letters, digits and `_@%+=:,./-`.
  private static let safe = Set(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_@%+=:,./-".unicodeScalars)
}
