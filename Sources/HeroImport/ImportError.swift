import HeroModel

/// Why a storyboard could not be read or imported: the file, the line when one is to blame, what
/// is wrong and, when there is one, what to try.
///
/// `description` reads `Main.storyboard:12: … ; did you mean 'detail'?`.
public struct ImportError: Error, Hashable, Sendable, CustomStringConvertible {
  public var file: String
  public var line: Int?
  public var message: String
  public var suggestion: String?

  public init(file: String, line: Int? = nil, message: String, suggestion: String? = nil) {
    self.file = file
    self.line = line
    self.message = message
    self.suggestion = suggestion
  }

  public var description: String {
    let shown = Excerpt.visible(file)
    let place = line.map { "\(shown):\($0)" } ?? shown
    // The file, the message and the suggestion quote user values: shown with controls escaped.
    return "\(place): \(Excerpt.visible(message))"
      + (suggestion.map { "; did you mean '\(Excerpt.visible($0))'?" } ?? "")
  }
}
