import HeroModel

/// What an import could not carry over exactly: each note says which view (or the whole scene) and
/// what was approximated, kept as a plain view, or left out.
public struct ImportReport: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable {
    /// Read, but drawn differently than on a device (e.g. a colour space, a label without text).
    case approximated
    /// An element the importer does not know, kept as a plain view with its frame and background.
    case unknownElement
    /// Something the user should fix or know (a missing image, Hero not enabled).
    case warning
    /// A Hero setting read from the view controller's code (or given by the scene file over it),
    /// saying where it came from.
    case source
  }

  public struct Note: Hashable, Sendable, CustomStringConvertible {
    public var kind: Kind
    /// `from/title (label, line 42)`, or empty for the scene as a whole.
    public var subject: String
    public var message: String
    public var description: String {
      let label =
        switch kind {
        case .approximated: "approximated"
        case .unknownElement: "plain view  "
        case .warning: "warning     "
        case .source: "from code   "
        }
      // Subjects and messages quote the storyboard's ids and values: shown with controls escaped.
      let message = Excerpt.visible(message)
      return subject.isEmpty ? "\(label)  \(message)" : "\(label)  \(Excerpt.visible(subject)): \(message)"
    }
  }

  /// In the order they were first noted; each once.
  public private(set) var notes: [Note] = []
  private var seen: Set<Note> = []

  public init() {}

  mutating func add(_ kind: Kind, _ subject: String, _ message: String) {
    let note = Note(kind: kind, subject: subject, message: message)
    if seen.insert(note).inserted { notes.append(note) }
  }

  public func notes(_ kind: Kind) -> [Note] { notes.filter { $0.kind == kind } }
}
