import HeroModel

/// Why a scene file could not be loaded: which file, where in it, what is wrong, and what to try.
///
/// `description` reads, for a value that is wrong,
/// `scenes/x.json: to.children[2].modifiers: unknown modifier 'fdae' at column 1; did you mean 'fade'? (line 14, column 22)`
/// and, for JSON that is itself broken, `scenes/x.json: line 3, column 5: expected ',' or '}'`. A
/// value inside a view that is not a screen's root also names the view by its ids
/// (`to.children[0].children[2].modifiers (view to/detail/title): …`).
///
/// The decoder goes on after an error where it can: the error thrown is the file's first in
/// document order, and `others` holds the rest (`hero lint` prints them all; the commands that
/// render stop at the first).
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The scene file as the user named it.
  public var file: String
  /// JSON path of the offending value (`to.children[2].modifiers`); empty for the document itself
  /// or when the JSON is broken.
  public var path: String
  /// 1-based line and column of the offending value or syntax error; nil when not tied to the text
  /// (e.g. the file cannot be read).
  public var line: Int?
  public var column: Int?
  /// What is wrong, without the suggestion.
  public var message: String
  /// The likely intended spelling or value, when one is close.
  public var suggestion: String?
  /// True when the JSON itself is broken (as opposed to a well-formed value that is wrong).
  public var isSyntaxError: Bool
  /// The view the value belongs to, by the ids of the views down from the screen
  /// (`to/detail/title`); nil outside views, for a screen's root, or when an id on the way is
  /// missing.
  public var view: String?
  /// The file's other errors after this one, in document order (each with no `others` of its
  /// own), at most `SceneErrorLog.limit` in all.
  public var others: [SceneError] = []
  /// Errors found beyond those listed.
  public var unlisted = 0
  /// Where the error sorts in document order when not at its line and column: a missing key is
  /// shown at its object but sorts at the object's end, after the errors of what the object holds.
  var sortsAt: JSONLocation?

  public init(
    file: String, path: String, line: Int? = nil, column: Int? = nil, message: String,
    suggestion: String? = nil, isSyntaxError: Bool = false, view: String? = nil
  ) {
    self.file = file
    self.path = path
    self.line = line
    self.column = column
    self.message = message
    self.suggestion = suggestion
    self.isSyntaxError = isSyntaxError
    self.view = view
  }

  /// This error and the others, in document order (without their `others`).
  public var all: [SceneError] {
    var first = self
    first.others = []
    first.unlisted = 0
    return [first] + others
  }

  /// The message with its suggestion: `unknown key 'x'; did you mean 'y'?`.
  public var messageWithSuggestion: String {
    suggestion.map { "\(message); did you mean '\($0)'?" } ?? message
  }

  /// The file name, the path and the message are shown with their control characters escaped
  /// (`Excerpt.visible`: a key or a file name holding a line break must not start a line of its own).
  public var description: String {
    var text = "\(Excerpt.visible(file)): "
    if isSyntaxError, let line, let column {
      return text + "line \(line), column \(column): " + Excerpt.visible(messageWithSuggestion)
    }
    if !path.isEmpty {
      text += view.map { "\(Excerpt.visible(path)) (view \(Excerpt.visible($0))): " } ?? "\(Excerpt.visible(path)): "
    }
    text += Excerpt.visible(messageWithSuggestion)
    if let line, let column { text += " (line \(line), column \(column))" }
    return text
  }
}
