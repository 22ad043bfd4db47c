import HeroSync

/// The input files a piece of work asks `InputFile` for, found or not, in the order first asked:
/// what a scene was made from beyond its own file (images, storyboards, asset catalogs, fonts).
/// `hero serve` loads a scene again when any of them changes, and a file that was missing counts
/// too, so adding it is a change.
///
/// Recording is scoped to the work it wraps (a task-local value, also on a plain thread), so
/// concurrent loads never see each other's files.
public final class InputFileLog: Sendable {
  @TaskLocal static var current: InputFileLog?

  private struct Noted {
    var order: [String] = []
    var seen: Set<String> = []
  }

  private let noted = Locked(Noted())

  private init() {}

  /// Runs `work` and returns its result with every path it asked `InputFile` for (as given).
  public static func recording<T, E: Error>(_ work: () throws(E) -> T) throws(E) -> (result: T, files: [String]) {
    let log = InputFileLog()
    let result = $current.withValue(log) { () -> Result<T, E> in
      do throws(E) { return .success(try work()) } catch { return .failure(error) }
    }
    return (try result.get(), log.files)
  }

  /// The paths asked for so far, each once.
  public var files: [String] { noted.withLock { $0.order } }

  /// Notes `path` in the log of the work running now, if it is recording.
  static func note(_ path: String) {
    guard let log = current else { return }
    log.noted.withLock { n in
      if n.seen.insert(path).inserted { n.order.append(path) }
    }
  }
}
