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
    let place = line.map { "\(file):\($0)" } ?? file
    return "\(place): \(message)" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
  }
}
